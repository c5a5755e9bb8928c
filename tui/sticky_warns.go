package tui

import (
	"slices"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// A setting loosened from another shell and asks refused over the
// pending cap were said on the status line, which the next status
// replaced (rt35k L15, L19): the operator could miss both. They now
// also stand under the header, each on a line of its own with the time
// it was last said, until the operator dismisses them (!).

// stickyWarn is a warning under the header: its words (untrusted text
// in them already escaped) and when it was last said; none when text is
// "".
type stickyWarn struct {
	text string
	at   time.Time
}

// stickyWarns are the warnings that stand until dismissed: the last
// loosening of the settings, the count of cap refusals, and the count of
// asks that could not reach the store (each new refusal says the whole
// count again).
type stickyWarns struct {
	settings, capped, unreached stickyWarn
}

// any reports whether a warning stands.
func (w stickyWarns) any() bool { return len(w.list()) > 0 }

// list is the warnings standing, the older first.
func (w stickyWarns) list() []stickyWarn {
	var out []stickyWarn
	for _, s := range []stickyWarn{w.settings, w.capped, w.unreached} {
		if s.text != "" {
			out = append(out, s)
		}
	}
	slices.SortStableFunc(out, func(a, b stickyWarn) int { return a.at.Compare(b.at) })
	return out
}

// warnLines draws the warnings standing, one line each under the
// header: the mark, the time, the words cut to the line, and after the
// last one whose words fit with it, the key that dismisses them (the
// footer and the help name it, and @ for the log). The words come first:
// where no line has room for the key, it is left out.
func (m *Model) warnLines() []string {
	ws := m.warns.list()
	if len(ws) == 0 {
		return nil
	}
	st := m.c.Styles
	g := m.c.Keys.Global
	mark := st.Ask.Render(st.Glyphs.Unreadable + " ")
	keys := st.Muted.Render(" (") + st.Key.Render(g.Dismiss.Help().Key) + st.Muted.Render(" dismisses)")
	leads := make([]string, len(ws))
	hint := -1
	for i, w := range ws {
		leads[i] = " " + mark + st.Muted.Render(timeOfDay(w.at)+" ")
		room := m.c.Width - common.Width(leads[i]) - common.Width(keys)
		if common.Width(cards.WordsLine(w.text, room+1, st)) <= room {
			hint = i
		}
	}
	out := make([]string, 0, len(ws))
	for i, w := range ws {
		tail := ""
		if i == hint {
			tail = keys
		}
		room := max(m.c.Width-common.Width(leads[i])-common.Width(tail), 1)
		out = append(out, leads[i]+cards.WordsLine(w.text, room, st)+tail)
	}
	return out
}

// timeOfDay writes a time of day as the log and the warnings do.
func timeOfDay(t time.Time) string { return t.Local().Format("15:04:05") }

// dismissWarns takes the warnings away, and says so.
func (m *Model) dismissWarns() {
	if !m.warns.any() {
		m.setStatus(statusInfo, "no warning to dismiss")
		return
	}
	n := len(m.warns.list())
	m.warns = stickyWarns{}
	m.setStatus(statusInfo, strings.TrimSpace(plural(n, "warning")+" dismissed ("+m.c.Keys.Global.Messages.Help().Key+" lists the messages)"))
}
