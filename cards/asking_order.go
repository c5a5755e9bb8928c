package cards

import (
	"sort"
	"strconv"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
)

// AskingPartsNamed is how many asking or refusing parts the top of a card
// names one by one; the rest are counted there, once.
const AskingPartsNamed = 5

// AskingOrder lists the parts of rep that ask or refuse in the order a
// card names them: the deciding part first, then refusals, then parts a
// default (cmd.*) asks for, then the rest (rules of the operator's, the
// fallback), each group in the command's order. A 25-part command whose
// part 14 was `rm -rf ~/projects` named parts 1 to 5 (echo, by the
// fallback) at the top and left part 14 among "20 more" (rt41k F9).
func AskingOrder(rep patterns.Report) []int {
	var idx []int
	for i, p := range rep.Parts {
		if p.Outcome == patterns.Ask || p.Outcome == patterns.Refuse {
			idx = append(idx, i)
		}
	}
	rank := func(i int) int {
		if i == rep.Part {
			return 0
		}
		return 4 - partGravity(rep.Parts[i])
	}
	sort.SliceStable(idx, func(a, b int) bool { return rank(idx[a]) < rank(idx[b]) })
	return idx
}

// partGravity orders asking parts: a refusal above an ask, a default's
// rule (cmd.*) above another.
func partGravity(p patterns.PartReport) int {
	n := 0
	if p.Outcome == patterns.Refuse {
		n += 2
	}
	if strings.HasPrefix(p.Rule, "cmd.") {
		n++
	}
	return n
}

// partRuns caps the runs partRanges writes: parts scattered wider are
// counted ("12 parts"), so that the line keeps room for the rule.
const partRuns = 4

// partRanges writes part indexes (from 0, ascending) as people count
// them, runs joined: "parts 1–13, 15–25", "part 5"; dash is the range
// mark the styles draw.
func partRanges(idx []int, dash string) string {
	if len(idx) == 1 {
		return "part " + strconv.Itoa(idx[0]+1)
	}
	runs := 1
	for i := 1; i < len(idx); i++ {
		if idx[i] != idx[i-1]+1 {
			runs++
		}
	}
	if runs > partRuns {
		return strconv.Itoa(len(idx)) + " parts"
	}
	var b strings.Builder
	b.WriteString("parts ")
	for i := 0; i < len(idx); {
		j := i
		for j+1 < len(idx) && idx[j+1] == idx[j]+1 {
			j++
		}
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(idx[i] + 1))
		switch {
		case j == i+1:
			b.WriteString(", " + strconv.Itoa(idx[j]+1))
		case j > i:
			b.WriteString(dash + strconv.Itoa(idx[j]+1))
		}
		i = j + 1
	}
	return b.String()
}
