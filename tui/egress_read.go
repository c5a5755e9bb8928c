package tui

import (
	"slices"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// egressInEffect is the egress list a read tells, less the hosts not in
// effect: the list the policy goes by.
func egressInEffect(ch *queue.Changes) []string {
	var out []string
	for _, h := range ch.Egress {
		if ch.EgressNotInEffect[h] == "" {
			out = append(out, h)
		}
	}
	return out
}

// egressRead keeps the egress list in effect as read, and gives it to an
// open pattern editor when it changed: its download rail and its offer to
// add a host read the list as it stands, not as the card was built with
// (rt37k MEDIUM-1: a host added earlier was offered again, and adding it
// failed as a duplicate).
func (m *Model) egressRead(ch *queue.Changes) tea.Cmd {
	now := egressInEffect(ch)
	if slices.Equal(now, m.egress) {
		return nil
	}
	m.egress = now
	if e := m.editor(); e != nil {
		return e.ed.SetEgress(now)
	}
	return nil
}

// contextNow is a card's context with the egress list as last read (the
// card may have been built before a host was added).
func (m *Model) contextNow(ctx *patterns.Context) *patterns.Context {
	if ctx == nil || !m.read {
		return ctx
	}
	c := *ctx
	c.Egress = slices.Clone(m.egress)
	return &c
}
