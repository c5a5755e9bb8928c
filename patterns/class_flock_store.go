package patterns

import "path"

// judgeFlockStore is [flock-store], a program class (cmd.guard-tamper,
// rt53 N9): a part run under flock(1) whose lock file is a path ozdesk
// protects, its store above all. flock is peeled off as a wrapper (`flock
// STORE sleep 600` runs sleep), so the part's program is the command it
// holds the lock for; while it runs, every ozdesk process that reads or
// writes the store (the desk, the CLI, each asker) waits behind that
// lock, and the desk shows nothing pending. A lock of one's own (`flock
// -n /tmp/build.lock make`) is left alone.
func judgeFlockStore(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	var out Judgement
	for _, wr := range p.Wrappers {
		if path.Base(wr.Name) != "flock" {
			continue
		}
		for _, a := range wr.Words {
			if v, ok := a.Literal(); ok && (v == "" || v[0] == '-' || v == wr.Name || path.Base(v) == "flock") {
				continue // flock itself, an option
			}
			if j := judgeProtected("", a, ctx); j.Might {
				if j.Certainly {
					return j
				}
				out = j
			}
		}
	}
	return out
}
