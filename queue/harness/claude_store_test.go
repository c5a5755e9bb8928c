package harness

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// newService opens a queue over a fresh store in a temporary directory,
// with one refusing rule.
func newService(t *testing.T) *queue.Service {
	t.Helper()
	st := store.New(filepath.Join(t.TempDir(), "desk.db"))
	svc := queue.New(st, queue.WithNode("node1"))
	if _, err := svc.AddRule(queue.RuleSpec{Outcome: patterns.Refuse, Pattern: "rm -rf /", Reason: "never the root", Author: "alice"}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := st.VerifyAudit(); err != nil {
			t.Errorf("audit trail: %v", err)
		}
	})
	return svc
}

func bashCall(command string) string {
	return fmt.Sprintf(`{"session_id":"s1","cwd":"/tmp","permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":%q},"tool_use_id":"t1"}`, command)
}

// waitPending returns the first pending ask once there is one.
func waitPending(t *testing.T, svc *queue.Service) store.Ask {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if p, err := svc.Pending(); err == nil && len(p) > 0 {
			return p[0]
		}
	}
	t.Fatal("no pending ask")
	return store.Ask{}
}

func TestClaudeWithAStore(t *testing.T) {
	tests := []struct {
		name      string
		command   string
		cfg       ClaudeConfig
		desk      func(*testing.T, *queue.Service) // decides at the desk meanwhile
		cancel    bool                             // the hook is stopped while waiting
		project   string                           // $CLAUDE_PROJECT_DIR
		want      string                           // decision or "block"
		reasonHas string
		askState  string // the state the ask ends in ("" for no ask)
	}{
		{name: "allowed", command: "ls -la", want: ClaudeAllow, reasonHas: "fallback allows"},
		{name: "refused", command: "sudo rm -rf /", want: ClaudeDeny, reasonHas: "rule r1: never the root"},
		{name: "local ask", command: "npm publish", cfg: ClaudeConfig{LocalAsk: true}, want: ClaudeAsk,
			reasonHas: "ozdesk asks: rule cmd.publish", askState: store.StateWithdrawn},
		{name: "approved", command: "npm publish", want: ClaudeAllow, reasonHas: "approved by bob",
			desk: func(t *testing.T, svc *queue.Service) {
				if _, err := svc.Decide(waitPending(t, svc).ID, queue.Decision{Outcome: patterns.Allow, By: "bob"}); err != nil {
					t.Error(err)
				}
			}, askState: store.StateApproved},
		{name: "denied", command: "npm publish", want: ClaudeDeny, reasonHas: "denied by bob",
			desk: func(t *testing.T, svc *queue.Service) {
				if _, err := svc.Decide(waitPending(t, svc).ID, queue.Decision{Outcome: patterns.Refuse, By: "bob", Reason: "no"}); err != nil {
					t.Error(err)
				}
			}, askState: store.StateDenied},
		{name: "expired", command: "npm publish", cfg: ClaudeConfig{Wait: 300 * time.Millisecond}, want: ClaudeDeny,
			reasonHas: "nobody decided", askState: store.StateExpired},
		{name: "stopped", command: "npm publish", cancel: true, want: "block", reasonHas: "withdrawn", askState: store.StateWithdrawn},
		{name: "the project's settings, from elsewhere", command: "tee /work/proj/.claude/settings.json", project: "/work/proj",
			cfg: ClaudeConfig{LocalAsk: true}, want: ClaudeAsk, reasonHas: "cmd.guard-tamper", askState: store.StateWithdrawn},
		// Another project's settings: a harness started there loads them, so
		// they are guarded by their name in any directory (rt37h D1).
		{name: "another project's settings", command: "tee /work/other/.claude/settings.json", project: "/work/proj",
			cfg: ClaudeConfig{LocalAsk: true}, want: ClaudeAsk, reasonHas: "cmd.guard-tamper", askState: store.StateWithdrawn},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(EnvClaudeProjectDir, tt.project)
			svc := newService(t)
			cfg := tt.cfg
			cfg.Open = func() (queue.Asker, error) { return svc, nil }
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			done := make(chan struct{})
			go func() {
				defer close(done)
				switch {
				case tt.desk != nil:
					tt.desk(t, svc)
				case tt.cancel:
					waitPending(t, svc)
					cancel()
				}
			}()
			r := Claude(ctx, strings.NewReader(bashCall(tt.command)), cfg)
			<-done
			got := r.Decision
			if r.Block {
				got = "block"
			}
			if got != tt.want || !strings.Contains(r.Reason, tt.reasonHas) {
				t.Fatalf("reply %+v; want %s holding %q", r, tt.want, tt.reasonHas)
			}
			asks, err := svc.Asks(store.AskFilter{})
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case tt.askState == "" && len(asks) != 0:
				t.Errorf("asks %+v; want none", asks)
			case tt.askState != "" && (len(asks) != 1 || asks[0].State != tt.askState):
				t.Errorf("asks %+v; want one, %s", asks, tt.askState)
			case tt.askState != "":
				a := asks[0]
				if a.Agent != DefaultClaudeAgent || a.Session != "s1" || a.Harness != ClaudeHarness || a.Cwd != "/tmp" {
					t.Errorf("ask %+v: want agent %s, session s1, harness %s, cwd /tmp", a, DefaultClaudeAgent, ClaudeHarness)
				}
			}
		})
	}
}

// TestClaudeNoStore: the hook never makes the store; with none, a Bash
// command is denied, saying an operator makes it, and no file appears.
func TestClaudeNoStore(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "desk.db")
	cfg := ClaudeConfig{Open: func() (queue.Asker, error) {
		return queue.New(store.New(path, store.WithoutCreate())), nil
	}}
	r := Claude(context.Background(), strings.NewReader(bashCall("ls")), cfg)
	if r.Decision != ClaudeDeny || !strings.Contains(r.Reason, "an operator makes it by running 'ozdesk init' (or an 'ozdesk policy' command)") {
		t.Errorf("reply %+v; want a deny saying who makes the store", r)
	}
	// The desk never makes the store (rt18h #9: the reason said "or 'ozdesk' once").
	if strings.Contains(r.Reason, "'ozdesk' once") {
		t.Errorf("reply %+v says the desk makes the store", r)
	}
	if _, err := os.Stat(filepath.Dir(path)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the hook made the store's directory: %v", err)
	}
}

// TestClaudeDeadline: one deadline bounds the whole call: with nobody at
// the desk, the answer (a deny that teaches nothing) comes within the
// wait, and the ask has expired by then.
func TestClaudeDeadline(t *testing.T) {
	for _, wait := range []time.Duration{200 * time.Millisecond, 700 * time.Millisecond} {
		t.Run(wait.String(), func(t *testing.T) {
			svc := newService(t)
			cfg := ClaudeConfig{Wait: wait, Open: func() (queue.Asker, error) { return svc, nil }}
			start := time.Now()
			r := Claude(context.Background(), strings.NewReader(bashCall("npm publish")), cfg)
			took := time.Since(start)
			if r.Decision != ClaudeDeny || !strings.Contains(r.Reason, "nobody decided") {
				t.Errorf("reply %+v; want a deny: nobody decided", r)
			}
			for _, hint := range selfApproval() {
				if strings.Contains(r.Reason, hint) {
					t.Errorf("the reason teaches the agent how to decide: %q", r.Reason)
				}
			}
			// A bound, not a speed: a call the deadline did not end would
			// wait for the desk forever; 5 s of slack keeps a loaded
			// machine from failing it (it once took 317 ms for 200 ms).
			if took > wait+5*time.Second {
				t.Errorf("the answer took %s, past the deadline of %s", took, wait)
			}
			p, err := svc.Pending()
			if err != nil || len(p) != 0 {
				t.Errorf("pending after the deadline: %v, %v", p, err)
			}
		})
	}
}
