package harness

import (
	"context"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestClaudeShellPrefix: Claude Code runs every Bash call as
// CLAUDE_CODE_SHELL_PREFIX COMMAND when the variable is set, and the hook
// reads it from its environment (Claude Code's): a command the policy
// allows is then asked about at the desk (harness.unsure, the prefix on
// the ask), approved or denied there; with no prefix it is allowed
// unasked. TestClaudeShellPrefix failed before (allowed unasked under a
// prefix).
func TestClaudeShellPrefix(t *testing.T) {
	for _, tc := range []struct {
		prefix, desk, want string
	}{
		{"", "", ClaudeAllow},
		{"/usr/local/bin/audit-log", "approve", ClaudeAllow},
		{"/usr/local/bin/audit-log", "deny", ClaudeDeny},
		{"sh -c", "deny", ClaudeDeny},
	} {
		t.Run(tc.prefix+" "+tc.desk, func(t *testing.T) {
			t.Setenv(EnvClaudeShellPrefix, tc.prefix)
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
			r := Claude(context.Background(), strings.NewReader(bashCall("ls -la")),
				ClaudeConfig{Wait: 20 * time.Second, Open: opener(svc), Shell: func() string { return "/bin/bash" }})
			if r.Decision != tc.want {
				t.Errorf("%+v, want %s", r, tc.want)
			}
			if tc.desk == "" {
				if p, _ := svc.Pending(); len(p) > 0 {
					t.Errorf("asked with no prefix: %+v", p[0])
				}
				return
			}
			if a := <-asked; a.Rule != queue.MustAskRule || !strings.Contains(a.MustAsk, EnvClaudeShellPrefix) || !strings.Contains(a.MustAsk, tc.prefix) {
				t.Errorf("asked by %q with %q, want %s naming the prefix", a.Rule, a.MustAsk, queue.MustAskRule)
			}
		})
	}
}
