package patterns

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pelletier/go-toml/v2"
)

// fx58aLinesBound fails t where the lines read from b are far more than
// b could give: each task runs once, so the lines are bounded by the text
// times the tasks.
func fx58aLinesBound(t *testing.T, b []byte, lines []taskLine) {
	t.Helper()
	n := 0
	for _, l := range lines {
		n += len(l.text)
	}
	if n > (taskTasksMax+1)*(2*len(b)+64) {
		t.Fatalf("lines of %d bytes from %d of text", n, len(b))
	}
}

// FuzzJSONC: any text is made plain without a panic, its length kept but
// for a byte order mark, and plain JSON is left as it is.
func FuzzJSONC(f *testing.F) {
	f.Add([]byte("{\n // c\n \"tasks\": {\"x\": \"rm -rf ~\",}, /* d */\n}"))
	f.Add([]byte(`{"a":"\"//",}`))
	f.Add([]byte(`{"a":"/*`))
	f.Add([]byte("\xEF\xBB\xBF{}"))
	f.Fuzz(func(t *testing.T, b []byte) {
		out := jsoncPlain(b)
		if len(out) != len(b) && len(out) != len(b)-3 {
			t.Fatalf("%d bytes from %d", len(out), len(b))
		}
		var v any
		if json.Unmarshal(b, &v) == nil && !strings.HasPrefix(string(b), "\xEF\xBB\xBF") {
			var w any
			if err := json.Unmarshal(out, &w); err != nil {
				t.Fatalf("plain JSON %q made %q: %v", b, out, err)
			}
		}
	})
}

// FuzzDenoTasks: any deno.json's tasks are walked without a panic,
// bounded.
func FuzzDenoTasks(f *testing.F) {
	f.Add([]byte(`{"tasks":{"x":"rm -rf ~","s":{"command":"a","dependencies":["x","s"]},"b":7}}`))
	f.Add([]byte(`{"tasks":{"x":{"dependencies":"x"}}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var doc struct {
			Tasks map[string]any `json:"tasks"`
		}
		if unmarshalJSONC(b, &doc) != nil {
			return
		}
		for n := range doc.Tasks {
			lines, _, _ := walkTaskSteps([]string{n}, func(m string) ([]taskStep, string, bool) {
				return denoTaskSteps(doc.Tasks, m, "/p", nil, false)
			})
			fx58aLinesBound(t, b, lines)
		}
	})
}

// FuzzMiseTasks: any mise.toml's tasks are walked without a panic,
// bounded.
func FuzzMiseTasks(f *testing.F) {
	f.Add([]byte("[tasks]\nq = \"rm -rf ~\"\n[tasks.x]\nrun = [\"a\", {task = \"q\"}]\ndepends = [\"q\"]\ndepends_post = \"q\"\ndir = \"sub\"\nalias = \"y\"\n"))
	f.Add([]byte("[tasks.x]\nshell = \"python3 -c\"\nrun = 1\nfile = \"{{x}}\"\n"))
	f.Add([]byte("[tasks.x\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		var doc struct {
			Tasks map[string]any `toml:"tasks"`
		}
		if toml.Unmarshal(b, &doc) != nil {
			return
		}
		for n := range doc.Tasks {
			_ = miseAlias(doc.Tasks, n)
			lines, _, _ := walkTaskSteps([]string{n}, func(m string) ([]taskStep, string, bool) {
				return miseTaskSteps(doc.Tasks, m, "/p")
			})
			fx58aLinesBound(t, b, lines)
		}
	})
}

// FuzzPixiTasks: any pixi manifest's tasks are walked without a panic,
// bounded.
func FuzzPixiTasks(f *testing.F) {
	f.Add([]byte("[tasks]\nx = \"rm -rf ~\"\nt = { cmd = [\"a\", \"b c\"], depends-on = [\"x\", {task = \"x\"}], cwd = \"s\" }\nl = [\"x\"]\n[feature.f.tasks]\ny = \"b\"\n[target.linux-64.tasks]\nz = \"c\"\n"))
	f.Add([]byte("[tool.pixi.tasks]\nx = 1\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		for _, py := range []bool{false, true} {
			tables, ok := parsePixiTasks(b, py)
			if !ok {
				continue
			}
			for _, tasks := range tables {
				for n := range tasks {
					lines, _, _ := walkTaskSteps([]string{n}, func(m string) ([]taskStep, string, bool) {
						if steps, why, has := pixiTaskSteps(tasks, m, "/p"); has {
							return steps, why, has
						}
						return pixiOther(tables, m, "/p")
					})
					fx58aLinesBound(t, b, lines)
				}
			}
		}
	})
}

// FuzzDevboxScripts: any devbox.json is read without a panic.
func FuzzDevboxScripts(f *testing.F) {
	f.Add([]byte(`{"include":["path:./p.json"],"shell":{"init_hook":["a"],"scripts":{"x":"rm -rf ~","y":["a","b"],"z":1}}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		var doc devboxDoc
		if unmarshalJSONC(b, &doc) != nil {
			return
		}
		for _, inc := range doc.Include {
			s, _ := inc.(string)
			_ = devboxOwnPlugin(s)
		}
		_, _ = stringList(doc.Shell.InitHook)
		for _, s := range doc.Shell.Scripts {
			ls, _ := stringList(s)
			if len(strings.Join(ls, "\n")) > len(b) {
				t.Fatalf("script longer than the file")
			}
		}
	})
}

// FuzzCargoMakeTasks: any Makefile.toml's tasks are walked without a
// panic, bounded.
func FuzzCargoMakeTasks(f *testing.F) {
	f.Add([]byte("[tasks.x]\nscript = \"rm -rf ~\"\n[tasks.b]\ncommand = \"cargo\"\nargs = [\"b c\"]\ndependencies = [\"x\", {name = \"x\"}]\nrun_task = [{name = [\"x\"]}]\n[tasks.b.linux]\nscript = [\"y\"]\n[tasks.a]\nalias = \"b\"\n[tasks.e]\nextend = \"e\"\n"))
	f.Add([]byte("[tasks.x]\nscript_runner = \"@rust\"\nscript = { file = \"f.rs\" }\n[tasks.y]\nscript = { main = [\"a\"] }\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		var doc struct {
			Tasks map[string]map[string]any `toml:"tasks"`
		}
		if toml.Unmarshal(b, &doc) != nil {
			return
		}
		for n := range doc.Tasks {
			lines, _, _ := walkTaskSteps([]string{n}, func(m string) ([]taskStep, string, bool) {
				task, has := cargoMakeTask(doc.Tasks, m)
				if !has {
					return nil, "", true
				}
				s, why := cargoMakeSteps(task, m, "/p")
				return s, why, true
			})
			fx58aLinesBound(t, b, lines)
		}
	})
}
