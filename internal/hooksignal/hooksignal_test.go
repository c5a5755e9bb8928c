package hooksignal

import (
	"strings"
	"testing"
)

// TestCommandWord: the command is the first word that is neither a
// global flag nor its value, so that the catch is a hook's only.
func TestCommandWord(t *testing.T) {
	for _, tc := range []struct{ args, want string }{
		{"hook claude-code", "hook"},
		{"--db /tmp/d.db hook gemini-cli", "hook"},
		{"--config=/etc/ozdesk.yaml hook codex", "hook"},
		{"--operator hook serve", "serve"}, // hook is --operator's value
		{"-v hook", "hook"},
		{"ask -- ls", "ask"},
		{"--db", ""},
		{"", ""},
	} {
		if got := CommandWord(strings.Fields(tc.args)); got != tc.want {
			t.Errorf("CommandWord(%q) = %q, want %q", tc.args, got, tc.want)
		}
	}
}

// TestNotCaughtElsewhere: a process that is not `ozdesk hook` (this test
// binary) catches nothing, so Ctrl-C ends it as before.
func TestNotCaughtElsewhere(t *testing.T) {
	if Caught() != nil {
		t.Fatal("signals caught in a process that runs no hook")
	}
}
