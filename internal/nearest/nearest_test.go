package nearest

import (
	"slices"
	"testing"
)

func TestDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"home", "home", 0},
		{"home", "hom", 1},
		{"home", "hmoe", 1},
		{"agnet", "agent", 1},
		{"ca", "abc", 3},
		{"kitten", "sitting", 3},
		{"", "abc", 3},
		{string(make([]byte, 65)), "a", maxLen},
	} {
		if got := Distance(c.a, c.b); got != c.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
		if got := Distance(c.b, c.a); got != c.want {
			t.Errorf("Distance(%q, %q) = %d, want %d (not symmetric)", c.b, c.a, got, c.want)
		}
	}
}

func TestWords(t *testing.T) {
	known := []string{"home", "credentials", "credentials-dir", "credentials-tree", "protected", "device"}
	for _, c := range []struct {
		w    string
		n    int
		want []string
	}{
		{"homes", 3, []string{"home"}},
		{"HOME", 3, []string{"home"}},
		{"credential", 3, []string{"credentials", "credentials-dir", "credentials-tree"}},
		{"credential", 1, []string{"credentials"}},
		{"dir", 3, []string{"credentials-dir"}},
		{"nope", 3, []string{}},
		{"ab", 3, []string{}},
		{"protect", 3, []string{"protected"}},
		{"hmoe", 3, []string{"home"}},
		{"devcie", 3, []string{"device"}},
	} {
		if got := Words(c.w, known, c.n); !slices.Equal(got, c.want) {
			t.Errorf("Words(%q, %d) = %q, want %q", c.w, c.n, got, c.want)
		}
	}
	if got := Word("credentails", known); got != "credentials" {
		t.Errorf("Word(credentails) = %q, want credentials", got)
	}
	if got := Word("zzz", known); got != "" {
		t.Errorf("Word(zzz) = %q, want none", got)
	}
}

func FuzzWords(f *testing.F) {
	for _, s := range []string{"home", "", "credential", "ÿ", "a\x00b"} {
		f.Add(s)
	}
	known := []string{"home", "credentials", "device"}
	f.Fuzz(func(t *testing.T, w string) {
		got := Words(w, known, 2)
		if len(got) > 2 {
			t.Fatalf("Words(%q) gave %d words, want at most 2", w, len(got))
		}
		for _, g := range got {
			if !slices.Contains(known, g) {
				t.Fatalf("Words(%q) gave %q, not a known word", w, g)
			}
		}
		if d := Distance(w, w); d != 0 && len(w) <= maxLen {
			t.Fatalf("Distance(%q, itself) = %d", w, d)
		}
	})
}
