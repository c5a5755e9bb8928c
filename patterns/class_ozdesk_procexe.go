package patterns

import (
	"path"
	"strconv"
	"strings"
)

// A program named by the kernel's link to a process's executable runs
// whatever that process runs (rt50k NEW-3): `/proc/DESKPID/exe --db STORE
// queue approve 3` approved the agent's own ask in one allowed command,
// and so did `/proc/PID/task/TID/exe`, `cd /proc/PID && ./exe`, and a link
// to the process's directory made earlier (`/tmp/pd/exe`). A program
// word that is a path is judged as ozdesk when:
//
//   - it leads, through the links on disk (Context.RealPath,
//     Context.AskerPath: /proc/PID/exe's link among them), to a file
//     named ozdesk: certainly;
//   - it is /proc/PID/exe or /proc/PID/task/TID/exe of a process that
//     runs ozdesk now (Context.OzdeskPid, as [ozdesk-pid] looks):
//     certainly; of a process that does not, it is not;
//   - it is /proc/self/exe, /proc/thread-self/exe, a glob or a word not
//     known that could name such a link, or a pid the caller cannot look
//     up: only a might. /proc/self/exe is the executable of the process
//     that execs it: the shell's where a shell runs the line, ozdesk's
//     where an ozdesk wrapper's child does, which the line does not show.
//
// Its verbs are then read as ozdesk's ([ozdesk-writes]): a read (queue
// ls, --help) stays alone.

// ozdeskThroughProc reports whether w, the program word of a part, is a
// path that runs ozdesk though its name is not ozdesk's, and whether
// certainly.
func ozdeskThroughProc(w *Word, ctx *Context) (is, certain bool) {
	v, known := wordShape(w, ctx).certain()
	if known && !strings.Contains(v, "/") {
		return false, false // found on PATH by its name, no path to resolve
	}
	if known && !throughJudgeSelf(w, ctx) {
		for _, real := range resolvedElsewhere(w, ctx) {
			if strings.HasPrefix(strings.ToLower(path.Base(cleanAbs(real))), guardName) {
				return true, true
			}
		}
	}
	if known {
		spelled, ok := spelledPath(w, ctx)
		if !ok {
			return false, false
		}
		pid, ok := procExePid(cleanAbs(spelled))
		switch {
		case !ok:
			return false, false
		case pid > 0 && ctx.OzdeskPid != nil:
			if ctx.OzdeskPid(pid) {
				return true, true
			}
			return false, false
		}
		return true, false
	}
	// A glob or unknown text that could spell /proc/…/exe.
	items, unknown, ok := termWordItems(w, ctx)
	if !ok || len(items) == 0 || unknown && !termPinned(termRuns(items)) {
		return false, false
	}
	for _, t := range procExeTemplates.get() {
		if termMeets(items, t) {
			return true, false
		}
	}
	return false, false
}

// procExePid reads a clean absolute path as /proc/X/exe or
// /proc/X/task/T/exe: ok when it is one, with X's pid when X is a number
// (0 for self, thread-self or another name).
func procExePid(v string) (int, bool) {
	rest, ok := strings.CutPrefix(v, "/proc/")
	if !ok {
		return 0, false
	}
	c := strings.Split(rest, "/")
	switch {
	case len(c) == 2 && c[1] == "exe" && c[0] != "":
	case len(c) == 4 && c[1] == "task" && c[3] == "exe" && c[0] != "" && c[2] != "":
	default:
		return 0, false
	}
	if !isDigits(c[0]) || len(c[0]) > 9 {
		return 0, true
	}
	n, err := strconv.Atoi(c[0])
	if err != nil {
		return 0, true
	}
	return n, true
}

// procExeTemplates are /proc/X/exe and /proc/X/task/T/exe as item
// sequences ([termMeets]).
var procExeTemplates = lazy[[][]termItem]{build: func() [][]termItem {
	name := []termItem{{set: termNoSlash()}, {set: termNoSlash(), star: true}}
	proc := append(termText(nil, "/proc/"), name...)
	task := append(termText(append([]termItem{}, proc...), "/task/"), name...)
	return [][]termItem{termText(append([]termItem{}, proc...), "/exe"), termText(task, "/exe")}
}}

// throughJudgeSelf reports whether w's path passes through /proc/self or
// /proc/thread-self: resolved in the judge, they lead to the judge's own
// process (its executable is ozdesk), not to the one that will exec the
// path.
func throughJudgeSelf(w *Word, ctx *Context) bool {
	spelled, ok := spelledPath(w, ctx)
	if !ok {
		return false
	}
	c := cleanAbs(spelled)
	for _, self := range []string{"/proc/self", "/proc/thread-self"} {
		if c == self || strings.HasPrefix(c, self+"/") {
			return true
		}
	}
	return false
}
