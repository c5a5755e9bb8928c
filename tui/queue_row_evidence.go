package tui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// The cut that keeps whole the word the deciding rule matched.

// evidenceWord is the shell word (between spaces) the deciding rule's
// word, at byte at, stands in: `of=/dev/sda`, not `/dev/sda`.
func evidenceWord(a *store.Ask, at int) (lo, hi int) {
	s := a.Command
	lo = strings.LastIndexByte(s[:at], ' ') + 1
	hi = a.Asking[0].WordEnd
	if j := strings.IndexByte(s[hi:], ' '); j >= 0 {
		hi += j
	} else {
		hi = len(s)
	}
	return lo, hi
}

// decidingSpans is the shell word the deciding rule's word stands in
// (evidenceWord) as a span a cut keeps, none when it is not known or is
// the command's first word (every cut shows that).
func decidingSpans(a *store.Ask) []span {
	at := decidingWord(a)
	if at <= 0 || a.Clipped > 0 || len(a.Command) > 4096 {
		return nil
	}
	lo, hi := evidenceWord(a, at)
	if lo <= 0 || hi <= lo {
		return nil
	}
	return []span{{lo, hi}}
}

// decidingWord is the byte where the word stands that made the gravest
// rule match (store.AskingRule's WordStart), or -1 when not known.
func decidingWord(a *store.Ask) int {
	if len(a.Asking) == 0 || a.Asking[0].WordEnd <= a.Asking[0].WordStart || a.Asking[0].WordEnd > len(a.Command) {
		return -1
	}
	return a.Asking[0].WordStart
}

// evidenceCell is the cut of a command too long for w cells that keeps
// whole the word its deciding rule matched (the verb of `kubectl …
// delete deployment payments-api`, the target of `dd … of=/dev/sda`),
// with the command's first word, then what follows the word, then the
// command's end (growRoom); "" where the middle cut shows that word
// whole, the command fits, or the word is not known: the middle cut read
// `kubectl --context p…od=0 --force` and `of=…ev/sda` at 80 columns
// (rt43k F5).
func evidenceCell(a *store.Ask, w int, st cards.Styles) string {
	s := a.Command
	at := decidingWord(a)
	if at < 0 || a.Clipped > 0 || len(s) > 4096 || w < 12 {
		return ""
	}
	plain := cards.PlainStyles()
	plain.Glyphs = st.Glyphs
	if common.Width(cards.SafeLine(s, 1<<20, plain)) <= w {
		return ""
	}
	lo, hi := evidenceWord(a, at)
	if lo == 0 {
		return "" // the first word: every cut shows it
	}
	// the word and the one after it (what it acts on), where the
	// middle cut shows them whole, serve
	next := hi
	if next < len(s) {
		if j := strings.IndexByte(s[next+1:], ' '); j >= 0 {
			next += 1 + j
		} else {
			next = len(s)
		}
	}
	if strings.Contains(ansi.Strip(middleKeepingHost(s, w, plain)), s[lo:next]) {
		return ""
	}
	head := strings.IndexByte(s, ' ')
	if head < 0 || head > 12 {
		head = min(12, len(s))
	}
	spans := []span{{0, head}, {lo, hi}}
	out := drawSpans(s, spans, st)
	if common.Width(out) > w {
		return ""
	}
	// what it acts on, a word at a time: `delete deployment payments-api`
	for range 2 {
		if hi >= len(s) {
			break
		}
		next := hi + 1
		for next < len(s) && s[next] != ' ' {
			next++
		}
		c := drawSpans(s, []span{{0, head}, {lo, next}}, st)
		if common.Width(c) > w {
			break
		}
		hi, out = next, c
	}
	return growRoom(s, mergeSpans([]span{{0, head}, {lo, hi}}), w, out, st)
}
