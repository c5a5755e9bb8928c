package tui

import (
	"strings"
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// cardHeader draws who asks, from where, since when and until when, in
// three lines (the card's own header takes nine, too many for 80x24):
//
//	agent claude · job refactor · node node-1 · via cli
//	cwd   /home/op/src/api
//	asked 12s ago (14:00:00) · expires in 9m 48s (14:10:00)
func cardHeader(a *store.Ask, workdir string, gone bool, now time.Time, w int, st cards.Styles, mk common.Marks) []string {
	label := func(s string) string { return st.Muted.Render(s) + " " }
	sep := st.Muted.Render(mk.Dot)
	var who []string
	room := w
	add := func(name, value string, most int) {
		if value == "" || room < len(name)+6 {
			return
		}
		v := cards.SafeLine(value, min(most, room-len(name)-4), st)
		who = append(who, label(name)+v)
		room -= len(name) + 1 + common.Width(v) + 3
	}
	add("agent", a.Agent, 24)
	add("job", a.Job, 24)
	add("node", a.Node, 20)
	add("via", a.Harness, 14)
	out := []string{strings.Join(who, sep)}
	out = append(out, label("cwd  ")+cards.SafeLine(a.Cwd, max(w-6, 1), st))
	if workdir != "" && workdir != a.Cwd {
		out = append(out, label("work ")+cards.SafeLine(workdir, max(w-6, 1), st))
	}
	when := label("asked") + cards.Span(now.Sub(a.Created)) + " ago" + st.Muted.Render(" ("+clockTime(a.Created, now)+")")
	switch {
	case gone:
		when += sep + st.Refuse.Render("harness gone") + st.Muted.Render(": nobody waits for the answer")
	case a.Deadline.IsZero():
	case !a.Deadline.After(now):
		when += sep + st.Refuse.Render(cards.Expires(a.Deadline, now))
	case nearDeadline(*a, now):
		when += sep + st.Ask.Render(cards.Expires(a.Deadline, now)) + st.Muted.Render(" ("+clockTime(a.Deadline, now)+")")
	default:
		when += sep + cards.Expires(a.Deadline, now) + st.Muted.Render(" ("+clockTime(a.Deadline, now)+")")
	}
	return append(out, when)
}

// clockTime writes a time as every screen does ([cards.Clock]), in the
// desk's location.
func clockTime(t, now time.Time) string { return cards.Clock(t.In(now.Location()), now) }
