package tui

import (
	"strings"
	"testing"
)

// TestAgentAlikeMarks (rt50k F1): agents named claude with a dot above
// its l (U+0307), a dot below its l (U+0323), an acute on its e (U+0301)
// and a precomposed é (U+00E9) wait beside «claude». The combining marks
// are drawn as their escapes on the rows and the card, and every one of
// the four carries ≈ and says it looks like «claude»; so does the
// precomposed é, which is drawn as itself. Before, all four were drawn
// raw beside «claude» with no mark.
func TestAgentAlikeMarks(t *testing.T) {
	names := []struct{ name, row string }{
		{"cl\u0307aude", `≈«cl\u0307aude»`},
		{"c\u0323laude", `≈«c\u0323laude»`},
		{"claude\u0301", `≈«claude\u0301»`},
		{"claud\u00e9", "≈«claud\u00e9»"},
	}
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "j", "git push --force origin main")
			for _, n := range names {
				d.askFixed(n.name, "j", "git push --force origin main")
			}
			d.reload()
			d.settle()
			scr := d.screen()
			for _, want := range append([]string{"≈«claude»"}, func() []string {
				var rows []string
				for _, n := range names {
					rows = append(rows, n.row)
				}
				return rows
			}()...) {
				if !strings.Contains(scr, want) {
					t.Errorf("the rows lack %q:\n%s", want, scr)
				}
			}
			for _, raw := range []string{"\u0307", "\u0323", "\u0301"} {
				if strings.Contains(scr, raw) {
					t.Errorf("the rows draw U+%04X raw:\n%s", []rune(raw)[0], scr)
				}
			}
			for i, n := range names {
				d.keys("j")
				d.settle()
				card := strings.TrimPrefix(strings.TrimSuffix(n.row, "»"), "≈«")
				d.mustShow("agent «"+card+"»", "≈ looks like «claude», another agent waiting")
				if i == 0 {
					d.mustNotShow("\u0307")
				}
			}
		})
	}
}

// TestCommandAlikeMarks (rt50k F1): rm -rf /srv/data with a dot above
// its a, decomposed, is drawn with the dot as its escape; with a
// precomposed ȧ (U+0227) it is drawn as it is, and beside rm -rf
// /srv/data both rows carry ≈ and the card names the other ask.
func TestCommandAlikeMarks(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.askFixed("w", "", "rm -rf /srv/data")
	d.askFixed("w", "", "rm -rf /srv/d\u0227ta")
	d.askFixed("w", "", "rm -rf /srv/da\u0307ta/x")
	d.reload()
	d.settle()
	scr := d.mustShow("its command reads as ask 2's: they differ only in look-alike characters", `/srv/da\u0307ta/x`)
	if strings.Contains(scr, "\u0307") {
		t.Errorf("the dot above is drawn raw:\n%s", scr)
	}
	for id, want := range map[string]bool{"1": true, "2": true, "3": false} {
		line := ""
		for _, l := range strings.Split(scr, "\n") {
			if f := strings.Fields(strings.TrimLeft(l, " ▸")); len(f) > 0 && f[0] == id {
				line = l
				break
			}
		}
		if got := strings.Contains(line, "≈"); got != want {
			t.Errorf("ask %s's row %q marked %v, want %v", id, line, got, want)
		}
	}
}
