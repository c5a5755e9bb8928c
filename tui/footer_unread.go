package tui

import (
	"charm.land/bubbles/v2/key"

	"ozdesk.dev/ozdesk/store"
)

// unreadKeys are the decision keys the footer offers for ask a when an
// approval of it is refused until more of it is read (rt39k LOW-3: "a
// approve" stood over "read it whole … before approving it"): a command
// longer than its card offers v, to read it whole, in a's place; one
// the desk holds only in part (clipOf) offers no approval at all, as
// nothing here shows it whole. Other asks' keys are decide as it is, and
// so are those under a pinned card (the card shows another ask).
func (m *Model) unreadKeys(a *store.Ask, decide []key.Binding) []key.Binding {
	if a == nil || m.pinned != nil || m.cards[a.ID] == nil {
		return decide
	}
	clipped := m.clipOf(*a) != ""
	if !clipped && m.card.approvable(a.ID) {
		return decide
	}
	k := m.c.Keys.Decide
	approves := func(b key.Binding) bool {
		return b.Help() == k.Approve.Help() || b.Help() == k.ApproveWhy.Help() || b.Help() == k.AlwaysAllow.Help()
	}
	out := make([]key.Binding, 0, len(decide))
	for _, b := range decide {
		switch {
		case !approves(b):
			out = append(out, b)
		case !clipped && b.Help() == k.Approve.Help():
			w := m.c.Keys.Card.Whole
			out = append(out, key.NewBinding(key.WithKeys(w.Keys()...), key.WithHelp(w.Help().Key, "read whole")))
		}
	}
	return out
}
