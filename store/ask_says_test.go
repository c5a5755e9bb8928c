package store

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestAskAgentSaysJSON: the name an agent gives itself is kept in a
// field of its own, "agent_says", and records written before it (the
// claim in front of the job) still read, with no claim.
func TestAskAgentSaysJSON(t *testing.T) {
	for _, tc := range []struct {
		name, raw         string
		wantSays, wantJob string
	}{
		{"old record", `{"id":"0000000001","command":"rm -rf ~","agent":"alice","job":"claude: refactor","state":"pending","created":"2026-12-06T14:00:00Z"}`, "", "claude: refactor"},
		{"new record", `{"id":"0000000001","command":"rm -rf ~","agent":"alice","agent_says":"claude","job":"refactor","state":"pending","created":"2026-12-06T14:00:00Z"}`, "claude", "refactor"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var a Ask
			if err := json.Unmarshal([]byte(tc.raw), &a); err != nil {
				t.Fatal(err)
			}
			if a.Agent != "alice" || a.AgentSays != tc.wantSays || a.Job != tc.wantJob {
				t.Fatalf("read agent %q says %q job %q", a.Agent, a.AgentSays, a.Job)
			}
			out, err := json.Marshal(a)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Contains(string(out), `"agent_says"`); got != (tc.wantSays != "") {
				t.Errorf("written again: %s", out)
			}
			var b Ask
			if err := json.Unmarshal(out, &b); err != nil || b.AgentSays != a.AgentSays || b.Job != a.Job {
				t.Errorf("round trip: %+v, %v", b, err)
			}
		})
	}
}
