package patterns

import (
	"fmt"
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
// belongs to, then *, and last ** (any words, and in an allow any flags,
// in this word's place alone). A flag's ladder is the flag, its value
// widened, then **; a redirection's stops at *.
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
	doubt := len(readings) > 1
	flags, operands := readings[0].Flags, readings[0].Operands
	// Walk the words in written order so the pattern reads like the command.
	flagAt := map[int][]Flag{}
	for _, f := range flags {
		flagAt[f.Word] = append(flagAt[f.Word], f)
	}
	isOperand := map[int]bool{}
	for _, o := range operands {
		isOperand[o] = true
	}
	isSub := map[int]bool{}
	for _, o := range subcommandWords(part.Program, readings[0]) {
		isSub[o] = true
	}
	for w := 1; w < len(part.Words); w++ {
		if fs, ok := flagAt[w]; ok {
			s.Slots = append(s.Slots, flagSlots(part, w, fs, doubt, ctx)...)
			continue
		}
		switch {
		case isSub[w]:
			s.Slots = append(s.Slots, Slot{Kind: SlotOperand, Word: w, Ladder: subcommandLadder(part.Words[w], doubt)})
		case isOperand[w]:
			s.Slots = append(s.Slots, Slot{Kind: SlotOperand, Word: w, Ladder: positionLadder(part, part.Words[w], operandLadder(part.Words[w], ctx, operandIsPath(part, part.Words[w])))})
		}
	}
	if appendsItems(part) {
		// xargs appends the items it reads: words nobody can know.
		s.Slots = append(s.Slots, Slot{Kind: SlotOperand, Word: len(part.Words), Ladder: []Elem{{Kind: ElemStarStar}}})
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

// SetTail replaces the flag and operand slots from k on with ** (k >= 1:
// the program stays; redirections stay too, as ** never takes a file the
// part writes); SetTail(len(Slots)) puts them all back.
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
	for _, w := range s.Written() {
		if w.Redir {
			st.Redirs = append(st.Redirs, RedirElem{Op: ">", Target: w.Elem})
		} else {
			st.Words = append(st.Words, w.Elem)
		}
	}
	return &Pattern{Stages: []Stage{st}}
}

// WrittenWord is one word of a suggestion's pattern after its program, as
// the pattern writes it, and the slots it stands for: a ** may stand for
// several (the tail, flags widened to **, a ** beside a **).
type WrittenWord struct {
	Elem Elem
	// Redir says the word is the target of a > element.
	Redir bool
	// Slots are the indexes into Suggestion.Slots the word stands for.
	Slots []int
}

// Written returns the words of the pattern the suggestion stands at, in
// the order the pattern writes them (its redirections last), each with
// the slots it stands for: what an editor draws, so that the word under
// its cursor is the one the pattern holds.
//
// A ** never stands next to another among the operands (it would add
// nothing, and the pattern language refuses it): one stands for both. A
// flag widened to ** goes last, with the tail: written in the flags'
// midst it would end option reading for some programs (bash -l -c, perl
// -p -e), which would then read the flags after it as operands. **
// never takes a written file: redirections stay.
func (s *Suggestion) Written() []WrittenWord {
	var words, redirs []WrittenWord
	lastAny := -1 // the index in words of a ** that is the last operand
	add := func(e Elem, slots ...int) {
		if e.Kind == ElemStarStar && lastAny >= 0 {
			words[lastAny].Slots = append(words[lastAny].Slots, slots...)
			return
		}
		words = append(words, WrittenWord{Elem: e, Slots: slots})
		if e.Kind != ElemFlag {
			lastAny = -1
			if e.Kind == ElemStarStar {
				lastAny = len(words) - 1
			}
		}
	}
	var anyFlags []int
	for k := 1; k < len(s.Slots); k++ {
		sl := s.Slots[k]
		switch {
		case sl.Kind == SlotRedir:
			redirs = append(redirs, WrittenWord{Elem: sl.Elem(), Redir: true, Slots: []int{k}})
		case k >= s.Tail:
			anyFlags = append(anyFlags, k)
		case sl.Kind == SlotFlag && sl.Elem().Kind == ElemStarStar:
			anyFlags = append(anyFlags, k)
		default:
			add(sl.Elem(), k)
		}
	}
	if len(anyFlags) > 0 {
		add(Elem{Kind: ElemStarStar}, anyFlags...)
	}
	return append(words, redirs...)
}

// String returns the pattern's text.
func (s *Suggestion) String() string { return s.Pattern().String() }
