package tui

import "testing"

// TestMarkedRowsKeepCommand: the marks' column is room the other columns
// give way for, as they do for the command: a command that fits whole
// before a mark still does once asks are marked, at both sizes (at
// 120x40 it read "kubectl delete nam…pace staging", the marks taken out
// of the command's least, once npm's ask had left and the columns were
// measured again).
func TestMarkedRowsKeepCommand(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, ids := threeAsks(t, sz.w, sz.h)
			d.mustShow("kubectl delete namespace staging")
			d.keys("space", "space", "space")
			d.settle()
			d.keys("a") // the bulk confirmation stands below
			must(t, d.svc.Withdraw(ids[1], "codex"))
			d.reload()
			scr := d.screen()
			for _, row := range []struct{ id, cmd string }{{"● 1", "git push --force origin main"}, {"● 3", "kubectl delete namespace staging"}} {
				if l := lineWith(scr, row.id); !contains(l, row.cmd) {
					t.Fatalf("the row of %s is %q, want %q whole:\n%s", row.id, l, row.cmd, scr)
				}
			}
		})
	}
}
