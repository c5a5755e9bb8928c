package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestQueueDirectClaimedOperator: in direct mode a decision or approval
// recorded under an --operator name that is not this account's says it
// was only claimed, and four eyes says what a second name is worth there.
func TestQueueDirectClaimedOperator(t *testing.T) {
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	env := append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(oz.db), "state"))
	run := func(args ...string) (string, string) {
		t.Helper()
		cmd := exec.Command(oz.bin, append(args, "--db", oz.db)...)
		cmd.Env = env
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("ozdesk %s: %v\n%s%s", strings.Join(args, " "), err, stdout.String(), stderr.String())
		}
		return stdout.String(), stderr.String()
	}
	asker := exec.Command(oz.bin, "ask", "--db", oz.db, "--agent", "sneaky", "--cwd", t.TempDir(), "--wait", "2m", "--", "rm -rf /srv/important")
	asker.Env = env
	var askOut bytes.Buffer
	asker.Stdout = &askOut
	if err := asker.Start(); err != nil {
		t.Fatal(err)
	}
	a := waitPendingAsk(t, oz, "rm -rf /srv/important")
	_, errOut := run("queue", "approve", a.id(), "--operator", "alice-claimed", "--reason", "reviewed")
	if !strings.Contains(errOut, "alice-claimed (claimed; direct mode)") {
		t.Errorf("queue approve --operator alice-claimed says: %q", errOut)
	}
	if err := asker.Wait(); err != nil || !strings.HasPrefix(askOut.String(), "allow") {
		t.Errorf("the asker: %v %s", err, askOut.String())
	}

	_, errOut = run("policy", "set", "four-eyes", "on", "--operator", "alice-claimed")
	if !strings.Contains(errOut, "protected mode") || !strings.Contains(errOut, "any process of this account") {
		t.Errorf("four eyes on in direct mode says: %q", errOut)
	}
	out, errOut := run("policy", "ask", "make deploy", "--operator", "alice-claimed")
	if !strings.Contains(out, "proposed") || !strings.Contains(errOut, "protected mode") {
		t.Errorf("a proposal in direct mode: %q / %q", out, errOut)
	}
	_, errOut = run("policy", "approve", "r1", "--operator", "bob-claimed")
	if !strings.Contains(errOut, "bob-claimed (claimed; direct mode)") || !strings.Contains(errOut, "protected mode") {
		t.Errorf("policy approve --operator bob-claimed says: %q", errOut)
	}
}
