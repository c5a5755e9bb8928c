package policyfile

import (
	"slices"
	"strconv"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// ChangeKind says what a [Change] does. The rule and egress kinds are
// also the kinds of the audit entries [Apply] writes for them.
type ChangeKind string

// The kinds of change.
const (
	RuleAdded      ChangeKind = store.KindRuleAdd     // a rule the store does not have
	RuleRetired    ChangeKind = store.KindRuleRetire  // a rule the file no longer lists
	RuleChanged    ChangeKind = KindRuleChange        // a rule whose fields differ
	RuleApproved   ChangeKind = store.KindRuleApprove // a proposed rule the file lists as active, nothing else changed
	RuleMoved      ChangeKind = store.KindRuleMove    // a rule at another place in the order
	EgressAdded    ChangeKind = store.KindEgressAdd   // a host joins the egress list
	EgressRemoved  ChangeKind = store.KindEgressRm    // a host leaves it
	EgressChanged  ChangeKind = KindEgressChange      // a host's reason changes
	SettingChanged ChangeKind = store.KindSetting     // a setting changes
)

// The audit kinds this package writes that the store does not name.
const (
	KindRuleChange   = store.KindRuleChange // a rule's fields were changed
	KindEgressChange = "egress.change"      // an egress host's reason was changed
)

// Change is one difference between the policy in a store and a file.
type Change struct {
	Kind ChangeKind
	// ID is the rule's ID ("" for a new rule that gets one when applied),
	// the host, or the setting's name.
	ID string
	// Old and New are the rule as it stands and as the file wants it (Old
	// is nil for an added rule, New for a retired one).
	Old, New *Rule
	// Fields are the fields that differ, for RuleChanged and
	// RuleApproved.
	Fields []Field
	// From and To are a moved rule's places among the rules, from 1.
	From, To int
	// After is the rule a RuleAdded or RuleMoved rule goes just below in
	// the file's order; nil for the top.
	After *Rule
	// Loosens lists, for a RuleMoved change, the rules whose order against
	// the moved one flips so that an allow now stands above an ask it
	// stood below (at most 8): the ask no longer decides what both match.
	// Only rules in force (active, enforced) that the file leaves as they
	// are count.
	Loosens []*Rule
	// OldEgress and NewEgress are the host's entry before and after.
	OldEgress, NewEgress *Egress
	// OldValue and NewValue are a setting's values, as a file writes them.
	OldValue, NewValue string
}

// Field is one field of a rule that differs.
type Field struct {
	Name, Old, New string
}

// Diff lists what applying desired over current changes, in the order
// [Apply] makes the changes: settings, the egress list, retired rules,
// then the file's rules in order (added, changed or approved, moved).
// Settings and the egress list are compared only where desired sets
// them. Author and approver are records and are not compared.
func Diff(current, desired *File) []Change {
	var out []Change
	out = append(out, diffSettings(current.Settings, desired.Settings)...)
	if desired.HasEgress {
		out = append(out, diffEgress(current.Egress, desired.Egress)...)
	}
	return append(out, diffRules(current.Rules, desired.Rules)...)
}

// diffSettings compares the settings desired sets.
func diffSettings(cur, want Settings) []Change {
	var out []Change
	add := func(name, old, new string) {
		if old != new {
			out = append(out, Change{Kind: SettingChanged, ID: name, OldValue: old, NewValue: new})
		}
	}
	if want.FourEyes != nil {
		add("four_eyes", boolText(cur.FourEyes), strconv.FormatBool(*want.FourEyes))
	}
	if want.Fallback != nil {
		add("fallback", strText(cur.Fallback), *want.Fallback)
	}
	if want.AskWait != nil {
		add("ask_wait", durText(cur.AskWait), formatDuration(*want.AskWait))
	}
	if want.AskWaitMax != nil {
		add("ask_wait_max", durText(cur.AskWaitMax), formatDuration(*want.AskWaitMax))
	}
	if want.MaxPending != nil {
		add("max_pending", intText(cur.MaxPending), strconv.Itoa(*want.MaxPending))
	}
	return out
}

// diffEgress compares two egress lists sorted by host.
func diffEgress(cur, want []Egress) []Change {
	var out []Change
	have := map[string]*Egress{}
	for i := range cur {
		have[cur[i].Host] = &cur[i]
	}
	wanted := map[string]bool{}
	for i := range want {
		w := &want[i]
		wanted[w.Host] = true
		switch c, ok := have[w.Host]; {
		case !ok:
			out = append(out, Change{Kind: EgressAdded, ID: w.Host, NewEgress: w})
		case c.Reason != w.Reason:
			out = append(out, Change{Kind: EgressChanged, ID: w.Host, OldEgress: c, NewEgress: w})
		}
	}
	for i := range cur {
		if !wanted[cur[i].Host] {
			out = append(out, Change{Kind: EgressRemoved, ID: cur[i].Host, OldEgress: &cur[i]})
		}
	}
	slices.SortStableFunc(out, func(a, b Change) int {
		switch {
		case a.ID < b.ID:
			return -1
		case a.ID > b.ID:
			return 1
		}
		return 0
	})
	return out
}

// diffRules compares two ordered rule lists by ID; a desired rule without
// an ID is new.
func diffRules(cur, want []Rule) []Change {
	var out []Change
	pos := map[string]int{}
	for i := range cur {
		pos[cur[i].ID] = i
	}
	kept := map[string]bool{}
	for i := range want {
		if want[i].ID != "" {
			if _, ok := pos[want[i].ID]; ok {
				kept[want[i].ID] = true
			}
		}
	}
	for i := range cur {
		if !kept[cur[i].ID] {
			out = append(out, Change{Kind: RuleRetired, ID: cur[i].ID, Old: &cur[i]})
		}
	}
	stay := inPlace(cur, want, pos, kept)
	same := map[string]bool{} // kept rules the file leaves as they are
	for i := range want {
		if j, ok := pos[want[i].ID]; ok && want[i].ID != "" && len(ruleFieldsDiffer(&cur[j], &want[i])) == 0 {
			same[want[i].ID] = true
		}
	}
	for i := range want {
		w := &want[i]
		var after *Rule
		if i > 0 {
			after = &want[i-1]
		}
		j, ok := pos[w.ID]
		if w.ID == "" || !ok {
			out = append(out, Change{Kind: RuleAdded, ID: w.ID, New: w, After: after})
			continue
		}
		c := &cur[j]
		if fields := ruleFieldsDiffer(c, w); len(fields) > 0 {
			kind := RuleChanged
			if len(fields) == 1 && fields[0].Name == "status" && c.Status == store.StatusProposed {
				kind = RuleApproved
			}
			out = append(out, Change{Kind: kind, ID: w.ID, Old: c, New: w, Fields: fields})
		}
		if !stay[w.ID] {
			m := Change{Kind: RuleMoved, ID: w.ID, Old: c, New: w, From: j + 1, To: i + 1, After: after}
			m.Loosens = loosens(cur, want, pos, same, w.ID, j, i)
			out = append(out, m)
		}
	}
	return out
}

// maxLoosens caps Change.Loosens.
const maxLoosens = 8

// loosens lists the rules in force that the move of id (from from in cur to
// to in want) puts an allow above an ask against.
func loosens(cur, want []Rule, pos map[string]int, same map[string]bool, id string, from, to int) []*Rule {
	moved := &cur[from]
	if !same[id] || !inForce(moved) || moved.Outcome == patterns.Refuse {
		return nil
	}
	var out []*Rule
	for i := range want {
		k := want[i].ID
		if k == id || !same[k] {
			continue
		}
		other := &cur[pos[k]]
		wasAbove, isAbove := pos[k] < from, i < to
		switch {
		case !inForce(other) || wasAbove == isAbove:
		case moved.Outcome == patterns.Allow && other.Outcome == patterns.Ask && wasAbove,
			moved.Outcome == patterns.Ask && other.Outcome == patterns.Allow && isAbove:
			out = append(out, other)
			if len(out) == maxLoosens {
				return out
			}
		}
	}
	return out
}

// inPlace picks the rules that keep their place: the longest run of kept
// rules whose order the file does not change. Every other kept rule is
// moved, so a file that moves one rule moves only that one.
func inPlace(cur, want []Rule, pos map[string]int, kept map[string]bool) map[string]bool {
	var ids []string
	var seqPos []int
	for i := range want {
		if kept[want[i].ID] {
			ids = append(ids, want[i].ID)
			seqPos = append(seqPos, pos[want[i].ID])
		}
	}
	stay := map[string]bool{}
	for _, k := range longestIncreasing(seqPos) {
		stay[ids[k]] = true
	}
	return stay
}

// longestIncreasing returns the indexes of a longest strictly increasing
// subsequence of xs (patience sorting, n log n).
func longestIncreasing(xs []int) []int {
	var tails []int // tails[l] is the index of the smallest tail of a run of length l+1
	prev := make([]int, len(xs))
	for i, x := range xs {
		l, _ := slices.BinarySearchFunc(tails, x, func(t, x int) int { return xs[t] - x })
		if l > 0 {
			prev[i] = tails[l-1]
		} else {
			prev[i] = -1
		}
		if l == len(tails) {
			tails = append(tails, i)
		} else {
			tails[l] = i
		}
	}
	out := make([]int, len(tails))
	if len(tails) == 0 {
		return out
	}
	for k, i := len(tails)-1, tails[len(tails)-1]; k >= 0; k-- {
		out[k] = i
		i = prev[i]
	}
	return out
}

// ruleFieldsDiffer lists the fields of a rule that differ, as a file
// writes them.
func ruleFieldsDiffer(c, w *Rule) []Field {
	var out []Field
	add := func(name, old, new string, same bool) {
		if !same {
			out = append(out, Field{Name: name, Old: old, New: new})
		}
	}
	add("outcome", c.Outcome.String(), w.Outcome.String(), c.Outcome == w.Outcome)
	add("pattern", c.Pattern, w.Pattern, c.Over != "" && w.Over != "" || samePattern(c.Pattern, w.Pattern))
	add("over", c.Over, w.Over, c.Over == w.Over)
	add("reason", c.Reason, w.Reason, c.Reason == w.Reason)
	add("scope.agent", c.Scope.Agent, w.Scope.Agent, c.Scope.Agent == w.Scope.Agent)
	add("scope.node", c.Scope.Node, w.Scope.Node, c.Scope.Node == w.Scope.Node)
	add("scope.workdir", c.Scope.Workdir, w.Scope.Workdir, cleanDir(c.Scope.Workdir) == cleanDir(w.Scope.Workdir))
	add("ends", endsText(c.Ends), endsText(w.Ends), c.Ends.Equal(w.Ends))
	add("mode", c.Mode, w.Mode, c.Mode == w.Mode)
	add("status", c.Status, w.Status, c.Status == w.Status)
	return out
}
