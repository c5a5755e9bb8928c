package patterns

import (
	"path"
	"strings"
)

// A link to a directory that holds terminals, or a copy of one, reaches
// them under a name no later line shows as a terminal's (rt50k
// F-tty-paint): `ln -s /dev/pts /tmp/pp` (also to /dev, /proc, /proc/PID,
// /proc/PID/fd, /dev/char), then `> /tmp/pp/0`; `cp -a /dev/pts x` copies
// the device nodes themselves, which no link on disk leads back from. A
// write through a link is judged where it leads (class_terminal_real.go);
// the making of one is asked here too, as a might: the link is a tool
// for nothing else, while `ln -s /dev/null x` and links within the
// project stay alone.

// judgeTerminalDir is [terminal-dir]: a path that is a directory holding
// terminals or their descriptors (/dev, /dev/pts, /dev/char, /proc,
// /proc/PID, /proc/PID/fd, /proc/PID/task, /proc/PID/task/TID[/fd]), as
// written, a glob that could name one, or (an ln's relative target) as
// it reads from the link's own directory; only ever a might.
func judgeTerminalDir(_ string, w Word, ctx *Context) Judgement {
	if len(w.Segs) == 0 {
		return Judgement{}
	}
	if v, ok := w.Literal(); ok && strings.HasPrefix(v, "-") {
		return Judgement{}
	}
	if terminalDirWord(&w, ctx) {
		return Judgement{Might: true}
	}
	if v, ok := wordShape(&w, ctx).certain(); ok && v != "" && !strings.HasPrefix(v, "/") {
		if dir := lnLinkDir(&w, ctx); dir != "" && terminalDirPath(cleanAbs(path.Join(dir, v))) {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// terminalDirWord reports whether w's path could be a directory holding
// terminals: its known value, or the paths a glob could expand to.
func terminalDirWord(w *Word, ctx *Context) bool {
	items, unknown, ok := termWordItems(w, ctx)
	if !ok || len(items) == 0 || items[0].lit != '/' && !items[0].unknown {
		return false
	}
	if unknown && !termPinned(termRuns(items)) {
		return false
	}
	for _, t := range termDirTemplates.get() {
		if termMeets(items, t) {
			return true
		}
	}
	return false
}

// terminalDirPath reports whether a clean absolute path is one of the
// directories [terminal-dir] holds.
func terminalDirPath(v string) bool {
	items := termText(nil, v)
	for _, t := range termDirTemplates.get() {
		if termMeets(items, t) {
			return true
		}
	}
	return false
}

// termDirTemplates are the directories holding terminals, as item
// sequences ([termMeets]); /proc's process entry is any name (a pid,
// self, thread-self).
var termDirTemplates = lazy[[][]termItem]{build: func() [][]termItem {
	name := []termItem{{set: termNoSlash()}, {set: termNoSlash(), star: true}}
	proc := append(termText(nil, "/proc/"), name...)
	task := termNumber(termText(append([]termItem{}, proc...), "/task/"))
	return [][]termItem{
		termText(nil, "/dev"), termText(nil, "/dev/pts"), termText(nil, "/dev/char"),
		termText(nil, "/proc"), proc, termText(append([]termItem{}, proc...), "/fd"),
		termText(append([]termItem{}, proc...), "/task"), task,
		termText(append([]termItem{}, task...), "/fd"),
	}
}}

// lnLinkDir is the directory an ln part makes its link in, for w one of
// its operands: the last operand's directory (its own path when it ends
// in "/"), absolute; "" for another part or one not known.
func lnLinkDir(w *Word, ctx *Context) string {
	p := ctx.wordPart(w)
	if p == nil || p.Program != "ln" || len(p.Words) < 3 {
		return ""
	}
	last := &p.Words[len(p.Words)-1]
	if last.Span == w.Span {
		return ""
	}
	spelled, ok := spelledPath(last, ctx)
	if !ok {
		return ""
	}
	if strings.HasSuffix(spelled, "/") {
		return cleanAbs(spelled)
	}
	return path.Dir(cleanAbs(spelled))
}

// terminalDirPatterns are cmd.guard-tamper's patterns for a link to, or a
// copy of, a directory holding terminals (ln, cp -a/-R/-s, rsync's
// devices).
func terminalDirPatterns() []string {
	return []string{"ln ** [terminal-dir] **", "cp ** [terminal-dir] **", "rsync ** [terminal-dir] **"}
}
