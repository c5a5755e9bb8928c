package queue

import (
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// previewID is the ID a rule being edited goes by in a preview.
const previewID = "(new rule)"

// maxExamples is how many example commands a preview shows: enough to
// fill a tall pattern editor.
const maxExamples = 12

// Preview is what a rule being edited would do, computed from data already
// loaded so it can run on every keystroke.
type Preview struct {
	// Pattern is the pattern's canonical text (for a rule over a default,
	// the default's patterns it takes); Err a pattern or rule error, in
	// which case nothing else is filled in.
	Pattern string
	Err     error
	// Rails are the guard rails an allow breaks.
	Rails []*patterns.RailError
	// Recorded counts the recorded evaluations whose command the corpus's
	// policy with this rule added (at its place, enforced even when it is
	// a shadow rule, live at the preview's time) decides by this rule:
	// the rule is the command's deciding rule. Commands counts the same
	// distinct commands (by command, cwd and agent), and Changed the
	// recorded evaluations whose outcome the rule changes.
	Recorded, Commands, Changed int
	// Examples shows a few of the commands counted in Commands, newest
	// first.
	Examples []string
	// Resolves lists the pending asks it would decide (allow or refuse)
	// once written, oldest first; the ask it is written from is not
	// among them (its author decides it). A shadow rule resolves none.
	Resolves []string
	// ShadowedBy is the rule that decides the command of the ask the rule
	// is written from in its place, where the rule matches it: an earlier
	// rule that matches the same part first, or a refuse, which wins
	// wherever it matches (rt17k #5: "always allow" written under an
	// ask rule that kept asking). ShadowedHow is what that rule does
	// there (allow, ask, refuse). ShadowedBy is "" when the rule decides
	// the ask's command, or matches none of it.
	ShadowedBy  string
	ShadowedHow patterns.Outcome
	// StillAsks, for an allow from an ask, is the part of its command the
	// policy would still not allow with the rule in force: written, the
	// rule leaves that ask pending ([RuleResult.StillAsks]).
	StillAsks *StillAsking
	// MatchesAsk says the rule's patterns match a part of the command of
	// the ask it is written from, and DecidesAsk that the rule, in its
	// place, decides that command: where it does not (a guard rail, an
	// earlier rule, a pattern narrowed past it), the ask's own recorded
	// evaluation is not among those Recorded counts, and the editor says
	// so.
	MatchesAsk, DecidesAsk bool
	// Matched counts, where a guard rail other than the reason's and the
	// end's refuses the allow, the recorded evaluations whose command the
	// rule's patterns might match in a part (an allow matches a download
	// only from the egress list: here the pattern's words alone count),
	// whatever then decides it, and MatchedPending the pending asks (but
	// the one it is written from) they match so: what the pattern alone
	// would have matched, which the editor says where Recorded and
	// Resolves are 0 for the rail (issue 9: "matches: 0 recorded
	// commands" beside the refusing rail read as if the rule would be
	// written). Both are 0 where no such rail refuses.
	Matched, MatchedPending int
}

// PreviewRule computes what spec would do, against a corpus and the pending
// asks; from is the ask it is written from, if any. It reads nothing from
// the store: the corpus holds the policy, and only the recorded commands
// the rule's patterns could concern (by program) are judged again.
func (s *Service) PreviewRule(spec RuleSpec, from *store.Ask, c *Corpus, pending []store.Ask) *Preview {
	pv := &Preview{Pattern: spec.Pattern}
	pr, err := specRule(spec, previewID)
	if err != nil {
		pv.Err = err
		return pv
	}
	pv.Pattern, _ = storedPatterns(pr)
	if c == nil {
		c = &Corpus{settings: store.DefaultSettings(), byProgram: map[string][]int{}}
	}
	ctx := &patterns.Context{Egress: c.egress}
	if from != nil {
		ctx = s.askContext(*from, c.egress)
	}
	pv.Rails = railsFor(pr, from, ctx)
	enforced := *pr
	enforced.Mode = patterns.Enforce
	pol, err := s.corpusPolicy(c, &enforced, spec.Place)
	if err != nil {
		pv.Err = err
		return pv
	}
	now := s.now()
	rule := pol.Rule(previewID)
	pats, mode := rule.Patterns(), patterns.ModeFor(rule.Outcome)
	railed := patternRailed(pv.Rails)
	for _, i := range c.candidates(rule) {
		e := &c.entries[i]
		if railed && partMatches(pats, patterns.Might, e.cmd, e.ctx) {
			pv.Matched += e.count
		}
		if !e.moves && !matchesPart(pats, mode, e) {
			continue
		}
		v := pol.Evaluate(e.cmd, e.ctx, now)
		if v.Outcome != e.outcome {
			pv.Changed += e.count
		}
		if v.Rule != previewID {
			continue
		}
		pv.Recorded += e.count
		pv.Commands++
		if len(pv.Examples) < maxExamples {
			pv.Examples = append(pv.Examples, e.command)
		}
	}
	if !spec.Shadow {
		pv.Resolves, pv.MatchedPending = s.previewResolves(pol, from, c.egress, pending, railed)
	}
	if from != nil {
		cmd := patterns.Read(from.Command)
		pv.ShadowedBy, pv.ShadowedHow = shadowedBy(pol, cmd, ctx, now)
		pv.MatchesAsk, pv.DecidesAsk = matchesCommand(pats, mode, cmd, ctx), pol.Evaluate(cmd, ctx, now).Rule == previewID
		if pr.Outcome == patterns.Allow {
			pv.StillAsks = stillAskingIn(pol.Evaluate(cmd, ctx, now), cmd, from.Command)
		}
	}
	return pv
}

// patternRailed reports whether a rail the pattern breaks is among
// rails: one other than the missing reason's and the end's, which the
// rule's fields mend.
func patternRailed(rails []*patterns.RailError) bool {
	for _, r := range rails {
		if r.Rail != patterns.RailReason && r.Rail != patterns.RailEnd {
			return true
		}
	}
	return false
}

// shadowedBy names the rule that decides a part of cmd the rule being
// previewed matches, in its place, and what it decides; "" when the
// previewed rule decides every part it matches (or matches none).
func shadowedBy(pol *patterns.Policy, cmd *patterns.Command, ctx *patterns.Context, now time.Time) (string, patterns.Outcome) {
	rule := pol.Rule(previewID)
	pats, mode := rule.Patterns(), patterns.ModeFor(rule.Outcome)
	v := pol.Evaluate(cmd, ctx, now)
	for i := range cmd.Parts {
		if i >= len(v.Parts) || v.Parts[i].Rule == previewID || v.Parts[i].Rule == "" {
			continue
		}
		for _, p := range pats {
			if _, ok := p.MatchAt(cmd, i, ctx, mode); ok {
				return v.Parts[i].Rule, v.Parts[i].Outcome
			}
		}
	}
	return "", patterns.Allow
}

// previewResolves lists the pending asks pol decides, but from, and, when
// railed, counts those the rule's patterns might match in a part. A pending ask is
// pending because the policy asks about it; the rule being previewed can
// change that only by matching one of its parts, so only those asks are
// judged whole (and those whose parts change directory).
func (s *Service) previewResolves(pol *patterns.Policy, from *store.Ask, egress []string, pending []store.Ask, railed bool) ([]string, int) {
	var ids []string
	matchedN := 0
	now := s.now()
	rule := pol.Rule(previewID)
	pats, mode := rule.Patterns(), patterns.ModeFor(rule.Outcome)
	reads := s.pending.read(pending)
	for i, a := range pending {
		if !a.Pending() || from != nil && a.ID == from.ID {
			continue
		}
		pr := reads[i]
		ctx := s.contextFor(pr.rec, a.Agent, a.Node, egress)
		if railed && partMatches(pats, patterns.Might, pr.cmd, ctx) {
			matchedN++
		}
		if !pr.moves && !partMatches(pats, mode, pr.cmd, ctx) {
			continue
		}
		if _, _, _, ok := resolves(pol, a, pr.cmd, ctx, now, previewID, true); ok {
			ids = append(ids, a.ID)
		}
	}
	return ids, matchedN
}

// matchesPart reports whether one of a rule's patterns matches a part of
// e's command in the rule's mode, as the policy would try it (allow rules
// only when they certainly match). A rule that matches no part decides none, and leaves
// the command's verdict as it was; this is a cheaper test than judging
// the command whole. It holds for entries whose parts all run in the
// entry's own directory; the others are judged whole. A rule with no
// patterns (a refuse over the floor) is taken to match.
func matchesPart(pats []*patterns.Pattern, mode patterns.MatchMode, e *corpusEntry) bool {
	return partMatches(pats, mode, e.cmd, e.ctx)
}

// partMatches reports whether one of pats matches a part of cmd in mode.
func partMatches(pats []*patterns.Pattern, mode patterns.MatchMode, cmd *patterns.Command, ctx *patterns.Context) bool {
	if len(pats) == 0 {
		return true
	}
	for i := range cmd.Parts {
		for _, p := range pats {
			if _, ok := p.MatchAt(cmd, i, ctx, mode); ok {
				return true
			}
		}
	}
	return false
}

// candidates lists, in order, the entries rule r could decide: those with
// a part running a program one of its patterns names, those with a part
// whose program is not known (a tightening rule might match any), all of
// them for a pattern whose program is a glob or a class, and those with
// something unreadable for a refuse over cmd.unreadable. The entries left
// out keep their verdict: a rule that matches no part changes nothing.
func (c *Corpus) candidates(r *patterns.Rule) []int {
	if r == nil {
		return nil
	}
	if r.Over == patterns.UnreadableRule {
		return c.unreadable
	}
	var lists [][]int
	for _, pat := range r.Patterns() {
		names, anyProgram := pat.Programs()
		if anyProgram {
			return allIndexes(len(c.entries))
		}
		for _, n := range names {
			lists = append(lists, c.byProgram[n])
		}
	}
	if r.Outcome.Tightening() {
		lists = append(lists, c.unknown)
	}
	return mergeIndexes(lists, len(c.entries))
}

// allIndexes returns 0 … n-1.
func allIndexes(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// mergeIndexes merges ascending lists of indexes below n into one,
// ascending, without duplicates.
func mergeIndexes(lists [][]int, n int) []int {
	if len(lists) == 1 {
		return lists[0]
	}
	seen := make([]bool, n)
	count := 0
	for _, l := range lists {
		for _, i := range l {
			if !seen[i] {
				seen[i] = true
				count++
			}
		}
	}
	out := make([]int, 0, count)
	for i, ok := range seen {
		if ok {
			out = append(out, i)
		}
	}
	return out
}

// matchesCommand says whether one of pats matches a part of cmd.
func matchesCommand(pats []*patterns.Pattern, mode patterns.MatchMode, cmd *patterns.Command, ctx *patterns.Context) bool {
	for i := range cmd.Parts {
		for _, p := range pats {
			if _, ok := p.MatchAt(cmd, i, ctx, mode); ok {
				return true
			}
		}
	}
	return false
}
