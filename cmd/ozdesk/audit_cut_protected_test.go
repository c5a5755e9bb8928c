package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestProtectedAuditCut runs the broker as a process of its own account:
// an agent cannot export or cut the trail (to hide what it did), nor cut
// it under an operator's name, nor can a viewer or an approver cut it;
// an admin's export, cut and the checks after hold, and the cut is
// recorded under the admin's account.
func TestProtectedAuditCut(t *testing.T) {
	needRoot(t)
	broker := makeAccount(t, "oztcbroker")
	alice := makeAccount(t, "oztcalice") // admin
	bob := makeAccount(t, "oztcbob")     // approver
	vic := makeAccount(t, "oztcvic")     // viewer
	agent := makeAccount(t, "oztcagent")
	ops := fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n  - {user: %s, role: approver}\n  - {user: %s, role: viewer}\n",
		alice.name, bob.name, vic.name)
	n := newNode(t, buildTool(t, ".", "ozdesk"), broker, ops)
	n.start(t)

	for range 3 {
		if r := n.ozdesk(agent, "", "ask", "--agent", "bot", "--", "ls"); r.code != 0 {
			t.Fatalf("ask ls as the agent: exit %d\n%s", r.code, r.stderr)
		}
	}
	// The agent cannot read the trail to export it.
	if r := n.ozdesk(agent, "", "audit", "export"); r.code != exitDenied {
		t.Errorf("audit export as the agent: exit %d, want %d\n%s", r.code, exitDenied, r.stderr)
	}
	exp := n.ozdesk(alice, "", "audit", "export")
	m := regexp.MustCompile(`--through (\d+) --exported ([0-9a-f]{64})`).FindStringSubmatch(exp.stderr)
	if exp.code != 0 || m == nil {
		t.Fatalf("audit export as the admin: exit %d\n%s", exp.code, exp.stderr)
	}
	seq, hash := m[1], m[2]
	file := filepath.Join(vic.home, "export.jsonl")
	if err := os.WriteFile(file, []byte(exp.stdout), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(file, int(vic.uid), int(vic.gid)); err != nil {
		t.Fatal(err)
	}
	if r := n.ozdesk(vic, "", "audit", "verify", "--file", file); r.code != 0 || !strings.Contains(r.stdout, "head seq "+seq+" hash "+hash) {
		t.Fatalf("verify --file: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}

	cut := []string{"audit", "cut", "--through", seq, "--exported", hash}
	for _, c := range []struct {
		name string
		acct account
		args []string
	}{
		{"the agent", agent, cut},
		{"the agent as the admin", agent, append([]string{"--operator", alice.name}, cut...)},
		{"the viewer", vic, cut},
		{"the approver", bob, cut},
	} {
		if r := n.ozdesk(c.acct, "", c.args...); r.code != exitDenied {
			t.Errorf("audit cut as %s: exit %d, want %d (denied)\n%s%s", c.name, r.code, exitDenied, r.stdout, r.stderr)
		}
	}
	// Direct mode on the broker's store: out of the agent's reach.
	empty := n.dir + "/etc/direct-cut.yaml"
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if r := n.ozdeskRaw(agent, append([]string{"--config", empty, "--db", n.store}, cut...)...); r.code == 0 {
		t.Errorf("direct mode on the broker's store cut the trail: %s", r.stdout)
	}
	if r := n.ozdesk(vic, "", "audit", "verify"); r.code != 0 || strings.Contains(r.stdout, "cut through") {
		t.Fatalf("verify after the refused cuts: exit %d (want no cut)\n%s%s", r.code, r.stdout, r.stderr)
	}

	if r := n.ozdesk(alice, "", cut...); r.code != 0 || !strings.Contains(r.stdout, "cut the audit trail through entry "+seq) {
		t.Fatalf("audit cut as the admin: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r := n.ozdesk(vic, "", "audit", "verify")
	if r.code != 0 || !strings.Contains(r.stdout, "cut through entry "+seq+": the trail verifies from "+seq+":"+hash) {
		t.Errorf("verify after the cut: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	r = n.ozdesk(vic, "", "audit", "--kind", "audit")
	if !regexp.MustCompile(`audit\.cut +` + alice.name).MatchString(r.stdout) {
		t.Errorf("the cut is not recorded under %s:\n%s%s", alice.name, r.stdout, r.stderr)
	}
	if r := n.ozdesk(agent, "", "ask", "--agent", "bot", "--", "ls"); r.code != 0 {
		t.Errorf("ask after the cut: exit %d\n%s", r.code, r.stderr)
	}
}
