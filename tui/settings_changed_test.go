package tui

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestSettingChangedElsewhereSaysSo (rt35k L15): a setting changed from
// another shell while the desk runs puts on the status line what
// changed, from what, and who changed it.
func TestSettingChangedElsewhereSaysSo(t *testing.T) {
	cases := []struct {
		name   string
		change func(*store.Settings)
		want   string
	}{
		{"fallback", func(s *store.Settings) { s.Fallback = store.OutcomeAsk }, "settings changed by bob: fallback ask (was allow)"},
		{"four eyes", func(s *store.Settings) { s.FourEyes = true }, "settings changed by bob: four eyes on"},
		{"cap", func(s *store.Settings) { s.MaxPendingPerAgent = 2 }, "max pending per agent 2 (was 20)"},
		{"wait", func(s *store.Settings) { s.AskWait = 5 * time.Minute }, "ask wait 5m"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			d.ask("claude", "setup", "rm -rf /srv/b/first5")
			d.reload()
			d.settle()
			if strings.Contains(d.screen(), "settings changed") {
				t.Fatalf("the first read speaks of a change:\n%s", d.screen())
			}
			set := store.DefaultSettings()
			tc.change(&set)
			if _, err := d.svc.SetSettings(set, "bob"); err != nil {
				t.Fatal(err)
			}
			d.reload()
			d.mustShow(tc.want)
		})
	}
}
