package patterns

import "strings"

// A perl rename's substitution that cannot reach a glob's literal end
// (fx46c, rt45 everyday: `rename 's/x/y/' *.jpeg` asked guard-tamper
// might, as if the new names could be anything in the directory). For a
// glob [DIR/]WILDCARDS…END and s/FROM/TO/ (or /g) with FROM literal, no
// slash in FROM or TO, FROM in no literal text of the glob and no end of
// FROM a start of END, every FROM perl finds lies in what the wildcards
// matched: each new name is DIR/ + a name without a slash + END, in the
// same directory and ending as the old one did (`*.jpeg` stays `*.jpeg`,
// which no harness file or start-up file matches). Anything else (a
// case-blind /i, code run by /e, a FROM that may take part of END)
// stays with the whole-directory reading.

// perlStemSub reads a perl rename expression s/FROM/TO/ or s/FROM/TO/g
// whose FROM is literal text (letters, digits, _ and -, and escaped
// punctuation) not anchored at the end and TO plain text without a
// slash: FROM, TO, whether every FROM is replaced, and true.
func perlStemSub(w Word) (from, to string, all, ok bool) {
	v, lit := w.Literal()
	if !lit || len(v) < 4 || v[0] != 's' || v[1] != '/' {
		return "", "", false, false
	}
	parts := strings.Split(v[2:], "/")
	if len(parts) != 3 || parts[2] != "" && parts[2] != "g" {
		return "", "", false, false
	}
	re, repl := parts[0], parts[1]
	var b strings.Builder
	for i := 0; i < len(re); i++ {
		c := re[i]
		switch {
		case c == '\\' && i+1 < len(re) && strings.IndexByte(`.-_+()[]{}*?^$|\`, re[i+1]) >= 0:
			b.WriteByte(re[i+1])
			i++
		case isAlpha(c) || c >= '0' && c <= '9' || c == '_' || c == '-':
			b.WriteByte(c)
		default:
			return "", "", false, false
		}
	}
	if b.Len() == 0 || strings.ContainsAny(repl, `\$&@%{}/`) {
		return "", "", false, false
	}
	return b.String(), repl, parts[2] == "g", true
}

// stemRenamedGlob returns the names a perl s/FROM/…/ with a TO without a
// slash gives the files of glob f (above): f's directory, a wildcard and
// f's literal end; false when f is not such a glob.
func stemRenamedGlob(f Word, from string) ([]Word, bool) {
	n := len(f.Segs)
	if from == "" || strings.Contains(from, "/") || n < 2 || f.Segs[n-1].Kind != SegLit {
		return nil, false
	}
	end := f.Segs[n-1].Text
	if strings.Contains(end, from) {
		return nil, false
	}
	for k := 1; k < len(from); k++ {
		if strings.HasPrefix(end, from[k:]) {
			return nil, false // FROM may run from the wildcards into END
		}
	}
	dir := ""
	for i, s := range f.Segs[:n-1] {
		switch {
		case s.Kind == SegGlob:
		case s.Kind == SegLit && i == 0 && strings.HasSuffix(s.Text, "/") && !strings.Contains(s.Text, from):
			dir = s.Text
		default:
			return nil, false
		}
	}
	if f.Segs[0].Kind != SegGlob && dir == "" {
		return nil, false
	}
	var segs []Seg
	if dir != "" {
		segs = append(segs, f.Segs[0])
	}
	segs = append(segs, Seg{Kind: SegGlob, Text: "*"}, f.Segs[n-1])
	return []Word{{Raw: dir + "*" + end, Span: f.Span, Segs: segs}}, true
}
