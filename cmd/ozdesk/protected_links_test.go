package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProtectedGuardedThroughLinks (issue 10, after rt18i #2): in
// protected mode the broker runs as its own account and cannot read the
// agent's 0700 home, so it cannot resolve a link into it. The agent makes
// `hh -> ~` in its project in one call; the next call's write of
// hh/.claude/settings.json must still ask, because the asker resolves the
// paths it writes as itself and sends them. A write the link leads
// nowhere guarded asks too since rt21i #4, but for another reason: the
// broker cannot look whether it is a hard link to a guarded file, and a
// look that fails asks, saying so (TestProtectedLooksThatFailAsk has the
// operator's remedy, a home the broker can read).
func TestProtectedGuardedThroughLinks(t *testing.T) {
	needRoot(t)
	bin := buildTool(t, ".", "ozdesk")
	broker := makeAccount(t, "ozlb")
	agent := makeAccount(t, "ozla")
	n := newNode(t, bin, broker, "operators:\n  - {user: root, role: admin}\n")
	n.start(t)
	if err := os.Chmod(agent.home, 0o700); err != nil {
		t.Fatal(err)
	}
	proj := filepath.Join(agent.home, "proj")
	// The agent's first call, run as the agent: the link the second one
	// writes through.
	if r := agent.run("/bin/sh", "", "-c", "mkdir -p "+proj+"/src ~/.claude && ln -s ~ "+proj+"/hh"); r.code != 0 {
		t.Fatalf("making the link as %s: exit %d\n%s%s", agent.name, r.code, r.stdout, r.stderr)
	}
	if r := broker.run("/bin/ls", "", agent.home); r.code == 0 {
		t.Fatalf("the broker's account reads the agent's home; the test needs it not to")
	}
	cases := []struct {
		command string
		ask     bool
	}{
		{"echo x > hh/.claude/settings.json", true},
		{"echo x >> hh/.bashrc", true},
		{"rm hh/.claude/settings.json", true},
		{"echo x >> hh/notes.txt", false},
		{"echo x >> src/main.go", false},
	}
	for _, tc := range cases {
		t.Run(tc.command, func(t *testing.T) {
			r := n.ozdesk(agent, "", "ask", "--cwd", proj, "--wait", "1s", "--json", "--", tc.command)
			switch {
			case tc.ask && (r.code != 3 || !strings.Contains(r.stdout, "cmd.guard-tamper")):
				t.Errorf("%q: exit %d, want 3 (asked by cmd.guard-tamper, nobody decided)\n%s%s", tc.command, r.code, r.stdout, r.stderr)
			case !tc.ask && (r.code != 3 || !strings.Contains(r.stdout, "could not read")):
				t.Errorf("%q: exit %d, want 3 (asked: the broker could not look)\n%s%s", tc.command, r.code, r.stdout, r.stderr)
			}
		})
	}
}
