package tui

import (
	"errors"
	"fmt"
	"strings"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// releasing keeps an approval's confirmation (a proposed rule's, a
// proposal's, under four eyes) in step with the queue while it is open,
// as the bulk confirmation is: an ask the approval would also resolve
// that arrives is added to its list, marked new, and its count follows;
// an ask that leaves the queue leaves the list; yes releases exactly the
// asks listed at that moment (queue.Listed). rt18k #1: the dialog said 5
// while the approval would have resolved 6, and an exfiltration arrived
// unseen.
type releasing struct {
	d *confirm
	// asks are the asks the approval resolves, as last read, in the
	// order they were listed; fresh those that arrived since it opened.
	asks  []store.Ask
	fresh map[string]bool
	// check reads again, off the event loop, which pending asks the
	// approval would resolve (the queue's dry run).
	check func() ([]store.Ask, error)
	// running says a check is on its way; again that the store changed
	// since it started.
	running, again bool
	// gone, once set, says the approval's subject no longer waits for
	// approval (withdrawn, approved or retired elsewhere): the dialog
	// says so and yes approves nothing (rt19k #7).
	gone string
	// what names the subject: "proposal p1", "rule r2".
	what string
}

// releasingMsg is a check's answer.
type releasingMsg struct {
	r    *releasing
	asks []store.Ask
	err  error
}

// shown are the asks the confirmation lists now: those it read that
// are still in the queue.
func (r *releasing) shown(q *queueList) []store.Ask {
	out := make([]store.Ask, 0, len(r.asks))
	for _, a := range r.asks {
		if q.index(a.ID) >= 0 {
			out = append(out, a)
		}
	}
	return out
}

// recheckReleasing reads again what the open approval's confirmation
// resolves, after the store changed (nil when none is open, or a check
// is on its way: it runs again when that one ends).
func (m *Model) recheckReleasing() tea.Cmd {
	r := m.releasing
	if r == nil {
		return nil
	}
	if !m.dialogs.holds(r.d) {
		m.releasing = nil
		return nil
	}
	if r.running {
		r.again = true
		return nil
	}
	r.running, r.again = true, false
	check := r.check
	return func() tea.Msg {
		asks, err := check()
		return releasingMsg{r: r, asks: asks, err: err}
	}
}

// releasingRead takes a check's answer: asks not listed yet join the
// list, marked new (the ones listed keep their place and stay until
// they leave the queue: yes releases no ask the operator did not see).
// A failed check changes nothing: the list stands as read.
func (m *Model) releasingRead(msg releasingMsg) tea.Cmd {
	r := msg.r
	r.running = false
	if m.releasing != r || !m.dialogs.holds(r.d) {
		return nil
	}
	if r.gone == "" && (errors.Is(msg.err, queue.ErrNotProposed) || errors.Is(msg.err, store.ErrNotFound)) {
		r.gone = goneWords(r.what, msg.err)
		r.d.onYes = false
		m.setStatus(statusWarn, r.gone)
	}
	var stale *staleMoveError
	if r.gone == "" && errors.As(msg.err, &stale) {
		r.gone = stale.words
		r.d.onYes = false
		m.setStatus(statusWarn, r.gone)
	}
	if msg.err == nil && r.gone == "" {
		known := make(map[string]bool, len(r.asks))
		for _, a := range r.asks {
			known[a.ID] = true
		}
		added := 0
		for _, a := range msg.asks {
			if !known[a.ID] && m.list.index(a.ID) >= 0 {
				r.asks = append(r.asks, a)
				r.fresh[a.ID] = true
				added++
			}
		}
		if added > 0 {
			// what yes does changed: the focus goes back to Cancel,
			// so that an enter meant for the list read decides nothing,
			// and yes waits the grace: an enter typed before they
			// were drawn decides none of them (rt41k F1)
			r.d.joinedNow()
			m.setStatus(statusWarn, fmt.Sprintf("%s arrived that this approval would resolve: listed, marked new",
				plural(added, "ask")))
		}
	}
	if r.again {
		return m.recheckReleasing()
	}
	return nil
}

// goneWords says that an approval's subject no longer waits, and why:
// the queue's words past the subject's name ("p1 was withdrawn by bob at
// 07:37:29").
func goneWords(what string, err error) string {
	verb := "no longer proposed"
	if strings.HasPrefix(what, "proposal ") {
		if text := err.Error(); strings.Contains(text, " was "+string(store.ProposalWithdrawn)+" ") {
			verb = "withdrawn"
		}
	}
	why := err.Error()
	if i := strings.Index(why, strings.TrimPrefix(strings.TrimPrefix(what, "proposal "), "rule ")+" "); i >= 0 {
		why = why[i:]
	}
	why = strings.TrimSuffix(strings.TrimSuffix(why, queue.ErrNotProposed.Error()), ": ")
	return fmt.Sprintf("%s %s: %s; nothing to approve", what, verb, cards.Escape(why))
}

// releasingLines draws the confirmation's count and list: lead words,
// how many pending asks it resolves now (and the undo window), and those
// asks, a scrolling window of them, the new ones marked.
func (m *Model) releasingLines(r *releasing, lead string, list *scrollList, w int) []string {
	if r.gone != "" {
		st := m.c.Styles
		line := " " + st.Ask.Render(st.Glyphs.Unreadable) + " "
		return []string{line + common.Cut(st.Text.Render(r.gone), max(w-common.Width(line), 8), m.c.Marks.More)}
	}
	asks := r.shown(m.list)
	resolves := lead + plural(len(asks), "pending ask")
	if n := m.freshShown(r, asks); n > 0 {
		resolves += fmt.Sprintf(", %d new since this opened", n)
	}
	if m.c.Undo > 0 {
		resolves += fmt.Sprintf(" (after a %s undo window)", m.c.Undo)
	}
	if len(asks) > 0 {
		resolves += ":"
	}
	out := []string{common.Cut(resolves, w, m.c.Marks.More)}
	lines := releasedLines(m.c, asks)
	from, to := list.window()
	for i := from; i < min(to, len(lines)); i++ {
		mark := "   "
		if r.fresh[asks[i].ID] {
			mark = " " + m.c.Styles.Ask.Render("new") + " "
		}
		out = append(out, mark+common.Cut(lines[i], max(w-common.Width(mark), 8), m.c.Marks.More))
	}
	if list.scrolls() {
		out = append(out, m.c.Styles.Muted.Render(fmt.Sprintf("   asks %d–%d of %d%s%s scroll",
			from+1, to, len(asks), m.c.Marks.Dot, m.c.Keys.Confirm.Scroll.Help().Key)))
	}
	return out
}

// freshShown counts the asks shown that arrived since the confirmation
// opened.
func (m *Model) freshShown(r *releasing, asks []store.Ask) int {
	n := 0
	for _, a := range asks {
		if r.fresh[a.ID] {
			n++
		}
	}
	return n
}
