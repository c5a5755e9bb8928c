package patterns

import "testing"

// starMatch must answer as piecesMatch does on the pieces globPieces
// makes: it replaces that pair where a program is matched.
var starMatchCases = []struct {
	p, s string
	want bool
}{
	{"", "", true}, {"", "x", false}, {"rm", "rm", true}, {"rm", "rmdir", false},
	{"*", "", true}, {"*", "anything", true}, {"**", "", true}, {"***", "ab", true},
	{"python*", "python3", true}, {"python*", "pytho", false}, {"*sh", "bash", true},
	{"*sh", "shx", false}, {"a*b*c", "abc", true}, {"a*b*c", "aXbYc", true},
	{"a*b*c", "acb", false}, {"a*b*c", "ab", false}, {"a**c", "ac", true},
	{"a*bb*b", "abbb", true}, {"a*bb*b", "abb", false}, {"*a*", "bab", true},
	{"*a*", "bcd", false}, {"x*y*z*", "xyz", true}, {"*.*.*", "a.b", false},
}

func TestStarMatch(t *testing.T) {
	for _, c := range starMatchCases {
		if got := starMatch(c.p, c.s); got != c.want {
			t.Errorf("starMatch(%q, %q) = %v, want %v", c.p, c.s, got, c.want)
		}
		if got := piecesMatch(globPieces(c.p), c.s); got != c.want {
			t.Errorf("piecesMatch(globPieces(%q), %q) = %v, want %v (the table is wrong)", c.p, c.s, got, c.want)
		}
	}
}

func FuzzStarMatch(f *testing.F) {
	for _, c := range starMatchCases {
		f.Add(c.p, c.s)
	}
	f.Fuzz(func(t *testing.T, p, s string) {
		if got, want := starMatch(p, s), piecesMatch(globPieces(p), s); got != want {
			t.Errorf("starMatch(%q, %q) = %v, piecesMatch says %v", p, s, got, want)
		}
	})
}
