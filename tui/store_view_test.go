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
		{name: "help names the store", w: 80, made: true, keys: []string{"?", "G"}, // the notes follow the keys
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

// TestStoreWordsNotCutAsPath: a store the broker names in words before
// its path ("the broker's /tmp/…/desk.db", "the broker at /run/…") keeps
// the words whole or drops them: the path alone is cut, and the words
// are never taken for its leading directories (rt21k #3: "/…/tmp/…" at
// 100 columns).
func TestStoreWordsNotCutAsPath(t *testing.T) {
	for _, path := range []string{"the broker's /tmp/rt21k/brk/desk.db", "the broker at /var/lib/ozdesk/run/ozdesk.sock"} {
		words, real, _ := strings.Cut(path, " /")
		for w := 90; w <= 120; w++ {
			d := openDesk(t, w, 30)
			must(t, func() error { _, err := d.svc.Init(); return err }())
			d.api.path = path
			d.restart()
			head := strings.SplitN(d.screen(), "\n", 2)[0]
			_, shown, ok := strings.Cut(head, "store ")
			if !ok {
				continue
			}
			shown, _, _ = strings.Cut(shown, " · ")
			p, cut := strings.CutPrefix(shown, words+" ")
			if !cut && !strings.HasPrefix(shown, "/") {
				t.Errorf("at %d columns the store reads %q", w, shown)
				continue
			}
			// what is left is the path, or the path with a middle taken
			// out: "…" stands for something of it
			whole := "/" + real
			if pre, suf, elided := strings.Cut(p, "…"); !elided && p != whole ||
				elided && (!strings.HasPrefix(whole, pre) || !strings.HasSuffix(whole, suf) || len(pre)+len(suf) >= len(whole)) {
				t.Errorf("at %d columns the store's path reads %q, not %q or a cut of it", w, p, whole)
			}
		}
	}
}
