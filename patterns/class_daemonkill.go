package patterns

import "strings"

// judgeDaemonKill is [daemon-kill] (fx18d3): a kill whose pids come from a
// search that names one of systemDaemons (`kill $(pgrep -f sshd)`,
// `pidof dockerd | xargs kill`, `ps aux | grep postgres | awk '{print
// $2}' | xargs kill`), found as [ozdesk-kill] finds its searches. A
// search word counts when, lower-cased and stripped of a leading path
// (`/usr/sbin/sshd`), it is a daemon's name (or its name cut as the kernel
// keeps it: `pgrep systemd-journal`, see isDaemonName); a search for anything
// else (`pgrep vite`, `pgrep -f "$APP"`) is left alone.
func judgeDaemonKill(_ string, w Word, ctx *Context) Judgement {
	for _, src := range killSources(w, ctx, false) {
		if stagesNameDaemon(src) {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// stagesNameDaemon reports whether a process search among stages names a
// system daemon by a literal word.
func stagesNameDaemon(stages []*Part) bool {
	for _, p := range stages {
		if !processSearchers.get()[p.Program] {
			continue
		}
		for _, a := range p.Args() {
			v, ok := a.Literal()
			if !ok || strings.HasPrefix(v, "-") {
				continue
			}
			v = strings.ToLower(v[strings.LastIndex(v, "/")+1:])
			if isDaemonName(v) {
				return true
			}
		}
	}
	return false
}
