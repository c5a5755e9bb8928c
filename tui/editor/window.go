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
	lo, hi := span(widths, sel, w, common.Width(sep), common.Width(more)+1)
	return joinSpan(items, lo, hi, w, sep, more)
}

// windowEnd is [window] that keeps the last item in sight as well: when
// the items after sel do not all fit, the line ends in more and the last
// item ("terraform destroy … -target=module.m6"), so that patterns that
// differ only in their last word read differently (rt11 #16). When the
// last item and sel do not fit together it is window.
func windowEnd(items []string, sel, w int, sep, more string) string {
	n := len(items)
	line := window(items, sel, w, sep, more)
	if n < 3 || w < 1 {
		return line
	}
	sel = max(0, min(sel, n-1))
	widths := make([]int, n)
	for i, it := range items {
		widths[i] = common.Width(it)
	}
	sepW, moreW := common.Width(sep), common.Width(more)+1
	if _, hi := span(widths, sel, w, sepW, moreW); hi >= n-1 || sel >= n-2 {
		return line
	}
	room := w - widths[n-1] - moreW
	if room < widths[sel] {
		return line
	}
	lo, hi := span(widths[:n-1], sel, room, sepW, moreW)
	if hi >= n-2 { // nothing lies between the run and the last item
		return joinSpan(items, lo, n-1, w, sep, more)
	}
	return joinSpan(items[:hi+1], lo, hi, room, sep, more) + " " + more + " " + items[n-1]
}

// span finds the run of items lo..hi around sel that fits in w cells,
// each item widths[i] wide, sepW between them, and moreW for the mark at
// each end where items are cut off.
func span(widths []int, sel, w, sepW, moreW int) (int, int) {
	n := len(widths)
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
	return lo, hi
}

// joinSpan draws items lo..hi joined by sep, more standing where items
// are cut off at either end, in at most w cells.
func joinSpan(items []string, lo, hi, w int, sep, more string) string {
	n := len(items)
	moreW := common.Width(more) + 1
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
