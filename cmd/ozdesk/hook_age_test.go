package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestHookInProcessCountsFromItsCall: a hook run inside another program
// (run, as the tests do) counts its --wait from its call, not from that
// program's start. Counted from the test binary's start, a hook called
// after more than --wait of tests refused at once (CI: TestAdapterTree
// ran 9 minutes into cmd/ozdesk, and its hooks with --wait 9m refused "no
// answer within --wait" in 0 s).
func TestHookInProcessCountsFromItsCall(t *testing.T) {
	const wait = 2 * time.Second
	if age := processAge(); age < 2*wait {
		time.Sleep(2*wait - age) // this process is now older than --wait
	}
	db := filepath.Join(t.TempDir(), "desk.db")
	t.Setenv("OZDESK_OPERATOR", "age")
	t.Setenv("OZDESK_DB", "")
	var out, errOut bytes.Buffer
	if code := run([]string{"--db", db, "init"}, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("ozdesk init: exit %d: %s", code, errOut.String())
	}
	out.Reset()
	errOut.Reset()
	in := `{"session_id":"s","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"ls"}}`
	code := run([]string{"--db", db, "hook", "claude-code", "--wait", wait.String()}, strings.NewReader(in), &out, &errOut)
	if code != 0 || strings.Contains(errOut.String(), "no answer within") || !strings.Contains(out.String(), `"allow"`) {
		t.Fatalf("hook claude-code on ls, called %v into a process with --wait %v: exit %d\nstdout: %s\nstderr: %s",
			processAge(), wait, code, out.String(), errOut.String())
	}
}
