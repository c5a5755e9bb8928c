package tui

import (
	"maps"
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// Two waiting commands that differ only where one has 1 and the other l
// (or I or |; 0 and O) read the same in a terminal font: `--context
// prod-eu-west-1` and `prod-eu-west-l` (rt46k L1). The desk compares the
// waiting commands by what they read as (commandSkeleton) and marks each
// of a pair that differs only so: ≈ on its row, as for a look-alike
// agent's name, and on its card a line naming the other ask.

// commandOne maps a character to the one it reads as in a terminal font.
// Case is kept: -R and -r read apart.
var commandOne = map[rune]rune{'1': 'l', 'I': 'l', '|': 'l', 'O': '0'}

// commandSkeleton is what command reads as: its marks taken off
// (foldMarks: /srv/dȧta reads /srv/data), its look-alike characters made
// one, and each sign outside ASCII that reads as an ASCII one made that
// one (safetext.PunctASCII: ~/da‐ta with U+2010 reads ~/da-ta, rd69 D1).
func commandSkeleton(command string) string {
	return strings.Map(func(r rune) rune {
		if b, ok := safetext.PunctASCII(r); ok {
			r = rune(b)
		}
		if o, ok := commandOne[r]; ok {
			return o
		}
		return r
	}, foldMarks(command))
}

// alikeCommands gives each ask whose command reads as another's, though
// it differs, the ID of that other ask (the oldest); nil when none does.
//
// Within a group of asks whose commands read the same, the first ask
// whose command differs from an ask's is the group's first when their
// commands differ, else the first whose command differs from the
// group's first: one pass, where comparing each with each was
// quadratic in a group of many copies of one command. (The skeletons
// are worked out again on each change: keeping them costs the desk
// 0.9 MiB per 10,000 asks for little time.)
func alikeCommands(asks []store.Ask) (alike map[string]string) {
	bySkel := map[string][]int{}
	for i, a := range asks {
		k := commandSkeleton(a.Command)
		bySkel[k] = append(bySkel[k], i)
	}
	for _, g := range bySkel {
		first := asks[g[0]].Command
		other := -1 // the group's first ask whose command is not first
		for _, i := range g {
			if asks[i].Command != first {
				other = i
				break
			}
		}
		if other < 0 {
			continue // one command, however many asks
		}
		if alike == nil {
			alike = map[string]string{}
		}
		for _, i := range g {
			if asks[i].Command != first {
				alike[asks[i].ID] = asks[g[0]].ID
			} else {
				alike[asks[i].ID] = asks[other].ID
			}
		}
	}
	return alike
}

// setCommandAlike gives the list the asks whose commands read as
// another's; the rows are drawn again where that changed.
func (q *queueList) setCommandAlike(alike map[string]string) {
	if !maps.Equal(alike, q.cmdAlike) {
		q.cmdAlike = alike
		q.drawn = nil
	}
}

// commandAlikeLines are what the card of an ask whose command reads as
// another's says under its header, in w cells; nil for none.
func commandAlikeLines(id string, alike map[string]string, w int, st cards.Styles) []string {
	other, ok := alike[id]
	if !ok {
		return nil
	}
	line := alikeGlyph(st) + " its command reads as ask " + queue.ShortID(other) + "'s: they differ only in look-alike characters (1 l I |, 0 O, accents)"
	return cards.SafeProse(line+"; compare them before deciding", w, 3, st)
}
