package tui

import "testing"

// TestEditorWidensToEntriesOnly (rt18k #2): widening rm -rf /srv/p1/item2
// to /srv/p1/* on the desk counts, and resolves, the entries of /srv/p1
// only: not the asks to delete /srv/p1/ itself, /srv/p1// or what lies
// deeper, which the rule would not allow.
func TestEditorWidensToEntriesOnly(t *testing.T) {
	d := openDesk(t, 120, 40)
	for _, c := range []string{"rm -rf /srv/p1/item2", "rm -rf /srv/p1/item3", "rm -rf /srv/p1/", "rm -rf /srv/p1//", "rm -rf /srv/p1/x/y"} {
		d.askFixed("claude", "cleanup", c)
	}
	d.reload()
	d.settle()
	d.keys("A", "right", "right")
	d.mustShow("word: ▸/srv/p1/item2 › /srv/p1/* ›")
	d.keys("up")
	d.mustShow("pattern rm -r -f /srv/p1/*\n", "matches: 2 recorded commands · resolves 1 pending ask",
		"resolves ask 2 · claude · rm -rf /srv/p1/item3")
	d.mustNotShow("rm -rf /srv/p1/\n", "/srv/p1//", "/srv/p1/x/y")
	if got := d.pattern(); got != "rm -r -f /srv/p1/*" {
		t.Fatalf("pattern %q", got)
	}
}
