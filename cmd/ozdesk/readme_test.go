package main

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeSnippets: the README's settings snippet for each harness is
// the one `ozdesk hook HARNESS --help` prints and the end-to-end tests
// run with the real harness.
func TestReadmeSnippets(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	for _, tt := range []struct{ harness, snippet string }{
		{"claude-code", claudeSettings},
		{"gemini-cli", geminiSettings},
		{"codex", codexSettings},
		{"crush", crushSettings},
		{"opencode", opencodeInstall},
	} {
		if !strings.Contains(readme, tt.snippet) {
			t.Errorf("README.md does not hold the %s settings snippet:\n%s", tt.harness, tt.snippet)
		}
	}
}
