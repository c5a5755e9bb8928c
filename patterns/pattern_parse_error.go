package patterns

import "fmt"

// PatternCode names why a pattern was refused. Codes are stable: they
// appear in explanations, JSON and tests.
//
//	code                 by     refused when the pattern …
//	empty                parse  is blank
//	too-long             parse  is longer than 1024 bytes (as given, or written out)
//	syntax               parse  cannot be read by the shell, or a stage has no program
//	control-char         parse  holds a control character other than tab and newline
//	compound             parse  is more than a pipeline of simple commands (; && || & ! ( ) { } if …)
//	expansion            parse  holds $VAR, "$…", $(…), `…`, $((…)), <(…) or $'…'
//	assignment           parse  puts NAME=value before the program
//	comment              parse  holds a # comment
//	bad-redir            parse  redirects other than > >> < to one target (fds, here-docs, >&, ** target)
//	unknown-class        parse  names a class that does not exist (the hint lists the classes)
//	bad-class-arg        parse  gives a class an argument it does not take, or a bad or missing one
//	bad-class            parse  has a [ that is not a whole-word class
//	bad-glob             parse  mixes a quoted * with a wildcard *, writes *** inside a word, or an unquoted ?
//	bad-flag             parse  has a flag name with a wildcard or class, or ** as a flag's value
//	exec-command         parse  writes the command after find's -exec (it is read as a part of its own)
//	tilde-user           parse  writes ~user or ~+ (only ~ and ~/… are read)
//	starstar-program     both   has ** for the program
//	flag-program         parse  starts a stage with -
//	too-many-stars       both   has more than 16 stars in all
//	too-many-stages      both   has more than 4 stages
//	too-many-words       both   has more than 64 words in a stage
//	star-program-allow   check  has * as the program of an allow rule
//	glob-program-allow   check  has a glob as the program of an allow rule
//	class-program-allow  check  has a class as the program of an allow rule
//	class-not-program    check  has an operand class ([home] …) as the program
//	class-not-target     check  has a branch or URL class as a redirection target
//	adjacent-starstar    check  has ** next to ** among a stage's operands
//	flag-takes-no-value  check  gives a value to a flag the program's table says takes none
//	empty-program        check  has '' as the program
//	wrapper-program      check  has a wrapper the reader peels (sudo, env, xargs …) and then operands, no flags
//	no-stages            check  has no stage (built by hand)
//	bad-elem             check  has an element the language cannot write (built by hand)
type PatternCode string

// The reasons [ParsePattern] and [Pattern.Check] refuse a pattern.
const (
	// Given by ParsePattern.
	CodeEmpty           PatternCode = "empty"            // nothing but blanks
	CodeTooLong         PatternCode = "too-long"         // longer than MaxPatternLen bytes
	CodeSyntax          PatternCode = "syntax"           // the shell cannot parse it (an unclosed quote, …)
	CodeControl         PatternCode = "control-char"     // a control character other than tab and newline (NUL, CR, ESC …)
	CodeCompound        PatternCode = "compound"         // more than a pipeline of simple commands: ; && || & ( ) { } if for …
	CodeExpansion       PatternCode = "expansion"        // $VAR, $(…), `…`, $((…)), <(…), $'…' or "$…"
	CodeAssignment      PatternCode = "assignment"       // a NAME=value prefix before the program
	CodeComment         PatternCode = "comment"          // a # comment
	CodeBadRedir        PatternCode = "bad-redir"        // a redirection other than > >> < with a plain target
	CodeUnknownClass    PatternCode = "unknown-class"    // [name] names no class
	CodeBadClassArg     PatternCode = "bad-class-arg"    // a class argument missing, unexpected or malformed
	CodeBadClass        PatternCode = "bad-class"        // a [ that does not make a whole-word class
	CodeBadGlob         PatternCode = "bad-glob"         // a * mixed with a quoted *, *** inside a word, an unquoted ?
	CodeBadFlag         PatternCode = "bad-flag"         // a flag name with a wildcard or class, or ** as a value
	CodeExecCommand     PatternCode = "exec-command"     // words of the command find -exec runs
	CodeTildeUser       PatternCode = "tilde-user"       // ~user: only ~ (the home of the command's user) is read
	CodeStarStarProgram PatternCode = "starstar-program" // ** in the program's place
	CodeFlagProgram     PatternCode = "flag-program"     // a program that starts with -
	CodeTooManyStars    PatternCode = "too-many-stars"   // more than MaxPatternStars stars
	CodeTooManyStages   PatternCode = "too-many-stages"  // more than MaxPatternStages pipeline stages
	CodeTooManyWords    PatternCode = "too-many-words"   // more than MaxStageWords words in one stage

	// Given by Pattern.Check.
	CodeStarProgramAllow  PatternCode = "star-program-allow"  // * as the program of an allow rule
	CodeGlobProgramAllow  PatternCode = "glob-program-allow"  // a glob as the program of an allow rule
	CodeClassProgramAllow PatternCode = "class-program-allow" // a class as the program of an allow rule
	CodeClassNotProgram   PatternCode = "class-not-program"   // a class that judges operands used as the program
	CodeAdjacentStarStar  PatternCode = "adjacent-starstar"   // ** next to ** (a shape no command can tell apart)
	CodeFlagNoValue       PatternCode = "flag-takes-no-value" // a value for a flag the program documents without one
	CodeClassNotTarget    PatternCode = "class-not-target"    // a branch or URL class as a redirection target
	CodeEmptyProgram      PatternCode = "empty-program"       // '' as the program: no command has it
	CodeWrapperProgram    PatternCode = "wrapper-program"     // a wrapper (sudo, env, timeout …) followed by the command it runs
	CodeNoStages          PatternCode = "no-stages"           // a Pattern with no stages (built by hand)
	CodeBadElem           PatternCode = "bad-elem"            // an element built by hand that the language cannot write
)

// Caps on a pattern, checked by [ParsePattern] and [Pattern.Check].
const (
	MaxPatternLen    = 1024 // bytes of pattern text
	MaxPatternStars  = 16   // * and ** elements plus * inside words, over all stages
	MaxPatternStages = 4    // pipeline stages
	MaxStageWords    = 64   // words in one stage, program included
)

// PatternError is why a pattern was refused: where, what, and what to write
// instead.
type PatternError struct {
	// Code is the stable reason.
	Code PatternCode
	// Pos is the byte offset in the pattern text of the offending element
	// (0 for errors found by [Pattern.Check] on a pattern built by hand).
	Pos int
	// Text is the offending element as written.
	Text string
	// Msg says what is wrong; Hint what to write instead.
	Msg, Hint string
}

// Error returns one sentence: what is wrong, where, and what to write
// instead.
func (e *PatternError) Error() string {
	s := e.Msg
	if e.Text != "" {
		s += fmt.Sprintf(" (%q at byte %d)", e.Text, e.Pos)
	}
	if e.Hint != "" {
		s += "; " + e.Hint
	}
	return s
}

func patErr(code PatternCode, pos int, text, msg, hint string) *PatternError {
	return &PatternError{Code: code, Pos: pos, Text: text, Msg: msg, Hint: hint}
}
