package patterns

import (
	"strings"
	"testing"
)

// FuzzReadMonorepoLine: the line reader of lerna, turbo and nx never
// panics, names at most monorepoTasksMax tasks, each once, none empty,
// each pointing at a literal word of the line that holds it.
func FuzzReadMonorepoLine(f *testing.F) {
	for _, c := range fx58cCases {
		if _, after, ok := strings.Cut(c.cmd, "&& "); ok {
			f.Add(after)
		}
	}
	f.Add("nx run-many --targets=a,,b -t c")
	f.Add("turbo --cwd")
	f.Add("turbo run //#x a#b")
	f.Add("nx run :x")
	f.Fuzz(func(t *testing.T, line string) {
		vals := strings.Fields(line)
		if len(vals) == 0 {
			return
		}
		lit := make([]bool, len(vals))
		for i, v := range vals {
			lit[i] = !strings.HasPrefix(v, "$")
		}
		for _, prog := range []string{"lerna", "turbo", "nx"} {
			run, ok := readMonorepoLine(prog, vals, lit)
			if !ok {
				continue
			}
			if len(run.tasks) == 0 || len(run.tasks) > monorepoTasksMax || len(run.tasks) != len(run.words) {
				t.Fatalf("%s %q: tasks %q words %v", prog, line, run.tasks, run.words)
			}
			for i, task := range run.tasks {
				k := run.words[i]
				if task == "" || k <= 0 || k >= len(vals) || !lit[k] || !strings.Contains(vals[k], task) {
					t.Fatalf("%s %q: task %q at word %d", prog, line, task, k)
				}
				for _, other := range run.tasks[:i] {
					if other == task {
						t.Fatalf("%s %q: task %q twice", prog, line, task)
					}
				}
			}
		}
	})
}

// FuzzParseNxTarget: project.json's reader never panics, and what it
// gives is only what a target it has says.
func FuzzParseNxTarget(f *testing.F) {
	f.Add(fx58cFiles["mono/apps/api/project.json"], "deploy")
	f.Add(fx58cFiles["mono/apps/api/project.json"], "ship")
	f.Add(fx58cFiles["mono/apps/api/project.json"], "pub")
	f.Add(fx58cFiles["calm/apps/site/project.json"], "test")
	f.Add(`{"targets":{"x":{"executor":"nx:run-commands","options":{"command":1}}}}`, "x")
	f.Add(`{"targets":{"x":{"executor":"nx:run-commands","options":{"commands":[1]}}}}`, "x")
	f.Add("\ufeff{\"targets\":{}}", "x")
	f.Fuzz(func(t *testing.T, text, name string) {
		tg, has, ok := parseNxTarget([]byte(text), name)
		if !has && (len(tg.commands) > 0 || tg.script != "") {
			t.Fatalf("%q %q: no target, yet %+v", text, name, tg)
		}
		if !ok && !has && len(tg.commands) > 0 {
			t.Fatalf("%q %q: unread, yet %+v", text, name, tg)
		}
	})
}
