package tui

import (
	"strings"
	"testing"
)

// TestUndoKeySaysWhat: the footer's u names what it would take back now
// (this row's held decision, else the newest), and the help says the
// whole of what u does, on lines of its own rather than cut to its
// column. Before, both said "u undo" (desk9e).
func TestUndoKeySaysWhat(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("claude", "infra", "git push --force origin main")
	d.ask("claude", "infra", "git push --force origin master")
	d.ask("claude", "infra", "kubectl delete ns api")
	d.reload()
	d.settle()
	foot := func() string {
		lines := strings.Split(strings.TrimRight(d.screen(), "\n"), "\n")
		return lines[len(lines)-1]
	}
	d.keys("a")
	if f := foot(); !strings.Contains(f, "u undo ask 1 ·") {
		t.Fatalf("footer %q does not name ask 1:\n%s", f, d.screen())
	}
	d.settle()
	d.keys("a") // ask 2, under the cursor now
	if f := foot(); !strings.Contains(f, "u undo ask 2 ·") {
		t.Fatalf("footer %q does not name the newest, ask 2:\n%s", f, d.screen())
	}
	d.keys("g") // back on ask 1: u takes that one back
	if f := foot(); !strings.Contains(f, "u undo ask 1 ·") {
		t.Fatalf("footer %q does not name the row's, ask 1:\n%s", f, d.screen())
	}
	d.keys("u")
	d.mustShow("undone: ask 1 not approved")
	d.keys("?", "/", "undo", "enter")
	scr := d.screen()
	if got := strings.Join(strings.Fields(scr), " "); !strings.Contains(got, "u undo the approval or rule held for this row, else the newest held (a deny goes at once)") {
		t.Fatalf("help does not say what u undoes:\n%s", scr)
	}
}
