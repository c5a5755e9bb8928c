package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue/broker"
)

// TestDirectFourEyesCountsAccounts: in direct mode an operator's name is
// claimed (--operator), so four eyes counts OS accounts too. Real
// processes of a real account propose as alice and approve as bob: the
// approval is refused, naming the account, and the trail shows the names
// as claimed with their account. A second account cannot reach that
// store at all in direct mode (the store belongs to one account), neither
// another user nor root: two operators that count are protected mode's.
func TestDirectFourEyesCountsAccounts(t *testing.T) {
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
	b, err := os.ReadFile(buildTool(t, ".", "ozdesk"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(broker.DefaultConfigPath); err == nil {
		t.Skipf("%s configures protected mode on this machine: direct mode cannot run here", broker.DefaultConfigPath)
	}
	if err := os.WriteFile(bin, b, 0o755); err != nil {
		t.Fatal(err)
	}
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

	// The same account under another name approves nothing.
	r = as(eve, "--operator", "bob", "policy", "approve", "r1")
	if want := fmt.Sprintf("from the same OS account (uid %d)", eve.uid); r.code != exitConflict || !strings.Contains(r.stderr, want) {
		t.Fatalf("bob approving alice's rule from her account: exit %d, want %d and %q\n%s", r.code, exitConflict, want, r.stderr)
	}
	// Another account, or root, cannot open her store in direct mode.
	if r := as(other, "--operator", "bob", "policy", "approve", "r1"); r.code == 0 {
		t.Fatalf("a second account approved in eve's direct store:\n%s", r.stdout)
	}
	r = runProc(bin, nil, "", "--db", db, "--operator", "bob", "policy", "approve", "r1")
	if r.code == 0 || !strings.Contains(r.stderr, fmt.Sprintf("owned by uid %d", eve.uid)) {
		t.Fatalf("root approving in eve's direct store: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	if r := mustRun(as(eve, "policy", "list"), "list"); !strings.Contains(r.stdout, "proposed") {
		t.Fatalf("r1 is no longer proposed:\n%s", r.stdout)
	}

	// The trail names them as claimed, with the account.
	claimed := fmt.Sprintf("alice (claimed, uid %d)", eve.uid)
	for _, kind := range []string{"rule", "setting"} {
		if r := mustRun(as(eve, "audit", "--kind", kind), "audit"); !strings.Contains(r.stdout, claimed) {
			t.Errorf("ozdesk audit --kind %s lacks %q:\n%s", kind, claimed, r.stdout)
		}
	}
	if r := mustRun(as(eve, "audit", "--json", "--kind", "rule"), "audit --json"); !strings.Contains(r.stdout,
		fmt.Sprintf(`"account":{"uid":%d,"claimed":true}`, eve.uid)) {
		t.Errorf("ozdesk audit --json lacks the account:\n%s", r.stdout)
	}
	mustRun(as(eve, "audit", "verify"), "audit verify")
}
