package tui

import (
	"crypto/rand"
	"fmt"
	"math/big"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// More than one client on the desk's session (rt54b B13, B14): any of
// them may type into the desk (a client attached by `script -qc 'tmux
// attach -t desk' /dev/null < KEYS` types what KEYS holds), so a single
// key decides nothing. A decision needs the two digits the card's title
// shows, typed after the key: new for each card, and new after a wrong
// try. A file of keys written before cannot hold them.

// paneHelpWords is what help says of the watch on the desk's tmux pane.
const paneHelpWords = "In tmux the desk watches its pane: covered, in a mode, resized, renamed or attached to, it says so " +
	"(to the clients that show its window too, when covered) and its card's hold starts again; while tmux does not " +
	"answer its look, a, d, A and D decide nothing. While more than one client sees its window (its session, one " +
	"grouped with it, one its window is linked into), or tmux may change a key before the desk reads it (a root-table " +
	"binding that sends keys, pastes or runs a command; a client's key table not root; a plain prefix key), a, d, A and D " +
	"decide only with the two digits the card's title shows (code NN) typed after them; detach the others, or undo the " +
	"binding, to decide with one key."

// codeWait is a decision key pressed on ask id, waiting for its card's
// code; typed is what came of it so far.
type codeWait struct {
	key   tea.KeyPressMsg
	id    string
	typed string
}

// newCode is two random digits.
func newCode() string {
	n, err := rand.Int(rand.Reader, big.NewInt(100))
	if err != nil {
		// crypto/rand does not fail on Linux; were it to, no digits
		// typed match a code that cannot be shown
		return "--"
	}
	return fmt.Sprintf("%02d", n.Int64())
}

// cardCode is the code the card of ask id shows, "" while one client
// alone is on the desk's session. It is made the first time it is asked
// for (prepare, before the card is drawn).
func (w *paneWatch) cardCode(id string) string {
	if id == "" || !w.shared() {
		return ""
	}
	if w.codes == nil {
		w.codes = map[string]string{}
	}
	c, ok := w.codes[id]
	if !ok {
		c = newCode()
		w.codes[id] = c
	}
	return c
}

// paneKey stands before the decision keys of a desk in tmux: a pane no
// client can see decides nothing; with more than one client the key
// waits for its card's code; else the key waits for a fresh look at the
// pane (a client that attached and typed since the last look is seen),
// and goes ahead when nothing changed. ok says the key was taken.
func (m *Model) paneKey(msg tea.KeyPressMsg) (tea.Cmd, bool) {
	k := m.c.Keys.Decide
	if m.pane.passing || !m.pane.watching() || !key.Matches(msg, k.Approve, k.ApproveWhy, k.Deny, k.AlwaysAllow, k.AlwaysRefuse) {
		return nil, false
	}
	id := m.list.selectedID()
	if id == "" || m.tooSmall() {
		return nil, false
	}
	if why := m.pane.hidden(); why != "" {
		m.setStatus(statusWarn, why+": a, d, A and D decide nothing")
		return nil, true
	}
	if m.pane.failed != "" {
		m.setStatus(statusWarn, "the desk cannot look at its tmux pane ("+cards.Escape(m.pane.failed)+"): a, d, A and D decide nothing until it can")
		return nil, true
	}
	if m.pane.shared() {
		m.pane.typing = &codeWait{key: msg, id: id}
		why := fmt.Sprintf("%d clients share the desk", m.pane.last.viewers())
		if m.pane.last.viewers() < 2 {
			why = "tmux may change a key before the desk reads it"
		}
		m.setStatus(statusWarn, fmt.Sprintf("%s: %s came: to %s ask %s, type the 2-digit code on its card (esc: nothing)",
			why, msg.String(), keyDoes(m.c.Keys.Decide, msg), queue.ShortID(id)))
		return nil, true
	}
	if m.pane.target == "" {
		return nil, false
	}
	m.pane.pending = &paneKeyWait{key: msg, id: id}
	return lookPane(m.pane.socket, m.pane.target, true), true
}

// keyDoes names what decision key msg does.
func keyDoes(k common.DecideKeys, msg tea.KeyPressMsg) string {
	switch {
	case key.Matches(msg, k.Approve, k.ApproveWhy):
		return "approve"
	case key.Matches(msg, k.Deny):
		return "deny"
	case key.Matches(msg, k.AlwaysAllow):
		return "write an allow rule for"
	}
	return "write a refuse rule for"
}

// codeKey takes the digits of a code after a decision key (see paneKey).
// A key that is not a digit ends the wait, decides nothing, and does
// what it does (esc only ends it). ok says the key was taken.
func (m *Model) codeKey(msg tea.KeyPressMsg) (tea.Cmd, bool) {
	w := m.pane.typing
	if w == nil {
		return nil, false
	}
	s := msg.String()
	if len(s) != 1 || s[0] < '0' || s[0] > '9' {
		m.pane.typing = nil
		m.setStatus(statusInfo, "no code typed: nothing decided")
		return nil, s == "esc"
	}
	w.typed += s
	if len(w.typed) < 2 {
		m.setStatus(statusInfo, "code: "+w.typed+"_")
		return nil, true
	}
	m.pane.typing = nil
	want := m.pane.codes[w.id]
	delete(m.pane.codes, w.id) // a new code for the next try or card
	switch {
	case m.list.selectedID() != w.id:
		m.setStatus(statusWarn, fmt.Sprintf("nothing decided: ask %s left the cursor while its code was typed", queue.ShortID(w.id)))
		return nil, true
	case want == "" || w.typed != want:
		m.setStatus(statusWarn, "wrong code: nothing decided; the card shows a new one")
		return nil, true
	}
	m.pane.passing = true
	cmd, _ := m.decideKey(w.key)
	m.pane.passing = false
	return cmd, true
}
