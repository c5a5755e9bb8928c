package tui

import (
	"strings"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/store"
)

// heldCwdBytes is how much of a held ask's directory its countdown names,
// from the component where it differs from a look-alike's.
const heldCwdBytes = 40

// The same command from two directories is two commands (rt21k #7): the
// rows draw their directories, and so do the undo countdown, the status
// that follows it and the quit question (rt35k L14: "approving ask 2 once
// (rm -rf ../data)" named neither directory, though ask 3 ran the same
// command elsewhere). cwdApartOf says, when a decision is held, whether
// and where its ask's cwd must be named; cwdWords names it.

// cwdApartOf returns one more than the byte where a's cwd first differs
// from the cwd of another waiting ask with the same command, 0 when no
// such ask waits.
func (m *Model) cwdApartOf(a store.Ask) int {
	at := -1
	for _, o := range m.list.all {
		if o.ID == a.ID || o.Command != a.Command || o.Cwd == a.Cwd {
			continue
		}
		if p := safetext.CommonPrefix(a.Cwd, o.Cwd); at < 0 || p < at {
			at = p
		}
	}
	return at + 1
}

// cwdWords is " in «…/x»": the directory from the component holding byte
// at-1 on, escaped (inQuotes), cut at heldCwdBytes; "" for at 0.
func cwdWords(cwd string, at int) string {
	if at <= 0 {
		return ""
	}
	at = min(at-1, len(cwd))
	from := strings.LastIndexByte(cwd[:at], '/') + 1
	lead := ""
	if from > 1 {
		lead = "…/"
	} else {
		from = 0
	}
	s, end := cwd[from:], ""
	if len(s) > heldCwdBytes {
		cut := heldCwdBytes
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		s, end = s[:cut], "…"
	}
	return " in «" + lead + inQuotes(s) + end + "»"
}

// inQuotes escapes untrusted text for words that put it in guillemets:
// its own guillemets too, so that it cannot close the quotes early and
// read on as desk text.
func inQuotes(s string) string {
	return strings.NewReplacer("«", `\u00ab`, "»", `\u00bb`).Replace(cards.Escape(s))
}
