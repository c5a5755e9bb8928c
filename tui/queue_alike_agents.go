package tui

import (
	"unicode/utf8"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// shownAsks are the asks whose rows are on screen.
func (q *queueList) shownAsks() []store.Ask {
	var out []store.Ask
	end := min(q.top+q.rows(), q.lineCount())
	for i := q.top; i < end; i++ {
		if pos, _, ok := q.lineAt(i); ok {
			out = append(out, *q.at(pos))
		}
	}
	return out
}

// alikeAgents returns, for the agent names of asks whose cells of w
// cells would read the same though the names differ, one more than the
// byte where each first differs from its nearest look-alike: the row then
// draws the name around that byte (agentAround), so that an agent cannot
// pick a name that reads, cut, as a trusted agent's (rt16k #2). nil when
// none.
func alikeAgents(asks []store.Ask, w int) map[string]int {
	return alikeCells(asks, w, func(a store.Ask) string { return a.Agent })
}

// alikeJobs is alikeAgents for the job column (in protected mode the
// agent's label and its job): labels that differ only where the cut
// drops read alike (rt17k 6).
func alikeJobs(asks []store.Ask, w int) map[string]int {
	return alikeCells(asks, w, func(a store.Ask) string { return a.Job })
}

// alikeCells is alikeAgents for the text field gives of each ask.
func alikeCells(asks []store.Ask, w int, field func(store.Ask) string) map[string]int {
	if w < 1 {
		return nil
	}
	plain := cards.PlainStyles()
	names := map[string]bool{}
	groups := map[string][]string{}
	for _, a := range asks {
		name := field(a)
		if name == "" || names[name] || plainFits(name, w-2) {
			continue
		}
		names[name] = true
		cell := quotedCell(name, w, plain)
		groups[cell] = append(groups[cell], name)
	}
	var out map[string]int
	for _, g := range groups {
		for i, s := range g {
			near := -1
			for j, o := range g {
				if i != j {
					near = max(near, safetext.CommonPrefix(s, o))
				}
			}
			if near < 0 {
				continue
			}
			if out == nil {
				out = map[string]int{}
			}
			out[s] = near + 1
		}
	}
	return out
}

// agentAround draws an agent's name, quoted, in w cells around byte p,
// where it differs from a look-alike's: its start, the ellipsis, the part
// around p, and the ellipsis for the end when it goes on. A name whose
// difference the middle cut shows already is drawn so.
func agentAround(s string, w, p int, st cards.Styles) string {
	q, ell := nameGlyphs(st)
	room := w - common.Width(q[0]) - common.Width(q[1])
	span := max((room-common.Width(ell))/3, 2)
	from := max(p-span, 0)
	for from > 0 && !utf8.RuneStart(s[from]) {
		from--
	}
	if room < 6 || p == 0 || p >= len(s) {
		return quotedCell(s, w, st)
	}
	// The cut's end shows at most tailRoom cells (as SafeLineEnds cuts):
	// the part from p on is chosen to fit it, so that p's character, an
	// escape six cells wide for a look-alike letter, is never the part
	// cut away (rt19k #5: «claude-co…d…» hid \u043e). Where even it does
	// not fit, the name is drawn from p on: the mark first.
	tailRoom := max((room-2*common.Width(ell))*2/5, 1)
	_, size := utf8.DecodeRuneInString(s[p:])
	end := p + size
	if inQuotesWidth(s[p:end]) > tailRoom {
		return pad(st.Muted.Render(q[0]+ell)+cards.SafeInQuotes(s[p:], room-common.Width(ell), st)+st.Muted.Render(q[1]), w, st)
	}
	for end < len(s) {
		_, n := utf8.DecodeRuneInString(s[end:])
		if inQuotesWidth(s[p:end+n]) > tailRoom || end-p >= span {
			break
		}
		end += n
	}
	inner := room
	tail := ""
	if end < len(s) {
		inner -= common.Width(ell)
		tail = st.Muted.Render(ell)
	}
	return pad(st.Muted.Render(q[0])+cards.SafeInQuotesEnds(s[:end], from, from, inner, st)+tail+st.Muted.Render(q[1]), w, st)
}

// safeWidth is how many cells the safe display draws s in, whole.
func safeWidth(s string) int {
	return common.Width(cards.SafeLine(s, 8*len(s)+8, cards.PlainStyles()))
}
