package patterns

import "strings"

// systemDaemons are the processes that keep the machine reachable and
// running: the init process, the remote-access server, the container
// engines, the kubelet and the network's managers, and (fx18d3) the
// database and web servers the machine runs as services for everyone on
// it (postgres, mysqld, mongod, redis-server, nginx, apache2, httpd) and
// its scheduler and logger (cron, rsyslogd). Killing one by name (pkill
// sshd, killall dockerd, pkill postgres) stops the machine's services as
// `systemctl stop` would, without asking systemd. A project's own
// processes (node, python, vite, a dev server) are not the machine's and
// are left alone.
var systemDaemons = []string{
	"init", "systemd", "sshd", "dockerd", "containerd", "kubelet", "networkmanager", "systemd-networkd",
	"systemd-resolved", "dbus-daemon", "wpa_supplicant", "dhclient",
	"postgres", "postgresql", "postmaster", "mysqld", "mariadbd", "mongod", "redis-server",
	"nginx", "apache2", "httpd", "cron", "crond", "rsyslogd", "systemd-journald",
	// the display servers (fx53b, rt50 A5: `sudo killall -9 Xorg` ends every
	// graphical program of the operator)
	"xorg", "xwayland",
}

// judgeInitPid is [init-pid]: kill's pid 1, the init process (the
// container's or the machine's first process: killing it stops the whole
// container or panics the kernel). Only the literal 1 counts: a pid not
// known (`kill "$pid"`) is not taken to be it.
func judgeInitPid(_ string, w Word, _ *Context) Judgement {
	if v, ok := w.Literal(); ok && v == "1" {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// judgeSystemDaemon is [system-daemon]: a literal process name that is
// one of systemDaemons (in any case). A name not known (`pkill "$APP"`)
// and a dev server's name (`pkill -f vite`) are not.
func judgeSystemDaemon(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{}
	}
	if isDaemonName(strings.ToLower(v)) {
		return Judgement{Might: true, Certainly: true}
	}
	if p := ctx.wordPart(&w); p != nil && patternPicksDaemon(p, w, v) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// patternPicksDaemon reports whether w, a pattern of a pkill, pgrep or
// killall -r part (not an option's value), picks a daemon's name as the
// program reads it (fx53b, rt50 A5): an extended regular expression
// searched anywhere in the name, in any case as the names are compared
// (`[s]shd`, `ss[h]d`, `(s)shd`, `sshd|nothing`, `system[d]`,
// `postgres|redis`), the whole name with -x; pkill -f's command line
// holds the name, so it picks it too (`pkill -f ssh`).
func patternPicksDaemon(p *Part, w Word, v string) bool {
	if p.Program != "pkill" && p.Program != "pgrep" && p.Program != "killall" {
		return false
	}
	s, _ := readProcSelect(p.Program, p.Args())
	if p.Program == "killall" && !s.regexp || !holdsWord(s.patterns, w) || contains(everyNameRegexps[:], v) {
		return false
	}
	re := compileERE(v, true, s.exact)
	if re == nil {
		return false
	}
	for _, d := range systemDaemons {
		if re.MatchString(d) {
			return true
		}
	}
	return false
}

// commLen is how many bytes of a process's name the kernel keeps as its
// comm (TASK_COMM_LEN less the NUL), the name pgrep, pkill and pidof
// match and ps shows.
const commLen = 15

// isDaemonName reports whether the lower-cased process name v is one of
// systemDaemons, or a longer one's name as the kernel keeps it, cut at
// commLen bytes (`pgrep systemd-journal` finds systemd-journald).
func isDaemonName(v string) bool {
	for _, d := range systemDaemons {
		if v == d || (len(d) > commLen && v == d[:commLen]) {
			return true
		}
	}
	return false
}
