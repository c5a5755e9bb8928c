package patterns

import "strings"

// A brace expansion among a copy's operands makes several operands
// (fx32b): `cp {evil,run}.sh` is `cp evil.sh run.sh`, which makes
// run.sh, and `mv x{,.sh}` makes x.sh; read as one word, the copy had
// one operand and made nothing. A copy's operands are read after bash's
// brace expansion (plain lists, class_brace.go); a word whose braces
// cannot be expanded so (a sequence, {1..9}, or too many words) leaves
// which operand is the destination unknown, and the copy is taken to
// make that word's every expansion and what lies below it. A brace word
// after the sources (`cp evil.sh {a,b}.sh`) makes each of its words too
// (braceDestMakes).

// braceDestMakes returns, for a copy whose last operand word is a brace
// word standing after its sources (`cp evil.sh {a,b}.sh`), each word it
// expands to as a file made. bash reads a.sh as one more source and
// b.sh as the directory they go to, but the line reads as a copy onto
// both, and what it may make is taken as widely as either reading
// (fail closed). A word that holds the sources and the destination at
// once (`cp package.json{,.bak}`) is read as bash reads it.
func braceDestMakes(p *Part, dir place, how string) []made {
	ops, targets := operandWords(p, "--target-directory", "-t")
	if len(targets) > 0 || len(ops) < 2 || !hasBraceSeg(ops[len(ops)-1]) {
		return nil
	}
	xs, doubt := expandBraceWords(ops[len(ops)-1:])
	if len(doubt) > 0 {
		return nil // copyMakes takes the word's every expansion already
	}
	return placesOf(xs, dir, false, how)
}

// copyOperands returns a copy's operands and -t's directories, each
// brace word expanded, and the words whose braces could not be.
func copyOperands(p *Part) (ops, targets, doubt []Word) {
	ops, targets = operandWords(p, "--target-directory", "-t")
	ops, d1 := expandBraceWords(ops)
	targets, d2 := expandBraceWords(targets)
	return ops, targets, append(d1, d2...)
}

// expandBraceWords returns ws with each brace word replaced by the words
// it expands to, and the words that still hold a brace.
func expandBraceWords(ws []Word) (out, doubt []Word) {
	for _, w := range ws {
		if !hasBraceSeg(w) {
			out = append(out, w)
			continue
		}
		xs, ok := braceWords(w)
		if !ok {
			xs, ok = tildeBraceWords(w)
		}
		if !ok {
			out = append(out, w)
			doubt = append(doubt, w)
			continue
		}
		for _, x := range xs {
			if hasBraceSeg(x) {
				doubt = append(doubt, x)
			} else if v, lit := x.Literal(); lit {
				x.Raw = v
			}
			out = append(out, x)
		}
	}
	return out, doubt
}

// hasBraceSeg reports whether w holds a brace expansion.
func hasBraceSeg(w Word) bool {
	for _, s := range w.Segs {
		if s.Kind == SegBrace {
			return true
		}
	}
	return false
}

// tildeBraceWords expands a word that opens with a plain brace list some
// of whose words start with a tilde, which bash expands after the braces
// (`{/tmp/x,~/.bashrc}` is /tmp/x and the home's .bashrc); false for any
// other word.
func tildeBraceWords(w Word) ([]Word, bool) {
	if len(w.Segs) == 0 || w.Segs[0].Kind != SegBrace || braceSequence(w.Segs[0].Text) {
		return nil, false
	}
	inner, open := strings.CutPrefix(w.Segs[0].Text, "{")
	inner, closed := strings.CutSuffix(inner, "}")
	if !open || !closed || strings.ContainsAny(inner, "{}'\"$`\\[") {
		return nil, false
	}
	alts := strings.Split(inner, ",")
	if len(alts) < 2 || len(alts) > maxBraceWords {
		return nil, false
	}
	var out []Word
	for _, a := range alts {
		var segs []Seg
		switch {
		case a == "~" || strings.HasPrefix(a, "~/"):
			segs = append([]Seg{{Kind: SegTilde}}, globSegs(a[1:])...)
		case strings.Contains(a, "~"):
			return nil, false // ~user, or a tilde inside a word
		default:
			segs = globSegs(a)
		}
		x := Word{Raw: w.Raw, Span: w.Span, Segs: mergeLits(append(segs, w.Segs[1:]...))}
		if hasBraceSeg(x) {
			if more, ok := braceWords(x); ok {
				out = append(out, more...)
				continue
			}
		}
		out = append(out, x)
	}
	return out, true
}
