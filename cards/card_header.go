package cards

import (
	"ozdesk.dev/ozdesk/internal/safetext"
	"strings"
	"time"

	"github.com/charmbracelet/x/ansi"
)

// header draws who asks, where, when, and the decision.
func (d *drawing) header(c Card) []string {
	title := "ask"
	if c.ID != "" {
		title += " " + shortID(c.ID)
	}
	if c.State != "" {
		title += " (" + c.State + ")"
	}
	lines := []string{d.in.line(title, d.width, roleTitle)}
	for _, f := range []struct {
		label, value string
		quoted       bool
	}{
		{"agent", c.Agent, true}, {"job", c.Job, true}, {"harness", c.Harness, false}, {"node", c.Node, false},
	} {
		switch {
		case f.value == "":
		case f.label == "agent" && c.AgentSays != "":
			lines = append(lines, d.saysAfter(d.quotedField(f.label, f.value), c.AgentSays)...)
		case f.quoted:
			lines = append(lines, d.quotedField(f.label, f.value))
		default:
			lines = append(lines, d.field(f.label, f.value))
		}
	}
	if c.Cwd != "" {
		lines = append(lines, d.block("cwd", c.Cwd, 3)...)
	}
	if !c.Created.IsZero() {
		lines = append(lines, d.timeField("asked", ago(c.Now.Sub(c.Created)), c.Created, c.Now))
	}
	// The deadline is news only while the ask waits, or for the ask it
	// ended: an ask decided, withdrawn or abandoned no longer expires
	// (rt13f: an abandoned ask said "expires in 9m").
	if !c.Deadline.IsZero() && (c.State == "" || c.State == statePending || c.State == stateExpired) {
		label, when := "expires", "in "+safetext.Span(c.Deadline.Sub(c.Now))
		if !c.Deadline.After(c.Now) {
			label, when = "expired", ago(c.Now.Sub(c.Deadline))
		}
		lines = append(lines, d.timeField(label, when, c.Deadline, c.Now))
	}
	if dec := c.Decision; dec != nil {
		lines = append(lines, d.decision(dec, endedUndecided(c.State), c.State == stateWithdrawn, c.Now)...)
	}
	return lines
}

// The states of an ask a card treats apart (store's names; cards does
// not read the store).
const (
	statePending   = "pending"
	stateExpired   = "expired"
	stateWithdrawn = "withdrawn"
	stateAbandoned = "abandoned"
)

// endedUndecided reports a state in which nobody decided the ask: it
// expired, was withdrawn or abandoned. Its decision is the sweep's, and
// the card says "ended", not "decided".
func endedUndecided(state string) bool {
	return state == stateExpired || state == stateWithdrawn || state == stateAbandoned
}

// decision draws how an ask was decided (or, undecided, how it ended).
// byAgent says that dec.By is the agent's own name (the ask was
// withdrawn by its asker), drawn quoted as the agent field is: bare, an
// agent named "op (claimed, uid 0)" read as the operator who denied it
// (rt48k F-audit-actor).
func (d *drawing) decision(dec *Decision, undecided, byAgent bool, now time.Time) []string {
	st := d.st
	label := "decided"
	if undecided {
		label = "ended"
	}
	what := st.Outcome(dec.Outcome) // escapes an outcome it does not know
	rest := d.width - labelWidth - ansi.StringWidth(what) - 1
	if d.width <= labelWidth+4 || rest < 1 {
		if byAgent {
			return []string{d.quotedField(label, dec.By)}
		}
		return []string{d.field(label, dec.Outcome+" by "+dec.By)}
	}
	when := ""
	if !dec.At.IsZero() {
		when = ", " + ago(now.Sub(dec.At)) + " (" + Clock(dec.At, now) + ")"
	}
	head := d.in.draw(roleMuted, padRight(label, labelWidth)) + what + " "
	var lines []string
	if room := rest - len("by ") - ansi.StringWidth(when); byAgent && room >= 8 {
		lines = []string{head + d.in.draw(roleText, "by ") + d.quotedCell(dec.By, room) + d.in.draw(roleText, when)}
	} else if byAgent {
		lines = []string{head + d.in.draw(roleText, "by ") + d.quotedCell(dec.By, max(rest-len("by "), 4))}
	} else {
		lines = []string{head + d.in.line("by "+dec.By+when, rest, roleText)}
	}
	if dec.Reason != "" {
		lines = append(lines, indent(d.in.prose("\""+dec.Reason+"\"", d.width-labelWidth, proseLines, roleText), labelWidth)...)
	}
	if dec.Rule != "" {
		lines = append(lines, d.field("", "wrote rule "+dec.Rule))
	}
	if dec.Asker != "" {
		lines = append(lines, indent(d.in.prose(dec.Asker, d.width-labelWidth, proseLines, roleText), labelWidth)...)
	}
	return lines
}

// timeField draws a labelled time: how far from now, then the clock time
// when it fits.
func (d *drawing) timeField(label, rel string, t, now time.Time) string {
	if long := rel + " (" + Clock(t, now) + ")"; labelWidth+ansi.StringWidth(long) <= d.width {
		return d.field(label, long)
	}
	return d.field(label, rel)
}

// block draws a labelled untrusted value over at most maxLines lines,
// wrapped at the cell (see [cellWrap]).
func (d *drawing) block(label, value string, maxLines int) []string {
	if d.width <= labelWidth+11 {
		return []string{d.field(label, value)}
	}
	lines := cellWrap(value, d.width-labelWidth, maxLines, d.st, &d.in.pens[roleText])
	for i, l := range lines {
		lab := ""
		if i == 0 {
			lab = label
		}
		lines[i] = d.in.draw(roleMuted, padRight(lab, labelWidth)) + l
	}
	return lines
}

// ago says how long ago something was, from a non-negative duration.
func ago(d time.Duration) string {
	if d < 0 {
		return "in " + safetext.Span(-d)
	}
	return safetext.Span(d) + " ago"
}

// StampLayout is how the desk and the command line write a time for a
// person ([safetext.StampLayout]).
const StampLayout = safetext.StampLayout

// Stamp writes t in [StampLayout], in local time; "-" for the zero time.
func Stamp(t time.Time) string { return safetext.Stamp(t) }

// Clock writes t as [Stamp] does, in t's own location, but as a time of
// day alone ("14:02:11") when it falls on now's day there.
func Clock(t, now time.Time) string {
	n := now.In(t.Location())
	if t.Year() == n.Year() && t.YearDay() == n.YearDay() {
		return t.Format(StampLayout[len("2006-01-02 "):])
	}
	return t.Format(StampLayout)
}

// Expires says when an ask's deadline falls, from now: "expires in 4m
// 12s", or "expired 30s ago" once it has passed; "" for no deadline.
func Expires(deadline, now time.Time) string {
	switch {
	case deadline.IsZero():
		return ""
	case deadline.After(now):
		return "expires in " + safetext.Span(deadline.Sub(now))
	}
	return "expired " + ago(now.Sub(deadline))
}

// Span writes a duration for a person in its two largest units, rounded
// down: "45s", "3m 12s", "2h 5m", "1d", "3d 4h".
func Span(d time.Duration) string { return safetext.Span(d) }

// shortID is an ask's ID as people write it: without its leading zeros
// ("0000000042" is ask 42), as queue.ShortID writes it.
func shortID(id string) string {
	if s := strings.TrimLeft(id, "0"); s != "" {
		return s
	}
	return id
}

// saysAfter is line, an agent's account, then the name the agent gave
// itself, quoted as its own words: agent «alice» (says «claude»). A
// claim the line leaves too little room for goes on under it.
func (d *drawing) saysAfter(line, says string) []string {
	const open, closing = " (says ", ")"
	var out []string
	room := d.width - safetext.Width(line) - len(open) - len(closing)
	if room < 8 {
		room = max(d.width-labelWidth-len(open)-len(closing), 4)
		out, line = append(out, line), strings.Repeat(" ", labelWidth-1)
	}
	q := d.st.Glyphs.Quote
	if q[0] == "" || q[1] == "" {
		q = UnicodeGlyphs().Quote
	}
	cell := safetext.QuotedIn(says, room, q[0], q[1])
	if safetext.Width(cell) > room {
		cell = SafeQuoted(says, room, d.st)
	} else {
		cell = d.in.draw(roleText, cell)
	}
	return append(out, line+d.in.draw(roleMuted, open)+cell+d.in.draw(roleMuted, closing))
}

// quotedField draws a labelled name an agent gave itself (its name, its
// job) between quote marks, escaped and cut as queue ls writes an agent
// ([safetext.QuotedIn]), so that the card and the listing read one name
// alike: «lead\x20», «\u00abx\u00bb», never a raw trailing space or a
// quote mark of the name's own (rt38k LOW-5). A cut that would not fit
// its cells falls back to [SafeQuoted], which always does.
func (d *drawing) quotedField(label, value string) string {
	if d.width <= labelWidth+4 {
		return d.field(label, value)
	}
	return d.in.draw(roleMuted, padRight(label, labelWidth)) + d.quotedCell(value, d.width-labelWidth)
}

// quotedCell draws a name an agent gave itself between quote marks in at
// most room cells, as [drawing.quotedField] draws its value.
func (d *drawing) quotedCell(value string, room int) string {
	q := d.st.Glyphs.Quote
	if q[0] == "" || q[1] == "" {
		q = UnicodeGlyphs().Quote
	}
	cell := safetext.QuotedIn(value, room, q[0], q[1])
	if safetext.Width(cell) > room {
		return SafeQuoted(value, room, d.st)
	}
	return d.in.draw(roleText, cell)
}
