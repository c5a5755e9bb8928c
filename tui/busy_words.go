package tui

import (
	"fmt"
	"time"

	"charm.land/bubbles/v2/key"

	"ozdesk.dev/ozdesk/queue"
)

// busyWords says why a key that decides or marks (a, r, d, space) does
// nothing on a row already on its way, and what would: on a row a rule
// held in its undo window decides (A's rule, the ask it comes from and
// those it resolves), that u there takes the whole rule back, how long
// the window still runs, and that the key then acts. "ask 5: already
// resolving by a rule…" read as if it were decided, with no way back
// named (desk9e).
func (m *Model) busyWords(id string, pressed key.Binding) string {
	short := queue.ShortID(id)
	d := m.holds.heldOf(id)
	if d == nil || d.rule == nil {
		return fmt.Sprintf("ask %s: already %s", short, m.list.busy[id])
	}
	r := d.rule
	how := "resolves"
	if r.act.Spec.FromAsk != "" && r.act.Ask.ID == id {
		how = "decides"
	}
	left := m.holds.left(d, m.c.Now())
	secs := max(int((left+time.Second-1)/time.Second), 0)
	// short enough for its own line at 80 columns (see statusTwo)
	return fmt.Sprintf("ask %s: the rule held %ds %s it; %s undoes the rule, then %s %s",
		short, secs, how, m.c.Keys.Decide.Undo.Help().Key, pressed.Help().Key, m.keyDoes(pressed))
}

// keyDoes says what a deciding key does to the ask it is pressed on.
func (m *Model) keyDoes(b key.Binding) string {
	k := m.c.Keys.Decide
	switch b.Help().Key {
	case k.Approve.Help().Key, k.ApproveWhy.Help().Key:
		return "approves"
	case k.Deny.Help().Key:
		return "denies"
	case k.Mark.Help().Key:
		return "marks"
	}
	return "opens the editor"
}
