package main

// crush cannot run here (its npm package downloads the binary from GitHub
// at install; its Go module is not served), so its PreToolUse protocol is
// pinned from its source: testdata/crush/PROTOCOL.md says how crush reads a
// hook's answer, TestCrushAnswerReading holds crushReads (this test's
// reading, written from that source) to the document's table, and
// TestCrushHook feeds the fixtures crush would send to the real
// `ozdesk hook crush` and reads its answers with crushReads.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// crushReads tells what crush makes of a hook that exited with code and
// wrote stdout: "allow", "deny", "halt" or "none" (no opinion: crush's own
// permission flow decides, and `crush run` approves).
func crushReads(code int, stdout string) string {
	switch code {
	case 0:
	case 2:
		return "deny"
	case 49:
		return "halt"
	default:
		return "none"
	}
	stdout = strings.TrimSpace(stdout)
	var top map[string]json.RawMessage
	if stdout == "" || json.Unmarshal([]byte(stdout), &top) != nil {
		return "none"
	}
	decision := func(raw json.RawMessage) string {
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return "none"
		}
		switch strings.ToLower(s) {
		case "allow":
			return "allow"
		case "deny":
			return "deny"
		}
		return "none"
	}
	if hso, ok := top["hookSpecificOutput"]; ok {
		var claude map[string]json.RawMessage
		if json.Unmarshal(hso, &claude) != nil {
			return "none"
		}
		return decision(claude["permissionDecision"])
	}
	var halt bool
	if raw, ok := top["halt"]; ok && json.Unmarshal(raw, &halt) != nil {
		return "none"
	}
	if halt {
		return "halt"
	}
	return decision(top["decision"])
}

// TestCrushAnswerReading: crushReads agrees with every row of the answers
// table in testdata/crush/PROTOCOL.md.
func TestCrushAnswerReading(t *testing.T) {
	f, err := os.Open("testdata/crush/PROTOCOL.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cells := strings.Split(sc.Text(), "|")
		if len(cells) != 5 || cells[0] != "" || cells[4] != "" {
			continue
		}
		code, err := strconv.Atoi(strings.TrimSpace(cells[1]))
		if err != nil {
			continue
		}
		stdout := strings.TrimSpace(cells[2])
		if strings.HasPrefix(stdout, "`") {
			stdout = strings.Trim(stdout, "`")
		} else {
			stdout = "" // a note, such as (R on standard error)
		}
		want := strings.TrimSpace(cells[3])
		if got := crushReads(code, stdout); got != want {
			t.Errorf("exit %d, stdout %s: crushReads says %s, PROTOCOL.md %s", code, stdout, got, want)
		}
		rows++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if rows < 15 {
		t.Fatalf("read %d rows of the answers table; the table's layout changed", rows)
	}
}

// TestCrushHook feeds the calls crush sends (testdata/crush/*.json) to the
// real `ozdesk hook crush` and reads each answer as crush would: only an
// allowed or approved bash command is allowed, another tool gets no
// opinion, and everything else is a deny.
func TestCrushHook(t *testing.T) {
	bin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: bin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	oz.must(t, "policy", "refuse", "touch refused.txt", "--reason", "no touching")
	huge := `{"event":"PreToolUse","cwd":"/tmp","tool_name":"bash","tool_input":{"command":"` + strings.Repeat("a", 5<<20) + `"}}`
	tests := []struct {
		name      string
		fixture   string // a file in testdata/crush, or the input itself when it starts with {
		args      []string
		approve   bool   // an operator approves the ask at the desk
		reads     string // what crush reads
		reasonHas string
	}{
		{name: "allowed", fixture: "allow.json", reads: "allow"},
		{name: "refused", fixture: "refuse.json", reads: "deny", reasonHas: "no touching"},
		{name: "asked, approved at the desk", fixture: "ask.json", approve: true, reads: "allow", reasonHas: "approved"},
		{name: "asked, nobody decides", fixture: "ask.json", args: []string{"--wait", "1s"}, reads: "deny", reasonHas: "nobody decided"},
		{name: "another tool", fixture: "view.json", reads: "none"},
		{name: "write of crush.json", fixture: "write-settings.json", args: []string{"--wait", "1s"}, reads: "deny", reasonHas: "nobody decided"},
		{name: "edit of .crushrc", fixture: "edit-crushrc.json", args: []string{"--wait", "1s"}, reads: "deny", reasonHas: "nobody decided"},
		{name: "download of a git hook", fixture: "download-hook.json", args: []string{"--wait", "1s"}, reads: "deny", reasonHas: "nobody decided"},
		{name: "write of a project file", fixture: "write-project.json", reads: "none"},
		{name: "arguments crush could not parse", fixture: "invalid-arguments.json", reads: "deny", reasonHas: "no command"},
		{name: "command in two cases", fixture: "command-twice.json", reads: "deny", reasonHas: "COMMAND"},
		{name: "working_dir in two cases", fixture: "working-dir-twice.json", reads: "deny", reasonHas: "Working_Dir"},
		{name: "claude's shape", fixture: "claude-shaped.json", reads: "deny", reasonHas: "another harness"},
		{name: "unknown event", fixture: "unknown-event.json", reads: "deny", reasonHas: "PreToolUse only"},
		{name: "missing cwd", fixture: "missing-cwd.json", reads: "deny", reasonHas: "relative"},
		{name: "truncated", fixture: "truncated.json", reads: "deny", reasonHas: "could not read"},
		{name: "huge", fixture: huge, reads: "deny", reasonHas: "longer than"},
		{name: "store missing", fixture: "allow.json", args: []string{"--db", filepath.Join(root, "none", "desk.db")}, reads: "deny", reasonHas: "store"},
		{name: "a bad --wait", fixture: "allow.json", args: []string{"--wait", "0s"}, reads: "deny", reasonHas: "not positive"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := []byte(tt.fixture)
			if !strings.HasPrefix(tt.fixture, "{") {
				var err error
				if in, err = os.ReadFile(filepath.Join("testdata", "crush", tt.fixture)); err != nil {
					t.Fatal(err)
				}
			}
			args := append([]string{"hook", "crush", "--db", oz.db}, tt.args...)
			done := make(chan struct{})
			if tt.approve {
				go func() {
					defer close(done)
					approveFirst(t, oz)
				}()
			} else {
				close(done)
			}
			code, stdout, stderr := runHookBin(t, bin, root, in, args...)
			<-done
			got := crushReads(code, stdout)
			if got != tt.reads || !strings.Contains(stdout+stderr, tt.reasonHas) {
				t.Errorf("crush reads %s (exit %d, stdout %q, stderr %q); want %s holding %q", got, code, stdout, stderr, tt.reads, tt.reasonHas)
			}
		})
	}
}

// TestCrushHookNotClaudes: `ozdesk hook claude-code` wired into crush
// refuses every call that names crush's event and no hook_event_name
// (crush's bash would otherwise pass as a tool that is not Bash), and
// crush reads that as a deny: it fails closed, but nothing runs (see
// PROTOCOL.md).
func TestCrushHookNotClaudes(t *testing.T) {
	bin := buildOzdesk(t)
	root := t.TempDir()
	oz := ozdeskCLI{bin: bin, db: filepath.Join(root, "desk.db")}
	oz.must(t, "init")
	in, err := os.ReadFile("testdata/crush/allow.json")
	if err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runHookBin(t, bin, root, in, "hook", "claude-code", "--db", oz.db)
	if got := crushReads(code, stdout); got != "deny" || !strings.Contains(stdout, "ozdesk hook crush") {
		t.Errorf("crush reads %s (exit %d, stdout %q, stderr %q); want a deny naming ozdesk hook crush", got, code, stdout, stderr)
	}
}

// runHookBin runs the ozdesk binary as a harness runs a hook: the call on
// standard input, CRUSH_PROJECT_DIR set, ozdesk's state under root.
func runHookBin(t *testing.T, bin, root string, stdin []byte, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(root, "state"), "CRUSH_PROJECT_DIR="+root, "CRUSH=1", "AGENT=crush")
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	return exitCodeOf(t, cmd.Run()), out.String(), errOut.String()
}

// approveFirst approves the first ask to reach oz's queue. It runs beside
// the test's goroutine, so it reports with t.Error only.
func approveFirst(t *testing.T, oz ozdeskCLI) {
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		out, err := oz.run("queue", "ls", "--json")
		var asks []queuedAsk
		if err != nil || json.Unmarshal(out, &asks) != nil {
			t.Errorf("ozdesk queue ls --json: %v\n%s", err, out)
			return
		}
		if len(asks) > 0 {
			if _, err := oz.run("queue", "approve", asks[0].id()); err != nil {
				t.Error(err)
			}
			return
		}
	}
	t.Error("no ask reached the queue")
}
