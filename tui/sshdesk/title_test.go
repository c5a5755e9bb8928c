//go:build !ozdesk_adapters

package sshdesk_test

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/tui/sshdesk"
)

// TestSSHDeskRestoresTitle: over SSH too the desk saves the terminal's
// title before it writes its count there (CSI 22;2 t) and, once the
// session's desk has ended and bubbletea cleared the title, puts the
// operator's title back (CSI 23;2 t) (rt22k #14: it was left empty).
func TestSSHDeskRestoresTitle(t *testing.T) {
	carol := newOperator(t, "carol", "approver")
	n := startNode(t, sshdesk.Config{}, carol)
	n.ask("claude", risky)
	term := n.openDesk(carol, 100, 30)
	term.waitFor(risky)
	term.press("q")
	if err := term.wait(); err != nil {
		t.Fatalf("the session ended with %v", err)
	}
	term.mu.Lock()
	raw := term.raw.String()
	term.mu.Unlock()
	const push, pop, title, cleared = "\x1b[22;2t", "\x1b[23;2t", "\x1b]2;ozdesk (1)", "\x1b]2;\a"
	p, set, c, q := strings.Index(raw, push), strings.Index(raw, title), strings.LastIndex(raw, cleared), strings.LastIndex(raw, pop)
	if p < 0 || set < 0 || p > set {
		t.Errorf("the title was not saved before the desk wrote its own: push at %d, title at %d", p, set)
	}
	if q < 0 || q < c || q < strings.LastIndex(raw, "\x1b]2;") {
		t.Errorf("the operator's title was not put back after the desk ended: pop at %d, last title write at %d; output ends %q",
			q, strings.LastIndex(raw, "\x1b]2;"), raw[max(0, len(raw)-200):])
	}
}
