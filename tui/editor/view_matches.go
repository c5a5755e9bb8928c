package editor

import (
	"fmt"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// matchLines draws what the rule would match in at most room lines (at
// least the first): how many recorded commands it decides and how many
// pending asks it resolves; then, as room allows, the commands (newest
// first) and the asks it resolves, each list ending with how many more
// there are when it does not fit.
func (m *Model) matchLines(w, room int) []string {
	st := m.c.Styles
	p := m.preview
	switch {
	case m.corpusErr != nil && p == nil:
		return []string{" " + st.Muted.Render("matches: ") + cards.WordsLine("recorded commands unavailable: "+m.corpusErr.Error(), max(w-10, 1), st)}
	case p == nil:
		return []string{" " + st.Muted.Render("matches: counting recorded commands"+m.c.Marks.More)}
	case p.Err != nil:
		return []string{" " + st.Refuse.Render(st.Glyphs.Refuse+" pattern: ") + cards.WordsLine(p.Err.Error(), max(w-12, 1), st)}
	}
	// Under four eyes the rule is proposed: it resolves nothing until a
	// second operator approves it, so it only would.
	resolves := "resolves "
	if m.in.FourEyes {
		resolves = "once approved: would resolve "
	}
	if m.in.Outcome == patterns.Allow && len(m.patternRails()) > 0 {
		// a rail refuses the allow: nothing is written, and the counts
		// of what the rule would decide (0) read as if it would be
		// (issue 9); what the pattern alone would have matched instead
		return m.railMatchLines(p, w, room)
	}
	recorded := count(p.Recorded, "recorded command")
	if m.in.Ask.ID != "" && !p.DecidesAsk {
		// the rule would not decide the ask it is written from (a
		// guard rail refuses the allow, an earlier rule decides it
		// first, the pattern was narrowed past it): its own recorded
		// evaluation is not among those counted, and a bare "0
		// recorded commands" read as if the count missed it (rt37k
		// MEDIUM-1); why is said where the rail or the rule is shown
		recorded += ", not this ask"
	}
	out := m.countLines(recorded, resolves+count(len(p.Resolves), "pending ask"), w, room)
	room -= len(out)
	if room < 1 {
		return out
	}
	asks := m.resolvedAsks(p, w-3)
	exRoom, rsRoom := split(room, len(p.Examples)+moreOf(p.Commands, len(p.Examples)), len(asks))
	eg := st.Muted.Render("e.g. ")
	for _, ex := range listed(p.Examples, p.Commands, exRoom) {
		if ex.more > 0 {
			out = append(out, "   "+st.Muted.Render(fmt.Sprintf("%s %s", st.Glyphs.Ellipsis, count(ex.more, "more command"))))
			continue
		}
		out = append(out, "   "+eg+differingLine(ex.text, m.ownSource(), max(w-8, 1), st))
	}
	for _, a := range listed(asks, len(asks), rsRoom) {
		if a.more > 0 {
			out = append(out, "   "+st.Muted.Render(fmt.Sprintf("%s %s%s", st.Glyphs.Ellipsis, resolves, count(a.more, "more pending ask"))))
			continue
		}
		out = append(out, "   "+a.text)
	}
	return out
}

// railMatchLines draws, in at most room lines (at least the first), what
// the pattern would have matched where a guard rail refuses the allow:
// that nothing is written, then the recorded commands (the ask's own
// among them) and the other pending asks the pattern alone might match,
// wrapped at word boundaries.
func (m *Model) railMatchLines(p *queue.Preview, w, room int) []string {
	st := m.c.Styles
	head := " " + st.Muted.Render("matches:") + " none while a guard rail refuses"
	text := "the pattern alone would match " + count(p.Matched, "recorded command")
	other := "other pending"
	if m.in.Ask.ID == "" {
		other = "pending"
	}
	text += " and " + count(p.MatchedPending, other+" ask")
	if one := head + m.c.Marks.Dot + text; common.Width(one) <= w {
		return []string{one}
	}
	if room < 2 {
		// one line at 80 columns: the counts in fewer words, not cut
		// ("…would match 1 rec…" hid them)
		short := " " + st.Muted.Render("matches:") + " none, a rail refuses" + m.c.Marks.Dot + "the pattern alone: " +
			fmt.Sprintf("%d recorded, %d %s", p.Matched, p.MatchedPending, other)
		return []string{common.Cut(short, w, m.c.Marks.More)}
	}
	out := []string{common.Cut(head, w, m.c.Marks.More)}
	for _, l := range cards.SafeProse(text, max(w-3, 1), room-1, st) {
		out = append(out, "   "+l)
	}
	return out
}

// countLines draws the counts that head matchLines: what the rule
// matches, then what it resolves, on one line of w cells when they fit;
// else on two lines when room allows, and else cut with the ellipsis, so
// that a line is never cut mid-word unmarked (rt38k LOW-8: under four
// eyes, at 80 columns, "… · once approved: would resolve 0 pen").
func (m *Model) countLines(recorded, resolves string, w, room int) []string {
	st := m.c.Styles
	head := " " + st.Muted.Render("matches:") + " " + recorded
	if one := head + m.c.Marks.Dot + resolves; common.Width(one) <= w || room < 2 {
		return []string{common.Cut(one, w, m.c.Marks.More)}
	}
	return []string{common.Cut(head, w, m.c.Marks.More), common.Cut(" "+resolves, w, m.c.Marks.More)}
}

// resolvedAsks draws the pending asks the rule would resolve, one line
// of w cells each: the ask, its agent and its command (untrusted, drawn
// safely). Under four eyes each says it would be resolved once the rule
// is approved.
func (m *Model) resolvedAsks(p *queue.Preview, w int) []string {
	st := m.c.Styles
	byID := make(map[string]int, len(m.pending))
	for i := range m.pending {
		byID[m.pending[i].ID] = i
	}
	var out []string
	for _, id := range p.Resolves {
		lead := st.Muted.Render("resolves ") + "ask " + queue.ShortID(id)
		if m.in.FourEyes {
			lead = st.Muted.Render("once approved: ") + "ask " + queue.ShortID(id)
		}
		if m.fresh(id) {
			lead = st.Ask.Render("new") + " " + lead
		}
		if i, ok := byID[id]; ok {
			a := &m.pending[i]
			lead += st.Muted.Render(m.c.Marks.Dot) + cards.SafeLine(a.Agent, 16, st) + st.Muted.Render(m.c.Marks.Dot)
			lead += differingLine(a.Command, m.ownSource(), max(w-common.Width(lead), 1), st)
		}
		out = append(out, lead)
	}
	return out
}

// item is one line of a list: a text, or the count of those not shown.
type item struct {
	text string
	more int
}

// listed shows items in at most n lines: all when they fit (and none are
// left out: total counts them all), else the first n-1 and the count of
// the rest.
func listed(items []string, total, n int) []item {
	if n < 1 {
		return nil
	}
	var out []item
	if len(items) <= n && total <= len(items) {
		for _, t := range items {
			out = append(out, item{text: t})
		}
		return out
	}
	shown := min(len(items), n-1)
	for _, t := range items[:shown] {
		out = append(out, item{text: t})
	}
	if rest := total - shown; rest > 0 {
		out = append(out, item{more: rest})
	}
	return out
}

// split shares room lines between two lists of a and b lines: half each
// (the first list gets the odd line), and what one does not need goes to
// the other.
func split(room, a, b int) (int, int) {
	ra, rb := (room+1)/2, room/2
	if b < rb {
		ra += rb - b
		rb = b
	}
	if a < ra {
		rb += ra - a
		ra = a
	}
	return min(ra, a), min(rb, b)
}

// moreOf is 1 when a list of shown items out of total needs a line to
// count the rest.
func moreOf(total, shown int) int {
	if total > shown {
		return 1
	}
	return 0
}

// ResolvedLines are the pending asks the rule would resolve, one line of
// w cells each (see resolvedAsks), for the confirmation to list: it
// scrolls through them, so that at 80x24 too the operator can read every
// ask a rule decides before writing it (rt16k #4).
func (m *Model) ResolvedLines(w int) []string {
	if m.preview == nil {
		return nil
	}
	return m.resolvedAsks(m.preview, w)
}

// resolvedAgents counts the agents whose pending asks the rule would
// resolve.
func (m *Model) resolvedAgents() int {
	if m.preview == nil {
		return 0
	}
	byID := make(map[string]string, len(m.pending))
	for _, a := range m.pending {
		byID[a.ID] = a.Agent
	}
	agents := map[string]bool{}
	for _, id := range m.preview.Resolves {
		agents[byID[id]] = true
	}
	return len(agents)
}

// ownSource is the ask's own command, which the examples and the asks
// the rule resolves are drawn against (differingLine).
func (m *Model) ownSource() string {
	if m.in.Command == nil {
		return ""
	}
	return m.in.Command.Source
}
