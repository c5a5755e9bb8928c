package main

import (
	"bytes"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestPolicyListQuotesScope: `policy list` writes each part of a rule's
// scope between the desk's quote marks, as queue ls writes an agent, so
// that an agent's name chosen to read as more scope ("x, node prod")
// reads as one name; the name's own quote marks and ending spaces show
// as escapes.
func TestPolicyListQuotesScope(t *testing.T) {
	for _, tc := range []struct {
		scope store.Scope
		want  string
	}{
		{store.Scope{Agent: "claude"}, "agent «claude»"},
		{store.Scope{Agent: "x, node prod"}, "agent «x, node prod»"},
		{store.Scope{Agent: "zz » node prod «"}, `agent «zz \u00bb node prod \u00ab»`},
		{store.Scope{Agent: "claude ", Node: "vm1", Workdir: "/srv/app"}, `agent «claude\x20», node «vm1», workdir «/srv/app»`},
		{store.Scope{Workdir: "/srv/a\x1b[2Jb"}, `workdir «/srv/a\e[2Jb»`},
	} {
		t.Run(tc.want, func(t *testing.T) {
			var out bytes.Buffer
			a := &app{stdout: &out, stderr: &out}
			a.printRules([]store.Rule{{ID: "r1", Position: 1, Outcome: "allow", Pattern: "rm -rf /srv/r1",
				Scope: tc.scope, Mode: store.ModeEnforce, Status: store.StatusActive}}, nil)
			if !strings.Contains(out.String(), tc.want) {
				t.Fatalf("policy list writes the scope without %q:\n%s", tc.want, out.String())
			}
		})
	}
}
