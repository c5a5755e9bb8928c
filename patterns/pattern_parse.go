package patterns

import (
	"errors"
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// ParsePattern reads a rule pattern. A pattern is written like the command
// it matches and is read by the same shell parser (bash dialect), so quotes
// work as in a command: a quoted '*' or '[x]' is a literal, while unquoted
// *, **, [class] and [class:arg] are pattern elements. `A | B` is a
// pipeline pattern; > TARGET, >> TARGET and < TARGET after the words are
// redirection elements. Words are read with the program's flag tables, as
// [ReadArgs] reads a command: in `git -C /repo push -f`, /repo is the value
// of -C. NAME=VALUE on a flag (-target=module.*) always gives the flag and
// the element its value must match. A "--" word ends the flags: the words
// after it are operands even when they start with "-".
//
// Anything beyond a pipeline of simple commands, and any expansion, is
// refused with a [*PatternError] whose Code says why.
func ParsePattern(text string) (*Pattern, error) { return parsePattern(nil, text, true) }

// parsePattern is [ParsePattern] with a shell parser to reuse (nil: a new
// one), and without the written-out length check when checkLen is false
// (the built-in tables, which a test holds to it).
func parsePattern(sp *syntax.Parser, text string, checkLen bool) (*Pattern, error) {
	if len(text) > MaxPatternLen {
		return nil, patErr(CodeTooLong, MaxPatternLen, "", "the pattern is longer than 1024 bytes",
			"match the command's distinctive words and use ** for the rest")
	}
	if strings.TrimSpace(text) == "" {
		return nil, patErr(CodeEmpty, 0, "", "the pattern is empty", "write the command to match, such as `git push --force`")
	}
	for i := 0; i < len(text); i++ {
		if c := text[i]; (c < 0x20 && c != '\t' && c != '\n') || c == 0x7f {
			return nil, patErr(CodeControl, i, "", "the pattern holds a control character",
				"match a word with control characters by * or a glob")
		}
	}
	if sp == nil {
		sp = newPatternParser()
	}
	f, err := sp.Parse(strings.NewReader(text), "")
	if err != nil {
		pos, msg := 0, err.Error()
		var pe syntax.ParseError
		if errors.As(err, &pe) {
			pos, msg = int(pe.Pos.Offset()), pe.Text
		}
		return nil, patErr(CodeSyntax, pos, "", "the shell cannot read the pattern: "+msg,
			"close every quote and write it as a command")
	}
	if err := checkFileShape(text, f); err != nil {
		return nil, err
	}
	var stmts []*syntax.Stmt
	if err := pipelineStages(text, f.Stmts[0], &stmts); err != nil {
		return nil, err
	}
	p := &Pattern{src: text}
	for _, st := range stmts {
		stage, err := parseStage(text, st)
		if err != nil {
			return nil, err
		}
		p.Stages = append(p.Stages, stage)
	}
	if err := checkCaps(p, 0); err != nil {
		return nil, err
	}
	if checkLen && len(p.String()) > MaxPatternLen {
		return nil, patErr(CodeTooLong, 0, "", "the pattern is longer than 1024 bytes once written out",
			"match the command's distinctive words and use ** for the rest")
	}
	return p, nil
}

// newPatternParser is the shell parser patterns are read with.
func newPatternParser() *syntax.Parser {
	return syntax.NewParser(syntax.KeepComments(true), syntax.Variant(syntax.LangBash))
}

// mustParseBuiltin reads a pattern of the built-in tables with sp: every
// process builds them, so it reuses one parser and skips the written-out
// length check (TestBuiltinPatternsParse holds them to every check).
func mustParseBuiltin(sp *syntax.Parser, text string) *Pattern {
	p, err := parsePattern(sp, text, false)
	if err != nil {
		panic("patterns: a built-in pattern (" + text + "): " + err.Error())
	}
	return p
}

// MustParsePattern is like [ParsePattern] but panics on an error: for
// tables of defaults and tests.
func MustParsePattern(text string) *Pattern {
	p, err := ParsePattern(text)
	if err != nil {
		panic("patterns: MustParsePattern(" + text + "): " + err.Error())
	}
	return p
}

// checkFileShape refuses comments and more than one statement.
func checkFileShape(src string, f *syntax.File) *PatternError {
	comment := func(c syntax.Comment) *PatternError {
		return patErr(CodeComment, int(c.Hash.Offset()), "#"+c.Text, "a pattern cannot hold a # comment",
			"quote the # for a literal ('#'), or put the note in the rule's reason")
	}
	if len(f.Last) > 0 {
		return comment(f.Last[0])
	}
	if len(f.Stmts) == 0 {
		return patErr(CodeEmpty, 0, "", "the pattern is empty", "write the command to match")
	}
	if len(f.Stmts) > 1 {
		s := f.Stmts[1]
		return patErr(CodeCompound, int(s.Pos().Offset()), nodeText(src, s),
			"a pattern is one command or one pipeline, not a list",
			"write one rule per command")
	}
	var found *PatternError
	syntax.Walk(f, func(n syntax.Node) bool {
		if st, ok := n.(*syntax.Stmt); ok && len(st.Comments) > 0 && found == nil {
			found = comment(st.Comments[0])
		}
		return found == nil
	})
	return found
}

// pipelineStages flattens a pipeline statement into its stages, refusing
// every other compound shape.
func pipelineStages(src string, st *syntax.Stmt, out *[]*syntax.Stmt) *PatternError {
	compound := func(msg string) *PatternError {
		return patErr(CodeCompound, int(st.Pos().Offset()), nodeText(src, st), msg,
			"write a simple command, or stages joined by |")
	}
	switch {
	case st.Negated:
		return compound("a pattern cannot negate a command with !")
	case st.Background || st.Coprocess || st.Disown:
		return compound("a pattern cannot run a command in the background")
	case st.Semicolon.IsValid():
		return compound("a pattern is one command or one pipeline, without ; or &")
	}
	if bin, ok := st.Cmd.(*syntax.BinaryCmd); ok {
		if bin.Op != syntax.Pipe {
			return compound("a pattern is one pipeline of simple commands, without && || or |&")
		}
		if len(st.Redirs) > 0 {
			return compound("a redirection belongs to one stage of the pipeline")
		}
		if err := pipelineStages(src, bin.X, out); err != nil {
			return err
		}
		return pipelineStages(src, bin.Y, out)
	}
	if st.Cmd == nil {
		return patErr(CodeSyntax, int(st.Pos().Offset()), nodeText(src, st),
			"a pattern stage needs a program", "write the program before the redirection")
	}
	switch x := st.Cmd.(type) {
	case *syntax.CallExpr:
	case *syntax.DeclClause, *syntax.LetClause:
		return patErr(CodeSyntax, int(st.Pos().Offset()), nodeText(src, st),
			"the shell reads this word as a declaration, not a program",
			"quote the program to match it as a command: 'export' **")
	case *syntax.TimeClause, *syntax.CoprocClause:
		return patErr(CodeSyntax, int(x.Pos().Offset()), nodeText(src, st),
			"time and coproc run another command, which is what a pattern matches",
			"write the command they run")
	default:
		return compound("a pattern is a simple command (no subshell, block, if, loop or function)")
	}
	*out = append(*out, st)
	return nil
}

// parseStage reads one simple command of a pattern.
func parseStage(src string, st *syntax.Stmt) (Stage, *PatternError) {
	var stage Stage
	ce := st.Cmd.(*syntax.CallExpr)
	if len(ce.Assigns) > 0 {
		a := ce.Assigns[0]
		return stage, patErr(CodeAssignment, int(a.Pos().Offset()), nodeText(src, a),
			"a pattern cannot require an environment assignment before the program",
			"write the command without it, or quote the word if it is the program")
	}
	if len(ce.Args) == 0 {
		return stage, patErr(CodeSyntax, int(st.Pos().Offset()), nodeText(src, st),
			"a pattern stage needs a program", "write the program before the redirection")
	}
	if len(ce.Args) > MaxStageWords {
		w := ce.Args[MaxStageWords]
		return stage, patErr(CodeTooManyWords, int(w.Pos().Offset()), nodeText(src, w),
			"a pattern stage has more than 64 words", "use ** for the words that do not matter")
	}
	words := make([]pword, len(ce.Args))
	for i, w := range ce.Args {
		pw, err := decodeWord(src, w)
		if err != nil {
			return stage, err
		}
		words[i] = pw
	}
	prog, err := programElem(words[0])
	if err != nil {
		return stage, err
	}
	stage.Program = prog
	program := ""
	if prog.Kind == ElemLiteral && !prog.Tilde {
		program = path.Base(prog.Text)
	}
	if stage.Words, err = stageWords(words[1:], newOptState(program)); err != nil {
		return stage, err
	}
	for _, r := range st.Redirs {
		re, err := redirElem(src, r)
		if err != nil {
			return stage, err
		}
		stage.Redirs = append(stage.Redirs, re)
	}
	return stage, nil
}

// programElem reads the program word of a stage.
func programElem(w pword) (Elem, *PatternError) {
	t := w.text()
	if strings.HasPrefix(t, "-") {
		return Elem{}, patErr(CodeFlagProgram, w.pos, w.raw, "a program cannot start with -",
			"write the program first, then its flags")
	}
	e, err := operandElem(w, false)
	if err != nil {
		return e, err
	}
	if e.Kind == ElemStarStar {
		return e, patErr(CodeStarStarProgram, w.pos, w.raw, "** cannot stand for the program",
			"write the program (or *, a glob or a [class] in an ask or refuse rule), then **")
	}
	return e, nil
}

// redirElem reads a redirection of a pattern stage.
func redirElem(src string, r *syntax.Redirect) (RedirElem, *PatternError) {
	bad := func(msg string) (RedirElem, *PatternError) {
		return RedirElem{}, patErr(CodeBadRedir, int(r.Pos().Offset()), nodeText(src, r), msg,
			"write > TARGET for a file the command writes, or < TARGET for one it reads")
	}
	if r.N != nil {
		return bad("a pattern's redirection cannot name a file descriptor")
	}
	var op string
	switch r.Op {
	case syntax.RdrOut, syntax.AppOut, syntax.RdrAll, syntax.AppAll, syntax.RdrClob:
		op = ">"
	case syntax.RdrIn:
		op = "<"
	case syntax.WordHdoc:
		op = "<<<"
	default:
		return bad("a pattern's redirection is > >> < or <<<, not " + r.Op.String())
	}
	w, err := decodeWord(src, r.Word)
	if err != nil {
		return RedirElem{}, err
	}
	e, err := operandElem(w, false)
	if err != nil {
		return RedirElem{}, err
	}
	if e.Kind == ElemStarStar {
		return bad("a redirection has one target: ** cannot stand for it")
	}
	return RedirElem{Op: op, Target: e}, nil
}
