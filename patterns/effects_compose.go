package patterns

import "path"

// A compose tool reads its compose file by name from the directory it
// runs in (or one above it): `cat > docker-compose.yml <<EOF … EOF &&
// docker compose up` runs what the line has just written, as `printf …
// > Makefile && make` does (b7a, issue 7 #1). What a compose file runs
// runs in containers, but the file chooses what they get: `privileged:
// true`, `volumes: ["/:/host"]`, `pid: host`, the engine's socket, which
// is the host. So a compose file made earlier in the line makes a later
// compose part unreadable, where a Dockerfile does not (what a build
// runs stays in its container). Only the compose tools read these
// names: `echo … > compose.yaml && git add compose.yaml` is left alone.

// composeFileNames are the names docker compose, docker-compose and
// podman-compose look for, and the overrides they merge.
var composeFileNames = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, stem := range []string{"compose", "docker-compose", "podman-compose", "container-compose"} {
		for _, ext := range []string{".yaml", ".yml"} {
			m[stem+ext] = true
			m[stem+".override"+ext] = true
		}
	}
	return m
}}

// runsCompose reports whether part p is a compose tool that may start
// containers: docker-compose, podman-compose, or an engine's compose verb
// (`docker compose`, also after global options: `docker --context x
// compose up`; podman, nerdctl, finch), unless its verb only reads the
// file or the project (composeReads: `docker compose config`, `ps`).
func runsCompose(p *Part) bool {
	_, ops := litArgs(p)
	switch p.Program {
	case "docker-compose", "podman-compose":
	case "docker", "podman", "nerdctl", "finch":
		at := -1
		for i := 0; i < len(ops) && i < 2; i++ {
			if ops[i] == "compose" {
				at = i
				break
			}
		}
		if at < 0 {
			return false
		}
		ops = ops[at+1:]
	default:
		return false
	}
	for _, op := range ops {
		// The first verb decides (an option's value may stand before it,
		// the container's command after it: `run app ps`).
		if reads, verb := composeReads.get()[op]; verb {
			return !reads
		}
	}
	return true
}

// composeReads are compose's verbs, true for those that read the file or
// the project and start nothing.
var composeReads = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"config": true, "convert": true, "version": true, "ls": true, "ps": true,
		"logs": true, "images": true, "top": true, "port": true, "events": true,
		"up": false, "run": false, "exec": false, "create": false, "start": false, "restart": false, "build": false,
		"pull": false, "push": false, "down": false, "stop": false, "rm": false, "kill": false, "pause": false,
		"unpause": false, "scale": false, "watch": false, "cp": false, "attach": false, "wait": false}
}}

// readsComposeFile reports whether a compose tool running in dir may
// read what made m made as its compose file: a file of such a name in
// dir, a directory above it or below it.
func readsComposeFile(m made, dir place) bool {
	if m.tree || len(m.pat) != 1 || !composeFileNames.get()[path.Base(m.pat[0])] {
		return false
	}
	return madeNear(m, dir)
}
