//go:build !ozdesk_adapters

package queue

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// waiting is an ask already pending when a case evaluates.
type waiting struct {
	agent, owner string
	wait         time.Duration // its deadline from now; 0 for the default
	node         string        // the node it was asked on; "" for the case's own
}

func TestMaxPendingPerAgent(t *testing.T) {
	many := func(n int, w waiting) []waiting {
		out := make([]waiting, n)
		for i := range out {
			out[i] = w
		}
		return out
	}
	tests := []struct {
		name    string
		cap     int // 0 keeps the default
		before  []waiting
		req     Request
		outcome patterns.Outcome
		reason  string // in the reason of a refusal
	}{
		{name: "nothing waits: queued",
			req: Request{Agent: "dev"}, outcome: patterns.Ask},
		{name: "one under the default cap: queued",
			before: many(19, waiting{agent: "dev"}),
			req:    Request{Agent: "dev"}, outcome: patterns.Ask},
		{name: "at the default cap: refused",
			before: many(20, waiting{agent: "dev"}),
			req:    Request{Agent: "dev"}, outcome: patterns.Refuse,
			reason: `agent "dev" has 20 asks waiting, the most it may`},
		{name: "another agent's asks do not count",
			cap: 2, before: many(5, waiting{agent: "ci"}),
			req: Request{Agent: "dev"}, outcome: patterns.Ask},
		{name: "a lowered cap",
			cap: 2, before: many(2, waiting{agent: "dev"}),
			req: Request{Agent: "dev"}, outcome: patterns.Refuse, reason: "has 2 asks waiting"},
		{name: "asks past their deadline do not count",
			cap: 2, before: append(many(2, waiting{agent: "dev", wait: -time.Minute}), waiting{agent: "dev"}),
			req: Request{Agent: "dev"}, outcome: patterns.Ask},
		{name: "an owner counts its asks whatever their label",
			cap: 3, before: []waiting{{agent: "a", owner: "uid:1003"}, {agent: "b", owner: "uid:1003"}, {agent: "c", owner: "uid:1003"}},
			req: Request{Agent: "d", Owner: "uid:1003"}, outcome: patterns.Refuse,
			reason: `account uid:1003 (agent "d") has 3 asks waiting`},
		{name: "another owner's asks do not count",
			cap: 1, before: []waiting{{agent: "dev", owner: "uid:1004"}},
			req: Request{Agent: "dev", Owner: "uid:1003"}, outcome: patterns.Ask},
		{name: "direct-mode asks of the same label do not count against an owner",
			cap: 1, before: []waiting{{agent: "dev"}},
			req: Request{Agent: "dev", Owner: "uid:1003"}, outcome: patterns.Ask},
		{name: "the same account on another node is another account",
			cap: 1, before: []waiting{{agent: "dev", owner: "uid:1003", node: "node-b"}},
			req: Request{Agent: "dev", Owner: "uid:1003"}, outcome: patterns.Ask},
		{name: "the same label on another node is another agent",
			cap: 1, before: []waiting{{agent: "dev", node: "node-b"}},
			req: Request{Agent: "dev"}, outcome: patterns.Ask},
		{name: "an owner's asks do not count against the same label without one",
			cap: 1, before: []waiting{{agent: "dev", owner: "uid:1003"}},
			req: Request{Agent: "dev"}, outcome: patterns.Ask},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock := newTestClock()
			s := newService(t, WithClock(clock.Now))
			for _, w := range tt.before {
				wait := w.wait
				if wait < 0 {
					// Queue it, then let the clock pass its deadline.
					wait = time.Minute
				}
				on := s
				if w.node != "" {
					on = New(s.st, WithNode(w.node), WithHome("/home/op"), WithClock(clock.Now))
				}
				mustAsk(t, on, Request{Command: "rm -rf ~", Agent: w.agent, Owner: w.owner, Cwd: "/w", Wait: wait})
			}
			if len(tt.before) > 0 && tt.before[0].wait < 0 {
				clock.Add(2 * time.Minute)
			}
			if tt.cap != 0 { // lowered after the asks were queued
				set := store.DefaultSettings()
				set.MaxPendingPerAgent = tt.cap
				if _, err := s.SetSettings(set, "alice"); err != nil {
					t.Fatal(err)
				}
			}
			req := tt.req
			req.Command, req.Cwd = "rm -rf ~", "/w"
			before := len(mustPending(t, s))
			ans, err := s.Evaluate(req)
			if err != nil {
				t.Fatal(err)
			}
			if ans.Unavailable != nil {
				t.Fatalf("failed closed: %v", ans.Unavailable)
			}
			if ans.Outcome != tt.outcome {
				t.Fatalf("outcome %s (%s), want %s", ans.Outcome, ans.Reason, tt.outcome)
			}
			after := len(mustPending(t, s))
			evals := auditOf(t, s, store.KindEvaluate)
			var ev Evaluation
			if err := json.Unmarshal(evals[len(evals)-1].Data, &ev); err != nil {
				t.Fatal(err)
			}
			if tt.outcome == patterns.Ask {
				if ans.Ask == nil || after != before+1 || ev.Limit != "" {
					t.Fatalf("not queued: ask %v, pending %d → %d, limit %q", ans.Ask, before, after, ev.Limit)
				}
				return
			}
			if ans.Ask != nil || after != before {
				t.Errorf("queued over the cap: ask %v, pending %d → %d", ans.Ask, before, after)
			}
			if !strings.Contains(ans.Reason, tt.reason) || !strings.Contains(ans.Reason, "without queueing") {
				t.Errorf("reason %q, want it to hold %q", ans.Reason, tt.reason)
			}
			if strings.Contains(ans.Reason, "ozdesk queue") {
				t.Errorf("reason %q tells the agent how to decide", ans.Reason)
			}
			if ev.Limit != ans.Reason || ev.Report.Outcome != patterns.Refuse || ev.Ask != "" || ev.Command != req.Command {
				t.Errorf("recorded evaluation: limit %q, outcome %s, ask %q", ev.Limit, ev.Report.Outcome, ev.Ask)
			}
		})
	}
}

// mustAsk evaluates a command the policy asks about, and fails t unless
// it was queued.
func mustAsk(t *testing.T, s *Service, req Request) *store.Ask {
	t.Helper()
	ans, err := s.Evaluate(req)
	if err != nil {
		t.Fatal(err)
	}
	if ans.Ask == nil {
		t.Fatalf("%q for %s/%s: %s (%s), not queued", req.Command, req.Owner, req.Agent, ans.Outcome, ans.Reason)
	}
	return ans.Ask
}

// mustPending lists the pending asks.
func mustPending(t *testing.T, s *Service) []store.Ask {
	t.Helper()
	p, err := s.Pending()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestMaxPendingConcurrent evaluates 30 asks for one account at once, 10
// from each of three processes and, in this one, from as many goroutines,
// each changing its label: exactly the cap is queued, the rest refused.
func TestMaxPendingConcurrent(t *testing.T) {
	for _, how := range []string{"goroutines", "processes"} {
		t.Run(how, func(t *testing.T) {
			s := newService(t)
			if _, err := s.Init(); err != nil {
				t.Fatal(err)
			}
			var asked, refused int
			switch how {
			case "goroutines":
				var mu sync.Mutex
				var wg sync.WaitGroup
				for i := range 30 {
					wg.Go(func() {
						ans, err := s.Evaluate(Request{Command: "rm -rf ~", Agent: "dev-" + strconv.Itoa(i),
							Owner: "uid:1003", Cwd: "/w"})
						mu.Lock()
						defer mu.Unlock()
						switch {
						case err != nil:
							t.Error(err)
						case ans.Outcome == patterns.Ask && ans.Ask != nil:
							asked++
						case ans.Outcome == patterns.Refuse:
							refused++
						default:
							t.Errorf("%s: %s", ans.Outcome, ans.Reason)
						}
					})
				}
				wg.Wait()
			case "processes":
				kids := make([]*child, 3)
				for i := range kids {
					kids[i] = startChild(t, "capped", s.st.Path(), "uid:1003", 10)
				}
				for _, k := range kids {
					k.Send(t, "go")
				}
				for _, k := range kids {
					var a, r int
					if _, err := fmt.Sscanf(k.Line(t), "ask %d refuse %d", &a, &r); err != nil {
						t.Fatal(err)
					}
					asked, refused = asked+a, refused+r
					k.Wait(t)
				}
			}
			if asked != store.DefaultMaxPendingPerAgent || refused != 30-asked {
				t.Errorf("%d queued and %d refused, want %d and %d", asked, refused, store.DefaultMaxPendingPerAgent, 30-store.DefaultMaxPendingPerAgent)
			}
			if n := len(mustPending(t, s)); n != store.DefaultMaxPendingPerAgent {
				t.Errorf("%d pending, want %d", n, store.DefaultMaxPendingPerAgent)
			}
			if n := len(auditOf(t, s, store.KindEvaluate)); n != 30 {
				t.Errorf("%d evaluations recorded, want 30", n)
			}
		})
	}
}

// childCapped evaluates env.n asks as the account env.name, each under
// another agent label, and prints how many were queued and refused.
func childCapped(env childEnv) error {
	s := childService(env)
	if !env.in.Scan() {
		return fmt.Errorf("no go")
	}
	var asked, refused int
	for i := range env.n {
		ans, err := s.Evaluate(Request{Command: "rm -rf ~", Agent: fmt.Sprintf("%d-%d", os.Getpid(), i), Owner: env.name, Cwd: "/w"})
		if err != nil {
			return err
		}
		switch {
		case ans.Unavailable != nil:
			return fmt.Errorf("evaluation %d failed closed: %w", i, ans.Unavailable)
		case ans.Outcome == patterns.Ask:
			asked++
		case ans.Outcome == patterns.Refuse:
			refused++
		}
	}
	fmt.Printf("ask %d refuse %d\n", asked, refused)
	return nil
}
