package patterns

import "testing"

// TestFx49tNamespacePin: an allow that pins a namespace, with ** after it
// (what the editor's ctrl+t suggests), does not match a line that sets
// the pin aside (F-ns-override, rt48k): -A/--all-namespaces acts in
// every namespace. A second -n needs one of the pattern's values; the
// scope flags (match_scope.go) already move it. --all stays inside the
// namespace.
func TestFx49tNamespacePin(t *testing.T) {
	const pods = "kubectl delete pods -n=staging **"
	const sel = "kubectl delete pods -l=app=web -n=staging **"
	const dep = "kubectl delete deployment web -n staging **"
	runMatchCases(t, []matchCase{
		{pat: pods, cmd: "kubectl delete pods -n staging -l app=web", might: true, certain: true},
		{pat: pods, cmd: "kubectl delete pods -n staging --all", might: true, certain: true},
		{pat: pods, cmd: "kubectl delete pods --namespace=staging web-1", might: true, certain: true},
		{pat: pods, cmd: "kubectl delete pods -n staging --all -A", might: true},
		{pat: pods, cmd: "kubectl delete pods -n staging --all-namespaces -l app=web", might: true},
		{pat: pods, cmd: "kubectl delete pods -A -n staging", might: true},
		{pat: pods, cmd: "kubectl delete pods -n staging --all-namespaces=true", might: true},
		{pat: pods, cmd: "kubectl delete pods -n staging -n prod", might: true},
		{pat: pods, cmd: "kubectl delete pods -n staging --namespace prod", might: true},
		{pat: pods, cmd: "kubectl delete pods -n staging --context prod", might: true},
		{pat: pods, cmd: "kubectl delete pods -n staging --cluster prod", might: true},
		{pat: pods, cmd: "kubectl delete pods -n staging --kubeconfig /tmp/k", might: true},
		{pat: pods, cmd: "kubectl delete pods -n staging -s https://prod:6443", might: true},
		{pat: pods, cmd: "kubectl delete pods -n staging --server=https://prod:6443", might: true},
		{pat: sel, cmd: "kubectl delete pods -l app=web -n staging", might: true, certain: true},
		{pat: sel, cmd: "kubectl delete pods -l app=web -n staging -A", might: true},
		{pat: sel, cmd: "kubectl delete pods -l app=web -n staging --all-namespaces", might: true},
		{pat: dep, cmd: "kubectl delete deployment web -n staging --wait=false", might: true, certain: true},
		{pat: dep, cmd: "kubectl delete deployment web -n staging -A", might: true},
		{pat: "oc delete pods -n=staging **", cmd: "oc delete pods -n staging -A", might: true},
		{pat: "helm uninstall web -n=staging **", cmd: "helm uninstall web -n staging --wait", might: true, certain: true},
		{pat: "helm list -n=staging **", cmd: "helm list -n staging -A", might: true},
		// A pattern that names -A itself, or pins nothing, is not narrowed.
		{pat: "kubectl get pods -A **", cmd: "kubectl get pods -A -o wide", might: true, certain: true},
		{pat: "kubectl get pods **", cmd: "kubectl get pods -A", might: true, certain: true},
	})
}
