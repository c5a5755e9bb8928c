package patterns_test

import (
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestPathIntoWorkdir (fx57c, rt54 M22): an absolute PATH entry at or
// below the workdir is `./bin` spelled absolute: the program the line
// runs by name after it asks by the floor, as for `./bin`; entries in
// another project, the home's tools, a package manager's tool directory
// of the project, and a workdir the entry only shares a prefix with stay
// allowed.
func TestPathIntoWorkdir(t *testing.T) {
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		workdir, cwd, cmd string
		asks              bool
	}{
		{"/home/op/proj", "/home/op/proj", `export PATH=/home/op/proj/bin:$PATH; go version`, true},
		{"/home/op/proj", "/home/op/proj", `PATH=/home/op/proj/bin:$PATH; go version`, true},
		{"/home/op/proj", "/home/op/proj", `PATH=/home/op/proj/bin:$PATH go test ./...`, true},
		{"/home/op/proj", "/home/op/proj", `PATH="/home/op/proj/tools/bin:$PATH" make`, true},
		{"/home/op/proj", "/home/op/proj", `export PATH=/home/op/.local/bin:/home/op/proj/bin:$PATH && go version`, true},
		{"/home/op/proj", "/home/op/proj", `export PATH=/home/op/proj:$PATH; go version`, true},
		{"/home/op/proj", "/home/op/proj", `declare -x PATH=/home/op/proj/x/../bin:$PATH; go version`, true},
		{"/home/op/proj", "/home/op/proj/sub", `export PATH=/home/op/proj/bin:$PATH; go version`, true},
		{"/Users/op/proj", "/Users/op/proj", `export PATH=/Users/op/proj/bin:$PATH; go version`, true},
		{"/opt/proj", "/opt/proj", `export PATH=/opt/proj/bin:$PATH; go version`, true},
		{"/home/op/proj", "/home/op/proj", `export PATH=/home/op/.local/bin:$PATH; go version`, false},
		{"/home/op/proj", "/home/op/proj", `export PATH=/home/op/go/bin:$PATH; go version`, false},
		{"/home/op/proj", "/home/op/proj", `export PATH=/home/op/proj2/bin:$PATH; go version`, false},
		{"/home/op/proj", "/home/op/proj", `export PATH=/home/op/proj/node_modules/.bin:$PATH; go version`, false},
		{"/home/op/proj", "/home/op/proj", `export PATH=/home/op/proj/.venv/bin:$PATH; go version`, false},
		{"/home/op/proj", "/home/op/proj", `export PATH=$PATH:/home/op/proj/bin; go version`, false},
		{"/home/op/proj", "/home/op/proj", `export PATH=/usr/local/go/bin:$PATH; go version`, false},
		{"/home/op/proj", "/home/op/proj", `go version`, false},
	} {
		ctx := &patterns.Context{Cwd: c.cwd, Workdir: c.workdir, Home: "/home/op"}
		v := pol.Explain(c.cmd, ctx, time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC))
		asks := v.Outcome != patterns.Allow
		if asks != c.asks || asks && v.Rule != patterns.UnreadableRule {
			t.Errorf("%q in %s: %s by %s (%s), want asks=%v (by the floor)", c.cmd, c.workdir, v.Outcome, v.Rule, v.Reason, c.asks)
		}
		if asks && !strings.Contains(v.Reason, "workdir") && !strings.Contains(v.Reason, "/opt/proj/bin") {
			t.Errorf("%q: %s, want the workdir named", c.cmd, v.Reason)
		}
	}
}
