package patterns

import "strings"

// Word is one shell word as written, before expansion, split into segments
// that are certainly known (literal text) and segments that are not.
type Word struct {
	// Raw is the word's source text, quotes and all.
	Raw string
	// Span is where the word stands in Command.Source (see Part.Span for
	// words read from nested strings).
	Span Span
	// Segs are the word's pieces in order. Adjacent literal text is merged.
	Segs []Seg
	// linked: the word may name a path through a link an earlier part
	// of the line made (effects_link_reads.go), so its place is not
	// known.
	linked bool
	// textAt is 1 + the word's offset in the text it was read from (the
	// command line or a nested string), 0 when not known: a string
	// nested in a nested string maps its bytes through it (nestedWords).
	textAt int
}

// SegKind is the kind of a [Seg].
type SegKind int

// The kinds of segment a word is made of.
const (
	// SegLit is literal text with quotes removed and escapes resolved.
	SegLit SegKind = iota
	// SegGlob is an unquoted glob: Text is "*", "?" or a bracket
	// expression such as "[ab]", or an extended glob.
	SegGlob
	// SegTilde is an unquoted ~ at the start of the word: Text is the user
	// name after it ("" for the current user's home).
	SegTilde
	// SegParam is a parameter expansion: Text is the variable's name
	// ("HOME" for $HOME or "${HOME}"); Text is "" for anything more
	// complex (${x:-y}, ${#x}, $1, $@ …). Quoted tells whether it stood
	// inside double quotes (no field splitting, no globbing).
	SegParam
	// SegSubst is a command or process substitution or an arithmetic
	// expansion: its value is unknown to the reader.
	SegSubst
	// SegBrace is an unquoted brace expansion such as {a,b} or {1..3}:
	// Text is its source; the word stands for several words.
	SegBrace
)

// Seg is one piece of a [Word].
type Seg struct {
	Kind SegKind
	// Text is the literal text (SegLit), the glob (SegGlob), the user
	// (SegTilde), the variable name (SegParam) or the source (SegSubst,
	// SegBrace).
	Text string
	// Quoted reports whether the segment stood inside quotes.
	Quoted bool
	// Reads names, for a SegParam whose Text is "" because an operator
	// works on the value (${T:-}, ${T:0:40}, ${T%x}, ${T/x/y}, ${T^^},
	// ${T@Q}, ${X:-$T}), the variables whose values the expansion may
	// yield, space-separated: its value is drawn from theirs (rt20d #5).
	Reads string
	// Digits reports, for a SegParam, that it is one of bash's own
	// numbers written plainly ($$, $#, $?, $RANDOM …): its value is
	// digits only (word_digits.go).
	Digits bool
}

// ValueVars returns the variables whose values a SegParam may yield: its
// name, or what its operators read ([Seg.Reads]).
func (s Seg) ValueVars() []string {
	if s.Kind != SegParam {
		return nil
	}
	if s.Text != "" {
		return []string{s.Text}
	}
	return strings.Fields(s.Reads)
}

// Literal returns the word's value and true when the word is made only of
// literal text, so its value is certain.
func (w Word) Literal() (string, bool) {
	switch len(w.Segs) {
	case 0:
		return "", true
	case 1:
		if w.Segs[0].Kind == SegLit {
			return w.Segs[0].Text, true
		}
		return "", false
	}
	var b strings.Builder
	for _, s := range w.Segs {
		if s.Kind != SegLit {
			return "", false
		}
		b.WriteString(s.Text)
	}
	return b.String(), true
}

// Dynamic reports whether any segment of the word is not literal text.
func (w Word) Dynamic() bool {
	_, ok := w.Literal()
	return !ok
}

// LitWord returns a literal word with the given text, for building parts
// and patterns in code and tests.
func LitWord(text string) Word {
	return Word{Raw: text, Segs: []Seg{{Kind: SegLit, Text: text}}}
}
