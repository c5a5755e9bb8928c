package patterns

import "mvdan.cc/sh/v3/syntax"

// A name reference read (rt58 §2): after `declare -n r=HOME` (typeset
// -n, local -n, declare -rn), "$r" is HOME's value, not the text
// "HOME". The reader keeps an assignment's value as a word later words
// are read with (class_secret_linevar.go); a reference's value is kept
// as the word $TARGET, so `rm -rf "$r"` is read as `rm -rf "$HOME"`,
// and a target that is not a literal name (`declare -n r=$1`) as a
// value not known.

// valueWord is the word later words read for assignment a's value v:
// v itself, or for a name reference its target's value.
func (r *reading) valueWord(a *syntax.Assign, v *syntax.Word, sc scope) Word {
	w := sc.conv().word(v)
	if !r.refDecls[a] {
		return w
	}
	if name, ok := w.Literal(); ok && validName(name) {
		return Word{Raw: "\"$" + name + "\"", Span: w.Span, Segs: []Seg{{Kind: SegParam, Text: name, Quoted: true}}}
	}
	return Word{Raw: w.Raw, Span: w.Span, Segs: []Seg{{Kind: SegSubst, Text: w.Raw, Quoted: true}}}
}
