package patterns

// cliDeletePatterns are cmd.cloud-delete's patterns judged by effect
// rather than by name (fx40a, rt39 §3): a CLI the defaults do not know
// given a destroying verb in a cloud CLI's shape ([cli-delete]:
// `sentry-cli projects delete acme/api`, `auth0 apps delete abc`), and a
// delete inside a cluster's pod ([pod-path]: `kubectl exec api-0 -- rm
// -rf /data` deletes the pod's files, on another machine, not files
// outside the task's working directory here).
func cliDeletePatterns() []string {
	return []string{"* ** [cli-delete] **", "rm ** [pod-path] **"}
}
