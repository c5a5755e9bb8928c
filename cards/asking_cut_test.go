package cards

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestAskingCut: the part that asks leads, whole, after the lead; a last
// part follows what precedes it; a part that starts the text, or a span
// that is not a range of it, leaves the cut to the caller ("").
func TestAskingCut(t *testing.T) {
	middle := func(s string, w int) string {
		if utf8.RuneCountInString(s) <= w {
			return s
		}
		r := []rune(s)
		h := (w - 1) - (w-1)/2
		return string(r[:h]) + "…" + string(r[len(r)-(w-1-h):])
	}
	d := AskingDraw{Lead: "…", Part: middle, Middle: middle, Width: utf8.RuneCountInString}
	pad := strings.Repeat("echo step; ", 10)
	s := "git status; " + pad + "rm -rf ~; " + pad + "echo done"
	at := strings.Index(s, "rm -rf ~")
	for _, c := range []struct {
		start, end     int
		prefix, suffix string
	}{
		{at, at + 8, "…rm -rf ~; echo", "echo done"},
		{len(s) - 9, len(s), "git status", "; echo done"},
		{0, 10, "", ""},
		{at, len(s) + 1, "", ""},
	} {
		got := AskingCut(s, c.start, c.end, 40, d)
		if c.prefix == "" && got != "" {
			t.Errorf("AskingCut(%d, %d) = %q, want \"\"", c.start, c.end, got)
			continue
		}
		if !strings.HasPrefix(got, c.prefix) || !strings.HasSuffix(got, c.suffix) || utf8.RuneCountInString(got) > 40 {
			t.Errorf("AskingCut(%d, %d) = %q, want %q…%q in 40 cells", c.start, c.end, got, c.prefix, c.suffix)
		}
	}
}
