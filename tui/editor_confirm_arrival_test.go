package tui

import (
	"strings"
	"testing"
)

// TestEditorConfirmMarksArrivals: an ask that arrives while "Write this
// rule?" is open and that the rule would resolve joins the list marked
// new, the count says so, the focus goes back to Cancel and the status
// line says why, as the rules view's approval does: the next enter
// writes nothing an agent slipped in unseen (rt22k #12).
func TestEditorConfirmMarksArrivals(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			confirmPublicRule(d)
			d.mustNotShow("(1 new)")
			d.keys("right")
			if !strings.Contains(lineWith(d.screen(), "Write rule"), d.m.c.Marks.Select+"[ Write rule ]") {
				t.Fatalf("the focus is not on Write rule:\n%s", d.screen())
			}
			sneaky := d.ask("sneaky", "release", "npm publish --access public")
			d.reload()
			d.settle()
			scr := d.mustShow("resolves 2 pending asks (1 new)", "sneaky",
				"arrived that this rule would resolve")
			if l := lineWith(scr, "sneaky"); !strings.Contains(l, "new") {
				t.Errorf("ask %s is not marked new: %q\n%s", sneaky, l, scr)
			}
			if strings.Contains(lineWith(scr, "Write rule"), d.m.c.Marks.Select+"[ Write rule ]") {
				t.Fatalf("the focus stayed on Write rule after an arrival:\n%s", scr)
			}
			d.keys("enter")
			if got := d.askState(sneaky).State; got != "pending" {
				t.Fatalf("enter after the arrival left ask %s %s", sneaky, got)
			}
		})
	}
}
