package tui

import "testing"

// TestEditorTypingKeepsPattern: the operator's reason typed while the
// pattern field has focus (at once, or after enter as the hint invites)
// goes to the reason and never widens the pattern (rt13k #1: "all ok"
// turned l l k into a glob resolving 19 other asks).
func TestEditorTypingKeepsPattern(t *testing.T) {
	cases := []struct {
		name   string
		keys   []string
		reason string
	}{
		{"typed at once", []string{"all ok"}, "all ok"},
		{"after enter", []string{"enter", "all ok"}, "all ok"},
		{"after enter, a key letter first", []string{"enter", "looks ok to keep"}, "looks ok to keep"},
		{"enter then backspace", []string{"enter", "kk", "backspace", "ok"}, "kok"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			d.ask("claude", "release", "npm publish --tag beta ./packages/ui")
			d.ask("claude", "release", "npm publish --tag beta ./packages/core")
			d.reload()
			d.settle()
			d.keys("A")
			d.mustShow("pattern npm publish --tag=beta ./packages/ui", "resolves 0 pending asks")
			d.keys(tc.keys...)
			d.settle()
			d.mustShow("pattern npm publish --tag=beta ./packages/ui", "resolves 0 pending asks", "reason  "+tc.reason)
			d.mustNotShow("pattern npm publish --tag=beta ./packages/*")
		})
	}
}

// TestEditorReasonTypedAtOnce (rt14k #6): a reason typed the moment the
// editor opens, or after moving along the pattern with the arrows, is the
// reason, whole, whatever its first letter: the pattern's keys are
// arrows and ctrl+t, which no typing hits, and "known…" no longer widens
// a word nor loses its k; the same in a field of choices.
func TestEditorReasonTypedAtOnce(t *testing.T) {
	cases := []struct {
		name, command string
		before        []string
		reason        string
	}{
		{"k first", "git push origin feature-x", nil, "known branch, pushing is fine"},
		{"t first", "rm -rf /tmp/type/cache/tmpfiles", nil, "temp files of the test run"},
		{"k after arrows", "rm -rf /tmp/type/build/out", []string{"right", "right"}, "keep the build output, ci"},
		{"every pattern letter", "git push origin feature-x", nil, "hjkl t+- are all text"},
		{"in the scope field", "git push origin feature-x", []string{"tab", "tab"}, "let it push"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openAskingDesk(t, 80, 24)
			d.ask("agentT", "release", tc.command)
			d.reload()
			d.settle()
			d.keys("A")
			e := d.m.editor()
			if e == nil {
				t.Fatalf("no editor:\n%s", d.screen())
			}
			before, err := e.ed.Spec()
			must(t, err)
			d.keys(tc.before...)
			d.keys(tc.reason)
			after, err := e.ed.Spec()
			must(t, err)
			if after.Pattern != before.Pattern || after.Scope != before.Scope || after.End != before.End {
				t.Errorf("typing %q changed the rule: %+v, was %+v", tc.reason, after, before)
			}
			if after.Reason != tc.reason {
				t.Errorf("reason %q, want %q", after.Reason, tc.reason)
			}
			d.keys("enter")
			d.mustShow("Write this rule?")
			d.mustNotShow("changed from suggestion")
		})
	}
}
