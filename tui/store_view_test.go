package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestStoreAndFallbackShown: the header names the store and the fallback
// where they fit, the help view always names the store, and a store that
// does not exist says so instead of passing for an empty queue.
func TestStoreAndFallbackShown(t *testing.T) {
	cases := []struct {
		name       string
		w          int
		made       bool
		fallback   string
		keys       []string
		want, lack []string
	}{
		{name: "no store", w: 120, want: []string{"no store at /home/op/.local/state/ozdesk/desk.db", "No store at"},
			lack: []string{"Nothing waits for you.", "fallback:"}},
		{name: "wide header", w: 120, made: true, want: []string{"store /home/op/.local/state/ozdesk/desk.db · fallback: allow · alice@node-1",
			"Nothing waits for you.", "fallback: allow: a command no rule matches runs unasked"}},
		{name: "narrow header drops the store, not the fallback", w: 80, made: true,
			want: []string{"fallback: allow · alice@node-1"}},
		{name: "a fallback that asks", w: 120, made: true, fallback: store.OutcomeAsk,
			want: []string{"fallback: ask", "a command no rule matches is asked about"}},
		{name: "help names the store", w: 80, made: true, keys: []string{"?"},
			want: []string{"store /home/op/.local/state/ozdesk/desk.db"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, tc.w, 30)
			if tc.made {
				must(t, func() error { _, err := d.svc.Init(); return err }())
			}
			if tc.fallback != "" {
				set := store.DefaultSettings()
				set.Fallback = tc.fallback
				_, err := d.svc.SetSettings(set, "admin")
				must(t, err)
			}
			d.restart()
			d.keys(tc.keys...)
			scr := d.mustShow(tc.want...)
			for _, l := range tc.lack {
				if strings.Contains(scr, l) {
					t.Errorf("the screen shows %q:\n%s", l, scr)
				}
			}
		})
	}
}

// TestElidePath keeps a path's ends, the file's name whole.
func TestElidePath(t *testing.T) {
	cases := []struct {
		s    string
		w    int
		want string
	}{
		{"/home/op/desk.db", 40, "/home/op/desk.db"},
		{"/home/dev/.local/state/ozdesk/desk.db", 30, "/home/…/state/ozdesk/desk.db"},
		{"/home/dev/.local/state/ozdesk/desk.db", 24, "/…/state/ozdesk/desk.db"},
		{"~/.local/state/ozdesk/desk.db", 20, "~/…/ozdesk/desk.db"},
		{"/srv/a-very-long-store-file-name.db", 12, "/sr…-name.db"},
		{"desk.db", 4, "k.db"},
		{"/x", 2, "/x"},
	}
	for _, tc := range cases {
		if got := elidePath(tc.s, tc.w, "…"); got != tc.want {
			t.Errorf("elidePath(%q, %d) = %q, want %q", tc.s, tc.w, got, tc.want)
		}
	}
}
