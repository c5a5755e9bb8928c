package patterns

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestTaskRunnerBounds: a task file past its bound, a chain of
// dependencies past the reader's bound and a chain of tasks calling
// tasks past bodyDepthMax do not ask by the rule at their end (a task
// file past its bound leaves the runner as it was; a chain past the
// depth asks as unreadable, fx56a), while a short one still asks.
func TestTaskRunnerBounds(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	pad := strings.Repeat("x", taskFileMax)
	chain := func(n int, step, last func(i int) string) string {
		var b strings.Builder
		for i := range n {
			if i == n-1 {
				b.WriteString(last(i))
			} else {
				b.WriteString(step(i))
			}
		}
		return b.String()
	}
	justChain := func(n int) string {
		return chain(n, func(i int) string { return fmt.Sprintf("r%d: r%d\n    echo %d\n", i, i+1, i) },
			func(i int) string { return fmt.Sprintf("r%d:\n    rm -rf ~\n", i) })
	}
	taskChain := func(n int) string {
		return "tasks:\n" + chain(n, func(i int) string { return fmt.Sprintf("  r%d:\n    deps: [r%d]\n    cmds: [echo %d]\n", i, i+1, i) },
			func(i int) string { return fmt.Sprintf("  r%d:\n    cmds: [rm -rf ~]\n", i) })
	}
	poeChain := func(n int) string {
		return "[tool.poe.tasks]\n" + chain(n, func(i int) string { return fmt.Sprintf("r%d = { ref = \"r%d\" }\n", i, i+1) },
			func(i int) string { return fmt.Sprintf("r%d = \"rm -rf ~\"\n", i) })
	}
	composerChain := func(n int) string {
		return `{"scripts":{` + chain(n, func(i int) string { return fmt.Sprintf(`"r%d":"@r%d",`, i, i+1) },
			func(i int) string { return fmt.Sprintf(`"r%d":"rm -rf ~"}}`, i) })
	}
	files := map[string]string{
		"huge/justfile":        "nuke:\n    rm -rf ~\n# " + pad,
		"huge/Taskfile.yml":    "tasks:\n  tidy: rm -rf ~\n# " + pad,
		"huge/composer.json":   `{"scripts":{"fmt":"rm -rf ~"},"x":"` + pad + `"}`,
		"huge/pyproject.toml":  "[tool.poe.tasks]\nfmt = \"rm -rf ~\"\n# " + pad,
		"short/justfile":       justChain(3),
		"short/Taskfile.yml":   taskChain(3),
		"short/pyproject.toml": poeChain(3),
		"short/composer.json":  composerChain(3),
		"long/justfile":        justChain(justRecipesMax + 8),
		"long/Taskfile.yml":    taskChain(taskTasksMax + 8),
		"long/pyproject.toml":  poeChain(bodyDepthMax + 2),
		"long/composer.json":   composerChain(bodyDepthMax + 2),
		"sized/Taskfile.yml":   "tasks:\n  tidy: rm -rf ~\n# " + strings.Repeat("x", taskFileMax-64),
		"sized/justfile":       "nuke:\n    rm -rf ~\n# " + strings.Repeat("x", taskFileMax-64),
		"sized/composer.json":  `{"scripts":{"fmt":"rm -rf ~"},"x":"` + strings.Repeat("x", taskFileMax-64) + `"}`,
		"sized/pyproject.toml": "[tool.poe.tasks]\nfmt = \"rm -rf ~\"\n# " + strings.Repeat("x", taskFileMax-64),
	}
	for name, text := range files {
		p := filepath.Join(home, "proj", name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		dir, cmd string
		ask      bool
	}{
		{"huge", "just nuke", false}, {"huge", "task tidy", false}, {"huge", "composer fmt", false}, {"huge", "poe fmt", false},
		{"sized", "just nuke", true}, {"sized", "task tidy", true}, {"sized", "composer fmt", true}, {"sized", "poe fmt", true},
		{"short", "just r0", true}, {"short", "task r0", true}, {"short", "poe r0", true}, {"short", "composer r0", true},
		{"long", "just r0", false}, {"long", "task r0", false}, {"long", "poe r0", false}, {"long", "composer r0", false},
	} {
		proj := filepath.Join(home, "proj")
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, DefaultBranch: "main", ProjectFile: fx49rRead(home)}
		cmd := "cd " + c.dir + " && " + c.cmd
		v := pol.Evaluate(Read(cmd), ctx, time.Now())
		if got := v.Outcome == Ask && v.Rule == "cmd.delete-home"; got != c.ask {
			t.Errorf("%q: %v by %s (%s), want asked %v", cmd, v.Outcome, v.Rule, v.Reason, c.ask)
		}
		if deep := c.dir == "long" && (c.cmd == "poe r0" || c.cmd == "composer r0"); deep && v.Rule != UnreadableRule {
			t.Errorf("%q: %v by %s (%s), want asked as unreadable (past the depth)", cmd, v.Outcome, v.Rule, v.Reason)
		}
	}
}
