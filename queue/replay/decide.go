package replay

import (
	"slices"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// maxMemo caps how many answers a worker remembers.
const maxMemo = 1 << 16

// verdict is what deciding one command again gives.
type verdict struct {
	// base is the baseline's answer (when there is a baseline), new the
	// changed policy's.
	base, new Decision
	// unreadable holds one entry per code the reading found, in order.
	unreadable []patterns.Unreadable
}

// memoKey is everything an answer depends on: the command, the context and
// who asks, and which rules are live (the span between rules' ends the
// time falls in). Agents repeat commands (git status, go test ./...) many
// times a week; each is read and decided once.
type memoKey struct {
	command, cwd, workdir, home, branch, agent, node string
	epoch                                            int
}

// decider decides records one after another; each worker has its own.
type decider struct {
	opts   *Options
	reader *patterns.Reader
	ends   []time.Time
	memo   map[memoKey]verdict
}

func newDecider(opts *Options, ends []time.Time) *decider {
	return &decider{opts: opts, reader: patterns.NewReader(), ends: ends, memo: map[memoKey]verdict{}}
}

// decide decodes one entry and decides it again.
func (d *decider) decide(e *store.AuditEntry) outcome {
	rec, err := Decode(*e)
	if err != nil {
		rec.Seq, rec.Time = e.Seq, e.Time
		return outcome{rec: rec, err: err}
	}
	o := outcome{rec: rec, old: Decision{Outcome: rec.Outcome, Rule: rec.Rule}}
	if rec.Unavailable {
		return o
	}
	at := rec.Time
	if !d.opts.At.IsZero() {
		at = d.opts.At
	}
	key := memoKey{rec.Command, rec.Context.Cwd, rec.Context.Workdir, rec.Context.Home, rec.Context.DefaultBranch,
		rec.Agent, rec.Node, epoch(d.ends, at)}
	v, ok := d.memo[key]
	if !ok {
		v = d.evaluate(&rec, at)
		if len(d.memo) < maxMemo {
			d.memo[key] = v
		}
	}
	o.verdict = v
	if d.opts.Baseline != nil {
		o.old = v.base
	}
	return o
}

// evaluate reads a record's command and decides it under the changed
// policy (and the baseline).
func (d *decider) evaluate(rec *Record, at time.Time) verdict {
	cmd := d.reader.Read(rec.Command)
	ctx := rec.context(d.opts.Egress, d.opts.Protected)
	v := d.opts.Policy.Evaluate(cmd, ctx, at)
	out := verdict{new: Decision{Outcome: v.Outcome, Rule: v.Rule}}
	if d.opts.Baseline != nil {
		b := d.opts.Baseline.Evaluate(cmd, ctx, at)
		out.base = Decision{Outcome: b.Outcome, Rule: b.Rule}
	}
	for _, u := range cmd.Unreadable {
		if !slices.ContainsFunc(out.unreadable, func(x patterns.Unreadable) bool { return x.Code == u.Code }) {
			out.unreadable = append(out.unreadable, u)
		}
	}
	return out
}

// ruleEnds returns the distinct ends of the policies' rules, in order:
// between two of them, the same rules are live.
func ruleEnds(policies ...*patterns.Policy) []time.Time {
	var ends []time.Time
	for _, p := range policies {
		if p == nil {
			continue
		}
		for _, r := range p.Rules() {
			if !r.End.IsZero() {
				ends = append(ends, r.End)
			}
		}
	}
	slices.SortFunc(ends, func(a, b time.Time) int { return a.Compare(b) })
	return slices.CompactFunc(ends, func(a, b time.Time) bool { return a.Equal(b) })
}

// epoch counts the ends at or before t: a rule is live at t only if t is
// before its end, so times with the same count see the same live rules.
func epoch(ends []time.Time, t time.Time) int {
	n, _ := slices.BinarySearchFunc(ends, t, func(e, t time.Time) int {
		if e.After(t) {
			return 1
		}
		return -1
	})
	return n
}
