package main

import (
	"os"
	"path/filepath"
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

// TestReadmeRuleExamples: the example patterns of the README's "Decides by
// rules" pass the guard rails as allows (the host they name on the egress
// list), written with the real binary; and the README's shielded-place
// example is refused by its rail.
func TestReadmeRuleExamples(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	start := strings.Index(readme, "**Decides by rules.**")
	end := strings.Index(readme[max(start, 0):], "— with an outcome")
	if start < 0 || end < 0 {
		t.Fatal("README.md has no \"Decides by rules\" examples")
	}
	var examples []string
	for i, s := range strings.Split(readme[start:start+end], "`") {
		if i%2 == 1 {
			examples = append(examples, s)
		}
	}
	if len(examples) < 3 {
		t.Fatalf("README's rule examples: %q", examples)
	}
	oz := ozdeskCLI{bin: buildOzdesk(t), db: filepath.Join(t.TempDir(), "desk.db")}
	oz.must(t, "policy", "egress", "add", "get.k3s.io", "--reason", "k3s installer", "--operator", "alice")
	for _, ex := range examples {
		oz.must(t, "policy", "allow", ex, "--reason", "README example", "--ends", "1d", "--operator", "alice")
	}
	for _, ex := range []string{"rm -r -f [outside-workdir]", "rm -r -f build **", "rm -r -f ~/*"} {
		if !strings.Contains(readme, "`"+ex+"`") {
			t.Errorf("README.md does not name %q as shielded", ex)
		}
		out, err := oz.run("policy", "allow", ex, "--reason", "x", "--ends", "1d", "--operator", "alice")
		if err == nil || !strings.Contains(err.Error(), "shielded-place") {
			t.Errorf("allow %q: %v\n%s", ex, err, out)
		}
	}
}
