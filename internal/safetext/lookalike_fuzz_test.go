package safetext

import "testing"

// FuzzLookalikeScan: with look-alikes marked, the scanner still cuts any
// text into units that follow each other from its start to its end, each
// at least one byte long, and marks a look-alike only as an escape.
func FuzzLookalikeScan(f *testing.F) {
	for _, s := range []string{"curl ex\u0430mple.com", "\u0430\u0440\u0440\u04cf\u0435", "\u043f\u0440\u0438 \u0430", "a\u0301\u0430", "\xff\u0430"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sc := NewScanner(s, true)
		sc.lookalike = true
		for i := 0; i < len(s); {
			u := sc.Next(i)
			if u.Start != i || u.End <= i || u.End > len(s) {
				t.Fatalf("unit %+v at %d of %q", u, i, s)
			}
			if u.Kind == UnitText && lookalikeAt(s, i, true) {
				t.Fatalf("look-alike at %d of %q drawn as itself", i, s)
			}
			i = u.End
		}
	})
}
