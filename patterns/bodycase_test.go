package patterns

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// bodyCase is a command judged in a project tree of files: allowed where
// rule is "", else asked by rule with a reason holding reason.
type bodyCase = struct{ cmd, rule, reason string }

// writeTree writes files, named relative to a new temporary directory,
// and returns that directory.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	home := t.TempDir()
	for name, text := range files {
		p := filepath.Join(home, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return home
}

// checkBodyCase reports v where it is not what c wants, and whether c
// asked as it wants (false for an allowed case and for a failure).
func checkBodyCase(t *testing.T, c bodyCase, v *Verdict) bool {
	t.Helper()
	if c.rule == "" {
		if v.Outcome != Allow {
			t.Errorf("%q: %v by %s (%s), want allowed", c.cmd, v.Outcome, v.Rule, v.Reason)
		}
		return false
	}
	if v.Outcome != Ask || v.Rule != c.rule || !strings.Contains(v.Reason, c.reason) {
		t.Errorf("%q: %v by %s (%s), want ask by %s saying %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.rule, c.reason)
		return false
	}
	return true
}

// fx49rBounded is fx49rRead over home with a file past the bound
// answered [ErrFileTooLarge], as the queue's reader answers.
func fx49rBounded(home string) func(string, int) ([]byte, error) {
	read := fx49rRead(home)
	return func(p string, max int) ([]byte, error) {
		b, err := read(p, max)
		if err != nil && err.Error() == "past the bound" {
			return nil, fmt.Errorf("%s: %w", p, ErrFileTooLarge)
		}
		return b, err
	}
}
