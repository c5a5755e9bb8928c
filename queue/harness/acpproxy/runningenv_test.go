package acpproxy

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestRunningEnvAsks (fx21c, issue 10): the agent the proxy starts
// inherits the proxy's environment, and its shell runs the file BASH_ENV
// (sh: ENV) names before each command; a command the policy allows is then
// asked about (harness.unsure, naming the variable), and with nobody
// deciding the agent gets the reject-once option. With neither set (or
// set empty) it is allowed once. It failed before (allowed).
func TestRunningEnvAsks(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  map[string]string
		want string
	}{
		{"none", nil, chose("0", "proceed_once")},
		{"empty", map[string]string{"BASH_ENV": ""}, chose("0", "proceed_once")},
		{"BASH_ENV", map[string]string{"BASH_ENV": "/p/x.sh"}, chose("0", "cancel")},
		{"ENV", map[string]string{"ENV": "/p/e.sh"}, chose("0", "cancel")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svc := newService(t)
			cfg := config(svc)
			cfg.Wait = time.Second
			cfg.Getenv = func(k string) string { return tc.env[k] }
			r := startRelay(t, cfg)
			r.session("/tmp")
			r.agent(permission("0", "ls -la"))
			if got := r.atAgent(); got != tc.want {
				t.Errorf("the agent got %s; want %s", got, tc.want)
			}
			if tc.want == chose("0", "proceed_once") {
				return
			}
			all, err := svc.Asks(store.AskFilter{})
			if err != nil || len(all) != 1 {
				t.Fatalf("asks %+v (%v); want one", all, err)
			}
			for name, v := range tc.env {
				if !strings.Contains(all[0].MustAsk, name+" set") || !strings.Contains(all[0].MustAsk, v) {
					t.Errorf("asked with %q; want it to name %s", all[0].MustAsk, name)
				}
			}
		})
	}
}
