package editor

import "testing"

func TestWindow(t *testing.T) {
	items := []string{"aaaa", "bbbb", "cccc", "dddd", "eeee"}
	cases := []struct {
		sel, w int
		want   string
	}{
		{0, 80, "aaaa › bbbb › cccc › dddd › eeee"},
		{0, 20, "aaaa › bbbb › cccc …"},
		{0, 19, "aaaa › bbbb …"},
		{4, 20, "… cccc › dddd › eeee"},
		{4, 19, "… dddd › eeee"},
		{2, 19, "… cccc › dddd …"},
		{2, 12, "… cccc …"},
		{2, 5, "… c …"},
		{9, 20, "… cccc › dddd › eeee"},
		{0, 0, ""},
	}
	for _, tc := range cases {
		got := window(items, tc.sel, tc.w, " › ", "…")
		if got != tc.want {
			t.Errorf("window(sel %d, w %d) = %q, want %q", tc.sel, tc.w, got, tc.want)
		}
		if w := len([]rune(got)); w > tc.w {
			t.Errorf("window(sel %d, w %d) is %d cells", tc.sel, tc.w, w)
		}
	}
}

// TestWindowEnd: the pattern's words keep the last one in sight, where
// patterns that differ only at the end differ (rt11 #16).
func TestWindowEnd(t *testing.T) {
	items := []string{"aaaa", "bbbb", "cccc", "dddd", "eeee"}
	cases := []struct {
		sel, w int
		want   string
	}{
		{0, 80, "aaaa bbbb cccc dddd eeee"},
		{0, 20, "aaaa bbbb … eeee"},
		{1, 20, "… bbbb cccc … eeee"},
		{2, 20, "… cccc dddd eeee"},
		{4, 20, "… cccc dddd eeee"},
		{0, 8, "aaaa …"},
	}
	for _, tc := range cases {
		got := windowEnd(items, tc.sel, tc.w, " ", "…")
		if got != tc.want {
			t.Errorf("windowEnd(sel %d, w %d) = %q, want %q", tc.sel, tc.w, got, tc.want)
		}
		if w := len([]rune(got)); w > tc.w {
			t.Errorf("windowEnd(sel %d, w %d) is %d cells", tc.sel, tc.w, w)
		}
	}
}
