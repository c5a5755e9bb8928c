package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/store"
)

// TestQueueListTellsAlikeAgentsApart (rt38k MEDIUM-3): two agents whose
// names differ only where the AGENT column cuts them printed the same
// cell; each is now cut around where it differs, and a name alone in its
// cell stays as it was.
func TestQueueListTellsAlikeAgentsApart(t *testing.T) {
	now := time.Date(2026, 12, 3, 9, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name   string
		agents []string
		want   []string
	}{
		{"middle", []string{
			"claude-code-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-trusted",
			"claude-code-xxxxxxxxxxxxxxxxyxxxxxxxxxxxxxxx-trusted",
		}, []string{"«claude-code-…xxxxxxxxxxxxxxxx…xx-trusted»", "«claude-code-…xxxxxxxxyxxxxxxx…xx-trusted»"}},
		{"quote marks", []string{
			"«" + strings.Repeat("a", 30) + "1" + strings.Repeat("a", 20) + "»",
			"«" + strings.Repeat("a", 30) + "2" + strings.Repeat("a", 20) + "»",
		}, []string{`«\u00abaaaaaaaaaa…aaaaaaaa1aaaaaaa…aaaaaaaa\u00bb»`, `«\u00abaaaaaaaaaa…aaaaaaaa2aaaaaaa…aaaaaaaa\u00bb»`}},
		{"one name, twice", []string{"claude", "claude"}, []string{"«claude»", "«claude»"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var asks []store.Ask
			for i, a := range tc.agents {
				asks = append(asks, store.Ask{ID: "000000000" + string(rune('1'+i)), State: store.StatePending,
					Agent: a, Command: "rm -rf /srv/n" + string(rune('1'+i)), Created: now})
			}
			var out bytes.Buffer
			a := &app{stdout: &out, stderr: &out}
			a.printAsks(asks, false, false)
			lines := strings.Split(strings.TrimSpace(out.String()), "\n")
			if len(lines) != len(tc.want)+1 {
				t.Fatalf("want %d rows:\n%s", len(tc.want), out.String())
			}
			for i, w := range tc.want {
				if !strings.Contains(lines[i+1], " "+w+" ") {
					t.Errorf("row %d lacks %q:\n%s", i+1, w, out.String())
				}
			}
		})
	}
}

// TestListAroundKeepsLettersWhole: where two names differ inside a
// letter (\u0445 and \u0441 share their first byte), listAround shows
// the letter whole, escaped.
func TestListAroundKeepsLettersWhole(t *testing.T) {
	for _, tc := range []struct{ a, b, want string }{
		{"claude-code-" + strings.Repeat("x", 20) + "\u0445" + strings.Repeat("x", 20),
			"claude-code-" + strings.Repeat("x", 20) + "\u0441" + strings.Repeat("x", 20),
			`«claude-code-…xxxxxxxx\u0445xxxxxx…xxxxxxxxxx»`},
		{"ab\u0445", "ab\u0441", `«ab\u0445»`},
	} {
		t.Run(tc.want, func(t *testing.T) {
			if got := listAround(tc.a, safetext.CommonPrefix(tc.a, tc.b)); got != tc.want {
				t.Errorf("listAround = %q, want %q", got, tc.want)
			}
		})
	}
}
