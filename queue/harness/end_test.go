package harness

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

func TestEndOfAndSay(t *testing.T) {
	at := time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)
	ask := func(state string, d *store.Decision) *store.Ask {
		return &store.Ask{ID: "0000000042", State: state, Decision: d, Deadline: at}
	}
	tests := []struct {
		name string
		ans  *queue.Answer
		end  End
		say  string // a part of Say's line
	}{
		{"nil", nil, Unavailable, "no answer"},
		{"allow by fallback", &queue.Answer{Outcome: patterns.Allow}, Allowed, "allow: no rule matched; the fallback allows"},
		{"allow by rule", &queue.Answer{Outcome: patterns.Allow, Rule: "r2", Reason: "read only"}, Allowed, "allow: rule r2: read only"},
		{"refuse by rule", &queue.Answer{Outcome: patterns.Refuse, Rule: "r1", Reason: "never"}, Refused, "refuse: rule r1: never"},
		{"ask with nothing queued", &queue.Answer{Outcome: patterns.Ask, Rule: "cmd.publish"}, Unavailable, "no ask could be queued"},
		{"unavailable", &queue.Answer{Outcome: patterns.Ask, Unavailable: errors.New("store locked")}, Unavailable, "could not be read, so nothing decided (store locked)"},
		{"store gone while waiting", &queue.Answer{Outcome: patterns.Refuse, Ask: ask(store.StatePending, nil), Unavailable: fmt.Errorf("no store at /tmp/x: %w", store.ErrNoStore)},
			Unavailable, "refuse: ask 42 can no longer be decided: the store it waited in is gone (no store at /tmp/x"},
		{"unavailable refusal", &queue.Answer{Outcome: patterns.Refuse, Unavailable: errors.New("x")}, Unavailable, "must not run"},
		{"pending", &queue.Answer{Outcome: patterns.Ask, Rule: "cmd.publish", Ask: ask(store.StatePending, nil)}, Undecided, "waiting for an operator at the desk (ask 42)"},
		{"pending, its wait written", &queue.Answer{Outcome: patterns.Ask, Rule: "cmd.publish", Ask: &store.Ask{ID: "0000000042", State: store.StatePending, Created: at, Deadline: at.Add(89750 * time.Millisecond)}},
			Undecided, "waiting for an operator at the desk (ask 42, expires in 1m 30s)"},
		{"approved", &queue.Answer{Outcome: patterns.Allow, Ask: ask(store.StateApproved, &store.Decision{By: "alice", At: at, Outcome: "allow", Reason: "fine"})}, Allowed, "allow: approved by alice at 2026-11-29"},
		{"denied", &queue.Answer{Outcome: patterns.Refuse, Ask: ask(store.StateDenied, &store.Decision{By: "bob", At: at, Outcome: "refuse", Reason: "no"})}, Refused, "refuse: denied by bob at " + Stamp(at) + " (ask 42): no"},
		{"resolved allow", &queue.Answer{Ask: ask(store.StateResolved, &store.Decision{By: "r7", At: at, Outcome: "allow"})}, Allowed, "allow: decided by rule r7"},
		{"resolved refuse", &queue.Answer{Ask: ask(store.StateResolved, &store.Decision{By: "r8", At: at, Outcome: "refuse"})}, Refused, "refuse: decided by rule r8"},
		{"resolved without a decision", &queue.Answer{Outcome: patterns.Allow, Ask: ask(store.StateResolved, nil)}, Undecided, "must not run"},
		{"expired", &queue.Answer{Outcome: patterns.Refuse, Ask: ask(store.StateExpired, &store.Decision{By: "ozdesk"})}, Undecided, "nobody decided ask 42 in time"},
		{"withdrawn", &queue.Answer{Outcome: patterns.Refuse, Ask: ask(store.StateWithdrawn, nil)}, Undecided, "withdrawn"},
		{"abandoned", &queue.Answer{Outcome: patterns.Refuse, Ask: ask(store.StateAbandoned, nil)}, Undecided, "abandoned"},
		{"abandoned by its node", &queue.Answer{Outcome: patterns.Refuse, Ask: ask(store.StateAbandoned, &store.Decision{By: "ozdesk", Outcome: "refuse", Reason: "abandoned: node n1 stopped answering"})},
			Undecided, "refuse: ask 42 was abandoned (node n1 stopped answering), so nobody will decide it; the command must not run (asking again queues a new ask)"},
		{"abandoned by its process", &queue.Answer{Outcome: patterns.Refuse, Ask: ask(store.StateAbandoned, &store.Decision{By: "ozdesk", Outcome: "refuse", Reason: "abandoned: the waiting process 812 is gone"})},
			Undecided, "ask 42 was abandoned (the waiting process 812 is gone)"},
		{"abandoned by a reason with escapes", &queue.Answer{Outcome: patterns.Refuse, Ask: ask(store.StateAbandoned, &store.Decision{Reason: "abandoned: node \x1b[2Jx stopped answering"})},
			Undecided, `node \e[2Jx stopped`},
		// rt22i #3: the answer's outcome, the ask's state and its recorded
		// decision must all allow; the words say what the verdict is.
		{"approved but outcome says refuse", &queue.Answer{Outcome: patterns.Refuse, Ask: ask(store.StateApproved, &store.Decision{By: "a", Outcome: "allow"})}, Refused, "refuse: ask 42 is approved, but the answer does not allow it (outcome refuse, decision allow by a)"},
		{"approved with a decision that says nothing", &queue.Answer{Outcome: patterns.Allow, Ask: ask(store.StateApproved, &store.Decision{By: "a"})}, Undecided, "refuse: ask 42 is approved, but the answer does not allow it"},
		{"approved with no decision", &queue.Answer{Outcome: patterns.Ask, Ask: ask(store.StateApproved, nil)}, Undecided, "refuse: ask 42 is approved with no decision recorded"},
		{"approved with a refusing decision", &queue.Answer{Outcome: patterns.Ask, Ask: ask(store.StateApproved, &store.Decision{By: "a", Outcome: "refuse"})}, Refused, "refuse: ask 42 is approved, but the answer does not allow it (outcome ask, decision refuse by a)"},
		{"escapes", &queue.Answer{Outcome: patterns.Refuse, Rule: "r1", Reason: "bad\x1b[31m"}, Refused, `bad\e[31m`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := EndOf(tt.ans); got != tt.end {
				t.Errorf("EndOf = %v, want %v", got, tt.end)
			}
			say := Say(tt.ans)
			if !strings.Contains(say, tt.say) {
				t.Errorf("Say = %q, want it to hold %q", say, tt.say)
			}
			if strings.ContainsAny(say, "\x1b\n\r") {
				t.Errorf("Say = %q holds a control character", say)
			}
			for _, hint := range selfApproval() {
				if strings.Contains(say, hint) {
					t.Errorf("Say = %q teaches the agent how to decide: %q", say, hint)
				}
			}
		})
	}
}

// selfApproval are the words of a hint that tells whoever reads it how to
// decide an ask or approve a rule: nothing an agent reads may hold them.
func selfApproval() []string {
	return []string{"ozdesk queue", "queue approve", "policy approve", "--operator", "OZDESK_OPERATOR"}
}
