package store

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
)

// TestFoldCase holds foldCase to x/text's full case folding for every
// rune, one at a time and after ASCII (the fast path), and for a few
// strings mixing them with bytes that are not UTF-8.
func TestFoldCase(t *testing.T) {
	fold := cases.Fold()
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if !utf8.ValidRune(r) {
			continue
		}
		for _, s := range []string{string(r), "Ab" + string(r) + "Z"} {
			if got, want := foldCase(s), fold.String(s); got != want {
				t.Fatalf("foldCase(%+q) = %+q, x/text folds it to %+q", s, got, want)
			}
		}
	}
	for _, s := range []string{"", "STRAßE", "ΣΑΣ aς", "İstanbul ı", "\xffA\xc3", "ᏸꭰᎠ", "ǅ\u0345ΐ", "ａｌｉｃｅ"} {
		if got, want := foldCase(s), fold.String(s); got != want {
			t.Errorf("foldCase(%+q) = %+q, x/text folds it to %+q", s, got, want)
		}
	}
}

// FuzzFoldCase holds foldCase to x/text's full case folding for any
// string, valid UTF-8 or not.
func FuzzFoldCase(f *testing.F) {
	for _, seed := range []string{"Alice", "STRAßE", "ﬀ\u0130", "\xff\xc3A", "ꭰᏸ"} {
		f.Add(seed)
	}
	fold := cases.Fold()
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := foldCase(s), fold.String(s); got != want {
			t.Fatalf("foldCase(%+q) = %+q, x/text folds it to %+q", s, got, want)
		}
	})
}
