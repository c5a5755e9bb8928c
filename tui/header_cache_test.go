package tui

import (
	"testing"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/store"
)

// TestHeaderFollowsChanges: the header's layout, worked out in Update
// only when what it shows changes, follows every change it shows: the
// count of waiting asks, the view, the fallback, the width.
func TestHeaderFollowsChanges(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("claude", "prod", "git push --force origin main")
	d.reload()
	d.mustShow("[1] queue (1)", "fallback: allow")
	d.ask("claude", "prod", "kubectl --context prod delete ns api")
	d.reload()
	d.mustShow("[1] queue (2)")
	d.keys("j", "k")
	d.mustShow("[1] queue (2)")
	set, err := d.svc.Settings()
	must(t, err)
	set.Fallback = store.OutcomeAsk
	_, err = d.svc.SetSettings(set, "bob")
	must(t, err)
	d.reload()
	d.mustShow("fallback: ask")
	d.keys("2")
	d.mustShow("[2] rules")
	d.w, d.h = 140, 30
	d.send(tea.WindowSizeMsg{Width: 140, Height: 30})
	d.mustShow("store /home/op/.local/state/ozdesk/desk.db · fallback: ask · alice@node-1")
}
