package patterns

// Pattern is a parsed rule pattern: one stage for a simple pattern, several
// for a pipeline pattern `A | B`. Build one with [ParsePattern]; the zero
// value matches nothing.
type Pattern struct {
	// Stages are the pipeline stages, in order; at least one.
	Stages []Stage
	// src is the text the pattern was parsed from (String prints the
	// canonical form).
	src string
	// enc is, for a compiled default (see compiledTable), one more than
	// the position of its record, whose stages stages() decodes on first
	// use while Stages is nil; 0 for any other pattern.
	enc uint32
}

// Stage is one stage of a pattern: a program and the words that must match
// its flags and operands, and the redirections it must make.
type Stage struct {
	// Program matches the part's program by base name: a literal, a glob
	// (tightening rules only) or a class.
	Program Elem
	// Words are the flag and operand elements in written order. Flags
	// (ElemFlag) match anywhere; the others match operands in order.
	Words []Elem
	// Redirs are redirection targets the part must write (or read).
	Redirs []RedirElem
}

// ElemKind is the kind of an [Elem].
type ElemKind int

// The kinds of pattern element.
const (
	ElemLiteral  ElemKind = iota // a literal word: Text
	ElemGlob                     // a word with * inside: Text, e.g. "module.test.*"
	ElemStar                     // * : exactly one operand
	ElemStarStar                 // ** : zero or more operands (and, in an allow, any flags)
	ElemClass                    // [class] or [class:arg]: Class, Arg
	ElemFlag                     // -f, --force, -target=VALUE: Text is the flag, Value optional
	ElemKeyValue                 // NAME=ELEM, an operand such as dd's of=[device]: Text is NAME, Value the element the value must match
)

// Elem is one element of a pattern stage.
type Elem struct {
	Kind ElemKind
	// Text is the literal, the glob, or the flag name with its dashes.
	Text string
	// Class and Arg name a class element: [host:get.k3s.io] has Class
	// "host" and Arg "get.k3s.io".
	Class, Arg string
	// Value, for a flag written with =, is the element its value must
	// match (a literal, a glob, * or a class); nil when none was written.
	Value *Elem
	// Tilde reports that a literal or glob starts with an unquoted ~ that
	// stands for the home directory of the command's user: Text is then
	// "~" or "~/…" as written. A quoted '~' is a plain character.
	Tilde bool
}

// RedirElem is a redirection a pattern stage requires: `> [outside-workdir]`.
type RedirElem struct {
	// Op is ">" (writes, > >> &> >| all count), "<" (reads), or "<<<"
	// (the text a here-string or here-document feeds the part).
	Op     string
	Target Elem
}

// MatchMode says how sure a match must be.
type MatchMode int

// The two ways of matching.
const (
	// Might matches what might match: for tightening rules (ask, refuse).
	Might MatchMode = iota
	// Certainly matches only what certainly matches: for allow rules.
	Certainly
	// surely matches what certainly matches as a tightening rule reads
	// it: every element certainly, but flags the stage does not name,
	// writes it does not name and unpinned downloads do not stop it. It
	// measures the evidence of a Might match (eval_because.go).
	surely
)

// ModeFor returns the match mode rules of the outcome use.
func ModeFor(o Outcome) MatchMode {
	if o.Tightening() {
		return Might
	}
	return Certainly
}

// Match is where a pattern matched: the parts (one per stage) and, for each,
// the indexes into Part.Words of the words the pattern matched (for
// highlighting on a card).
type Match struct {
	Parts []int
	Words [][]int
}
