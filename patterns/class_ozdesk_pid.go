package patterns

import (
	"strconv"
	"strings"
)

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

// judgeOzdeskPid is [ozdesk-pid]: a literal pid (or -PGID, a process
// group led by it) whose process runs ozdesk now: certainly. A pid the
// line does not write as a number, and any pid where the caller cannot
// look, is none; `kill 4242` of another program is left alone.
func judgeOzdeskPid(_ string, w Word, ctx *Context) Judgement {
	if ctx == nil || ctx.OzdeskPid == nil {
		return Judgement{}
	}
	v, ok := w.Literal()
	if !ok {
		return Judgement{}
	}
	group := strings.HasPrefix(v, "-")
	v = strings.TrimPrefix(v, "-")
	if !isDigits(v) || len(v) > 10 {
		return Judgement{}
	}
	pid, err := strconv.Atoi(v)
	if err != nil || pid <= 0 || group && pid <= killSignalMax {
		return Judgement{}
	}
	if ctx.OzdeskPid(pid) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}
