package patterns

import (
	"fmt"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// The limits are checked in three places, each before what it bounds is
// built: the text itself (size, NUL bytes) before it is parsed; the
// parsed shape of each text (how deep it nests, how many simple commands
// it has) before it is read; and, while it is read, each part and each
// unreadable before it is added. Past a limit, reading stops and the
// command as a whole is unreadable.

// The allowances an explanation takes per entry, over the texts it quotes
// (see [DefaultMaxReportBytes]): a part's program, outcome, rule, reason
// and offsets, and why it asks (a word of at most [MaxBecauseWord]
// bytes, its class and offsets); an unreadable's code and offsets.
const (
	partReportAllowance       = 256 + MaxBecauseWord + 96
	unreadableReportAllowance = 64
)

// wholeText checks the command line before it is parsed: its size,
// whether it stands for a longer one ([ClipCommand]), and that it holds no NUL byte (a harness that hands it to a program through
// execve cuts it at the first one, so what runs is not what is read) and
// no carriage return (bash keeps one inside a word, `./gradlew\r build`
// runs a file named `./gradlew\r`, while the parser splits words there,
// so an allow rule for `./gradlew build` would match it).
func (c readConfig) wholeText(src string) (Unreadable, bool) {
	all := Span{0, len(src)}
	if len(src) > c.maxBytes {
		return Unreadable{Code: UnreadableSize, Span: all, Part: -1, Detail: fmt.Sprintf(
			"The command is %d bytes long, over the limit of %d bytes, so it is not read.", len(src), c.maxBytes)}, true
	}
	if n, clipped := ClippedBytes(src); clipped {
		return clippedUnreadable(src, n, c.maxBytes), true
	}
	if at := strings.IndexByte(src, 0); at >= 0 {
		return Unreadable{Code: UnreadableNUL, Span: Span{at, at + 1}, Part: -1, Detail: fmt.Sprintf(
			"The command holds a NUL byte at byte %d; a program handed the command stops reading it there, so what would run is not known.", at)}, true
	}
	if at := strings.IndexByte(src, '\r'); at >= 0 {
		return Unreadable{Code: UnreadableCR, Span: Span{at, at + 1}, Part: -1, Detail: fmt.Sprintf(
			"The command holds a carriage return at byte %d; bash keeps it as part of a word (./build\\r runs a file named with it) where the reader splits words there, so what would run is not known.", at)}, true
	}
	if u, bad := c.bracketDepth(src, all); bad {
		return u, true
	}
	return c.stagesOver(src, all)
}

// bracketDepth checks, before a text is parsed, how deep its brackets
// open: the shell parser recurses once per level (a dozen calls for each
// parenthesis of arithmetic), so 64 KiB of $((((…)))) would cost it tens
// of milliseconds before the parsed shape could be checked. Every
// nesting construct but a compound command opens a bracket, so a text
// whose brackets open more than four times [DefaultMaxNesting] deep
// nests past the limit (quotes are not followed: brackets in a quoted
// string count too, which only text no command needs reaches).
func (c readConfig) bracketDepth(src string, span Span) (Unreadable, bool) {
	most := 4 * c.maxNesting
	depth := 0
	for i := 0; i < len(src); i++ {
		switch src[i] {
		case '(', '[', '{':
			depth++
			if depth > most {
				return Unreadable{Code: UnreadableNesting, Span: span, Part: -1, Detail: fmt.Sprintf(
					"The command opens brackets ((, [, {) more than %d deep, so it is not read.", most)}, true
			}
		case ')', ']', '}':
			depth = max(depth-1, 0)
		}
	}
	return Unreadable{}, false
}

// shape checks a parsed text (the command line, or a nested string
// covering span) before it is read: how deep its constructs nest, how
// many simple commands it has (each is at least one part), and how many
// words they and the redirections have, each brace expansion counted as
// the words it makes. It returns how many more words than written the
// text's brace expansions make, for the reading to count on.
func (c readConfig) shape(f *syntax.File, span Span) (u Unreadable, braces int, bad bool) {
	var open []bool // per node being walked: whether it nests
	depth, deepest, calls, words := 0, 0, 0, 0
	var elif map[*syntax.IfClause]bool
	syntax.Walk(f, func(n syntax.Node) bool {
		if n == nil {
			if open[len(open)-1] {
				depth--
			}
			open = open[:len(open)-1]
			return true
		}
		if deepest > c.maxNesting || calls > c.maxParts || words+braces > c.maxWords {
			return false // over already: nothing more to learn
		}
		switch n := n.(type) {
		case *syntax.CallExpr:
			if len(n.Args) > 0 {
				calls++
			}
			words += len(n.Args)
			for _, a := range n.Args {
				braces += braceExtra(a, c.maxWords)
			}
		case *syntax.Stmt:
			words += len(n.Redirs)
			for _, r := range n.Redirs {
				braces += braceExtra(r.Word, c.maxWords)
			}
		case *syntax.ArrayElem:
			braces += braceExtra(n.Value, c.maxWords) // a=({a,b}{c,d})
		case *syntax.Assign:
			if n.Naked {
				braces += braceExtra(n.Value, c.maxWords) // declare {a,b}
			}
		case *syntax.DeclClause, *syntax.LetClause:
			calls++
		case *syntax.IfClause:
			if n.Else != nil {
				if elif == nil {
					elif = map[*syntax.IfClause]bool{}
				}
				elif[n.Else] = true // else and elif stand beside if, not in it
			}
		}
		in := nests(n)
		if ic, ok := n.(*syntax.IfClause); ok && elif[ic] {
			in = false
		}
		if in {
			depth++
			deepest = max(deepest, depth)
		}
		open = append(open, in)
		return true
	})
	switch {
	case deepest > c.maxNesting:
		return Unreadable{Code: UnreadableNesting, Span: span, Part: -1, Detail: fmt.Sprintf(
			"The command nests more than %d deep (substitutions, subshells, blocks, compound commands, expansions), so it is not read.", c.maxNesting)}, 0, true
	case calls > c.maxParts:
		return partsOver(c.maxParts, span), 0, true
	case words+braces > c.maxWords:
		return wordsOver(c.maxWords, span), 0, true
	}
	return Unreadable{}, braces, false
}

// admitBraces counts the words a text's brace expansions add (see
// [readConfig.shape]), and stops the reading when the command has too
// many words.
func (r *reading) admitBraces(n int) {
	r.words += n
	if r.words > r.cfg.maxWords {
		panic(capped{wordsOver(r.cfg.maxWords, Span{0, len(r.cmd.Source)})})
	}
}

// partsOver is the unreadable of a command with more parts than max.
func partsOver(most int, span Span) Unreadable {
	return Unreadable{Code: UnreadableParts, Span: span, Part: -1, Detail: fmt.Sprintf(
		"The command has more than %d parts, so it is not read.", most)}
}

// capped is what reading panics with when the command passes a limit
// while it is read; [reading.bounded] recovers it.
type capped struct{ u Unreadable }

// bounded runs read, and reports the limit the command passed while it
// was read, if it passed one.
func (r *reading) bounded(read func()) (u Unreadable, over bool) {
	defer func() {
		if v := recover(); v != nil {
			c, ok := v.(capped)
			if !ok {
				panic(v)
			}
			u, over = c.u, true
		}
	}()
	read()
	return Unreadable{}, false
}

// admitPart counts a part before it is added, and stops the reading when
// the command has too many parts or words, or too large an explanation.
func (r *reading) admitPart(seed partSeed) {
	all := Span{0, len(r.cmd.Source)}
	if len(r.cmd.Parts) >= r.cfg.maxParts {
		panic(capped{partsOver(r.cfg.maxParts, all)})
	}
	for _, w := range seed.words {
		r.words += wordWeight(w)
	}
	for _, rd := range seed.redirs {
		r.words += wordWeight(rd.Target)
	}
	if r.words > r.cfg.maxWords {
		panic(capped{wordsOver(r.cfg.maxWords, all)})
	}
	r.admitReport(all, len(seed.text)+partReportAllowance)
}

// wordWeight is what a word counts toward [DefaultMaxWords]: one per piece.
func wordWeight(w Word) int { return max(len(w.Segs), 1) }

// wordsOver is the unreadable of a command whose parts have more words
// than most.
func wordsOver(most int, span Span) Unreadable {
	return Unreadable{Code: UnreadableWords, Span: span, Part: -1, Detail: fmt.Sprintf(
		"The command has more than %d words (counting each piece of a word: text, glob, expansion; and each word a brace expansion such as {a,b} or {1..9} makes), so it is not read.", most)}
}

// admitUnreadable counts an unreadable before it is added (see admitPart).
func (r *reading) admitUnreadable(detail string) {
	r.admitReport(Span{0, len(r.cmd.Source)}, len(detail)+unreadableReportAllowance)
}

// admitReport adds n bytes to the explanation's size, and stops the
// reading when that passes the limit.
func (r *reading) admitReport(all Span, n int) {
	r.report += n
	if r.report > r.cfg.maxReport {
		panic(capped{Unreadable{Code: UnreadableExplanation, Span: all, Part: -1, Detail: fmt.Sprintf(
			"The command's explanation would be over %d bytes (a part inside another's substitution is counted in both), so it is not read.", r.cfg.maxReport)}})
	}
}

// nests reports whether a node is a construct that nests others.
func nests(n syntax.Node) bool {
	switch n.(type) {
	case *syntax.Subshell, *syntax.Block, *syntax.CmdSubst, *syntax.ProcSubst,
		*syntax.IfClause, *syntax.WhileClause, *syntax.ForClause, *syntax.CaseClause,
		*syntax.FuncDecl, *syntax.ArithmExp, *syntax.ArithmCmd, *syntax.ParenArithm,
		*syntax.ParamExp, *syntax.TestClause, *syntax.ParenTest, *syntax.CoprocClause,
		*syntax.TimeClause, *syntax.ExtGlob:
		return true
	}
	return false
}
