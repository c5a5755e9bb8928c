package tui

import "ozdesk.dev/ozdesk/store"

// interner shares one copy of the strings many asks repeat (agent, job,
// session, node, cwd, harness, owner, state, outcome, rule, reason):
// each ask read from the store comes with its own copies, and a queue of
// 100,000 asks would hold 100,000 of each. It forgets everything when it
// holds more strings than the queue can explain (an agent sending a new
// name with every ask cannot grow it without bound).
type interner struct {
	seen map[string]string
}

// internMax bounds the strings an interner keeps, for n asks.
func internMax(n int) int { return 4*n + 1024 }

// asks interns the fields of asks in place, for a queue of n asks.
func (in *interner) asks(asks []store.Ask, n int) {
	if in.seen == nil || len(in.seen) > internMax(n) {
		in.seen = map[string]string{}
	}
	for i := range asks {
		a := &asks[i]
		for _, f := range []*string{&a.Agent, &a.AgentSays, &a.Job, &a.Session, &a.Node, &a.Cwd, &a.Harness, &a.Owner,
			&a.State, &a.Outcome, &a.Rule, &a.Reason} {
			*f = in.one(*f)
		}
	}
}

// one returns the shared copy of s.
func (in *interner) one(s string) string {
	if s == "" || len(s) > 256 {
		return s
	}
	if t, ok := in.seen[s]; ok {
		return t
	}
	in.seen[s] = s
	return s
}
