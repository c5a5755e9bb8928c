package percall

import (
	"strings"
	"testing"
)

// TestIs: the commands a harness runs once per command, and only
// they, run on one P; the desk, the broker and the rest keep them all.
func TestIs(t *testing.T) {
	for _, tc := range []struct {
		args string
		want bool
	}{
		{"hook claude-code", true},
		{"--config /etc/ozdesk/config.yaml hook gemini-cli", true},
		{"--db /tmp/d.db ask --agent a -- ls", true},
		{"shell -c ls", true},
		{"--operator hook serve", false}, // hook is --operator's value
		{"serve", false},
		{"", false},
		{"policy list", false},
		{"queue ls --json", false},
		{"demo", false},
		{"acp -- gemini --acp", false},
	} {
		if got := Is(strings.Fields(tc.args)); got != tc.want {
			t.Errorf("Is(%q) = %v, want %v", tc.args, got, tc.want)
		}
	}
}
