package tui

import (
	"fmt"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
)

// paneWatch is the desk's watch on its own tmux pane (see tmux_pane.go).
type paneWatch struct {
	// socket and target are the tmux server and the desk's pane; ""
	// target: the desk is not in tmux (or not live), nothing is looked at.
	socket, target string
	// last is the pane as the last look found it; nil before the first.
	last *paneState
	// failed is the failure of the last look, once said.
	failed string
	// pending is a decision key waiting for a fresh look at the pane.
	pending *paneKeyWait
	// typing is a decision key waiting for its card's code (shared).
	typing *codeWait
	// codes are the two digits each card shows while the session has
	// more than one client, by ask.
	codes map[string]string
	// passing says a decision key cleared by a look or a code is being
	// decided: paneKey lets it through.
	passing bool
}

// paneKeyWait is a decision key pressed on ask id, waiting for a fresh
// look at the pane.
type paneKeyWait struct {
	key tea.KeyPressMsg
	id  string
}

// watching reports whether the desk knows its tmux pane.
func (w *paneWatch) watching() bool { return w.target != "" || w.last != nil }

// hidden says why no client can see the desk's pane now, "" when one can
// (or nothing is known).
func (w *paneWatch) hidden() string {
	if w.last == nil {
		return ""
	}
	return w.last.hidden()
}

// shared reports whether more than one client is attached to the desk's
// session or sees its window (a session grouped with it, or one its
// window is linked into), or a key may reach the desk as another
// (rebound).
func (w *paneWatch) shared() bool {
	return w.last != nil && (w.last.attached > 1 || len(w.last.clients) > 1 || len(w.last.rebound) > 0)
}

// viewers is how many clients share the desk: those attached to its
// session, or those whose session holds its window, whichever is more.
func (s paneState) viewers() int { return max(s.attached, len(s.clients)) }

// paneStart takes the first look at the pane, for a live desk in tmux.
func (m *Model) paneStart() tea.Cmd {
	if m.pane.target == "" || !m.live {
		return nil
	}
	return lookPane(m.pane.socket, m.pane.target, false)
}

// paneLooked takes in a look at the pane: what changed since the last
// one restarts the card's hold and is said on the status line; a decision
// key that waited for this look goes ahead only when nothing changed and
// no other client shares the session.
func (m *Model) paneLooked(msg paneLookMsg) tea.Cmd {
	var cmds []tea.Cmd
	if !msg.fresh && m.live && m.pane.target != "" {
		cmds = append(cmds, paneTick())
	}
	w := &m.pane
	// a waiting decision key ends once: at its own fresh look, or at a
	// regular look that fails or finds a change (said: nothing decided);
	// a regular look that finds nothing leaves it to the fresh one
	pending := w.pending
	if msg.fresh || msg.err != nil {
		w.pending = nil
	}
	if msg.err != nil {
		if why := msg.err.Error(); why != w.failed {
			w.failed = why
			w.codes, w.typing = nil, nil
			m.setStatus(statusWarn, "the desk cannot look at its tmux pane: "+cards.Escape(why)+": a, d, A and D decide nothing until it can")
		}
		if pending != nil {
			m.setStatus(statusWarn, "nothing decided: the desk cannot look at its tmux pane ("+cards.Escape(msg.err.Error())+")")
		}
		return tea.Batch(cmds...)
	}
	failed := w.failed
	w.failed = ""
	s := msg.state
	prev := w.last
	w.last = &s
	what := ""
	if prev != nil {
		what = paneChanges(*prev, s)
	}
	if failed != "" {
		// what the pane showed while tmux did not answer is not known
		// (a server held by a long format shows nothing new: rt56b D20)
		what = strings.TrimPrefix(what+"; the desk can look at its pane again", "; ")
	}
	if what != "" {
		// the others see new codes; a code half typed is void
		w.codes, w.typing = nil, nil
		m.setStatus(statusWarn, "tmux: "+what+": the card must be seen again")
		cmds = append(cmds, m.paneHold(what), paneNotice(w.socket, prev, s))
	}
	if pending != nil && (msg.fresh || what != "") {
		w.pending = nil
		cmds = append(cmds, m.paneKeyLooked(*pending, what))
	}
	return tea.Batch(cmds...)
}

// paneKeyLooked decides on a decision key that waited for a fresh look;
// what is what changed ("" nothing).
func (m *Model) paneKeyLooked(p paneKeyWait, what string) tea.Cmd {
	switch {
	case what != "":
		m.setStatus(statusWarn, "nothing decided: "+what+" as the key came: look at the card again")
		return nil
	case m.list.selectedID() != p.id:
		m.setStatus(statusWarn, fmt.Sprintf("nothing decided: ask %s left the cursor while the desk looked at its pane", queue.ShortID(p.id)))
		return nil
	case m.pane.hidden() != "" || m.pane.shared() || m.pane.failed != "":
		// said when the pane changed, or asked for by paneKey now
		cmd, _ := m.paneKey(p.key)
		return cmd
	}
	m.pane.passing = true
	cmd, _ := m.decideKey(p.key)
	m.pane.passing = false
	return cmd
}

// paneHold starts the card's hold again after the pane changed: the
// card under the cursor must be seen again before a key decides it. A
// card off screen now gets its hold when it comes back (cameOnScreen).
func (m *Model) paneHold(what string) tea.Cmd {
	id := m.list.selectedID()
	if id == "" || !m.read {
		return nil
	}
	if !m.cardOnScreen() {
		m.cardShown = false
		return nil
	}
	now := m.c.Now()
	d := max(m.c.Grace, paneHoldFor)
	g := grace{id: id, moved: true, shown: true}
	if m.grace.id == id {
		g = m.grace
		g.unbidden = false
	}
	g.since, g.pane = now, what
	if until := now.Add(d); until.After(g.until) {
		g.until = until
	}
	m.grace = g
	m.cardShown = true
	return graceEnd(id, g.until.Sub(now), m.live)
}

// paneHoldFor is the least hold after the desk's pane changed: the
// operator looks back at a desk that was covered, shrunk or shared, and
// the change is seen up to paneEvery late.
const paneHoldFor = time.Second

// paneWords is what a decision key held after the pane changed says.
func paneWords(id, what, verb string) string {
	return fmt.Sprintf("tmux: %s: look at ask %s again before %s (keys wait a moment)", what, queue.ShortID(id), verb)
}

// paneChanges says what changed between two looks at the pane, "" when
// nothing the operator's view depends on did.
func paneChanges(a, b paneState) string {
	var out []string
	switch {
	case a.mode == "" && b.mode != "":
		out = append(out, "the desk's pane was put in "+safeWord(b.mode))
	case a.mode != "" && b.mode == "":
		out = append(out, "the desk's pane left "+safeWord(a.mode))
	}
	if a.windowActive != b.windowActive {
		if b.windowActive {
			out = append(out, "the desk's window is shown again")
		} else {
			out = append(out, "the desk was covered (another window of its session is shown)")
		}
	}
	az, bz := a.zoomed && !a.paneActive, b.zoomed && !b.paneActive
	if az != bz {
		if bz {
			out = append(out, "the desk was covered (another pane is zoomed over it)")
		} else {
			out = append(out, "the pane zoomed over the desk went")
		}
	}
	if a.winW != b.winW || a.winH != b.winH {
		out = append(out, fmt.Sprintf("its window %s to %dx%d", sizeVerb(a.winW*a.winH, b.winW*b.winH), b.winW, b.winH))
	} else if a.paneW != b.paneW || a.paneH != b.paneH {
		out = append(out, fmt.Sprintf("its pane %s to %dx%d", sizeVerb(a.paneW*a.paneH, b.paneW*b.paneH), b.paneW, b.paneH))
	}
	switch {
	case b.attached > a.attached:
		out = append(out, fmt.Sprintf("a client attached to its session (%d attached)", b.attached))
	case b.attached < a.attached:
		out = append(out, fmt.Sprintf("a client left its session (%d attached)", b.attached))
	case a.lastAttached != b.lastAttached:
		out = append(out, "a client attached to its session and left")
	case len(b.clients) > len(a.clients):
		out = append(out, fmt.Sprintf("a client of another session sees its window (%d clients)", len(b.clients)))
	case len(b.clients) < len(a.clients):
		out = append(out, fmt.Sprintf("a client of another session left its window (%d clients)", len(b.clients)))
	}
	if ra, rb := strings.Join(a.rebound, "; "), strings.Join(b.rebound, "; "); ra != rb {
		if rb == "" {
			out = append(out, "tmux's keys reach it unchanged again")
		} else {
			out = append(out, "tmux's keys changed ("+rb+")")
		}
	}
	if a.session != b.session {
		out = append(out, "its session was renamed from "+safeWord(a.session)+" to "+safeWord(b.session))
	}
	return strings.Join(out, "; ")
}

// sizeVerb says how an area went from a to b.
func sizeVerb(a, b int) string {
	switch {
	case b < a:
		return "shrank"
	case b > a:
		return "grew"
	}
	return "changed"
}

// safeWord is a name tmux gave (a session's, a mode's, a tty's): not
// the desk's, so escaped and cut.
func safeWord(s string) string {
	const most = 32
	s = cards.Escape(s)
	if r := []rune(s); len(r) > most {
		return string(r[:most-1]) + "…"
	}
	return s
}
