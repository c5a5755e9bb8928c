package tui

import (
	"strings"
	"testing"
)

// TestAgentAlikeMarkedEverywhere: the look-alike mark ≈ an agent's row
// and card carry (cIaude beside claude, rt43k F8) shows too where the
// operator acts on that agent away from its row: the pattern editor,
// where "this agent" is named, the bulk confirmation, and the audit
// view's entries the agent wrote (fx46k: none of them marked it).
func TestAgentAlikeMarkedEverywhere(t *testing.T) {
	for _, sz := range goldenSizes {
		open := func(t *testing.T) *testDesk {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "j", "git push --force origin main")
			d.askFixed("cIaude", "j", "git push --force origin main")
			d.askFixed("codex", "j", "git push --force origin main")
			d.reload()
			d.settle()
			return d
		}
		t.Run(sizeName(sz.w, sz.h)+"/editor", func(t *testing.T) {
			d := open(t)
			d.keys("j")
			d.settle()
			d.keys("A")
			d.mustShow("this agent", "≈ looks like «claude»")
			d.requireScreen(t)
		})
		t.Run(sizeName(sz.w, sz.h)+"/bulk", func(t *testing.T) {
			d := open(t)
			d.keys("ctrl+a", "a")
			scr := d.mustShow("Approve 3 marked asks once?")
			for _, want := range []string{"≈«claude»", "≈«cIaude»", " «codex»"} {
				if !strings.Contains(scr, want) {
					t.Errorf("the bulk confirmation lacks %q:\n%s", want, scr)
				}
			}
			d.requireScreen(t)
		})
		t.Run(sizeName(sz.w, sz.h)+"/audit", func(t *testing.T) {
			d := open(t)
			d.keys("3")
			d.settle()
			scr := d.screen()
			for _, want := range []string{"≈«claude»", "≈«cIaude»", " «codex»"} {
				if !strings.Contains(scr, want) {
					t.Errorf("the audit view lacks %q:\n%s", want, scr)
				}
			}
			d.requireScreen(t)
		})
	}
}
