package safetext

import "testing"

// TestCommonPrefixAndRuneStart: the bytes two texts share, and a byte
// moved back to its character's start (х and с share their first byte).
func TestCommonPrefixAndRuneStart(t *testing.T) {
	for _, c := range []struct {
		a, b string
		n    int
		at   int
	}{
		{"git push", "git pull", 6, 6},
		{"same", "same", 4, 4},
		{"", "x", 0, 0},
		{"\u0445", "\u0441", 1, 0},
	} {
		if n := CommonPrefix(c.a, c.b); n != c.n {
			t.Errorf("CommonPrefix(%q, %q) = %d, want %d", c.a, c.b, n, c.n)
		}
		if at := RuneStart(c.a, c.n); at != c.at {
			t.Errorf("RuneStart(%q, %d) = %d, want %d", c.a, c.n, at, c.at)
		}
	}
}
