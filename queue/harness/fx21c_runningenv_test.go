package harness

import (
	"context"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestRunningEnvAsksCodexCrush (fx21c, issue 10): Codex and crush run
// their shell calls in their own environment, which the hook inherits; a
// BASH_ENV or ENV set there runs code before every command, so an allowed
// command is asked about at the desk (harness.unsure, naming the
// variable), as Claude Code's and Gemini CLI's hooks do (rt19i #6), and
// each hook blocks in its own terms when the desk denies. It failed
// before (allowed unasked).
func TestRunningEnvAsksCodexCrush(t *testing.T) {
	codex := func(svc *queue.Service, env map[string]string) string {
		cfg := CodexConfig{Wait: 20 * time.Second, Open: opener(svc), Shell: func() string { return "/bin/bash" },
			Dir: func() (string, error) { return "/tmp", nil }, Getenv: func(k string) string { return env[k] }}
		r := Codex(context.Background(), strings.NewReader(bashCall("ls -la")), cfg)
		if r.Block {
			return "block"
		}
		return r.Decision
	}
	crush := func(svc *queue.Service, env map[string]string) string {
		cfg := CrushConfig{Wait: 20 * time.Second, Open: opener(svc), Getenv: func(k string) string { return env[k] }}
		return Crush(context.Background(), strings.NewReader(crushBash("ls -la", "/tmp", nil)), cfg).Decision
	}
	for _, tc := range []struct {
		name       string
		run        func(*queue.Service, map[string]string) string
		env        map[string]string
		desk, want string
	}{
		{"codex none", codex, nil, "", ""},
		{"codex empty", codex, map[string]string{"BASH_ENV": "", "ENV": ""}, "", ""},
		{"codex BASH_ENV deny", codex, map[string]string{"BASH_ENV": "/p/x.sh"}, "deny", ClaudeDeny},
		{"codex BASH_ENV approve", codex, map[string]string{"BASH_ENV": "/p/x.sh"}, "approve", ""},
		{"codex ENV deny", codex, map[string]string{"ENV": "/p/e.sh"}, "deny", ClaudeDeny},
		{"crush none", crush, nil, "", CrushAllow},
		{"crush BASH_ENV deny", crush, map[string]string{"BASH_ENV": "/p/x.sh"}, "deny", CrushDeny},
		{"crush BASH_ENV approve", crush, map[string]string{"BASH_ENV": "/p/x.sh"}, "approve", CrushAllow},
		{"crush ENV deny", crush, map[string]string{"ENV": "/p/e.sh"}, "deny", CrushDeny},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svc := newService(t)
			asked := make(chan store.Ask, 1)
			if tc.desk != "" {
				go func() {
					for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
						if p, err := svc.Pending(); err == nil && len(p) > 0 {
							asked <- p[0]
							decide(t, svc, tc.desk)
							return
						}
					}
					asked <- store.Ask{}
				}()
			}
			if got := tc.run(svc, tc.env); got != tc.want {
				t.Errorf("decision %q, want %q", got, tc.want)
			}
			if tc.desk == "" {
				if p, _ := svc.Pending(); len(p) > 0 {
					t.Errorf("asked with no running variable: %+v", p[0])
				}
				return
			}
			a := <-asked
			name := "BASH_ENV"
			if _, ok := tc.env[name]; !ok {
				name = "ENV"
			}
			if a.Rule != queue.MustAskRule || !strings.Contains(a.MustAsk, name) || !strings.Contains(a.MustAsk, tc.env[name]) {
				t.Errorf("asked by %q with %q, want %s naming %s", a.Rule, a.MustAsk, queue.MustAskRule, name)
			}
		})
	}
}
