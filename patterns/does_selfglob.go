package patterns

import "strings"

// rimraf and del (del-cli) expand glob patterns in their operands
// themselves, after the shell has taken its quotes off (fx49s, rt48 A6):
// `npx rimraf "$HOME/*"` deletes every entry of the home, as `rm -fr ~/*`
// does, though bash left the `*` alone. Their deletes are read with each
// `*` and `?` of an operand's literal text as a glob.

// selfGlobDeletes: every operand is deleted, its glob characters globbed
// by the program.
func selfGlobDeletes(p *Part) doings {
	ops := scanArgs(p).ops
	out := make([]Word, len(ops))
	for i, w := range ops {
		out[i] = selfGlobbed(w)
	}
	return doings{deletes: out}
}

// selfGlobbed returns w with each `*` and `?` of its literal text made an
// unquoted glob: the word as a program that globs its operands reads it.
func selfGlobbed(w Word) Word {
	if !strings.ContainsAny(w.Raw, "*?") {
		return w
	}
	segs := make([]Seg, 0, len(w.Segs)+2)
	for _, s := range w.Segs {
		if s.Kind != SegLit || !strings.ContainsAny(s.Text, "*?") {
			segs = append(segs, s)
			continue
		}
		text := s.Text
		for text != "" {
			i := strings.IndexAny(text, "*?")
			if i < 0 {
				segs = append(segs, Seg{Kind: SegLit, Text: text})
				break
			}
			if i > 0 {
				segs = append(segs, Seg{Kind: SegLit, Text: text[:i]})
			}
			segs = append(segs, Seg{Kind: SegGlob, Text: text[i : i+1]})
			text = text[i+1:]
		}
	}
	w.Segs = segs
	return w
}
