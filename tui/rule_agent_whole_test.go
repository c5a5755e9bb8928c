package tui

import (
	"regexp"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/cards"
)

// unwrapped joins the lines a quoted name was wrapped on (each ends in
// the wrap mark, the next goes on after blanks).
var unwrapped = regexp.MustCompile(`↴\n *`)

// TestRuleScopeNamesAgentWhole (rt43k F1): A on the ask of either twin
// agent (64-character names that differ only in the middle, both holding
// U+202E) names "this agent" whole, escape and all, in the editor and in
// "Write this rule?", wrapped where the line is short: the editor drew
// «ops-\u202e-r…zzzzzzz» for both, and the confirmation's line ran past
// the dialog's edge ("characters o").
func TestRuleScopeNamesAgentWhole(t *testing.T) {
	for _, sz := range goldenSizes {
		for i, name := range twinNames[:2] {
			t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
				d := openDesk(t, sz.w, sz.h)
				for _, n := range twinNames[:2] {
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
				esc := cards.Escape(name)
				if scr := unwrapped.ReplaceAllString(d.screen(), ""); !strings.Contains(scr, "«"+esc+"»") {
					t.Fatalf("the editor does not name the agent whole (%s):\n%s", esc, d.screen())
				}
				d.keys("enter", "ok", "enter")
				scr := d.mustShow("Write this rule?")
				if !strings.Contains(unwrapped.ReplaceAllString(scr, ""), "«"+esc+"»") {
					t.Fatalf("the confirmation does not name the agent whole (%s):\n%s", esc, scr)
				}
				if strings.Contains(scr, "name cut") {
					t.Errorf("the confirmation cuts the name:\n%s", scr)
				}
				if i == 0 {
					d.requireScreen(t)
				}
			})
		}
	}
}
