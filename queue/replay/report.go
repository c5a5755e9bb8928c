package replay

import (
	"cmp"
	"slices"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// Report is what a replay found. Its JSON is what `ozdesk policy replay
// --json` prints.
type Report struct {
	// Since and Until are the window replayed (zero: open).
	Since time.Time `json:"since,omitzero"`
	Until time.Time `json:"until,omitzero"`
	// Against says what the new answers are compared with: "recorded"
	// (the answers of the day) or "baseline" (the policy before the
	// change, decided again).
	Against string `json:"against"`
	// Total counts the evaluations decided again; First and Last are the
	// times of the first and last.
	Total int       `json:"total"`
	First time.Time `json:"first,omitzero"`
	Last  time.Time `json:"last,omitzero"`
	// Changed counts those whose outcome changes; Transitions says how,
	// one entry for each of the six changes, in a fixed order.
	Changed     int          `json:"changed"`
	Transitions []Transition `json:"transitions"`
	// RuleOnly counts those with the same outcome decided by another rule.
	RuleOnly int `json:"rule_only"`
	// Groups counts the jobs (sessions, agents) replayed; Jobs lists
	// those with a change, by the time of their first change.
	Groups int   `json:"groups"`
	Jobs   []Job `json:"jobs"`
	// Rules counts, for the changes, the rules that decide them now; Was
	// the rules that decided them before. "" is the fallback.
	Rules []RuleCount `json:"rules"`
	Was   []RuleCount `json:"was"`
	// Unreadable lists what could not be read, by code; UnreadableTotal
	// counts the commands with anything unreadable.
	Unreadable      []Unreadable `json:"unreadable"`
	UnreadableTotal int          `json:"unreadable_total"`
	// Skipped counts evaluations recorded while the store could not be
	// read (their answer failed closed and says nothing of the policy).
	Skipped int `json:"skipped"`
	// Broken lists the evaluation records that do not decode.
	Broken []Broken `json:"broken"`
}

// Transition counts one kind of changed outcome.
type Transition struct {
	From  patterns.Outcome `json:"from"`
	To    patterns.Outcome `json:"to"`
	Count int              `json:"count"`
}

// Decision is an outcome and the rule that decided it ("" for the
// fallback).
type Decision struct {
	Outcome patterns.Outcome `json:"outcome"`
	Rule    string           `json:"rule"`
}

// Job is one job (or session, or agent, when the records name no job)
// whose decisions change.
type Job struct {
	// Kind is "job", "session", "agent" or "none"; Name the job's.
	Kind string `json:"kind"`
	Name string `json:"name"`
	// Evaluations counts the job's records replayed, Changed those whose
	// outcome changes.
	Evaluations int `json:"evaluations"`
	Changed     int `json:"changed"`
	// First is the first decision that changes.
	First Change `json:"first"`
}

// Change is one decision that changes.
type Change struct {
	Seq     uint64    `json:"seq"`
	Time    time.Time `json:"time"`
	Command string    `json:"command"`
	Agent   string    `json:"agent,omitempty"`
	Cwd     string    `json:"cwd,omitempty"`
	Old     Decision  `json:"old"`
	New     Decision  `json:"new"`
}

// RuleCount is how many changes a rule decided.
type RuleCount struct {
	Rule  string `json:"rule"`
	Count int    `json:"count"`
}

// Unreadable counts the commands one code made unreadable, with a few of
// them.
type Unreadable struct {
	Code     patterns.UnreadableCode `json:"code"`
	Count    int                     `json:"count"`
	Examples []Example               `json:"examples"`
}

// Example is one command that could not be read.
type Example struct {
	Seq     uint64    `json:"seq"`
	Time    time.Time `json:"time"`
	Command string    `json:"command"`
	Agent   string    `json:"agent,omitempty"`
	Job     string    `json:"job,omitempty"`
	// Detail says what could not be read and why.
	Detail string `json:"detail"`
}

// Broken is an evaluation record that does not decode.
type Broken struct {
	Seq   uint64    `json:"seq"`
	Time  time.Time `json:"time"`
	Error string    `json:"error"`
}

// transitions are the six changes of outcome, in report order.
var transitions = [6][2]patterns.Outcome{
	{patterns.Allow, patterns.Ask}, {patterns.Allow, patterns.Refuse},
	{patterns.Ask, patterns.Allow}, {patterns.Ask, patterns.Refuse},
	{patterns.Refuse, patterns.Allow}, {patterns.Refuse, patterns.Ask},
}

// summarize builds the report from the results, in time order.
func summarize(results []outcome, examples int) *Report {
	rep := &Report{Transitions: make([]Transition, len(transitions)), Jobs: []Job{}, Rules: []RuleCount{},
		Was: []RuleCount{}, Unreadable: []Unreadable{}, Broken: []Broken{}}
	for i, t := range transitions {
		rep.Transitions[i] = Transition{From: t[0], To: t[1]}
	}
	type groupKey struct{ kind, name string }
	groups := map[groupKey]*Job{}
	rules, was := map[string]int{}, map[string]int{}
	codes := map[patterns.UnreadableCode]*Unreadable{}
	for i := range results {
		o := &results[i]
		switch {
		case o.err != nil:
			rep.Broken = append(rep.Broken, Broken{Seq: o.rec.Seq, Time: o.rec.Time, Error: o.err.Error()})
			continue
		case o.rec.Unavailable:
			rep.Skipped++
			continue
		}
		rep.Total++
		if rep.First.IsZero() {
			rep.First = o.rec.Time
		}
		rep.Last = o.rec.Time
		kind, name := o.rec.group()
		g := groups[groupKey{kind, name}]
		if g == nil {
			g = &Job{Kind: kind, Name: name}
			groups[groupKey{kind, name}] = g
		}
		g.Evaluations++
		countUnreadable(rep, codes, o, examples)
		switch {
		case o.old.Outcome != o.new.Outcome:
			rep.Changed++
			rep.Transitions[transitionIndex(o.old.Outcome, o.new.Outcome)].Count++
			rules[o.new.Rule]++
			was[o.old.Rule]++
			if g.Changed == 0 {
				g.First = Change{Seq: o.rec.Seq, Time: o.rec.Time, Command: o.rec.Command, Agent: o.rec.Agent,
					Cwd: o.rec.Context.Cwd, Old: o.old, New: o.new}
			}
			g.Changed++
		case o.old.Rule != o.new.Rule:
			rep.RuleOnly++
		}
	}
	rep.Groups = len(groups)
	for _, g := range groups {
		if g.Changed > 0 {
			rep.Jobs = append(rep.Jobs, *g)
		}
	}
	slices.SortFunc(rep.Jobs, func(a, b Job) int {
		if c := a.First.Time.Compare(b.First.Time); c != 0 {
			return c
		}
		return cmp.Compare(a.First.Seq, b.First.Seq)
	})
	rep.Rules, rep.Was = counted(rules), counted(was)
	for _, u := range codes {
		rep.Unreadable = append(rep.Unreadable, *u)
	}
	slices.SortFunc(rep.Unreadable, func(a, b Unreadable) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.Code, b.Code))
	})
	return rep
}

// countUnreadable counts what a record's reading could not read.
func countUnreadable(rep *Report, codes map[patterns.UnreadableCode]*Unreadable, o *outcome, examples int) {
	if len(o.unreadable) == 0 {
		return
	}
	rep.UnreadableTotal++
	for _, u := range o.unreadable {
		c := codes[u.Code]
		if c == nil {
			c = &Unreadable{Code: u.Code, Examples: []Example{}}
			codes[u.Code] = c
		}
		c.Count++
		if len(c.Examples) < examples {
			c.Examples = append(c.Examples, Example{Seq: o.rec.Seq, Time: o.rec.Time, Command: o.rec.Command,
				Agent: o.rec.Agent, Job: o.rec.Job, Detail: u.Detail})
		}
	}
}

// transitionIndex is the place of a change of outcome in Transitions.
func transitionIndex(from, to patterns.Outcome) int {
	for i, t := range transitions {
		if t[0] == from && t[1] == to {
			return i
		}
	}
	return 0
}

// counted lists counts by rule, most first (then by rule).
func counted(m map[string]int) []RuleCount {
	out := make([]RuleCount, 0, len(m))
	for r, n := range m {
		out = append(out, RuleCount{Rule: r, Count: n})
	}
	slices.SortFunc(out, func(a, b RuleCount) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.Rule, b.Rule))
	})
	return out
}
