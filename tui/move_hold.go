package tui

import (
	"strings"
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// moveHold is how long the decision keys wait on a card that came under
// the cursor by anything the desk did not already hold it for: the
// operator's own j, k, a click, a filter or a sort (rt17k #7: j then a
// within 100 ms decided an ask never seen). It is short, below the time
// anyone takes to read a card, so that an operator who reads keeps
// k9s's pace: j, read, a. A key pressed inside it decides nothing, and
// the footer says wait… (and the status line why), never dropped unsaid.
const moveHold = 250 * time.Millisecond

// underCursor holds the decision keys on the card under the cursor when
// the ask there changed while a message was handled (was is the ask
// selected before it, before the grace then), unless the message gave the
// new card a hold of its own (an arrival, a swap, a replaced store).
func (m *Model) underCursor(was string, before grace) tea.Cmd {
	now := m.list.selectedID()
	if now == "" || now == was || m.grace != before {
		return nil
	}
	d := min(moveHold, m.c.Grace)
	t := m.c.Now()
	m.grace = grace{id: now, since: t, until: t.Add(d), moved: true}
	return graceEnd(now, d, m.live)
}

// waitKeys are the footer's decision keys while the card under the
// cursor holds them: one item, "a/d/A/D wait…", in their place.
func (m *Model) waitKeys(decide []key.Binding) []key.Binding {
	var names, keys []string
	for _, b := range decide {
		if b.Enabled() {
			names = append(names, b.Help().Key)
			keys = append(keys, b.Keys()...)
		}
	}
	if len(names) == 0 {
		return decide
	}
	return []key.Binding{key.NewBinding(key.WithKeys(keys...), key.WithHelp(strings.Join(names, "/"), "wait"+m.c.Marks.More))}
}
