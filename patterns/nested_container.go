package patterns

// Programs that run a command in a container or a pod, handed over as
// words: docker (and podman) exec and run, kubectl (and oc) exec, run and
// debug.

// dockerGlobal are docker's and podman's options before the subcommand;
// dockerExec those of `docker exec`; dockerRun those of `docker run`.
var (
	dockerGlobal = optSpec{pflag: true, short: "c:DH:l:", long: []string{"config=", "context=", "debug",
		"host=", "log-level=", "tls", "tlscacert=", "tlscert=", "tlskey=", "tlsverify",
		"remote", "url=", "connection=", "root=", "runroot="}}
	dockerExec = optSpec{pflag: true, short: "de:ilptu:w:", long: []string{"detach", "detach-keys=", "env=",
		"env-file=", "interactive", "privileged", "tty", "user=", "workdir=", "latest",
		"preserve-fds=", "preserve-fd="}}
	dockerRun = optSpec{pflag: true, short: "a:c:de:h:il:m:Pp:tu:v:w:", long: []string{"add-host=",
		"annotation=", "attach=", "blkio-weight=", "blkio-weight-device=", "cap-add=",
		"cap-drop=", "cgroup-parent=", "cgroupns=", "cidfile=", "cpu-period=", "cpu-quota=",
		"cpu-rt-period=", "cpu-rt-runtime=", "cpu-shares=", "cpus=", "cpuset-cpus=",
		"cpuset-mems=", "detach", "detach-keys=", "device=", "device-cgroup-rule=",
		"device-read-bps=", "device-read-iops=", "device-write-bps=", "device-write-iops=",
		"disable-content-trust", "dns=", "dns-option=", "dns-search=", "domainname=",
		"entrypoint=", "env=", "env-file=", "expose=", "gpus=", "group-add=", "health-cmd=",
		"health-interval=", "health-retries=", "health-start-period=", "health-start-interval=",
		"health-timeout=", "help", "hostname=", "init", "interactive", "ip=", "ip6=", "ipc=",
		"isolation=", "kernel-memory=", "label=", "label-file=", "link=", "link-local-ip=",
		"log-driver=", "log-opt=", "mac-address=", "memory=", "memory-reservation=",
		"memory-swap=", "memory-swappiness=", "mount=", "name=", "net=", "network=", "network-alias=",
		"no-healthcheck", "oom-kill-disable", "oom-score-adj=", "pid=", "pids-limit=",
		"platform=", "privileged", "publish=", "publish-all", "pull=", "quiet", "read-only",
		"restart=", "rm", "runtime=", "security-opt=", "shm-size=", "sig-proxy?",
		"stop-signal=", "stop-timeout=", "storage-opt=", "sysctl=", "tmpfs=", "tty", "ulimit=",
		"user=", "userns=", "uts=", "volume=", "volume-driver=", "volumes-from=", "workdir="}}
)

// containerExec reads `docker exec [options] CONTAINER COMMAND…` and
// `docker run [options] IMAGE [COMMAND…]` (podman's too, and the
// `docker container …` forms): COMMAND runs in the container. run's
// --entrypoint puts its program before COMMAND, and --health-cmd is a
// command string. An option docker run does not know stops the reading.
func (r *reading) containerExec(p *Part, sc scope) []*Node {
	words := p.Words
	scan := dockerGlobal.scan(words, 1)
	i := scan.next
	if scan.status != optOK || i >= len(words) {
		return nil
	}
	if isLit(words[i], "container") {
		i++
	}
	if i >= len(words) {
		return nil
	}
	if isLit(words[i], "compose") {
		return r.compose(p, i+1, sc)
	}
	label := p.Program + " exec"
	opts := &dockerExec
	switch {
	case isLit(words[i], "run"):
		label, opts = p.Program+" run", &dockerRun
	case !isLit(words[i], "exec"):
		return nil
	}
	scan = opts.scan(words, i+1)
	i = scan.next
	if !scan.has("-l", "--latest") {
		i++ // the container, or the image
	}
	if scan.status != optOK {
		return nil
	}
	exact := sc.m.whole == nil
	var nodes []*Node
	if o, ok := scan.find("--health-cmd"); ok {
		nodes = append(nodes, r.nestedWord(p, label+" --health-cmd", valueWord(words, o, exact), FeedNone, sc)...)
	}
	argv := words[min(i, len(words)):]
	if o, ok := scan.find("--entrypoint"); ok {
		argv = append([]Word{valueWord(words, o, exact)}, argv...)
	}
	if len(argv) == 0 {
		return nodes
	}
	if label == p.Program+" exec" {
		// exec runs in a container already there, in a directory of its
		// own: its relative paths are no known directory here.
		sc.handsAway, sc.handsOwn = true, true
	}
	return append(nodes, r.nestedArgv(p, label, argv, sc)...)
}

// kubectlExec reads `kubectl exec|run|debug … -- COMMAND…` (and oc's): the
// words after "--" run in the pod. The old form of exec without "--" is
// not read.
func (r *reading) kubectlExec(p *Part, sc scope) []*Node {
	words := p.Words
	sub := ""
	for i := 1; i < len(words); i++ {
		v, ok := words[i].Literal()
		switch {
		case !ok:
		case v == "--":
			if sub == "" || i+1 >= len(words) {
				return nil
			}
			// The pod's command runs in the pod's own directory: its
			// relative paths are no known directory here.
			sc.handsAway, sc.handsOwn = true, true
			return r.nestedArgv(p, p.Program+" "+sub, words[i+1:], sc)
		case sub == "" && (v == "exec" || v == "run" || v == "debug"):
			sub = v
		}
	}
	return nil
}
