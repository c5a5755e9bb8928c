package editor

import (
	"strings"

	"ozdesk.dev/ozdesk/tui/common"
)

// window joins drawn items with sep into a line of at most w cells that
// always shows item sel: when the items do not all fit, it shows a run of
// them around sel, and more (the ellipsis) stands where the line cuts
// items off, at either end. An item sel wider than the line on its own is
// cut at the line's edge (the items are drawn by the safe display, which
// has said already what it hid).
func window(items []string, sel, w int, sep, more string) string {
	n := len(items)
	if n == 0 || w < 1 {
		return ""
	}
	sel = max(0, min(sel, n-1))
	widths := make([]int, n)
	for i, it := range items {
		widths[i] = common.Width(it)
	}
	sepW, moreW := common.Width(sep), common.Width(more)+1
	cost := func(lo, hi int) int {
		c := (hi - lo) * sepW
		for i := lo; i <= hi; i++ {
			c += widths[i]
		}
		if lo > 0 {
			c += moreW
		}
		if hi < n-1 {
			c += moreW
		}
		return c
	}
	lo, hi := sel, sel
	for grew := true; grew; {
		grew = false
		if hi+1 < n && cost(lo, hi+1) <= w {
			hi, grew = hi+1, true
		}
		if lo > 0 && cost(lo-1, hi) <= w {
			lo, grew = lo-1, true
		}
	}
	var b strings.Builder
	if lo > 0 {
		b.WriteString(more + " ")
	}
	b.WriteString(strings.Join(items[lo:hi+1], sep))
	if hi < n-1 {
		b.WriteString(" " + more)
	}
	line := b.String()
	if common.Width(line) > w {
		// sel alone does not fit: keep its start, and the marks that
		// say items were left out before it.
		line = common.Fit(line, max(w-moreW, 1)) + " " + more
	}
	return line
}
