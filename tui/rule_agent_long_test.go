package tui

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestRuleScopeLongTwinsApart (rt43k F1): twin agents whose names are too
// long to be drawn whole even wrapped (over 400 characters, differing only in
// the middle, both holding U+202E) read apart where A writes a rule for
// "this agent": the editor and "Write this rule?" keep each name's head,
// its escape and the place where it differs, and say it is cut. Cut in
// the middle, both read «ops-…zzz», holds \u202e.
func TestRuleScopeLongTwinsApart(t *testing.T) {
	var twins [2]string
	for i := range twins {
		twins[i] = fmt.Sprintf("ops-\u202e-runner-%s-%d-%s", strings.Repeat("a", 150), i+1, strings.Repeat("z", 250))
	}
	cut := fmt.Sprintf("name cut: %d characters", utf8.RuneCountInString(twins[0]))
	for _, sz := range goldenSizes {
		for i := range twins {
			t.Run(fmt.Sprintf("%s/ask%d", sizeName(sz.w, sz.h), i+1), func(t *testing.T) {
				d := openDesk(t, sz.w, sz.h)
				for _, n := range twins {
					d.askFixed(n, "j", "git push --force origin main")
				}
				d.reload()
				d.settle()
				if i == 1 {
					d.keys("j")
					d.settle()
				}
				d.keys("A")
				d.settle()
				own, other := fmt.Sprintf("%d-zzz", i+1), fmt.Sprintf("%d-zzz", 2-i)
				check := func(where, scr string) {
					t.Helper()
					for _, want := range []string{"«ops-", `\u202e`, own, cut} {
						if !strings.Contains(scr, want) {
							t.Errorf("%s lacks %q:\n%s", where, want, scr)
						}
					}
					if strings.Contains(scr, other) {
						t.Errorf("%s shows the other twin's %q:\n%s", where, other, scr)
					}
				}
				check("the editor", d.screen())
				d.keys("enter", "ok", "enter")
				check("the confirmation", d.mustShow("Write this rule?"))
				if i == 0 {
					d.requireScreen(t)
				}
			})
		}
	}
}
