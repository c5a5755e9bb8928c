package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
)

// Where the desk looks, and what the policy does with what no rule
// matches: the header, the empty screen, the help view and the cards say
// both, so that a desk on the wrong store, or a missing one, never passes
// for an empty queue, and an operator knows that a command no rule
// matches runs unasked.

// displayPath writes the store's path as the queue names it, with the
// home directory written ~.
func displayPath(path, home string) string {
	if home != "" && home != "/" {
		if rest, ok := strings.CutPrefix(path, strings.TrimRight(home, "/")+"/"); ok {
			return "~/" + rest
		}
	}
	return path
}

// storeLabel says which store the desk watches, in muted words: "store
// PATH", or "no store at PATH" when it does not exist.
func (m *Model) storeLabel(w int) string {
	st := m.c.Styles
	if m.fresh {
		return st.Ask.Render("no store at ") + cards.SafeLine(m.storePath, max(w-12, 1), st)
	}
	return st.Muted.Render("store ") + cards.SafeLine(m.storePath, max(w-6, 1), st)
}

// fallbackLabel is "fallback: allow" (or ask), the outcome in its own
// style; "" until the store's settings are read, and while there is no
// store.
func (m *Model) fallbackLabel() string {
	st := m.c.Styles
	if m.fresh {
		return "" // no store, no policy: what happens is the asker's failing closed
	}
	switch m.settings.Fallback {
	case store.OutcomeAllow:
		return st.Muted.Render("fallback: ") + st.Allow.Render("allow")
	case store.OutcomeAsk:
		return st.Muted.Render("fallback: ") + st.Ask.Render("ask")
	}
	return ""
}

// fallbackMeaning says what the fallback does, for the empty screen.
func (m *Model) fallbackMeaning() string {
	switch m.settings.Fallback {
	case store.OutcomeAllow:
		return "a command no rule matches runs unasked"
	case store.OutcomeAsk:
		return "a command no rule matches is asked about"
	}
	return ""
}
