// Package nearest finds the known words a mistyped one was probably meant
// to be, for the "did you mean" of an error.
package nearest

import (
	"cmp"
	"slices"
	"strings"
)

// maxLen bounds the words compared: a longer one is far from every word.
const maxLen = 64

// Word returns the known word near w (see [Words]), the nearest if several
// are; "" if none is.
func Word(w string, known []string) string {
	if near := Words(w, known, 1); len(near) == 1 {
		return near[0]
	}
	return ""
}

// Words returns up to n known words near w, nearest first (ties in the
// order of known): those within two edits of w, case folded, and those
// that hold w or that w holds, when the shorter has three letters or more
// (a class name written half, or with a word added). Near is two edits at
// most, and one in a word of less than six letters, so that a short word
// is not near every other short word.
func Words(w string, known []string, n int) []string {
	w = strings.ToLower(w)
	type cand struct {
		word string
		d    int
	}
	var cands []cand
	for _, k := range known {
		d := Distance(w, k)
		if d > max(1, min(2, len(w)/3)) {
			d = 3
			if !contains(w, k) {
				continue
			}
		}
		cands = append(cands, cand{k, d})
	}
	slices.SortStableFunc(cands, func(a, b cand) int { return cmp.Compare(a.d, b.d) })
	out := make([]string, 0, min(n, len(cands)))
	for _, c := range cands[:min(n, len(cands))] {
		out = append(out, c.word)
	}
	return out
}

// contains reports whether one of a and b holds the other and the shorter
// has three letters or more.
func contains(a, b string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	return len(a) >= 3 && strings.Contains(b, a)
}

// Distance is the edit distance between two short words, in bytes, where
// an edit inserts, deletes or changes a byte or swaps two neighbours (the
// optimal string alignment distance); words longer than 64 bytes are 64
// apart.
func Distance(a, b string) int {
	if len(a) > maxLen || len(b) > maxLen {
		return maxLen
	}
	// Three rows: the one before the previous is for a swap.
	back := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], back[j-2]+1)
			}
		}
		back, prev, cur = prev, cur, back
	}
	return prev[len(b)]
}
