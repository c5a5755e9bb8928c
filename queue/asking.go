package queue

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// FallbackRule is how [store.Ask.Asking] names parts no rule matched.
const FallbackRule = "fallback"

// askingOf lists the rules by which rep's parts ask, gravest first: the
// defaults in the policy pol's order (the narrowest and gravest first:
// cmd.delete-home before cmd.delete-outside), then what cannot be read,
// then the operators' rules, the fallback last, each once with how many parts
// it asks for and where its first part stands (at most [store.AskingMax]
// rules), and counts the parts that ask. A look-alike whose later part
// deletes the home is labelled, grouped and drawn by that part (rt18k #6).
func askingOf(rep patterns.Report, pol *patterns.Policy) ([]store.AskingRule, int) {
	name := func(p patterns.PartReport) string {
		if p.Fallback || p.Rule == "" {
			return FallbackRule
		}
		return p.Rule
	}
	var out []store.AskingRule
	total := 0
	for _, p := range rep.Parts {
		if p.Outcome != patterns.Ask {
			continue
		}
		total++
		r := name(p)
		if i := slices.IndexFunc(out, func(a store.AskingRule) bool { return a.Rule == r }); i >= 0 {
			out[i].Parts++
			continue
		}
		ar := store.AskingRule{Rule: r, Parts: 1, Start: p.Start, End: p.End}
		if b := p.Because; b != nil && b.Start >= p.Start && b.End > b.Start && b.End <= p.End {
			ar.WordStart, ar.WordEnd = b.Start, b.End
		}
		out = append(out, ar)
	}
	// gravest kind first, as the engine names a command
	// (patterns/eval_names.go): the defaults, what cannot be read, the
	// operators' rules, the fallback (rt28k #4)
	rank := func(r string) int {
		if pol == nil {
			return math.MaxInt
		}
		rules := pol.Rules()
		if r == patterns.UnreadableRule {
			return len(rules)
		}
		for i, pr := range rules {
			if pr.ID == r {
				if pr.Default {
					return i
				}
				return len(rules) + 1 + i
			}
		}
		return math.MaxInt
	}
	slices.SortStableFunc(out, func(a, b store.AskingRule) int { return cmp.Compare(rank(a.Rule), rank(b.Rule)) })
	if len(out) > store.AskingMax {
		out = out[:store.AskingMax]
	}
	return out, total
}

// ledBy returns rules with the one named rule first, where it is listed:
// the engine names a command by the surest evidence before the policy's
// order (patterns/eval_names.go), so that a certain delete outside the
// workdir names `rm -rf "$DIR"; rm -rf /srv/a` over the home "$DIR"
// might be; the row, the grouping and the headline then agree (fx9g).
func ledBy(rules []store.AskingRule, rule string) []store.AskingRule {
	i := slices.IndexFunc(rules, func(a store.AskingRule) bool { return a.Rule == rule })
	if i <= 0 {
		return rules
	}
	named := rules[i]
	copy(rules[1:i+1], rules[:i])
	rules[0] = named
	return rules
}

// AskingLabel names the rules by which an ask's parts ask, in at most w
// characters, for a queue's row, a prompt or a listing: all of them where
// they fit ("cmd.force-push, cmd.publish"; "cmd.publish ×2" for one rule
// asking for two parts), else the first ones and how many parts it leaves
// out ("cmd.force-push +2 more"), the gravest rule cut last ("cmd.for…
// +2"). A label never names the gravest rule alone when more parts ask.
// An ask recorded before asks named their parts is labelled by its rule.
func AskingLabel(a store.Ask, w int) string {
	rules, total := a.Asking, a.AskingParts
	if len(rules) == 0 {
		rules, total = []store.AskingRule{{Rule: a.Rule, Parts: 1}}, 1
	}
	entry := func(r store.AskingRule) string {
		if r.Parts == 0 && len(a.Asking) > 0 { // a default that also matches (asking_also.go)
			return "also " + r.Rule
		}
		if r.Parts > 1 {
			return r.Rule + " ×" + strconv.Itoa(r.Parts)
		}
		return r.Rule
	}
	named := 0
	entries := make([]string, len(rules))
	for i, r := range rules {
		entries[i] = entry(r)
		named += r.Parts
	}
	if s := strings.Join(entries, ", "); named >= total && labelWidth(s) <= w {
		return s
	}
	also := 0 // the defaults that also match, left out
	for n := len(rules) - 1; n >= 1; n-- {
		named -= rules[n].Parts
		if rules[n].Parts == 0 {
			also++
		}
		s := strings.Join(entries[:n], ", ") + " +" + strconv.Itoa(total-named+also) + " more"
		if labelWidth(s) <= w {
			return s
		}
	}
	// the gravest rule, cut, and what it leaves out
	suffix := ""
	if r := rules[0]; r.Parts > 1 {
		suffix = " ×" + strconv.Itoa(r.Parts)
	}
	if more := total - rules[0].Parts + also; more > 0 {
		suffix += " +" + strconv.Itoa(more)
	}
	return labelCut(rules[0].Rule, w-labelWidth(suffix)) + suffix
}

// labelWidth is how many characters s holds.
func labelWidth(s string) int { return utf8.RuneCountInString(s) }

// labelCut keeps at most n characters of s, the last an ellipsis when it cuts
// (an ellipsis alone when n is under 1).
func labelCut(s string, n int) string {
	if labelWidth(s) <= n {
		return s
	}
	if n < 1 {
		return "…"
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}
