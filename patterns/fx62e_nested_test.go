package patterns

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestVerdictNested (fx62e): a verdict says when judging the command
// judged text its parts' words do not name: a recipe read from a real
// Makefile (and a body it sources), the readable ends of a command over
// the size limit. A command whose parts run no body says not, nor does a
// runner whose file is not there: a caller that checked only the rules
// the line's own parts may try believes those verdicts as they are.
func TestVerdictNested(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	if err := os.MkdirAll(proj, 0o755); err != nil {
		t.Fatal(err)
	}
	makefile := "deploy:\n\tgit push --force origin master\n\nbuild:\n\tgo build ./...\n"
	if err := os.WriteFile(filepath.Join(proj, "Makefile"), []byte(makefile), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(proj, "run.sh"), []byte("echo hi\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	empty := t.TempDir()
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		command, cwd string
		nested       bool
	}{
		{"make deploy", proj, true},
		{"make build", proj, true},
		{"ls -la && make build", proj, true},
		{"./run.sh", proj, true},
		{"bash run.sh", proj, true},
		{"echo " + strings.Repeat("a ", DefaultMaxBytes/2+8) + "; rm -rf ~", proj, true},
		{"ls -la", proj, false},
		{"git status", proj, false},
		{"git status && ls -la src | head -n 20", proj, false},
		{"make deploy", empty, false},
		{"cat Makefile", proj, false},
	} {
		ctx := &Context{Cwd: tc.cwd, Workdir: tc.cwd, Home: home, DefaultBranch: "main", ProjectFile: fx49rRead(home)}
		v := pol.Evaluate(Read(tc.command), ctx, time.Now())
		if v.Nested != tc.nested {
			t.Errorf("%.40q in %s: Nested %v, want %v (%s by %s)", tc.command, filepath.Base(tc.cwd), v.Nested, tc.nested, v.Outcome, v.Rule)
		}
	}
}
