package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestAuditFollow runs `ozdesk audit --follow` while other processes ask:
// the entries they write appear as they are committed, and SIGINT ends the
// follow with exit 0.
func TestAuditFollow(t *testing.T) {
	bin, err := exec.LookPath("ozdesk") // the test binary, put on PATH by testscript.Main
	if err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(t.TempDir(), "desk.db")
	env := append(os.Environ(), "OZDESK_DB="+db, "XDG_STATE_HOME="+filepath.Dir(db))
	ask := func(command string) {
		t.Helper()
		cmd := exec.Command(bin, "ask", "--agent", "bot", "--", command)
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("ozdesk ask %s: %v\n%s", command, err, out)
		}
	}
	if out, err := exec.Command(bin, "init", "--db", db).CombinedOutput(); err != nil {
		t.Fatalf("ozdesk init: %v\n%s", err, out)
	}
	ask("echo before")

	follow := exec.Command(bin, "audit", "--follow", "--kind", "evaluate")
	follow.Env = env
	out, err := follow.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := follow.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	expect := func(want string) {
		t.Helper()
		timeout := time.After(20 * time.Second)
		for {
			select {
			case line, ok := <-lines:
				if !ok {
					t.Fatalf("the follow ended before %q", want)
				}
				if strings.Contains(line, want) {
					return
				}
			case <-timeout:
				t.Fatalf("no line with %q within 20 s", want)
			}
		}
	}
	expect("allow by no rule: echo before")
	for _, c := range []string{"echo one", "echo two", "echo three"} {
		ask(c)
		expect("allow by no rule: " + c)
	}
	if err := follow.Process.Signal(syscall.SIGINT); err != nil {
		t.Fatal(err)
	}
	for range lines {
	}
	if err := follow.Wait(); err != nil {
		t.Fatalf("ozdesk audit --follow after SIGINT: %v; want exit 0", err)
	}
}
