package broker

import (
	"encoding/json"
	"os/user"
	"testing"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestAgentSaysApartFromJob: in protected mode the ask's agent is the
// account that asks, and the name the agent gives itself is kept as its
// own claim (store.Ask.AgentSays), never in front of the job: the job
// read «claude: refactor», and an agent could write anything there
// (fx46k). A claim the request makes for itself is not taken; a label
// that is the account's own name claims nothing.
func TestAgentSaysApartFromJob(t *testing.T) {
	me, err := user.Current()
	must(t, err)
	r := newRig(t, nil)
	for _, tc := range []struct {
		name, agent, job, says string
		wantSays, wantJob      string
	}{
		{"a label", "claude", "refactor", "", "claude", "refactor"},
		{"a label, no job", "claude", "", "", "claude", ""},
		{"a forged claim", "claude", "refactor", "root", "claude", "refactor"},
		{"the account's name", me.Username, "refactor", "", "", "refactor"},
		{"no label", "", "refactor", "forged", "", "refactor"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ans, err := r.cl.Evaluate(queue.Request{Command: "rm -rf ~/" + tc.name, Agent: tc.agent, Job: tc.job,
				AgentSays: tc.says, Cwd: r.dir})
			if err != nil || ans.Ask == nil {
				t.Fatalf("evaluate: %+v, %v", ans, err)
			}
			a, err := r.svc.Get(ans.Ask.ID)
			must(t, err)
			if a.Agent != me.Username || a.AgentSays != tc.wantSays || a.Job != tc.wantJob {
				t.Errorf("the ask records agent %q says %q job %q, want %q says %q job %q",
					a.Agent, a.AgentSays, a.Job, me.Username, tc.wantSays, tc.wantJob)
			}
			// what the agent reads back through the broker says the same
			var got store.Ask
			must(t, r.call("get", `{"id":"`+a.ID+`"}`, &got))
			if got.AgentSays != tc.wantSays || got.Job != tc.wantJob {
				t.Errorf("get: says %q job %q", got.AgentSays, got.Job)
			}
			// and so do the evaluation the card reads and the audit trail
			ev, err := queue.EvaluationOf(a)
			must(t, err)
			if ev.AgentSays != tc.wantSays || ev.Job != tc.wantJob {
				t.Errorf("the evaluation records says %q job %q", ev.AgentSays, ev.Job)
			}
			entries, err := r.svc.Audit(0, 0)
			must(t, err)
			found := false
			for _, e := range entries {
				var p struct {
					Ask       string `json:"ask"`
					AgentSays string `json:"agent_says"`
				}
				if e.Kind != "ask" || json.Unmarshal(e.Data, &p) != nil || p.Ask != a.ID {
					continue
				}
				found = true
				if p.AgentSays != tc.wantSays {
					t.Errorf("the audit's ask entry says %q, want %q", p.AgentSays, tc.wantSays)
				}
			}
			if !found {
				t.Errorf("no audit entry of ask %s", a.ID)
			}
		})
	}
}
