package patterns

import "strings"

// A kill of a pid written as a number (F-kill-desk, rt48k): `ps aux`
// shows the desk's pid, and `kill -STOP 17116` then freezes the desk
// (no ask is drawn, no key is read, an approval in its undo window is
// neither sent nor dropped), `kill -TERM` ends it, and a kill of another
// agent's asker withdraws that agent's ask. The line does not say whose
// pid it is, but the machine the ask is judged on does, at the moment
// it asks: [ozdesk-pid] looks the pid up there (Context.OzdeskPid).

// killSignalMax is the highest signal number: kill's -N up to it is a
// signal (`kill -9 4242`), past it a process group (`kill -- -4242`).
const killSignalMax = 64

// judgeOzdeskPid is [ozdesk-pid]: a pid (or -PGID, a process group led
// by it) whose process runs ozdesk now, however the line spells it or
// computes it from literals (class_ozdesk_pidword.go): certainly where
// the word can be nothing else, as a might where it may also be what the
// line does not show (`${P:-16780}`, `1678[0]`). A pid the line does not
// know (`kill "$pid"`), and any pid where the caller cannot look, is
// none; `kill 4242` of another program is left alone.
func judgeOzdeskPid(_ string, w Word, ctx *Context) Judgement {
	if ctx == nil || ctx.OzdeskPid == nil {
		return Judgement{}
	}
	vals, certain, might, ok := pidValues(w)
	if !ok {
		vals, certain, ok = linePidVar(w, ctx)
	}
	if !ok {
		return Judgement{Might: might}
	}
	for _, v := range vals {
		if killsOzdesk(v, ctx) {
			return Judgement{Might: true, Certainly: certain}
		}
	}
	return Judgement{}
}

// killsOzdesk reports whether kill operand v names a process that runs
// ozdesk now, or a process group (-PGID) one is in: led by it
// (Context.OzdeskPid) or holding it (Context.OzdeskGroup, issue 9).
func killsOzdesk(v string, ctx *Context) bool {
	pid, ok := killPid(v)
	if !ok {
		return false
	}
	if ctx.OzdeskPid(pid) || ctx.OzdeskHost != nil && ctx.OzdeskHost(pid) {
		return true // the desk, or its host (a tmux server's group led by it too)
	}
	_, group, _ := pidNumber(v)
	return group && ctx.OzdeskGroup != nil && ctx.OzdeskGroup(pid, false)
}

// killPid returns the process (or the leader of the process group) a
// kill operand names; a -N up to killSignalMax written first is a
// signal, not a group.
func killPid(v string) (int, bool) {
	pid, group, ok := pidNumber(v)
	if !ok || group && pid <= killSignalMax && strings.HasPrefix(v, "-") {
		return 0, false
	}
	return pid, true
}

// pidOptionOzdesk reports whether w is the program word of a pkill
// whose process group or session (-g, --pgroup, -s, --session, a list
// split by commas) is led by a running ozdesk (`pkill -STOP -g 16780`
// stops the desk as `kill -STOP -- -16780` does, rt49k) or by its host
// (fx54e, rt53 N15: `pkill -g TMUXPID`), or holds one
// (Context.OzdeskGroup, issue 9), or whose parent (-P, --parent) is a
// running ozdesk or its ancestor (Context.OzdeskHost, fx52c: `pkill -STOP
// -P TMUXPID` stops the desk), or whose pid file (-F, --pidfile) holds
// one's pid (fx54e, rt53 N15: `pkill -9 -F /tmp/p`), or of a prlimit of
// a running ozdesk's pid (-p, --pid: `--nofile=3` starves it of files).
// Read here, not by patterns' option elements, which take a word the
// line does not know (`pkill -P $$`, `prlimit --pid "$pid"`) as one that
// might be the option.
func pidOptionOzdesk(w Word, ctx *Context) bool {
	if ctx == nil || ctx.OzdeskPid == nil {
		return false
	}
	v, ok := w.Literal()
	if !ok {
		return false
	}
	k := ctx.programPart(w)
	if k == nil {
		return false
	}
	prog := programKey(v[strings.LastIndexByte(v, '/')+1:])
	if prog == "pgrep" {
		return false // it lists; a kill of what it finds is stagesPidOptionsOzdesk's
	}
	return pidOptionsOzdesk(prog, k.Args(), ctx)
}

// pidOptionsOzdesk is pidOptionOzdesk for the arguments of a part of
// program prog (pgrep's read as pkill's: `kill $(pgrep -P TMUXPID)`).
func pidOptionsOzdesk(prog string, args []Word, ctx *Context) bool {
	var short, long []string
	switch prog {
	case "pkill", "pgrep":
		prog = "pkill"
		short, long = []string{"-g", "-s", "-P", "-F"}, []string{"--pgroup", "--session", "--parent", "--pidfile"}
	case "prlimit":
		short, long = []string{"-p"}, []string{"--pid"}
	case "cpulimit", "choom":
		// fx53b (rt50k NEW-6): cpulimit throttles by SIGSTOP and SIGCONT
		// (the desk stopped most of the time); choom makes it the first
		// process the kernel kills when memory runs out.
		short, long = []string{"-p"}, []string{"--pid"}
	default:
		return false
	}
	for i := 0; i < len(args); i++ {
		v, ok := args[i].Literal()
		if !ok {
			continue
		}
		if v == "--" {
			return false
		}
		val, found := "", false
		for _, o := range append(short, long...) {
			switch {
			case v == o && i+1 < len(args):
				i++
				val, found = args[i].Literal()
			case strings.HasPrefix(v, o+"=") && strings.HasPrefix(o, "--"):
				val, found = v[len(o)+1:], true
			case len(v) > 2 && strings.HasPrefix(v, o) && !strings.HasPrefix(o, "--"):
				val, found = v[2:], true
			}
			if found {
				break
			}
		}
		if !found {
			continue
		}
		if prog == "pkill" && (strings.HasPrefix(v, "-F") || strings.HasPrefix(v, "--pidfile")) {
			if pidFileOzdesk(val, ctx) {
				return true
			}
			continue
		}
		session := strings.HasPrefix(v, "-s") || strings.HasPrefix(v, "--session")
		parent := strings.HasPrefix(v, "-P") || strings.HasPrefix(v, "--parent")
		for _, item := range strings.Split(val, ",") {
			pid, ok := killPid(item)
			if !ok {
				continue
			}
			host := ctx.OzdeskHost != nil && ctx.OzdeskHost(pid)
			if parent {
				// the children of the desk's host: the desk, or its host's next
				if ctx.OzdeskPid(pid) || host {
					return true
				}
				continue
			}
			if ctx.OzdeskPid(pid) || prog == "pkill" && (host || ctx.OzdeskGroup != nil && ctx.OzdeskGroup(pid, session)) {
				return true // a group or session led by the desk or its host, or holding the desk
			}
		}
	}
	return false
}

// linePidVar returns the values a variable word at the top of the line
// takes from the line's let, ((…)), printf -v, read <<< or declare
// (class_ozdesk_pidvar.go).
func linePidVar(w Word, ctx *Context) ([]string, bool, bool) {
	cmd, p := ctx.evalCommand(), ctx.wordPart(&w)
	if cmd == nil || p == nil || p.Depth != 0 || p.line == nil || w.Span.Len() == 0 {
		return nil, false, false
	}
	vals, certain, ok := pidVarValues(cmd.Source, w, w.Span.Start, p.line.maySet("IFS"))
	return vals, certain && !p.line.sources, ok
}
