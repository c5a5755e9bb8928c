package tui

import (
	"fmt"
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// bulkShown is how many marked asks a bulk confirmation shows at once;
// its list scrolls to the rest.
const bulkShown = 4

// markKey marks the selected ask for a bulk decision, or unmarks it, and
// moves to the next ask. A mark decides nothing (the bulk confirmation
// lists every marked ask, its command and the rules that asked, before
// anything is decided), so it waits neither for a card to load nor for
// the grace of a card the operator moved to: space j space j marks every
// other ask however fast it is typed (rt9c F10). It waits only on an ask
// the desk put under the cursor unbidden (one that arrived, or took the
// place of one that left): the space was meant for another ask.
func (m *Model) markKey() tea.Cmd {
	a := m.list.Selected()
	took := ""
	switch {
	case a == nil:
		m.setStatus(statusInfo, "no ask to mark")
		return nil
	case m.list.marked[a.ID]:
		delete(m.list.marked, a.ID)
	case m.inGrace(a.ID) && m.grace.unbidden:
		m.setStatus(statusWarn, m.holdWords(a.ID, "marking it"))
		return nil
	case m.list.busy[a.ID] != "" && m.takeBackApproval(a.ID):
		// its approval, still in its window, is taken back: marked,
		// the ask is decided again by the next a, r or d (rt14k #5)
		m.list.marked[a.ID] = true
		took = fmt.Sprintf("approval of ask %s taken back%s", queue.ShortID(a.ID), m.c.Marks.Dot)
	case m.list.busy[a.ID] != "":
		m.setStatus(statusInfo, m.busyWords(a.ID, m.c.Keys.Decide.Mark))
		return nil
	default:
		m.list.marked[a.ID] = true
	}
	if m.list.marked[a.ID] {
		m.list.anchor = a.ID
	}
	m.sayMarked(took)
	before := m.list.selectedID()
	m.list.move(1)
	if after := m.list.selectedID(); after != before {
		return m.startGrace(after)
	}
	return nil
}

// bulkKey decides every marked ask: a asks to confirm; r and d ask for the
// reason first (required to approve, optional to deny), then to confirm.
// A mark is the operator's own look at its ask, so a marked ask the
// cursor has just come to (in its grace) is decided with the others: the
// confirmation lists it, as it lists every ask yes decides (rt16k #9:
// such an ask was left out, said on the status line alone, as "just
// arrived" though it had waited minutes). A marked ask whose decision is
// already on its way is left out, and the confirmation says so and why.
func (m *Model) bulkKey(msg tea.KeyPressMsg) tea.Cmd {
	var asks []store.Ask
	for _, a := range m.list.markedAsks() {
		if m.list.busy[a.ID] == "" {
			asks = append(asks, a)
		}
	}
	if len(asks) == 0 {
		m.setStatus(statusInfo, "the marked asks are already on their way")
		return nil
	}
	k := m.c.Keys.Decide
	switch {
	case key.Matches(msg, k.Approve):
		m.dialogs.push(m.bulkConfirm(asks, patterns.Allow, "", nil))
	case key.Matches(msg, k.ApproveWhy):
		m.dialogs.push(m.reasonPromptOf(asks, patterns.Allow, true))
	default:
		m.dialogs.push(m.reasonPromptOf(asks, patterns.Refuse, true))
	}
	return nil
}

// bulkConfirm asks before deciding asks at once: how many, each by ID,
// agent, command and the rules that asked (a few at a time, the list
// scrolling to the rest), and the reason. under is the reason prompt it
// stands over (nil: none), which closes with it on yes.
func (m *Model) bulkConfirm(asks []store.Ask, outcome patterns.Outcome, reason string, under dialog) *confirm {
	verb := "Approve"
	if outcome == patterns.Refuse {
		verb = "Deny"
	}
	c := m.c
	dot := c.Marks.Dot
	// The asks are counted live: one that leaves the queue while the
	// confirmation is open (withdrawn, expired, decided elsewhere) drops
	// out of its count, its list and what yes decides, and it says so
	// (rt13k: "Approve 2" stood after one of the two had left).
	q := m.list
	// marked asks an approval holds until they are read (bulkHeld): left
	// out of what yes decides, and said why
	held, marked := m.bulkHeld(asks, outcome), asks
	live := func() ([]store.Ask, []string) {
		still, left := stillQueued(q, asks)
		return slices.DeleteFunc(still, func(a store.Ask) bool { return held[a.ID] != "" }), left
	}
	list := &scrollList{n: len(asks), shown: bulkShown, count: func() int { s, _ := live(); return len(s) }}
	lines := func(w int) []string {
		st := c.Styles
		asks, left := live()
		// Marked asks the filter hides are decided too, knowingly: the
		// confirmation names them (rt11 #3).
		var hidden []string
		for _, id := range q.hiddenOf(asks) {
			hidden = append(hidden, "ask "+queue.ShortID(id))
		}
		filter := q.filter
		// the asks whose rule differs from the most's first, above
		// the fold, and a count by rule over them (rt35k HIGH-2)
		asks = oddFirst(asks)
		out := []string{st.Title.Render(fmt.Sprintf("%s %s once?", verb, plural(len(asks), "marked ask")))}
		switch {
		case len(asks) == 0 && len(m.heldLines(held, marked, w)) > 0:
			out[0] = st.Title.Render("Every marked ask still in the queue is held: nothing is left to " + strings.ToLower(verb))
		case len(asks) == 0:
			out[0] = st.Title.Render("Every marked ask left the queue: nothing is left to " + strings.ToLower(verb))
		}
		if len(left) > 0 {
			what := fmt.Sprintf(" %d marked asks left the queue since: ", len(left))
			if len(left) == 1 {
				what = " 1 marked ask left the queue since: "
			}
			line := " " + st.Ask.Render(st.Glyphs.Unreadable) + st.Text.Render(what)
			out = append(out, line+cards.WordsLine(strings.Join(left, ", ")+" (not decided here)", max(w-common.Width(line), 4), st))
		}
		out = append(out, m.heldLines(held, marked, w)...)
		// marked asks yes leaves out, and why: their decision is on
		// its way already
		for _, a := range q.markedAsks() {
			if q.busy[a.ID] == "" {
				continue
			}
			line := " " + st.Ask.Render(st.Glyphs.Unreadable) + st.Text.Render(" left out: ask "+queue.ShortID(a.ID)+", ")
			out = append(out, line+cards.WordsLine(strings.TrimSuffix(q.busy[a.ID], c.Marks.More)+" already", max(w-common.Width(line), 4), st))
		}
		if len(hidden) > 0 {
			what := fmt.Sprintf(" %d of them hidden by the filter /", len(hidden))
			if len(hidden) == 1 {
				what = " 1 of them hidden by the filter /"
			}
			line := " " + st.Ask.Render(st.Glyphs.Unreadable) + st.Text.Render(what)
			line += cards.SafeLine(filter, 16, st) + st.Text.Render(": ")
			line += cards.SafeLine(strings.Join(hidden, ", "), max(w-common.Width(line), 4), st)
			out = append(out, line)
		}
		if by := byRuleWords(asks, list.scrolls(), dot); by != "" {
			out = append(out, "   "+cards.SafeLine(by, max(w-3, 4), st))
		}
		from, to := list.window()
		// the rules that asked, in brackets: the command keeps the room
		// its end needs
		room := max(min(w/4, 28)-3, 4)
		shown := asks[from:to]
		heads, bys, ws := make([]string, len(shown)), make([]string, len(shown)), make([]int, len(shown))
		for i, a := range shown {
			heads[i] = fmt.Sprintf("   ask %-4s ", queue.ShortID(a.ID))
			// the line's room the command leaves, the rules take
			// whole (rt37k L2: "(cmd.delete-outsi…)" on a line of 64)
			r := room
			if left := w - len(heads[i]) - 15 - safeWidth(a.Command) - 4; left > r {
				r = min(left, max(common.Width(askingLabel(a, 1<<10, st)), r))
			}
			bys[i] = st.Muted.Render(" (") + cards.SafeLine(askingLabel(a, r, st), r, st) + st.Muted.Render(")")
		}
		// the agents' column takes the room the commands and rules
		// leave, up to its widest name whole, and at least what shows
		// each name's head, escapes and where it differs from the
		// others: «ops-…-1-z…» hid the \u202e both held (rt43k F1)
		aw := bulkAgentWidth(shown, heads, bys, w)
		for i := range shown {
			ws[i] = max(w-len(heads[i])-aw-1-common.Width(bys[i]), 4)
		}
		// where each runs, when they do not all run in one directory
		// (rt21k #7); else that directory, once
		cwds := batchCwds(asks)
		if len(cwds) == 0 && len(asks) > 0 {
			out = append(out, "   "+st.Muted.Render("all ")+cwdCell(asks[0].Cwd, 0, max(w-7, 8), st))
		}
		pres := make([]string, len(shown))
		for i, a := range shown {
			if at := cwds[a.ID]; at > 0 {
				pres[i] = cwdCell(a.Cwd, at-1, ws[i]/2, st)
				ws[i] = max(ws[i]-common.Width(pres[i]), 4)
			}
		}
		// look-alikes read apart, as their rows do (rt14k #2)
		cells := distinctCells(shown, ws, st)
		// and so do agents' names (rt16k #2)
		alike := alikeAgents(shown, aw)
		var names []string
		for _, a := range shown {
			names = append(names, a.Agent)
		}
		apart := namesApart(names, aw, alike, st)
		for i, a := range shown {
			// quoted as its row quotes it, so that a name cannot read
			// as the command (rt35k MEDIUM-5); the mark that tells it
			// apart stays (rt20k #1), and a long name is cut as its row
			// cuts it, its end kept: cut at the end, ci-keep-mmm…safe
			// and …sabe read the same (rt21k #9)
			agent := apart[a.Agent]
			head := heads[i]
			if q.lookAlike[a.Agent].name != "" {
				// the look-alike mark, as its row has it, in the
				// blank before the name (fx46k)
				head = head[:len(head)-1] + st.Ask.Render(alikeGlyph(st))
			}
			out = append(out, head+agent+" "+pres[i]+cells[i]+bys[i])
		}
		if list.scrolls() {
			// every marked ask can be read before deciding: the list
			// scrolls, and says which are on screen
			out = append(out, st.Muted.Render(fmt.Sprintf("   asks %d–%d of %d%s%s scroll",
				from+1, to, len(asks), dot, c.Keys.Confirm.Scroll.Help().Key)))
		}
		// every rule that asked, for the asks whose bracket cuts them,
		// scrolled into view or not (rt18k #6)
		out = append(out, m.hiddenAskingLines(asks, room, w)...)
		why := "no reason given"
		if reason != "" {
			why = "reason: " + cards.SafeLine(reason, max(w-12, 4), st)
		}
		undo := dot + "they reach the queue at once"
		switch {
		case outcome == patterns.Refuse:
			// a deny goes to the queue at once (holdFor): u has nothing
			// of it to take back (rt14k #7)
			undo = dot + "denied at once: no undo"
		case c.Undo > 0:
			undo = fmt.Sprintf("%s%s takes them back for %s", dot, c.Keys.Decide.Undo.Help().Key, ago(c.Undo))
		}
		out = append(out, " "+st.Muted.Render(why+undo))
		return out
	}
	now := func() (string, any) {
		still, _ := live()
		if len(still) == 0 {
			return verb + " none", decideAct{outcome: outcome, close: under}
		}
		return fmt.Sprintf("%s %d", verb, len(still)), decideAct{asks: still, outcome: outcome, reason: reason, close: under}
	}
	yes, then := now()
	d := &confirm{c: c, lines: lines, yes: yes, then: then,
		cancelled: "nothing decided; the marks stay", list: list, now: now}
	return d
}

// bulkAgentMin is the fewest cells a bulk confirmation gives its agents.
const bulkAgentMin = 14

// bulkAgentWidth is the agents' column of a bulk confirmation w cells
// wide listing shown, each line led by heads and ended by bys: what the
// widest command and rules leave, at least bulkAgentMin, at most the
// widest name whole; and, where the names are cut, at least what shows
// each one's head, escapes and where they differ (apartWidthOf), up to
// half the line.
func bulkAgentWidth(shown []store.Ask, heads, bys []string, w int) int {
	whole, rest := 0, w
	var names []string
	for i, a := range shown {
		whole = max(whole, inQuotesWidth(a.Agent)+2)
		rest = min(rest, w-len(heads[i])-1-safeWidth(a.Command)-common.Width(bys[i]))
		if !slices.Contains(names, a.Agent) {
			names = append(names, a.Agent)
		}
	}
	aw := max(bulkAgentMin, min(whole, rest))
	if aw < whole {
		var long []string
		for _, n := range names {
			if inQuotesWidth(n)+2 > aw {
				long = append(long, n)
			}
		}
		aw = max(aw, min(apartWidthOf(long, max(w/2, bulkAgentMin)), whole))
	}
	return aw
}

// stillQueued splits asks into those still in the queue and those that
// left it ("ask 2"), as the list holds them now.
func stillQueued(q *queueList, asks []store.Ask) (still []store.Ask, left []string) {
	for _, a := range asks {
		if q.index(a.ID) < 0 {
			left = append(left, "ask "+queue.ShortID(a.ID))
			continue
		}
		still = append(still, a)
	}
	return still, left
}
