package queue

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// RuleSpec is a rule to write.
type RuleSpec struct {
	Outcome patterns.Outcome
	// Pattern is the pattern's text; or Over names the default rule the
	// rule is written over (a carve-out, or a refuse over cmd.unreadable).
	Pattern, Over string
	Reason        string
	Scope         patterns.Scope
	// End is when the rule stops deciding; zero for never (refuse and ask
	// only).
	End    time.Time
	Shadow bool
	Place  store.Place
	Author string
	// FromAsk is the ask the rule is written from, which it decides too.
	FromAsk string
	// Seen, when set, is what the operator saw of the ask FromAsk names:
	// the rule is written only if that ask is still the one seen (its
	// command, agent and time, in the same store), else the write fails
	// with a [*ChangedError] and nothing is written, as a one-key decision
	// does ([Decision.Seen]).
	Seen *Seen `json:",omitempty"`
	// Confirms names the shielded defaults the operator confirms this
	// allow overrides; only a literal pattern may (see the patterns
	// package's shield.go).
	Confirms []string
	// DryRun checks the rule as writing it would, in one transaction
	// that is then rolled back: the guard rails, four eyes (Proposed),
	// the ask it comes from and the asks it would resolve. The result
	// says what the write would do; nothing is written to the store or
	// the audit trail (the desk holds a rule in its undo window this
	// way). The rule's ID is the one it would take now.
	DryRun bool
	// ResolveOnly, when not nil, bounds the pending asks the rule
	// resolves to those named (by ID): the asks its author's confirmation
	// listed. An ask that arrived after it stays pending, though the new
	// policy would decide it, for an operator to read (rt18k #1). Nil
	// resolves every pending ask the policy decides.
	ResolveOnly []string `json:",omitempty"`
	// ResolveNone says ResolveOnly is bounded though empty: the
	// confirmation listed no ask to resolve.
	ResolveNone bool `json:",omitempty"`
	// NewNode takes a node scope that names no node of the fleet yet (a
	// node whose broker has not started): without it, such a scope is
	// refused as a likely typo ([ErrUnknownNode]).
	NewNode bool
}

// RailsError is an allow refused by the guard rails: every rail it breaks.
type RailsError struct {
	Rails []*patterns.RailError
}

// Error lists the rails.
func (e *RailsError) Error() string {
	msg := "refused by the guard rails"
	for _, r := range e.Rails {
		msg += "\n  " + r.Error()
	}
	return msg
}

// ErrUnknownNode is a rule scoped to nodes of which the fleet has none:
// no broker of a node its glob matches ever ran ([RuleSpec.NewNode]).
var ErrUnknownNode = errors.New("the node scope names no node of the fleet")

// ErrBadNodeScope is a rule's node scope that no node name can match, or
// that a policy file refuses (a glob character other than *): the rule
// writers check it as 'policy apply' does ([policyfile.CheckNodeGlob]).
var ErrBadNodeScope = errors.New("bad node scope")

// ErrNoAuthor is returned for a rule or approval that does not say who
// writes it.
var ErrNoAuthor = errors.New("no operator named: say who writes or approves the rule (--operator, or OZDESK_OPERATOR)")

// specRule reads a spec into the rule it would be, with the ID given: its
// pattern parsed and checked for its outcome, or the default it is
// written over resolved. Errors name the problem and what to write instead
// (a pattern's is a [*patterns.PatternError]).
func specRule(spec RuleSpec, id string) (*patterns.Rule, error) {
	switch spec.Outcome {
	case patterns.Allow, patterns.Ask, patterns.Refuse:
	default:
		return nil, fmt.Errorf("rule outcome %d: write allow, ask or refuse", spec.Outcome)
	}
	r := &patterns.Rule{ID: id, Outcome: spec.Outcome, Reason: strings.TrimSpace(spec.Reason),
		Scope: spec.Scope, End: spec.End, Author: spec.Author, Over: spec.Over, Confirms: slices.Clone(spec.Confirms)}
	if spec.Shadow {
		r.Mode = patterns.Shadow
	}
	text := strings.TrimSpace(spec.Pattern)
	switch {
	case text != "" && spec.Over != "":
		return nil, fmt.Errorf("a rule has a pattern or is written over a default rule, not both (pattern %q, over %s)", text, spec.Over)
	case spec.Over == patterns.UnreadableRule:
		if spec.Outcome != patterns.Refuse {
			return nil, fmt.Errorf("a rule over %s can only refuse: what cannot be read is always asked about, and nothing allows it", patterns.UnreadableRule)
		}
		return r, nil
	case spec.Over != "":
		if !slices.Contains(defaultIDs(), spec.Over) {
			return nil, fmt.Errorf("%s is not a default rule; the defaults are %s", spec.Over, strings.Join(defaultIDs(), ", "))
		}
		return r, nil
	case text == "":
		return nil, errors.New("the rule has no pattern: write one (like `git push --force * [default-branch]`) or name the default rule it is written over")
	}
	p, err := patterns.ParsePattern(text)
	if err != nil {
		return nil, err
	}
	if err := p.Check(spec.Outcome); err != nil {
		return nil, err
	}
	r.Pattern = p
	return r, nil
}

// defaultIDs lists the IDs of the default rules, and the floor's.
func defaultIDs() []string {
	ids := []string{patterns.UnreadableRule}
	for _, d := range patterns.DefaultInfos() {
		ids = append(ids, d.ID)
	}
	return ids
}

// storedPatterns is the text a rule is stored with: its pattern's
// canonical text, or, for a rule over a default, the patterns it takes
// from it (for people to read; see [CompileRule]).
func storedPatterns(r *patterns.Rule) (string, []string) {
	if r.Over == "" {
		return r.Pattern.String(), nil
	}
	for _, d := range patterns.DefaultInfos() {
		if d.ID != r.Over {
			continue
		}
		pats := d.Patterns
		if r.Outcome == patterns.Allow && len(d.Carve) > 0 {
			pats = d.Carve
		}
		return pats[0], slices.Clone(pats[1:])
	}
	return "", nil
}

// checkRails applies the guard rails to an allow, in ctx, for a rule
// written from ask from (nil if none), and checks its end. It returns a
// [*RailsError] naming every rail broken.
func checkRails(r *patterns.Rule, from *store.Ask, ctx *patterns.Context, now time.Time) error {
	if rails := railsFor(r, from, ctx); len(rails) > 0 {
		return &RailsError{Rails: rails}
	}
	if !r.End.IsZero() && !now.Before(r.End) {
		return fmt.Errorf("the rule's end %s has passed: give an end in the future", r.End.Format(time.RFC3339))
	}
	return nil
}

// railsFor lists the guard rails an allow breaks: [patterns.CheckAllow]
// against the deciding part of the ask it is written from, and, for an
// ask whose command could not be read at all (no parts), the unreadable
// rail, which CheckAllow cannot see without a part.
func railsFor(r *patterns.Rule, from *store.Ask, ctx *patterns.Context) []*patterns.RailError {
	var fromCmd *patterns.Command
	part := -1
	if from != nil {
		fromCmd = patterns.Read(from.Command)
		if ev, err := EvaluationOf(*from); err == nil {
			part = ev.Report.Part
		}
	}
	rails := patterns.CheckAllow(r, fromCmd, part, ctx)
	if r.Outcome == patterns.Allow && part >= 0 {
		// a rule that would not cover the command it is written from
		if _, u := UncoveredRail(fromCmd, part); u != nil {
			rails = append(rails, u)
		}
	}
	if r.Outcome == patterns.Allow && fromCmd != nil && part < 0 && !fromCmd.Readable() {
		rails = append(rails, &patterns.RailError{Rail: patterns.RailUnreadable,
			Msg:  "the command it comes from cannot be read at all, and nothing can allow what cannot be read",
			Hint: "approve it once, or refuse it"})
	}
	return rails
}

// listed is the set of asks ResolveOnly bounds a rule's resolving to, or
// nil for every ask.
func (spec RuleSpec) listed() map[string]bool {
	if spec.ResolveOnly == nil && !spec.ResolveNone {
		return nil
	}
	m := make(map[string]bool, len(spec.ResolveOnly))
	for _, id := range spec.ResolveOnly {
		m[id] = true
	}
	return m
}
