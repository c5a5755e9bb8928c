package patterns

import "strings"

// judgeDaemonKill is [daemon-kill] (fx18d3): a kill whose pids come from a
// search that names one of systemDaemons (`kill $(pgrep -f sshd)`,
// `pidof dockerd | xargs kill`, `ps aux | grep postgres | awk '{print
// $2}' | xargs kill`), found as [ozdesk-kill] finds its searches. A
// search word counts when, lower-cased and stripped of a leading path
// (`/usr/sbin/sshd`), it is a daemon's name (or its name cut as the kernel
// keeps it: `pgrep systemd-journal`, see isDaemonName); a search for anything
// else (`pgrep vite`, `pgrep -f "$APP"`) is left alone. So is (fx46b,
// rt45) a pid read from a daemon's pid file under /run or /var/run (`kill
// $(cat /run/nginx.pid)`, `$(< /var/run/sshd.pid)`): the services of the
// machine keep theirs there; the user's own under /run/user, a project's
// (`.pid`, /tmp/app.pid) are left alone.
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
		if readsSystemPidFile(p) {
			return true
		}
		if !processSearchers.get()[p.Program] {
			continue
		}
		for _, a := range p.Args() {
			v, ok := a.Literal()
			if !ok || strings.HasPrefix(v, "-") {
				continue
			}
			if p.Program == "pgrep" && patternPicksDaemon(p, a, v) {
				return true // kill $(pgrep -f '[s]shd') (fx53b)
			}
			v = strings.ToLower(v[strings.LastIndex(v, "/")+1:])
			if isDaemonName(v) {
				return true
			}
		}
	}
	return false
}

// pidFileReaders are the programs that print a pid file for kill.
var pidFileReaders = []string{"cat", "head", "tail", "tac", "more", "less"}

// readsSystemPidFile reports whether a part prints a daemon's pid file:
// a reader given it, or a part that only redirects from it ($(< FILE)).
func readsSystemPidFile(p *Part) bool {
	if p.Program == "" || contains(pidFileReaders, p.Program) {
		for _, a := range p.Args() {
			if v, ok := a.Literal(); ok && isSystemPidFile(v) {
				return true
			}
		}
	}
	for _, r := range p.Redirs {
		if v, ok := r.Target.Literal(); ok && r.Reads && isSystemPidFile(v) {
			return true
		}
	}
	return false
}

// isSystemPidFile reports whether a path is a pid file of the machine's
// services: a .pid file under /run or /var/run, not under /run/user.
func isSystemPidFile(v string) bool {
	if !strings.HasSuffix(v, ".pid") {
		return false
	}
	for _, dir := range []string{"/run/", "/var/run/"} {
		if rest, ok := strings.CutPrefix(v, dir); ok {
			return !strings.HasPrefix(rest, "user/") && !strings.Contains(rest, "..")
		}
	}
	return false
}
