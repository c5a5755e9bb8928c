package tui

import (
	"strings"
	"testing"
)

// TestAuditActorsReadApart (rt37k MEDIUM-2): three long agent names that
// differ only past the actor column's cut, and "claude ", each read
// apart in the audit view at 80 and 120 columns, as the queue's rows
// read them apart; the entry's detail shows «claude\x20», quoted as an
// agent's name (rt38k MEDIUM-2).
func TestAuditActorsReadApart(t *testing.T) {
	agents := []string{
		"claude-code-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-trusted",
		"claude-code-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-rogue",
		"claude-code-xxxxxxxxxxxxxxxxyxxxxxxxxxxxxxxx-trusted",
	}
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for i, a := range agents {
				d.askFixed(a, "", "rm -rf /srv/n"+string(rune('1'+i)))
			}
			d.askFixed("claude ", "", "rm -rf /srv/n4")
			d.reload()
			d.settle()
			d.keys("3", "/", "/srv/n", "enter")
			scr := d.screen()
			cells := map[string]string{}
			for l := range strings.SplitSeq(scr, "\n") {
				i := strings.Index(l, "evaluate")
				j := strings.Index(l, " ? ")
				if i < 0 || j < i {
					continue
				}
				cell := strings.TrimSpace(l[i+len("evaluate") : j])
				if other, ok := cells[cell]; ok {
					t.Fatalf("two actors read %q:\n%s\n%s\n%s", cell, other, l, scr)
				}
				cells[cell] = l
			}
			if len(cells) != 4 {
				t.Fatalf("%d actor cells, want 4:\n%s", len(cells), scr)
			}
			d.keys("esc", "/", "/srv/n4", "enter", "enter")
			d.mustShow(`actor      «claude\x20»`)
		})
	}
}

// TestAuditActorsShowWhereTheyDiffer (issue 9 leftover 1): at 80 columns
// two long agent names that share a head, beside long commands, were
// cut to «cl…8» and «cl…9» and, ending alike, to the same cell: each
// actor cell shows the name's distinguishing tail, from where it differs
// from the other, as the queue's rows keep it.
func TestAuditActorsShowWhereTheyDiffer(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude-code-worker-12345678", "", "terraform apply -auto-approve -target=module.m5")
			d.askFixed("claude-code-worker-12349978", "", "rm -rf /srv/some/very/long/path/that/goes/on/v/a3")
			d.reload()
			d.settle()
			d.keys("3")
			scr := d.screen()
			n := 0
			for l := range strings.SplitSeq(scr, "\n") {
				if !strings.Contains(l, "14:00:00") {
					continue
				}
				n++
				if !strings.Contains(l, "5678»") && !strings.Contains(l, "9978»") {
					t.Errorf("an entry's actor hides where it differs: %q", l)
				}
			}
			if n != 4 {
				t.Fatalf("%d entries, want 4:\n%s", n, scr)
			}
		})
	}
}
