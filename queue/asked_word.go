package queue

import (
	"strings"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/patterns"
)

// askedWord is where, in an "ask" entry's command, the word the ask is
// about stands (the deciding word: the report's Because), and the word
// itself, at most [askedWordMax] bytes: the audit view marks it in the
// entry's row as the queue keeps it in the ask's (issue 9 leftover: the
// trail's ask rows did not show what asked). Entries written before
// entries carried it have none, and draw as before.
type askedWord struct {
	Start int    `json:"start"`
	End   int    `json:"end"`
	Word  string `json:"word"`
}

// askedWordMax bounds the word an entry keeps: a longer one keeps its
// head, which the reader checks against the command.
const askedWordMax = 64

// askedWordOf is the deciding word of rep in command, nil when the report
// names none that stands in it as written.
func askedWordOf(rep patterns.Report, command string) *askedWord {
	b := rep.Because
	if rep.Part >= 0 && rep.Part < len(rep.Parts) && rep.Parts[rep.Part].Because != nil {
		b = rep.Parts[rep.Part].Because
	}
	if b == nil || b.Within || b.Start < 0 || b.End <= b.Start || b.End > len(command) {
		return nil
	}
	w := command[b.Start:b.End]
	if len(w) > askedWordMax {
		cut := askedWordMax
		for cut > 0 && !utf8.RuneStart(w[cut]) {
			cut--
		}
		w = w[:cut]
	}
	return &askedWord{Start: b.Start, End: b.End, Word: w}
}

// in reports where the word stands in command, which the entry holds (or
// its head): ok only when it stands there as the entry wrote it.
func (a *askedWord) in(command string) (start, end int, ok bool) {
	if a == nil || a.Start < 0 || a.End <= a.Start || a.End > len(command) || a.Word == "" {
		return 0, 0, false
	}
	if !strings.HasPrefix(command[a.Start:a.End], a.Word) {
		return 0, 0, false
	}
	return a.Start, a.End, true
}
