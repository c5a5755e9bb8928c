package patterns

import (
	"path"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// String returns the pattern's canonical text: the program, the words in
// order (a flag with its value as NAME=VALUE), then the redirections, with
// stages joined by " | ". Literals with spaces or special characters are
// quoted so that they stay literals, and a "--" is written before the first
// operand that starts with "-" (the flags that follow it among the words,
// which a pattern built in code may hold, are written before the "--").
// ParsePattern(p.String()) gives an equal pattern for every pattern
// ParsePattern returns.
func (p *Pattern) String() string {
	if p == nil {
		return ""
	}
	stages := make([]string, len(p.stages()))
	for i := range p.stages() {
		stages[i] = stageString(&p.stages()[i])
	}
	return strings.Join(stages, " | ")
}

func stageString(s *Stage) string {
	words := []string{printElem(s.Program, true)}
	program := ""
	if s.Program.Kind == ElemLiteral && !s.Program.Tilde {
		program = path.Base(s.Program.Text)
	}
	st := newOptState(program)
	// endFlags ends the flags before the operand at from: it writes the
	// flags that come later among the words first (flags match in any
	// position; after a "--" they would read back as operands), then the
	// "--" when it is still needed: before an operand that starts with
	// "-", or after a flag that would take the operand as its value.
	hoisted := make([]bool, len(s.Words))
	endFlags := func(from int, last *Elem, always bool) {
		for j := from; j < len(s.Words); j++ {
			if s.Words[j].Kind == ElemFlag && !hoisted[j] {
				words = append(words, printFlag(s.Words[j]))
				hoisted[j] = true
				last = &s.Words[j]
			}
		}
		if last != nil && !always {
			def, at := patternFlagArity(st.level(), last.Text)
			if last.Value != nil || at >= 0 || def == nil || def.value != valueRequired {
				return
			}
		}
		words = append(words, "--")
		st.ended = true
	}
	for k, e := range s.Words {
		if hoisted[k] {
			continue
		}
		if e.Kind == ElemFlag {
			words = append(words, printFlag(e))
			def, at := patternFlagArity(st.level(), e.Text)
			if def != nil && def.stop {
				st.ended = true
			}
			// A flag that takes a value, written without one, must not
			// take the operand after it when read back.
			if e.Value == nil && at < 0 && def != nil && def.value == valueRequired &&
				!st.ended && k+1 < len(s.Words) && s.Words[k+1].Kind != ElemFlag && s.Words[k+1].Kind != ElemStarStar &&
				!strings.HasPrefix(printElem(s.Words[k+1], false), "-") {
				endFlags(k+1, &s.Words[k], false)
			}
			continue
		}
		if (e.Kind == ElemLiteral || e.Kind == ElemGlob) && !e.Tilde && st.kind(e.Text, true) != 'o' {
			endFlags(k+1, nil, true)
		}
		words = append(words, printElem(e, false))
		st.sawOperand(e.Text, e.Kind == ElemLiteral && !e.Tilde)
	}
	for _, r := range s.Redirs {
		words = append(words, r.Op, printElem(r.Target, false))
	}
	return strings.Join(words, " ")
}

func printFlag(e Elem) string {
	s := quoteText(e.Text, false)
	if e.Value != nil {
		s += "=" + printElem(*e.Value, false)
	}
	return s
}

// printElem writes an element; program is true for a stage's program,
// where a word with = would be read as an assignment.
func printElem(e Elem, program bool) string {
	switch e.Kind {
	case ElemStar:
		return "*"
	case ElemStarStar:
		return "**"
	case ElemClass:
		if e.Arg != "" {
			return "[" + e.Class + ":" + e.Arg + "]"
		}
		return "[" + e.Class + "]"
	case ElemKeyValue:
		v := ""
		if e.Value != nil {
			v = printElem(*e.Value, false)
		}
		return e.Text + "=" + v
	case ElemFlag:
		return printFlag(e)
	case ElemGlob:
		return printGlob(e, program)
	}
	if e.Tilde {
		return printTilde(e.Text, program)
	}
	if program && shellWord(e.Text) {
		return "'" + e.Text + "'"
	}
	return quoteText(e.Text, program)
}

// shellWord reports whether a word in a program's place would be read by
// the shell as a keyword or a declaration rather than a program.
func shellWord(s string) bool {
	switch s {
	case "declare", "local", "export", "readonly", "typeset", "nameref", "let":
		return true
	}
	return syntax.IsKeyword(s)
}

// printTilde writes a literal or glob piece that starts with ~ standing for
// the home directory: ~ and ~/ stay bare, the rest is quoted as needed.
func printTilde(text string, program bool) string {
	if text == "~" || !strings.HasPrefix(text, "~/") {
		return "~"
	}
	rest := text[2:]
	if rest == "" {
		return "~/"
	}
	return "~/" + quoteText(rest, program)
}

// printGlob writes a glob: its stars bare, the text between them quoted as
// needed. An = is quoted when the word would otherwise read as NAME=ELEM.
func printGlob(e Elem, program bool) string {
	pieces := strings.Split(e.Text, "*")
	var b strings.Builder
	for i, piece := range pieces {
		if i > 0 {
			b.WriteByte('*')
		}
		switch {
		case piece == "":
		case i == 0 && e.Tilde:
			b.WriteString(printTilde(piece, program))
		case i == 0:
			if k := strings.IndexByte(piece, '='); k > 0 && validKeyName(piece[:k]) {
				b.WriteString(quoteText(piece[:k+1], true))
				piece = piece[k+1:]
			}
			if piece != "" {
				b.WriteString(quoteText(piece, program))
			}
		default:
			b.WriteString(quoteText(piece, program))
		}
	}
	return b.String()
}

// quoteText writes literal text so that the shell reads it back as the same
// literal: bare when every character is plain, in single quotes otherwise.
func quoteText(s string, program bool) string {
	if s == "" {
		return "''"
	}
	plain := true
	for i := 0; i < len(s) && plain; i++ {
		plain = plainByte(s[i], i == 0, program)
	}
	if plain {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// plainByte reports whether a character can stand unquoted in a pattern
// word without meaning anything to the shell or the pattern language.
func plainByte(c byte, first, program bool) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		return true
	case strings.IndexByte("-_./:,+%@^", c) >= 0:
		return true
	case c == '~':
		return !first
	case c == '=':
		return !program
	}
	return false
}

// Programs returns the literal program base names of the pattern's stages
// (for a policy's index by program), and any=true when some stage's
// program is *, a glob or a class.
func (p *Pattern) Programs() (names []string, any bool) {
	return p.appendPrograms(nil)
}

// appendPrograms is Programs appending the names to names (a policy files
// the defaults' hundreds of patterns with one buffer, not a slice made
// for each).
func (p *Pattern) appendPrograms(names []string) ([]string, bool) {
	any := false
	if p == nil {
		return names, false
	}
	start := len(names)
	// A pattern has at most MaxPatternStages stages: the names seen are
	// looked up in names itself, not in a map made for each pattern
	// (every process files the defaults' hundreds of patterns).
	for _, s := range p.stages() {
		if s.Program.Kind != ElemLiteral {
			any = true
			continue
		}
		n := programKey(path.Base(s.Program.Text))
		if s.Program.Tilde && s.Program.Text == "~" {
			n = "~"
		}
		if !slices.Contains(names[start:], n) {
			names = append(names, n)
		}
	}
	return names, any
}

// Equal reports whether two patterns have the same stages (whatever text
// they were parsed from).
func (p *Pattern) Equal(q *Pattern) bool {
	if p == nil || q == nil {
		return p == q
	}
	if len(p.stages()) != len(q.stages()) {
		return false
	}
	for i := range p.stages() {
		a, b := &p.stages()[i], &q.stages()[i]
		if !elemEqual(&a.Program, &b.Program) || len(a.Words) != len(b.Words) || len(a.Redirs) != len(b.Redirs) {
			return false
		}
		for k := range a.Words {
			if !elemEqual(&a.Words[k], &b.Words[k]) {
				return false
			}
		}
		for k := range a.Redirs {
			if a.Redirs[k].Op != b.Redirs[k].Op || !elemEqual(&a.Redirs[k].Target, &b.Redirs[k].Target) {
				return false
			}
		}
	}
	return true
}

func elemEqual(a, b *Elem) bool {
	if a.Kind != b.Kind || a.Text != b.Text || a.Class != b.Class || a.Arg != b.Arg || a.Tilde != b.Tilde {
		return false
	}
	if a.Value == nil || b.Value == nil {
		return a.Value == b.Value
	}
	return elemEqual(a.Value, b.Value)
}
