package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// envInProcessChild marks the test binary started by
// TestShellInProcessKeepsTheProcess to run ozdesk shell in its own process.
const envInProcessChild = "OZDESK_TEST_SHELL_IN_PROCESS"

// TestShellInProcessKeepsTheProcess runs `ozdesk shell -c` on an allowed
// command inside a test process (run, as the tests call it): the shell
// must refuse rather than hand the test's process to bash, which ended
// the test binary with exit 0 and made go test report ok for every test
// that had not run yet (TestAdapterTree, found by the ci helper).
func TestShellInProcessKeepsTheProcess(t *testing.T) {
	if os.Getenv(envInProcessChild) != "" {
		db := filepath.Join(t.TempDir(), "desk.db")
		t.Setenv("OZDESK_OPERATOR", "inprocess")
		var out, errb bytes.Buffer
		if code := run([]string{"--db", db, "init"}, strings.NewReader(""), &out, &errb); code != 0 {
			t.Fatalf("ozdesk init: exit %d: %s", code, errb.String())
		}
		out.Reset()
		errb.Reset()
		code := run([]string{"--db", db, "shell", "-c", "echo ran-by-bash"}, strings.NewReader(""), &out, &errb)
		if code == 0 || !strings.Contains(errb.String(), "cannot hand to bash") {
			t.Fatalf("ozdesk shell inside a test: exit %d, stdout %q, stderr %q; want a refusal", code, out.String(), errb.String())
		}
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^TestShellInProcessKeepsTheProcess$", "-test.v")
	cmd.Env = append(os.Environ(), envInProcessChild+"=1")
	got, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the child test failed: %v\n%s", err, got)
	}
	if strings.Contains(string(got), "ran-by-bash") || !strings.Contains(string(got), "--- PASS: TestShellInProcessKeepsTheProcess") {
		t.Fatalf("the child test did not end as a test (bash took its process?):\n%s", got)
	}
}
