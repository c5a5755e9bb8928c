package tui

import (
	"fmt"
	"testing"
)

// TestRulesFilterReadsTheRulesOwnWords: / in the rules view matches a
// rule's ID, pattern, reason and scope, and the words its row shows where
// one starts (rt38k MEDIUM-5: /refuse matched no rule beside "✗ refuse"),
// never inside them: /force matched every rule through its mode
// "enforce" (rt37k L11); /alice, the author, is not shown.
func TestRulesFilterReadsTheRulesOwnWords(t *testing.T) {
	for _, tc := range []struct {
		filter string
		n      int
		shows  string
	}{
		{"force", 0, ""},
		{"enforce", 2, "npm unpublish **"},
		{"active", 2, "npm unpublish **"},
		{"refuse", 1, "npm unpublish **"},
		{"allow", 1, "npm publish --tag=beta-*"},
		{"ends never", 1, "npm unpublish **"},
		{"0 hits", 1, "npm unpublish **"},
		{"for all", 1, "npm publish --tag=beta-*"},
		{"alice", 0, ""},
		{"r2", 1, "npm unpublish **"},
		{"stays published", 1, "npm unpublish **"},
		{"codex", 1, "npm unpublish **"},
		{"beta channel", 1, "npm publish --tag=beta-*"},
		{"npm", 2, "npm unpublish **"},
	} {
		t.Run(tc.filter, func(t *testing.T) {
			d := sixPublishes(t, 80, 24)
			d.keys("2", "/", tc.filter)
			scr := d.mustShow(fmt.Sprintf("%d match /%s", tc.n, tc.filter))
			if tc.n == 0 {
				d.mustShow("No rule or proposal matches the filter")
				return
			}
			d.mustShow(tc.shows)
			if tc.n == 1 && contains(scr, "beta-*") && contains(scr, "unpublish") {
				t.Fatalf("/%s kept both rules:\n%s", tc.filter, scr)
			}
		})
	}
}
