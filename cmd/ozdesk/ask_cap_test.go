package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestAskCommandCap (rt18k 9h): `ozdesk ask` takes a command of at most
// maxCommandBytes whether it comes as words after -- or on standard input:
// one byte over is the same usage error (exit 2) both ways, and nothing
// is asked.
func TestAskCommandCap(t *testing.T) {
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	// Words of 64 KiB each (under the kernel's cap on one argument),
	// joined by spaces to one byte over the cap.
	word := strings.Repeat("a", 64<<10)
	var words []string
	for n := len("rm -rf /srv/huge"); n <= maxCommandBytes; n += 1 + len(word) {
		words = append(words, word)
	}
	overArgs := append([]string{"rm", "-rf", "/srv/huge"}, words...)
	over := strings.Join(overArgs, " ")
	over = over[:maxCommandBytes+1]
	overArgs = strings.Split(over, " ")
	for _, tc := range []struct {
		name  string
		args  []string
		stdin string
		where string
	}{
		{name: "words", args: overArgs, where: "the command after -- is longer than 1.0 MB"},
		{name: "stdin", stdin: over, where: "the command on standard input is longer than 1.0 MB"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"ask", "--db", oz.db, "--agent", "cap", "--wait", "5s", "--"}, tc.args...)
			cmd := exec.Command(oz.bin, args...)
			cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(filepath.Dir(oz.db), "state"))
			cmd.Stdin = strings.NewReader(tc.stdin)
			var stdout, stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			err := cmd.Run()
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != exitUsage {
				t.Fatalf("exit %v, want %d\nstdout: %s\nstderr: %s", err, exitUsage, stdout.String(), stderr.String())
			}
			if !strings.Contains(stderr.String(), tc.where) || !strings.Contains(stderr.String(), "at most 1.0 MB, after -- or on standard input") {
				t.Errorf("stderr: %s\nwant %q and the cap", stderr.String(), tc.where)
			}
		})
	}
	if out := string(oz.must(t, "queue", "ls", "--all", "--json")); strings.TrimSpace(out) != "[]" {
		t.Errorf("an ask over the cap was queued: %.300s", out)
	}
}
