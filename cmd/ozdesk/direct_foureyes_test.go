package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue/broker"
)

// TestDirectFourEyesClaimedNames: in direct mode the store belongs to one
// account: a second account cannot reach it at all, neither another user
// nor root. So four eyes there counts --operator names, which are claimed:
// real processes of a real account propose as alice and approve as bob,
// the approval says it was claimed, and the trail shows both names as
// claimed with their account. Two operators told apart are protected
// mode's (TestProtectedMode).
func TestDirectFourEyesClaimedNames(t *testing.T) {
	needRoot(t)
	eve := makeAccount(t, "oztfe")   // one person, two names
	other := makeAccount(t, "oztfo") // a second account
	dir, err := os.MkdirTemp("", "ozdesk-direct-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "ozdesk")
	if _, err := os.Stat(broker.DefaultConfigPath); err == nil {
		t.Skipf("%s configures protected mode on this machine: direct mode cannot run here", broker.DefaultConfigPath)
	}
	copyBinary(t, buildTool(t, ".", "ozdesk"), bin)
	db := filepath.Join(eve.home, ".local", "state", "ozdesk", "desk.db")
	as := func(a account, args ...string) procResult {
		return a.run(bin, "", append([]string{"--db", db}, args...)...)
	}
	mustRun := func(r procResult, what string) procResult {
		t.Helper()
		if r.code != 0 {
			t.Fatalf("%s: exit %d\n%s%s", what, r.code, r.stdout, r.stderr)
		}
		return r
	}
	mustRun(eve.run(bin, "", "init"), "init")
	mustRun(as(eve, "--operator", "alice", "policy", "set", "four-eyes", "on"), "four eyes on")
	r := mustRun(as(eve, "--operator", "alice", "policy", "refuse", "git push --force **", "--reason", "no force pushes"), "propose")
	if !strings.Contains(r.stdout, "proposed rule r1") {
		t.Fatalf("the rule was not proposed:\n%s", r.stdout)
	}

	// Another account, or root, cannot open her store in direct mode.
	if r := as(other, "--operator", "bob", "policy", "approve", "r1"); r.code == 0 {
		t.Fatalf("a second account approved in eve's direct store:\n%s", r.stdout)
	}
	r = runProc(bin, nil, "", "--db", db, "--operator", "bob", "policy", "approve", "r1")
	if r.code == 0 || !strings.Contains(r.stderr, fmt.Sprintf("owned by uid %d", eve.uid)) {
		t.Fatalf("root approving in eve's direct store: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	// So four eyes there counts the names: another name from her account
	// approves, and it is recorded as claimed (counting the account would
	// leave r1 waiting forever).
	r = mustRun(as(eve, "--operator", "bob", "policy", "approve", "r1"), "bob approves")
	if !strings.Contains(r.stderr, "bob (claimed; direct mode)") || !strings.Contains(r.stderr, "protected mode") {
		t.Errorf("bob approving in direct mode says:\n%s", r.stderr)
	}
	if r := mustRun(as(eve, "policy", "list"), "list"); strings.Contains(r.stdout, "proposed") {
		t.Fatalf("r1 is still proposed:\n%s", r.stdout)
	}
	// Her own name still approves nothing.
	mustRun(as(eve, "--operator", "alice", "policy", "refuse", "git reset --hard **", "--reason", "keep history"), "propose r2")
	if r := as(eve, "--operator", "alice", "policy", "approve", "r2"); r.code != exitConflict {
		t.Fatalf("alice approving her own rule: exit %d, want %d\n%s", r.code, exitConflict, r.stderr)
	}

	// The trail names them as claimed, with the account.
	claimed := fmt.Sprintf("alice (claimed, uid %d)", eve.uid)
	for _, kind := range []string{"rule", "setting"} {
		if r := mustRun(as(eve, "audit", "--kind", kind), "audit"); !strings.Contains(r.stdout, claimed) {
			t.Errorf("ozdesk audit --kind %s lacks %q:\n%s", kind, claimed, r.stdout)
		}
	}
	if r, bob := mustRun(as(eve, "audit", "--kind", "rule"), "audit"), fmt.Sprintf("bob (claimed, uid %d)", eve.uid); !strings.Contains(r.stdout, bob) {
		t.Errorf("ozdesk audit --kind rule lacks %q:\n%s", bob, r.stdout)
	}
	if r := mustRun(as(eve, "audit", "--json", "--kind", "rule"), "audit --json"); !strings.Contains(r.stdout,
		fmt.Sprintf(`"account":{"uid":%d,"claimed":true}`, eve.uid)) {
		t.Errorf("ozdesk audit --json lacks the account:\n%s", r.stdout)
	}
	mustRun(as(eve, "audit", "verify"), "audit verify")
}
