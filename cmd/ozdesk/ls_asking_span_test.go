package main

import (
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestQueueLsKeepsAskingSpan: a command whose asking part sits in the
// middle of 200+ bytes of padding lists with that part shown, as the
// desk's row shows it (rt35k MEDIUM-2: `queue ls` read "git status; echo
// step; e…o step; echo done" and hid rm -rf ~).
func TestQueueLsKeepsAskingSpan(t *testing.T) {
	pad := strings.Repeat("echo step; ", 20)
	command := "git status; " + pad + "rm -rf ~ ; " + pad + "echo done"
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "init")
	askPending(t, oz, "claude", t.TempDir(), command)

	out := string(oz.must(t, "queue", "ls"))
	if !strings.Contains(out, "rm -rf ~") {
		t.Errorf("queue ls hides the part that asks, rm -rf ~:\n%s", out)
	}
	if !strings.Contains(out, "echo done") {
		t.Errorf("queue ls lost the command's end:\n%s", out)
	}
	out = string(oz.must(t, "queue", "deny", "1"))
	if !strings.Contains(out, "rm -rf ~") {
		t.Errorf("queue deny's line hides the part that asks, rm -rf ~:\n%s", out)
	}
}

// TestListCommandCuts: listCommand leads with the part that asks, shows a
// last asking part after what precedes it, keeps the command's trailing
// spaces as escapes, and cuts a command whose first part asks in the
// middle.
func TestListCommandCuts(t *testing.T) {
	pad := strings.Repeat("echo step; ", 20)
	span := func(s, part string) []store.AskingRule {
		i := strings.Index(s, part)
		return []store.AskingRule{{Rule: "r", Start: i, End: i + len(part)}}
	}
	mid := pad + "rm -rf ~; " + pad + "echo done  "
	last := pad + "rm -rf ~"
	first := "rm -rf ~; " + pad + "echo done"
	for _, c := range []struct {
		k              store.Ask
		prefix, suffix string
		has            string
	}{
		{store.Ask{Command: mid, Asking: span(mid, "rm -rf ~")}, "…rm -rf ~", `echo done\x20\x20`, ""},
		{store.Ask{Command: last, Asking: span(last, "rm -rf ~")}, "echo step", "; rm -rf ~", "…"},
		{store.Ask{Command: first, Asking: span(first, "rm -rf ~")}, "rm -rf ~; echo", "echo done", "…"},
		{store.Ask{Command: mid}, "echo step", `echo done\x20\x20`, "…"},
	} {
		got := listCommand(c.k, 60)
		if !strings.HasPrefix(got, c.prefix) || !strings.HasSuffix(got, c.suffix) || !strings.Contains(got, c.has) {
			t.Errorf("listCommand(%q) = %q, want %q…%q with %q", c.k.Command, got, c.prefix, c.suffix, c.has)
		}
		if w := len([]rune(got)); w > 60 {
			t.Errorf("listCommand(%q) = %q: %d cells, want at most 60", c.k.Command, got, w)
		}
	}
}
