package tui

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
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

// storeLabel says which store the desk watches in w cells at most, in
// muted words: "store PATH", or "no store at PATH" when it does not
// exist ("no ozdesk store in PATH" when a file there holds none). A path too long loses its middle, keeping the file's name.
func (m *Model) storeLabel(w int) string {
	st := m.c.Styles
	label, style := "store ", st.Muted
	switch {
	case m.fresh && m.notStore:
		label, style = "no ozdesk store in ", st.Refuse
	case m.fresh:
		label, style = "no store at ", st.Ask
	case m.demo:
		label, style = "scratch store ", st.Ask
	}
	path := cards.Escape(m.storePath)
	if words, rest, ok := strings.Cut(path, " /"); ok {
		// "the broker's /srv/…/desk.db": the words are no directory
		// of the path, so only the path is cut, and the words go
		// whole, or go where they leave the path too little room
		// (rt21k #3: "/…/tmp/…" stood for "the broker's")
		path = "/" + rest
		if w-common.Width(label)-len(words)-1 >= min(len(path), storePathLeast) {
			label += words + " "
		}
	}
	path = elidePath(path, w-common.Width(label), m.c.Marks.More)
	return style.Render(label) + cards.SafeLine(path, max(w, 1), st)
}

// storePathLeast is the fewest cells the store's path keeps in the
// header before the words that name whose store it is give way.
const storePathLeast = 16

// elidePath cuts a path to w runes by taking out whole directories from
// its middle ("/home/dev/…/ozdesk/desk.db"), keeping the file's name; a
// name too long for that loses its own middle.
func elidePath(s string, w int, more string) string {
	if utf8.RuneCountInString(s) <= w {
		return s
	}
	parts := strings.Split(s, "/")
	last := len(parts) - 1
	join := func(h, t int) string {
		return strings.Join(parts[:h], "/") + "/" + more + "/" + strings.Join(parts[t:], "/")
	}
	if last < 1 || utf8.RuneCountInString(join(0, last)) > w {
		return elideMiddle(s, w, more)
	}
	h, t := 0, last
	for grew := true; grew && h < t; {
		grew = false
		if t-1 > h && utf8.RuneCountInString(join(h, t-1)) <= w {
			t, grew = t-1, true
		}
		if h+1 < t && utf8.RuneCountInString(join(h+1, t)) <= w {
			h, grew = h+1, true
		}
	}
	return join(h, t)
}

// elideMiddle cuts s to w runes by taking out its middle (more stands
// for what is taken out).
func elideMiddle(s string, w int, more string) string {
	r := []rune(s)
	if len(r) <= w {
		return s
	}
	if w <= 4 {
		return string(r[len(r)-max(w, 1):])
	}
	keep := w - 1
	head := keep / 3
	return string(r[:head]) + more + string(r[len(r)-(keep-head):])
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

// storeLost says that the store the desk read is gone (its file deleted:
// a demo's scratch store removed, a store moved away; or a file that is
// no ozdesk store put in its place, said as such), which the queue
// otherwise reads as no store yet: the n asks that waited in it can no
// longer be decided, and their agents are refused (queue.Service.Wait
// fails closed when its store is gone).
func (m *Model) storeLost(n int) {
	m.storeGone = true
	text := "the store is gone: no store at " + cards.Escape(m.storePath)
	if n > 0 {
		text = fmt.Sprintf("the store is gone: %s left with it; their agents are refused", plural(n, "ask"))
	}
	if m.notStore {
		// a file put in the store's place: not a store deleted
		text = "the file at " + cards.Escape(m.storePath) + " is not an ozdesk store"
		if n > 0 {
			text += fmt.Sprintf(": %s left with the store read; their agents are refused", plural(n, "ask"))
		}
	}
	m.setStatus(statusErr, text)
}

// fallbackAllows reports whether the header's fallback is allow: a
// command no rule matches runs unasked.
func (m *Model) fallbackAllows() bool {
	return !m.fresh && m.settings.Fallback == store.OutcomeAllow
}
