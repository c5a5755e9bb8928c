package cards

import "strings"

// FitsCut reports whether drawn, a text shown cut (the pieces it keeps,
// ell where it leaves bytes out), could be the cut of whole: its pieces
// appear in whole in order, the first starting it and the last ending
// it. A text without ell fits only itself. Both are plain text as drawn
// (escaped, without styles). `queue ls` and the desk's rows both ask it
// of every cut row against the others' commands: rows that differ only
// where they were cut read alike, or one reads as both (rt35k MEDIUM-1:
// "rm -rf $P/one/x/$P/keep" and "…/onf/…" listed the same text).
func FitsCut(drawn, whole, ell string) bool {
	if ell == "" {
		ell = "…"
	}
	pieces := strings.Split(drawn, ell)
	if len(pieces) < 2 {
		return drawn == whole
	}
	first, last := pieces[0], pieces[len(pieces)-1]
	if !strings.HasPrefix(whole, first) || !strings.HasSuffix(whole, last) || len(first)+len(last) > len(whole) {
		return false
	}
	rest := whole[len(first) : len(whole)-len(last)]
	for _, p := range pieces[1 : len(pieces)-1] {
		k := strings.Index(rest, p)
		if k < 0 {
			return false
		}
		rest = rest[k+len(p):]
	}
	return true
}

// CutAlikes gives, for each row i drawn cut (drawn[i] != whole[i]), the
// rows j whose command differs from its own (cmds) and whose whole text
// its cut fits ([FitsCut]): the asks row i could be taken for. A row
// drawn whole reads as itself and gets none. Only the first most rows
// are compared (a queue's pending asks are far fewer).
func CutAlikes(drawn, whole, cmds []string, ell string, most int) [][]int {
	n := min(len(drawn), len(whole), len(cmds), most)
	out := make([][]int, len(drawn))
	for i := range n {
		if drawn[i] == whole[i] {
			continue
		}
		for j := range n {
			if j != i && cmds[j] != cmds[i] && FitsCut(drawn[i], whole[j], ell) {
				out[i] = append(out[i], j)
			}
		}
	}
	return out
}
