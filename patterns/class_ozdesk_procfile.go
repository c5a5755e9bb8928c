package patterns

import (
	"strconv"
	"strings"
)

// judgeOzdeskProcFile is [ozdesk-procfile] (fx53b, rt50k NEW-6): a
// literal path below /proc/PID/ of a running ozdesk (Context.OzdeskPid),
// written: `echo 1000 > /proc/PID/oom_score_adj` makes the desk the
// first process the kernel kills when memory runs out, as `choom -p PID
// -n 1000` does. A path of another process, or where the caller cannot
// look, is none.
func judgeOzdeskProcFile(_ string, w Word, ctx *Context) Judgement {
	if ctx == nil || ctx.OzdeskPid == nil {
		return Judgement{}
	}
	v, ok := w.Literal()
	if !ok {
		return Judgement{}
	}
	rest, ok := strings.CutPrefix(v, "/proc/")
	if !ok {
		return Judgement{}
	}
	num, file, ok := strings.Cut(rest, "/")
	if !ok || file == "" {
		return Judgement{}
	}
	pid, err := strconv.Atoi(num)
	if err != nil || pid <= 1 || !ctx.OzdeskPid(pid) {
		return Judgement{}
	}
	return Judgement{Might: true, Certainly: true}
}
