package main

import (
	"strings"
	"testing"
)

// TestClipKeepsTheTail: a long field of a listing or a completion's
// description is cut in the middle, keeping the distinguishing tail,
// with no "+N B" count (rt28k #10: every -target=…m4, …m8 read
// "very_long_mod… +33 B").
func TestClipKeepsTheTail(t *testing.T) {
	const long = "terraform destroy -auto-approve -target=module.very_long_module_name_for_testing_purposes.m4"
	cases := []struct {
		in       string
		max      int
		want     string // a piece the clip keeps
		wantLong bool   // whether it is cut
	}{
		{"short", 60, "short", false},
		{long, 60, "purposes.m4", true},
		{long, 60, "terraform destroy", true},
		{"a\x1bb", 60, `a\eb`, false},
	}
	for _, tc := range cases {
		got := clip(tc.in, tc.max)
		if !strings.Contains(got, tc.want) {
			t.Errorf("clip(%q, %d) = %q: lacks %q", tc.in, tc.max, got, tc.want)
		}
		if strings.Contains(got, " B") || strings.Contains(got, "+") {
			t.Errorf("clip(%q, %d) = %q: says a byte count", tc.in, tc.max, got)
		}
		if cut := strings.Contains(got, "…"); cut != tc.wantLong {
			t.Errorf("clip(%q, %d) = %q: cut %v, want %v", tc.in, tc.max, got, cut, tc.wantLong)
		}
		if n := len([]rune(got)); tc.wantLong && n > tc.max+1 {
			t.Errorf("clip(%q, %d) = %q: %d characters", tc.in, tc.max, got, n)
		}
	}
}
