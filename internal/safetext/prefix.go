package safetext

import "unicode/utf8"

// CommonPrefix is how many bytes a and b share at their start.
func CommonPrefix(a, b string) int {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return i
		}
	}
	return n
}

// RuneStart clamps i to [0, len(s)] and moves it back to the start of
// the UTF-8 encoded character it falls inside, if any (bytes of no valid
// character stay where they are): two letters may share their first
// bytes (\u0445 and \u0441), and a cut at the first byte they differ in
// would split one.
func RuneStart(s string, i int) int {
	i = max(0, min(i, len(s)))
	for back := 1; back < utf8.UTFMax && i-back >= 0; back++ {
		if i == len(s) || utf8.RuneStart(s[i]) {
			break
		}
		j := i - back
		if !utf8.RuneStart(s[j]) {
			continue
		}
		if r, size := utf8.DecodeRuneInString(s[j:]); r != utf8.RuneError && j+size > i {
			return j
		}
		break
	}
	return i
}
