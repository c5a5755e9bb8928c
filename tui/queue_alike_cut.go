package tui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/store"
)

// Commands that differ in two places (`npm publish --tag beta-27
// --registry …/on/27`) are not cut alike, so they are not look-alikes as
// findLookAlikes first finds them (cells that read the same); yet the
// middle cut can fall inside one of the words where they differ, and the
// row then reads `--tag beta-2…on/27`: another ask's tag (rt16k #5). Rows
// of as many words that differ from one another in a few words are taken
// as look-alikes too, when the cut hides part of a word in which they
// differ: they are drawn with every such word whole (alikeWordCells).

// alikeCutMaxWords is the most words two commands may differ in to be
// taken for look-alikes whose cut may hide where they differ.
const alikeCutMaxWords = 3

// differingWords is how many words two commands of as many words differ
// in, or false when their word counts differ (or one is too long to
// read so).
func differingWords(a, b string) (int, bool) {
	sa, ok := wordSpans(a)
	if !ok {
		return 0, false
	}
	sb, ok := wordSpans(b)
	if !ok || len(sa) != len(sb) {
		return 0, false
	}
	n := 0
	for k := range sa {
		if a[sa[k][0]:sa[k][1]] != b[sb[k][0]:sb[k][1]] {
			n++
		}
	}
	return n, true
}

// cutClusters groups the commands (by index) of as many words each that
// differ from another of the group in 1 to alikeCutMaxWords words; groups
// of one are left out.
func cutClusters(cmds []string) [][]int {
	parent := make([]int, len(cmds))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for i := range cmds {
		for j := i + 1; j < len(cmds); j++ {
			if n, ok := differingWords(cmds[i], cmds[j]); ok && n > 0 && n <= alikeCutMaxWords {
				parent[find(i)] = find(j)
			}
		}
	}
	byRoot := map[int][]int{}
	var roots []int
	for i := range cmds {
		r := find(i)
		if _, ok := byRoot[r]; !ok {
			roots = append(roots, r)
		}
		byRoot[r] = append(byRoot[r], i)
	}
	var out [][]int
	for _, r := range roots {
		if g := byRoot[r]; len(g) > 1 {
			out = append(out, g)
		}
	}
	return out
}

// cutHidesKept reports whether cell, a command's cell drawn plain and
// cut once in its middle (its head a prefix of the command, its tail a
// suffix), hides the byte where a word in keep (index, where it differs)
// differs: "beta-2…on/27" hides the 7 of beta-27, while
// "terraform -chdir…module.m5" shows where module.m5 differs.
func cutHidesKept(command, cell string, keep []int, ell string) bool {
	cell = ansi.Strip(cell)
	head, tail, ok := strings.Cut(cell, ell)
	if !ok || strings.Contains(tail, ell) || !strings.HasPrefix(command, head) || !strings.HasSuffix(command, tail) {
		return false // drawn whole, or not a plain middle cut
	}
	spans, ok := wordSpans(command)
	if !ok {
		return false
	}
	tailFrom := len(command) - len(tail)
	for i := 0; i+1 < len(keep); i += 2 {
		k := keep[i]
		if k < 0 || k >= len(spans) {
			return true
		}
		// hidden when the byte where it differs is neither in the head
		// nor in the tail: a row that shows it reads apart already, and
		// drawing it otherwise made its text hang on which rows were on
		// screen (rt35k L7: a row lost its end, tmp, while a neighbour
		// differing at /srv/b… shared the screen)
		if at := spans[k][0] + keep[i+1]; at >= len(head) && at < tailFrom {
			return true
		}
	}
	return false
}

// cutLookAlikes finds, among cells not yet told apart, the groups of
// commands whose cut hides part of a word where they differ, and gives
// each of their asks the words to keep (see alikeWordCells); least is
// the narrowest cell of each.
func cutLookAlikes(asks []*store.Ask, cells []string, ws []int, keep map[string]string) map[string]string {
	cmds := make([]string, len(asks))
	for i, a := range asks {
		cmds[i] = a.Command
	}
	for _, g := range cutClusters(cmds) {
		gc := make([]string, len(g))
		least := ws[g[0]]
		for j, i := range g {
			gc[j] = cmds[i]
			least = min(least, ws[i])
		}
		k, ok := alikeKeep(gc)
		if !ok {
			continue
		}
		hides := false
		for _, i := range g {
			hides = hides || cutHidesKept(cmds[i], cells[i], k, "…")
		}
		if !hides {
			continue
		}
		if k, ok := alikeWordCells(gc, least); ok {
			if keep == nil {
				keep = map[string]string{}
			}
			for _, i := range g {
				keep[asks[i].ID] = keepKey(k)
			}
		}
	}
	return keep
}
