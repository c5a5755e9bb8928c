package broker

import (
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestMustAskOnTheWire: a broker in a process of its own takes a
// request's MustAsk: a command the policy allows is asked about by
// queue.MustAskRule, and the ask keeps why; a request without it (an old
// client's) is answered as before; the policy's own ask keeps its rule; a MustAsk
// of another type than text is a protocol error, not an allow.
func TestMustAskOnTheWire(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "desk.db")
	must(t, initStore(path))
	sock := filepath.Join(socketDir(t), "s")
	startBroker(t, path, sock)
	cl := NewClient(sock)
	cwd := t.TempDir()
	cases := []struct {
		name, command, mustAsk string
		want                   patterns.Outcome
		wantRule               string
	}{
		{"an old client's request", "ls -la", "", patterns.Allow, ""},
		{"must ask, allowed by the policy", "ls -la", "dash may read it otherwise", patterns.Ask, queue.MustAskRule},
		{"must ask, asked by the policy", "rm -rf ~", "dash may read it otherwise", patterns.Ask, "cmd.delete-home"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ans, err := cl.Evaluate(queue.Request{Command: tc.command, Cwd: cwd, Agent: "bot", MustAsk: tc.mustAsk})
			must(t, err)
			if ans.Unavailable != nil || ans.Outcome != tc.want || tc.wantRule != "" && ans.Rule != tc.wantRule {
				t.Fatalf("%s by %q (%s; unavailable %v), want %s by %q", ans.Outcome, ans.Rule, ans.Reason, ans.Unavailable, tc.want, tc.wantRule)
			}
			if tc.wantRule == queue.MustAskRule && (ans.Ask == nil || ans.Ask.MustAsk != tc.mustAsk) {
				t.Errorf("the ask %+v does not keep why it must ask", ans.Ask)
			}
		})
	}
	var w wireAnswer
	err := cl.simple("evaluate", map[string]any{"Command": "ls -la", "Cwd": cwd, "MustAsk": false}, &w)
	if err == nil {
		t.Errorf("a MustAsk that is not text was taken: %s by %q", w.Outcome, w.Rule)
	}
}
