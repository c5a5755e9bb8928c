package cards

import "sort"

// PartSpan is a byte range [Start, End) of a command: where a part that asks
// stands in it.
type PartSpan struct{ Start, End int }

// askingWindow draws s in at most w cells keeping whole the asking parts
// of keep (the gravest first, then in the order the policy consulted
// their rules), as many as fit, and drawing what stands between them cut
// in the middle, each gap's share of the room as even as its length
// allows. A row of `rm -rf /srv/…/x ; rm -rf ~ ; echo done` read
// `…rm -rf ~ ; echo done` beside sixty blank cells (rt38k MEDIUM-4): the
// window now grows around the gravest part until it fills w, the other
// asking parts first. ok is false when not even the gravest part fits
// with an ellipsis on each side it cuts.
func askingWindow(s string, keep []PartSpan, w int, d AskingDraw) (string, bool) {
	for n := len(keep); n >= 1; n-- {
		if c, ok := windowOf(s, keep[:n], w, d); ok {
			return c, true
		}
	}
	return "", false
}

// windowOf is askingWindow keeping every span of keep whole, or !ok.
func windowOf(s string, keep []PartSpan, w int, d AskingDraw) (string, bool) {
	gravest := keep[0]
	spans := append([]PartSpan(nil), keep...)
	sort.Slice(spans, func(i, j int) bool { return spans[i].Start < spans[j].Start })
	// the pieces of s in order: a gap before each span, then the span;
	// then the gap after the last
	type piece struct {
		text  string
		kept  bool
		first bool // the gap after the gravest part: drawn first
		full  int  // cells drawn whole
	}
	var ps []piece
	at := 0
	for _, sp := range spans {
		ps = append(ps, piece{text: s[at:sp.Start], first: at == gravest.End && at > 0}, piece{text: s[sp.Start:sp.End], kept: true})
		at = sp.End
	}
	ps = append(ps, piece{text: s[at:], first: at == gravest.End})
	need, gaps := 0, 0
	for i := range ps {
		switch {
		case ps[i].kept:
			ps[i].full = d.Width(d.Part(ps[i].text, 1<<20))
			need += ps[i].full
		case ps[i].text != "":
			ps[i].full = d.Width(d.Middle(ps[i].text, 1<<20))
			need += min(ps[i].full, 1)
			gaps++
		}
	}
	if need > w {
		return "", false
	}
	// what follows the gravest part comes first, as it always did (its
	// end shows); then the other gaps are water-filled: the longest is
	// cut first, each keeps a cell
	budget := w - need
	firstRoom := 0
	for i := range ps {
		if ps[i].first && ps[i].text != "" {
			firstRoom = min(ps[i].full, budget+1)
			budget -= firstRoom - 1
		}
	}
	level := func(l int) int {
		n := 0
		for _, p := range ps {
			if !p.kept && !p.first && p.text != "" {
				n += min(p.full, max(l, 1))
			}
		}
		return n
	}
	for _, p := range ps {
		if !p.kept && !p.first && p.text != "" {
			budget += min(p.full, 1)
		}
	}
	lo, hi := 1, 1
	for _, p := range ps {
		hi = max(hi, p.full)
	}
	for lo < hi { // the highest level that fits the budget
		mid := (lo + hi + 1) / 2
		if level(mid) <= budget {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	spare := budget - level(lo)
	out := ""
	for _, p := range ps {
		switch {
		case p.kept:
			out += d.Part(p.text, 1<<20)
		case p.text == "":
		case p.first:
			out += d.Middle(p.text, firstRoom)
		case p.full <= lo:
			out += d.Middle(p.text, p.full)
		default:
			room := max(lo, 1)
			if spare > 0 && p.full > room {
				room++
				spare--
			}
			if room == 1 && d.Width(d.Lead) == 1 {
				out += d.Lead
			} else {
				out += d.Middle(p.text, room)
			}
		}
	}
	return out, true
}
