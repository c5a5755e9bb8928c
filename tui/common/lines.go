package common

import (
	"strings"

	"github.com/charmbracelet/x/ansi"
)

// Fit makes a drawn line exactly w cells wide: cut at w cells (a line of
// the desk's own text; untrusted text is cut by cards.SafeLine, which says
// what it hides) or padded with spaces.
func Fit(s string, w int) string {
	if w <= 0 {
		return ""
	}
	n := ansi.StringWidth(s)
	if n > w {
		s = ansi.Truncate(s, w, "")
		n = ansi.StringWidth(s)
	}
	if n < w {
		s += strings.Repeat(" ", w-n)
	}
	return s
}

// Cut cuts a drawn line to w cells, ending it with more (an ellipsis,
// Marks.More) when it cuts, so that nothing is cut without a mark.
func Cut(s string, w int, more string) string {
	if w <= 0 {
		return ""
	}
	if ansi.StringWidth(s) <= w {
		return s
	}
	if ansi.StringWidth(more) >= w {
		more = ""
	}
	return ansi.Truncate(s, w, more)
}

// Block makes lines exactly h lines of exactly w cells each: each line is
// fitted, missing lines are blank, extra lines are dropped.
func Block(lines []string, w, h int) []string {
	out := make([]string, h)
	for i := range out {
		if i < len(lines) {
			out[i] = Fit(lines[i], w)
		} else {
			out[i] = strings.Repeat(" ", max(w, 0))
		}
	}
	return out
}

// Width returns the cells a drawn line takes.
func Width(s string) int { return ansi.StringWidth(s) }

// Beside joins two blocks of equal height line by line with a separator
// between them.
func Beside(left, right []string, sep string) []string {
	out := make([]string, max(len(left), len(right)))
	for i := range out {
		var l, r string
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		out[i] = l + sep + r
	}
	return out
}

// Clamp returns v limited to [lo, hi]; hi below lo gives lo.
func Clamp(v, lo, hi int) int {
	if v > hi {
		v = hi
	}
	if v < lo {
		v = lo
	}
	return v
}
