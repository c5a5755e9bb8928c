package cards

// An escape is what tells a look-alike from the text it passes for
// (/srv/d\u0430ta/\u0455ub/\u043eld, with Cyrillic а, ѕ and о), so a
// middle cut that drops one drops the evidence: at 80 columns the bulk
// confirmation read «rm -rf /srv/d\u0430ta…ub/\u043eld», the \u0455 cut
// away (rt50k F2). escapesKept moves the cut, the line's width kept, to
// where it drops fewer escapes.

// escapesKept returns the head and tail of a middle cut of s in room
// cells (the ellipsis aside) that keep the most distinct escapes, from
// heads and tails, the units of the first and the last room cells of s:
// head and tail as the cut made them when no other split keeps more, else
// the split that keeps the most, nearest to theirs, its head keeping
// s's first word as far as the cut's did. Distinct, so that fifty \n
// in a row do not draw the cut away from the command's end, while the
// one \u0455 among \u0430 and \u043e is kept. Units are never split,
// so an escape is kept whole or not at all.
func escapesKept(s string, head, tail, heads, tails []safeUnit, room int) ([]safeUnit, []safeUnit) {
	if countEscapes(heads)+countEscapes(tails) == 0 {
		return head, tail
	}
	// each escape's text as a small number, to count distinct ones
	ids := map[string]int{}
	idOf := func(units []safeUnit) []int {
		out := make([]int, len(units))
		for k, u := range units {
			out[k] = -1
			if u.Kind == unitEscape {
				t := s[u.Start:u.End]
				if _, ok := ids[t]; !ok {
					ids[t] = len(ids)
				}
				out[k] = ids[t]
			}
		}
		return out
	}
	headIDs, tailIDs := idOf(heads), idOf(tails)
	seen := make([]bool, len(ids))
	distinct := func(hk, tk int) int {
		clear(seen)
		n := 0
		for _, id := range headIDs[:hk] {
			if id >= 0 && !seen[id] {
				seen[id] = true
				n++
			}
		}
		for _, id := range tailIDs[tk:] {
			if id >= 0 && !seen[id] {
				seen[id] = true
				n++
			}
		}
		return n
	}
	headCells := unitCells(head)
	// the first word, as much of it as the cut kept, stays
	word := 0
	for _, u := range heads {
		if u.Kind == unitText && s[u.Start:u.End] == " " {
			break
		}
		word += u.Width
	}
	word = min(word, headCells)
	// headEnd[h]: the units of heads within h cells; tailFrom[t]: the
	// first unit of tails within the last t cells
	headEnd := make([]int, room+1)
	cells, k := 0, 0
	for h := 0; h <= room; h++ {
		for k < len(heads) && cells+heads[k].Width <= h {
			cells += heads[k].Width
			k++
		}
		headEnd[h] = k
	}
	tailFrom := make([]int, room+1)
	cells, k = 0, len(tails)
	for t := 0; t <= room; t++ {
		for k > 0 && cells+tails[k-1].Width <= t {
			k--
			cells += tails[k].Width
		}
		tailFrom[t] = k
	}
	// the cut as made, by its units: head is a prefix of heads, tail a
	// suffix of tails
	best, bestH := distinct(min(len(head), len(heads)), max(len(tails)-len(tail), 0)), -1
	for h := word; h <= room; h++ {
		hk, tk := headEnd[h], tailFrom[room-h]
		if hk > 0 && tk < len(tails) && heads[hk-1].End > tails[tk].Start {
			continue // they overlap: s fits, and was not cut
		}
		n := distinct(hk, tk)
		if n > best || n == best && bestH >= 0 && abs(h-headCells) < abs(bestH-headCells) {
			best, bestH = n, h
		}
	}
	if bestH < 0 {
		return head, tail
	}
	return heads[:headEnd[bestH]], tails[tailFrom[room-bestH]:]
}

func countEscapes(units []safeUnit) int {
	n := 0
	for _, u := range units {
		if u.Kind == unitEscape {
			n++
		}
	}
	return n
}

func unitCells(units []safeUnit) int {
	n := 0
	for _, u := range units {
		n += u.Width
	}
	return n
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
