package tui

import (
	"time"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// cardHeader draws who asks, from where, since when and until when, in
// three lines or a few more (the card's own header takes nine, too many
// for 80x24). What the agent wrote (its name, job, node, harness and
// working directory) stands in quotes it cannot close (cards.SafeQuoted),
// so that it never reads as the desk's words (its blank ends as \x20,
// blanksQuoted: «claude\x20», rt38k MEDIUM-1), and a long value is cut in
// its middle, keeping both ends and every escape (cardQuoted); the items
// of a line that does not fit go on to the next one, so nothing is cut
// without a mark (rt9c F11, F12):
//
//	agent «claude» · job «refactor» · node «node-1» · via «cli»
//	cwd   «/home/op/src/api»
//	asked 12s ago (14:00:00) · expires in 9m 48s (14:10:00)
func cardHeader(a *store.Ask, workdir string, asker queue.AskerStatus, now time.Time, w int, st cards.Styles, mk common.Marks) []string {
	label := func(s string) string { return st.Muted.Render(s) + " " }
	sep := st.Muted.Render(mk.Dot)
	var who []string
	field := func(name, value string, most int) {
		if value == "" {
			return
		}
		lead := label(name)
		room := min(most, w-common.Width(lead))
		who = append(who, lead+blanksQuotedBy(value, max(room, 1), st, cardQuoted))
	}
	// the agent's name whole as far as a line holds it: a name cut
	// in the middle may read as another agent's (rt16k #2)
	field("agent", a.Agent, w)
	if says := agentSaysItem(a, w-common.Width(lastOf(who)), st, cardQuoted); says != "" && len(who) > 0 {
		// the agent's own claim, after the account the broker named
		who[len(who)-1] += says
	}
	field("job", a.Job, 40)
	field("node", a.Node, 24)
	field("via", a.Harness, 16)
	out := flow(who, sep, w, mk.More)
	out = append(out, label("cwd  ")+cardQuoted(a.Cwd, max(w-6, 1), st))
	if workdir != "" && workdir != a.Cwd {
		out = append(out, label("work ")+cardQuoted(workdir, max(w-6, 1), st))
	}
	when := []string{label("asked") + cards.Span(now.Sub(a.Created)) + " ago" + st.Muted.Render(" ("+clockTime(a.Created, now)+")")}
	switch {
	case asker == queue.AskerGone:
		when = append(when, st.Refuse.Render("harness gone")+st.Muted.Render(": nobody waits for the answer"))
	case asker == queue.AskerStopped:
		// SIGSTOP, ^Z, a frozen container (rt47k 5): an approval
		// reaches it only if it is continued, not if it is killed first
		when = append(when, st.Refuse.Render("harness stopped")+st.Muted.Render(": it receives the answer only once continued"))
	case a.Deadline.IsZero():
	case a.State != "" && a.State != store.StatePending && a.State != store.StateExpired:
		// Decided, withdrawn or abandoned: it no longer expires.
	case !a.Deadline.After(now):
		when = append(when, st.Refuse.Render(cards.Expires(a.Deadline, now)))
	case nearDeadline(*a, now):
		when = append(when, st.Ask.Render(cards.Expires(a.Deadline, now))+st.Muted.Render(" ("+clockTime(a.Deadline, now)+")"))
	default:
		when = append(when, cards.Expires(a.Deadline, now)+st.Muted.Render(" ("+clockTime(a.Deadline, now)+")"))
	}
	return append(out, flow(when, sep, w, mk.More)...)
}

// cardQuoted draws what an agent wrote on the card as cards.SafeQuoted
// does, but where its middle cut would drop an escape, cut around the
// escapes, both ends kept, or saying how many it hides
// (cards.SafeQuotedAround): «release-bot---…---trusted» hid the \u202e
// between (rt42k F3).
func cardQuoted(s string, w int, st cards.Styles) string {
	if around, ok := cards.SafeQuotedAround(s, w, st, true); ok {
		return around
	}
	return cards.SafeQuoted(s, w, st)
}

// flow lays items out on lines of at most w cells, joined by sep: an
// item that does not fit after the others goes on to the next line,
// indented, and one wider than a line is cut with more, the ellipsis
// (common.Cut).
func flow(items []string, sep string, w int, more string) []string {
	const indent = "  "
	var out []string
	line := ""
	for _, it := range items {
		switch {
		case line == "":
			line = it
		case common.Width(line)+common.Width(sep)+common.Width(it) <= w:
			line += sep + it
		default:
			out = append(out, common.Cut(line, w, more))
			line = indent + it
		}
	}
	if line != "" {
		out = append(out, common.Cut(line, w, more))
	}
	if len(out) == 0 {
		out = []string{""}
	}
	return out
}

// clockTime writes a time as every screen does ([cards.Clock]), in the
// desk's location.
func clockTime(t, now time.Time) string { return cards.Clock(t.In(now.Location()), now) }
