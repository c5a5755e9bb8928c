package patterns

import "strings"

// The harness runs the hook that asks ozdesk, and it is the parent of
// the shell that runs the agent's line: `kill -9 $PPID` kills it and
// `kill -STOP $PPID` freezes it, which is as much an end of the guard as
// killing ozdesk. So is killing a harness by its exact name (killall
// codex; pkill's patterns are read by [ozdesk-process], which matches
// the hooks' command lines), and quitting or killing a GNU screen
// session's windows (the desk may run in one, as tmux kill-session).

// judgeHarnessPid is [harness-pid]: a pid that is the parent of the
// line's shell: $PPID in any spelling ($PPID, ${PPID}, "$PPID"), or a
// substitution that reads a parent pid ($(ps -o ppid= -p $$)).
func judgeHarnessPid(_ string, w Word, _ *Context) Judgement {
	for _, s := range w.Segs {
		switch {
		case s.Kind == SegParam && s.Text == "PPID":
			return Judgement{Might: true, Certainly: len(w.Segs) == 1}
		case s.Kind == SegSubst && readsParentPid(s.Text):
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// readsParentPid reports whether a substitution's text reads a parent
// pid (ps -o ppid=, /proc/$$/stat's field, $PPID): ps's --ppid selects
// the children of a pid, and reads none (`kill $(ps -o pid= --ppid $$)`,
// issue 7).
func readsParentPid(text string) bool {
	t := strings.ToLower(text)
	t = strings.ReplaceAll(t, "--ppid", "")
	return strings.Contains(t, "ppid")
}

// ozdeskPidToolPatterns are the other programs that stop, signal or
// starve a process they are given by its pid (fx50k, rt49k): skill's
// pid; prlimit's is [ozdesk-kill]'s (pidOptionOzdesk: a limit of 3 open files leaves the desk unable to open
// its store; a CPU-time limit ends it); a debugger's or tracer's attach
// (gdb -p, strace -p, gcore) asks already, by cmd.credentials. renice, snice, chrt and taskset only move it to a
// lower priority or fewer CPUs: the desk answers later, never stops, and
// they are left alone (DEFAULTS.md). pkill's process group or session
// is [ozdesk-kill]'s too.
var ozdeskPidToolPatterns = []string{
	"skill ** [ozdesk-pid] **",
}

// harnessNames are the coding agents' executables, by the exact names
// killall matches.
var harnessNames = []string{"claude", "codex", "gemini", "opencode", "crush", "qwen", "aider", "goose", "cursor-agent", "amp"}

// harnessKillPatterns are cmd.guard-tamper's patterns for killing or
// freezing the harness: a kill of the line's parent, killall of a
// harness by name, and screen's quit and kill (-X), which end what a
// session's windows run.
func harnessKillPatterns() []string {
	out := []string{"kill ** [harness-pid] **", "kill ** [ozdesk-pid] **", "screen -X ** quit **", "screen -X ** kill **"}
	out = append(out, ozdeskPidToolPatterns...)
	for _, h := range harnessNames {
		out = append(out, "killall ** "+h+" **")
	}
	return out
}
