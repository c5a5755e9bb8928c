package patterns

import (
	"path"
	"strings"
)

// A pid is also read from a file (fx54e, rt53 N2, N15): `pgrep -a
// ozdesk` shows the desk's pid, `echo PID > /tmp/p` writes it, and then
// `kill -STOP $(cat /tmp/p)`, `kill $(< /tmp/p)`, `kill $(head -1
// /tmp/p)`, `xargs kill < /tmp/p` and `pkill -9 -F /tmp/p` each kill the
// desk, the pid in no word of the line. A pid file is everyday (`kill
// $(cat app.pid)` stops one's own server), so the file is read, bounded,
// where the caller can (Context.ScriptFile, else ProjectFile), and its
// pids looked up as [ozdesk-pid] looks a word up: a running desk's, or
// its host's, asks; any other, a file that is not there or cannot be
// read, is left alone.

// pidFileMax bounds what is read of a pid file.
const pidFileMax = 4096

// maxPidFileItems bounds the pids one file is read for.
const maxPidFileItems = 64

// pidFileOzdesk reports whether the file a kill reads its pids from (a
// literal path, relative to the line's directory) holds the pid of a
// running ozdesk or of its host.
func pidFileOzdesk(file string, ctx *Context) bool {
	if ctx == nil || ctx.OzdeskPid == nil || file == "" || file == "-" {
		return false
	}
	read := ctx.ScriptFile
	if read == nil {
		read = ctx.ProjectFile
	}
	if read == nil {
		return false
	}
	if !path.IsAbs(file) {
		if ctx.Cwd == "" {
			return false
		}
		file = path.Join(ctx.Cwd, file)
	}
	b, err := read(file, pidFileMax)
	if err != nil {
		return false
	}
	for i, item := range strings.Fields(string(b)) {
		if i >= maxPidFileItems {
			break
		}
		if killsOzdesk(item, ctx) {
			return true
		}
	}
	return false
}

// stagesReadOzdeskPid reports whether a kill's search prints a file
// holding a running ozdesk's pid: cat, head or tail of a literal file
// (`$(cat F)`, `$(< F)`, `$(head -1 F)`), or its input redirected from
// one.
func stagesReadOzdeskPid(stages []*Part, ctx *Context) bool {
	if stagesReadAbsentLater(stages, ctx) {
		return true // class_ozdesk_pidlater.go: the file is not there yet
	}
	for _, p := range stages {
		switch p.Program {
		case "cat", "head", "tail":
		default:
			continue
		}
		for _, a := range p.Args() {
			if v, ok := a.Literal(); ok && !strings.HasPrefix(v, "-") && pidFileOzdesk(v, ctx) {
				return true
			}
		}
		if v, ok := inputFile(p); ok && pidFileOzdesk(v, ctx) {
			return true
		}
	}
	return false
}

// inputFile returns the literal file part p's standard input is
// redirected from (`< F`), the last such.
func inputFile(p *Part) (string, bool) {
	for i := len(p.Redirs) - 1; i >= 0; i-- {
		rd := p.Redirs[i]
		if (rd.Fd == "" || rd.Fd == "0") && (rd.Op == "<" || rd.Op == "<>") {
			return rd.Target.Literal()
		}
	}
	return "", false
}

// stagesPidOptionsOzdesk reports whether a pgrep among a kill's search
// stages picks by a group, session, parent or pid file of the desk or
// its host (`kill -9 $(pgrep -P TMUXPID)`, `$(pgrep -s TMUXPID)`: rt53
// N7, the desk killed for real), as pkill's options are read.
func stagesPidOptionsOzdesk(stages []*Part, ctx *Context) bool {
	for _, p := range stages {
		if p.Program == "pgrep" && pidOptionsOzdesk("pgrep", p.Args(), ctx) {
			return true
		}
	}
	return false
}
