package patterns

import "strings"

// ozdesk's deciding verbs computed in a body (fx54b, rt53 N3). fx53a
// judges a body's part as ozdesk's where its program word is not read and
// its words hold a deciding verb pair literally (`${a}${b} queue approve
// 2`). The class rt53 found past that is the verb itself built (`v=appr;
// $OZ queue ${v}ove 2`, `${OZ,,} queue appr$()ove 2`), the verbs held in
// the body's own variables (`q=queue; a=approve; $OZ $q $a 2`), an array
// (`a=(ozdesk queue approve 2); "${a[@]}"`) and a string eval runs
// (`eval "$(cat name.txt) queue approve 2"`). The rule that closes it: in
// a body, a part whose program word is not literal, and whose known words
// could complete to a deciding verb pair, might be ozdesk deciding, and
// is judged as ozdesk's (so it asks cmd.guard-tamper as a might, which a
// body's might of that default makes the runner ask). "Could complete"
// is each word of the pair matched with its expansions standing for any
// text, and at least ozdeskVerbEvidence of the pair's letters written out
// in the part: a part of unknown words alone (`"$@"`, `$CC $CFLAGS`) is
// no evidence of ozdesk, and stays as it was (the everyday wrapper).

// ozdeskVerbEvidence is how many letters of a deciding verb pair a part
// whose program word is not literal must write out, in the pair's two
// words, to be taken for ozdesk's.
const ozdeskVerbEvidence = 3

// ozdeskDecidingPair reports whether g and v are one of ozdesk's deciding
// verb pairs (ozdeskVerbPair's).
func ozdeskDecidingPair(i int) (g, v string, ok bool) {
	switch i {
	case 0:
		return "queue", "approve", true
	case 1:
		return "queue", "deny", true
	case 2:
		return "policy", "allow", true
	case 3:
		return "policy", "refuse", true
	case 4:
		return "policy", "retire", true
	case 5:
		return "policy", "apply", true
	}
	return "", "", false
}

// ozdeskVerbsMight reports whether the words of part p after its program
// could complete to one of ozdesk's deciding verb pairs, writing out at
// least ozdeskVerbEvidence of its letters; and the text of the part as
// ozdesk's, with that pair written out (`$OZ queue ${v}ove 2` as `ozdesk
// queue approve 2`).
func ozdeskVerbsMight(p *Part) (string, bool) {
	for k := 1; k+1 < len(p.Words); k++ {
		for i := 0; ; i++ {
			g, v, ok := ozdeskDecidingPair(i)
			if !ok {
				break
			}
			ge, gok := wordCouldBe(p.Words[k], g)
			if !gok {
				continue
			}
			if ve, vok := wordCouldBe(p.Words[k+1], v); vok && ge+ve >= ozdeskVerbEvidence {
				text := "ozdesk " + g + " " + v
				for _, w := range p.Words[k+2:] {
					text += " " + w.Raw
				}
				return text, true
			}
		}
	}
	return "", false
}

// wordCouldBe reports whether word w could expand to s, each expansion in
// it standing for any text, and how many of s's letters w writes out.
func wordCouldBe(w Word, s string) (int, bool) {
	lits := 0
	for _, sg := range w.Segs {
		if sg.Kind == SegLit {
			lits += len(sg.Text)
		}
	}
	if len(w.Segs) == 0 || len(w.Segs) > 16 || lits > len(s) {
		return 0, false
	}
	return lits, segsMatch(w.Segs, s)
}

// segsMatch reports whether segments segs could expand to exactly s.
func segsMatch(segs []Seg, s string) bool {
	if len(segs) == 0 {
		return s == ""
	}
	if segs[0].Kind == SegLit {
		rest, ok := strings.CutPrefix(s, segs[0].Text)
		return ok && segsMatch(segs[1:], rest)
	}
	for len(segs) > 1 && segs[1].Kind != SegLit {
		segs = segs[1:] // expansions side by side stand for any text as one
	}
	for i := 0; i <= len(s); i++ {
		if segsMatch(segs[1:], s[i:]) {
			return true
		}
	}
	return false
}

// evalStringText returns the command string part p hands a shell to run
// at run time, where it is not literal: eval's words joined, or the
// string after a shell's -c; its expansions as written. "" for any other
// part.
func evalStringText(p *Part) string {
	var ws []Word
	switch {
	case p.Program == "eval":
		ws = p.Words[1:]
	case contains(shellRunners, p.Program):
		for k := 1; k+1 < len(p.Words); k++ {
			if s, ok := p.Words[k].Literal(); ok && strings.HasPrefix(s, "-") && !strings.HasPrefix(s, "--") && strings.HasSuffix(s, "c") {
				ws = p.Words[k+1 : k+2]
				break
			}
		}
	}
	var b strings.Builder
	for _, w := range ws {
		raw := w.Raw
		if len(raw) >= 2 && raw[0] == '"' && raw[len(raw)-1] == '"' && !strings.Contains(raw[1:len(raw)-1], `"`) {
			raw = raw[1 : len(raw)-1]
		}
		b.WriteString(raw)
		b.WriteByte(' ')
	}
	return strings.TrimSpace(b.String())
}
