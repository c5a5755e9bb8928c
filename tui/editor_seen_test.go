package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestEditorRuleBoundToWhatWasRead: a rule written from the pattern
// editor carries what the operator read of its ask (queue.Seen), as a
// one-key decision does. Another store whose ask 1 is another command is
// renamed over the store file while the editor is open, or while the
// rule waits out its undo window: the rule is not written, the other
// ask is not decided, and the desk says the ask is not the one read.
// Before, the rule was written blind: the other store got an allow rule
// and its ask 1 was approved.
func TestEditorRuleBoundToWhatWasRead(t *testing.T) {
	const (
		seen  = "rm -rf /srv/app/tmp/cache"
		other = "rm -rf /srv/app/data/customers"
	)
	for _, when := range []string{"editor open", "undo window"} {
		t.Run(when, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			d.askFixed("deploy", "", seen)
			d.reload()
			d.settle()
			d.mustShow(seen)
			d.keys("A", "tab", "cache is scratch")
			var scr string
			if when == "editor open" {
				svc := otherStoreOver(t, d, other)
				d.keys("enter", "right", "enter")
				d.pastUndo()
				scr = d.screen()
				checkOtherUntouched(t, svc.Rules, svc.Get, scr)
				if !strings.Contains(scr, "is not the ask you read") && !strings.Contains(scr, "store replaced") {
					t.Fatalf("the desk did not say the ask changed:\n%s", scr)
				}
				return
			}
			d.keys("enter", "right", "enter")
			d.mustShow("u undoes")
			svc := otherStoreOver(t, d, other)
			d.pastUndo()
			scr = d.screen()
			checkOtherUntouched(t, svc.Rules, svc.Get, scr)
			// the draft is open again; the status says the ask changed,
			// or the store replaced once the desk read it again
			if d.m.editor() == nil {
				t.Fatalf("the draft is not open again:\n%s", scr)
			}
			if !strings.Contains(scr, "is not the ask you read") && !strings.Contains(scr, "store replaced") {
				t.Fatalf("the desk did not say the ask changed:\n%s", scr)
			}
		})
	}
}

// checkOtherUntouched fails unless the other store holds no rule and its
// ask 1 still waits.
func checkOtherUntouched(t *testing.T, rules func() ([]store.Rule, error), get func(string) (store.Ask, error), scr string) {
	t.Helper()
	rs, err := rules()
	if err != nil {
		t.Fatal(err)
	}
	if len(rs) != 0 {
		t.Fatalf("a rule was written to the store put in place of the one read: %+v\n%s", rs[0].Pattern, scr)
	}
	a, err := get("1")
	if err != nil {
		t.Fatal(err)
	}
	if a.State != store.StatePending {
		t.Fatalf("the other store's ask 1 (%s) is %s; want pending: nobody read it\n%s", a.Command, a.State, scr)
	}
}
