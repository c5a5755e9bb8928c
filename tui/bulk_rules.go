package tui

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// askKind is what a bulk confirmation tells its asks apart by: the rule
// that asked and the policy's outcome.
func askKind(a store.Ask) string { return a.Rule + " " + a.Outcome }

// kindCount is how many asks of a bulk decision one rule asked about.
type kindCount struct {
	rule, kind string
	n          int
}

// kindCounts counts asks by askKind, most first (ties by rule).
func kindCounts(asks []store.Ask) []kindCount {
	at := map[string]int{}
	var out []kindCount
	for _, a := range asks {
		k := askKind(a)
		i, ok := at[k]
		if !ok {
			i = len(out)
			at[k] = i
			out = append(out, kindCount{rule: a.Rule, kind: k})
		}
		out[i].n++
	}
	slices.SortStableFunc(out, func(x, y kindCount) int {
		return cmp.Or(cmp.Compare(y.n, x.n), cmp.Compare(x.rule, y.rule))
	})
	return out
}

// oddFirst orders a bulk decision's asks for its confirmation, when
// most are of one kind and some are not: the rarest kind's asks first,
// then the next rarest's, the most's last, each in the queue's order; so
// that one dangerous ask timed into a batch of look-alikes shows above
// the list's fold (rt35k HIGH-2: `rm -rf ~`, by cmd.delete-home, listed
// ninth after eight cmd.delete-outside, below "asks 1–4 of 9"), and the
// list runs in the order byRuleWords counts them (rt48k F-bulk-order:
// "2 cmd.cloud-delete · 1 cmd.download-run, listed first" listed the
// one download-run ask third, after the two cloud-delete ones).
func oddFirst(asks []store.Ask) []store.Ask {
	counts := kindCounts(asks)
	if !oddOnesOut(counts) {
		return asks
	}
	slices.Reverse(counts)
	out := make([]store.Ask, 0, len(asks))
	for _, c := range counts {
		for _, a := range asks {
			if askKind(a) == c.kind {
				out = append(out, a)
			}
		}
	}
	return out
}

// oddOnesOut reports whether, of asks counted by kind, most are of one
// kind and some are not: those are the odd ones out.
func oddOnesOut(counts []kindCount) bool {
	return len(counts) > 1 && counts[0].n > counts[1].n
}

// byRuleWords heads a bulk confirmation's list with its asks counted by
// rule. When most are of one rule and some are not, rarest first, in the
// order oddFirst lists them: "rarest first: 1 cmd.delete-home ·
// 8 cmd.delete-outside"; with no rule asking about most of them, most
// first, and only when the list scrolls (scrolls), else each row's
// bracket says it; "" when one rule asked about them all.
func byRuleWords(asks []store.Ask, scrolls bool, dot string) string {
	counts := kindCounts(asks)
	odd := oddOnesOut(counts)
	if len(counts) < 2 || !odd && !scrolls {
		return ""
	}
	if odd {
		slices.Reverse(counts)
	}
	parts := make([]string, len(counts))
	for i, c := range counts {
		rule := c.rule
		if rule == "" {
			rule = "no rule"
		}
		parts[i] = fmt.Sprintf("%d %s", c.n, rule)
	}
	if !odd {
		return "by rule: " + strings.Join(parts, dot)
	}
	return "rarest first: " + strings.Join(parts, dot)
}
