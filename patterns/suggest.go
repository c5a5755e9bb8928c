package patterns

import (
	"fmt"
	"strings"
)

// SlotKind is the kind of a [Slot] in a [Suggestion].
type SlotKind int

// The kinds of slot.
const (
	SlotProgram SlotKind = iota // the program word: always literal
	SlotFlag                    // a flag, with its value if it has one
	SlotOperand                 // an operand
	SlotRedir                   // a redirection the part writes through
)

// Slot is one word of a suggested pattern with its ladder of widenings,
// narrowest first: literal, then globs, then classes the word certainly
// belongs to, then *.
type Slot struct {
	Kind SlotKind
	// Word is the index into Part.Words (for SlotRedir, into Part.Redirs).
	Word int
	// Ladder holds the element at each level, narrowest first.
	Ladder []Elem
	// Level is the current rung of the ladder.
	Level int
}

// Elem returns the slot's element at its current level.
func (s *Slot) Elem() Elem { return s.Ladder[s.Level] }

// Suggestion is the narrowest pattern that certainly matches one part, with
// the widenings an operator can choose word by word. Widen and Narrow move
// one slot along its ladder; SetTail replaces every slot from one on with
// **. Pattern builds the pattern as it stands.
type Suggestion struct {
	// Part is the index of the part in the command.
	Part  int
	Slots []Slot
	// Tail is the index of the first slot replaced by **; len(Slots) when
	// none is.
	Tail int
}

// Suggest returns the narrowest pattern for part i of cmd: its program, its
// flags and operands as literals, its written redirections. It refuses a
// part that cannot be read: nothing can allow what cannot be read.
func Suggest(cmd *Command, i int, ctx *Context) (*Suggestion, error) {
	if i < 0 || i >= len(cmd.Parts) {
		return nil, fmt.Errorf("no part %d in a command of %d parts", i, len(cmd.Parts))
	}
	part := cmd.Parts[i]
	if part.Unreadable != nil || part.Program == "" {
		return nil, fmt.Errorf("rail %s: part %d cannot be read, so no pattern can allow it", RailUnreadable, i)
	}
	s := &Suggestion{Part: i}
	s.Slots = append(s.Slots, Slot{Kind: SlotProgram, Word: 0, Ladder: []Elem{{Kind: ElemLiteral, Text: part.Program}}})
	readings := ReadArgs(part)
	var flags []Flag
	var operands []int
	if len(readings) > 0 {
		flags, operands = readings[0].Flags, readings[0].Operands
	}
	// Walk the words in written order so the pattern reads like the command.
	flagAt := map[int]Flag{}
	for _, f := range flags {
		flagAt[f.Word] = f
	}
	isOperand := map[int]bool{}
	for _, o := range operands {
		isOperand[o] = true
	}
	for w := 1; w < len(part.Words); w++ {
		if f, ok := flagAt[w]; ok {
			s.Slots = append(s.Slots, Slot{Kind: SlotFlag, Word: w, Ladder: flagLadder(f, ctx)})
			continue
		}
		if isOperand[w] {
			s.Slots = append(s.Slots, Slot{Kind: SlotOperand, Word: w, Ladder: operandLadder(part.Words[w], ctx)})
		}
	}
	for r, rd := range part.Redirs {
		if !rd.Writes {
			continue
		}
		s.Slots = append(s.Slots, Slot{Kind: SlotRedir, Word: r, Ladder: redirLadder(rd.Target, ctx)})
	}
	s.Tail = len(s.Slots)
	return s, nil
}

// Widen moves slot k one rung wider; it reports whether it could.
func (s *Suggestion) Widen(k int) bool {
	if k < 0 || k >= len(s.Slots) || s.Slots[k].Level+1 >= len(s.Slots[k].Ladder) {
		return false
	}
	s.Slots[k].Level++
	return true
}

// Narrow moves slot k one rung narrower; it reports whether it could.
func (s *Suggestion) Narrow(k int) bool {
	if k < 0 || k >= len(s.Slots) || s.Slots[k].Level == 0 {
		return false
	}
	s.Slots[k].Level--
	return true
}

// SetTail replaces slot k and every slot after it with ** (k >= 1: the
// program stays); SetTail(len(Slots)) puts them all back.
func (s *Suggestion) SetTail(k int) {
	if k < 1 {
		k = 1
	}
	if k > len(s.Slots) {
		k = len(s.Slots)
	}
	s.Tail = k
}

// Pattern builds the pattern the suggestion stands at.
func (s *Suggestion) Pattern() *Pattern {
	st := Stage{Program: s.Slots[0].Elem()}
	for k := 1; k < len(s.Slots) && k < s.Tail; k++ {
		sl := s.Slots[k]
		switch sl.Kind {
		case SlotRedir:
			st.Redirs = append(st.Redirs, RedirElem{Op: ">", Target: sl.Elem()})
		default:
			st.Words = append(st.Words, sl.Elem())
		}
	}
	if s.Tail < len(s.Slots) {
		st.Words = append(st.Words, Elem{Kind: ElemStarStar})
	}
	return &Pattern{Stages: []Stage{st}}
}

// String returns the pattern's text.
func (s *Suggestion) String() string { return s.Pattern().String() }

// flagLadder is a flag's ladder: as written, then its value widened.
func flagLadder(f Flag, ctx *Context) []Elem {
	base := Elem{Kind: ElemFlag, Text: f.Name}
	if f.Value == nil {
		return []Elem{base}
	}
	var out []Elem
	for _, v := range operandLadder(*f.Value, ctx) {
		if v.Kind == ElemStarStar {
			v = Elem{Kind: ElemStar}
		}
		e := base
		val := v
		e.Value = &val
		out = append(out, e)
	}
	return out
}

// redirLadder is a written redirection target's ladder.
func redirLadder(w Word, ctx *Context) []Elem {
	out := operandLadder(w, ctx)
	if out[len(out)-1].Kind == ElemStarStar {
		out[len(out)-1] = Elem{Kind: ElemStar}
	}
	return out
}

// operandLadder is an operand's ladder: literal, globs, certain classes, *.
// A word whose value is not certain starts at * when it is one word for
// sure (quoted), and at ** when it may be any number of words.
func operandLadder(w Word, ctx *Context) []Elem {
	v, ok := w.Literal()
	if !ok {
		if quotedDynamic(w) {
			return []Elem{{Kind: ElemStar}}
		}
		return []Elem{{Kind: ElemStarStar}}
	}
	out := []Elem{{Kind: ElemLiteral, Text: v}}
	for _, g := range globsOf(v) {
		out = append(out, Elem{Kind: ElemGlob, Text: g})
	}
	out = append(out, CertainClasses(w, ctx)...)
	return append(out, Elem{Kind: ElemStar})
}

// quotedDynamic reports whether a word that is not literal is certainly one
// word: no unquoted expansion, glob or brace splits it.
func quotedDynamic(w Word) bool {
	for _, s := range w.Segs {
		switch s.Kind {
		case SegGlob, SegBrace:
			return false
		case SegParam, SegSubst:
			if !s.Quoted {
				return false
			}
		}
	}
	return true
}

// globsOf proposes globs that widen a literal, narrowest first: the same
// name with any stem (*.ext), the same directory (dir/*), the same URL
// directory and host (https://host/*), the same dotted prefix (a.b.*).
func globsOf(v string) []string {
	var out []string
	add := func(g string) {
		if g == v || g == "*" || g == "" {
			return
		}
		for _, o := range out {
			if o == g {
				return
			}
		}
		out = append(out, g)
	}
	if scheme, rest, ok := strings.Cut(v, "://"); ok {
		host, _, _ := strings.Cut(rest, "/")
		if i := strings.LastIndexByte(rest, '/'); i > len(host) {
			add(scheme + "://" + rest[:i+1] + "*")
		}
		add(scheme + "://" + host + "/*")
		return out
	}
	dir, base := "", v
	if i := strings.LastIndexByte(v, '/'); i >= 0 {
		dir, base = v[:i+1], v[i+1:]
	}
	if j := strings.LastIndexByte(base, '.'); j > 0 && j < len(base)-1 {
		if dir == "" && strings.Count(base, ".") > 1 {
			add(base[:j+1] + "*") // module.test.foo → module.test.*
		}
		add(dir + "*" + base[j:]) // dir/*.go
	}
	if dir != "" && base != "" {
		add(dir + "*")
	}
	return out
}
