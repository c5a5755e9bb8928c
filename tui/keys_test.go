package tui

import (
	"strings"
	"testing"

	"charm.land/bubbles/v2/key"
)

// TestHelpFromBindings: the help view lists every enabled binding of
// every key map, as the bindings say it (it is built from them).
func TestHelpFromBindings(t *testing.T) {
	d := openDesk(t, 120, 60)
	if _, err := d.svc.Init(); err != nil {
		t.Fatal(err)
	}
	d.restart()
	d.keys("?")
	scr := d.screen()
	for _, s := range d.m.helpSections() {
		enabled := false
		for _, group := range s.keys {
			for _, b := range group {
				enabled = enabled || b.Enabled()
			}
		}
		if enabled && !strings.Contains(scr, s.title) {
			t.Errorf("help lacks the section %q", s.title)
		}
		for _, group := range s.keys {
			for _, b := range group {
				if !b.Enabled() {
					continue // the nodes view's keys, on a fleet's desk only
				}
				h := b.Help()
				if !strings.Contains(scr, h.Key) || !strings.Contains(scr, h.Desc) {
					t.Errorf("help lacks %q %q", h.Key, h.Desc)
				}
			}
		}
	}
	d.keys("esc")
	d.mustShow("Nothing waits for you.")
}

// TestFooterFromBindings: the footer shows the keys in force, from their
// bindings.
func TestFooterFromBindings(t *testing.T) {
	d := openDesk(t, 120, 30)
	d.ask("claude", "job", "git push --force origin main")
	d.reload()
	d.settle()
	k := d.m.c.Keys
	cases := []struct {
		keys []string
		want []key.Binding
	}{
		{nil, append(k.Decide.ShortHelp(), k.Global.Help, k.List.Open, k.List.Filter, k.List.Sort)},
		{[]string{"enter"}, []key.Binding{k.Card.Whole, k.Card.Back}},
		// the deny prompt says its own verb (the help's words are
		// for every prompt)
		{[]string{"esc", "d"}, []key.Binding{key.NewBinding(key.WithHelp("enter", "deny")), k.Prompt.Cancel}},
		{[]string{"esc", "A"}, k.Editor.ShortHelp()},
		{[]string{"esc", "/"}, k.Filter.ShortHelp()},
	}
	for _, tc := range cases {
		d.keys(tc.keys...)
		lines := strings.Split(strings.TrimRight(d.screen(), "\n"), "\n")
		footer := lines[len(lines)-1]
		for _, b := range tc.want {
			h := b.Help()
			if !strings.Contains(footer, h.Key+" "+h.Desc) {
				t.Errorf("after %v the footer lacks %q: %q", tc.keys, h.Key+" "+h.Desc, footer)
			}
		}
	}
}

// TestKeysDeclaredOnce: no two bindings a screen matches at once share a
// key, so one key never does two things.
func TestKeysDeclaredOnce(t *testing.T) {
	k := openDesk(t, 80, 24).m.c.Keys
	l := k.List
	// The rules and audit views move and filter as the queue does; enter
	// is their own.
	listMoves := [][]key.Binding{{l.Up, l.Down, l.Top, l.Bottom}, {l.HalfDown, l.HalfUp, l.PageDown, l.PageUp}, {l.Filter, l.Back}}
	screens := map[string][]key.Binding{
		"queue": flat(k.Global.FullHelp(), k.List.FullHelp(), k.Decide.FullHelp(), [][]key.Binding{{k.Card.Whole}}),
		"card":  flat(k.Global.FullHelp(), k.Card.FullHelp(), k.Decide.FullHelp()),
		"rules": flat(k.Global.FullHelp(), listMoves, k.Rules.FullHelp()),
		"audit": flat(k.Global.FullHelp(), listMoves, k.Audit.FullHelp()),
		// A detail has the keys, over the rules view or the audit view.
		"detail": flat(k.Detail.FullHelp(), k.Rules.FullHelp()),
	}
	for name, bs := range screens {
		seen := map[string]string{}
		for _, b := range bs {
			for _, s := range b.Keys() {
				if prev, ok := seen[s]; ok && prev != b.Help().Desc {
					t.Errorf("%s: key %q does %q and %q", name, s, prev, b.Help().Desc)
				}
				seen[s] = b.Help().Desc
			}
		}
	}
}

func flat(groups ...[][]key.Binding) []key.Binding {
	var out []key.Binding
	for _, g := range groups {
		for _, row := range g {
			out = append(out, row...)
		}
	}
	return out
}

// TestFooterCut: at 80 columns the footer keeps the keys that decide,
// and says that there are more and where: "… · ? help". Wide enough, it
// shows every key and no ellipsis.
func TestFooterCut(t *testing.T) {
	cases := []struct {
		w          int
		want, lack []string
	}{
		// the ways out and help are never left out (TestFooterKeepsWaysOut)
		// at 80 in short words, which keep the filter (fx28k #6)
		{80, []string{"a approve", "d deny", "A allow…", "D refuse…", "/ filter", "… · q quit · ? help"}, []string{"s sort"}},
		{200, []string{"a approve", "enter card", "s sort/group", "tab focus card", "q quit · ? help"}, []string{"· … ·"}},
	}
	for _, tc := range cases {
		d := openDesk(t, tc.w, 24)
		d.ask("claude", "job", "git push --force origin main")
		d.reload()
		d.settle()
		lines := strings.Split(strings.TrimRight(d.screen(), "\n"), "\n")
		footer := strings.TrimRight(lines[len(lines)-1], " ")
		for _, w := range tc.want {
			if !strings.Contains(footer, w) {
				t.Errorf("%d columns: the footer lacks %q: %q", tc.w, w, footer)
			}
		}
		for _, w := range tc.lack {
			if strings.Contains(footer, w) {
				t.Errorf("%d columns: the footer shows %q: %q", tc.w, w, footer)
			}
		}
		if !strings.HasSuffix(footer, "? help") {
			t.Errorf("%d columns: the footer does not end with ? help: %q", tc.w, footer)
		}
	}
}
