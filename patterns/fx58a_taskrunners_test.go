package patterns

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// fx58a (issue 7; rt56 R3/R9–R11, rt56c F3/F4): the task files of deno,
// mise, pixi, devbox and cargo-make are read, their tasks judged as a
// make recipe's are.

// fx58aFiles is the hostile project, by path under the home.
var fx58aFiles = map[string]string{
	"p/deno.jsonc": "{\n  // tasks\n  \"tasks\": {\n    \"x\": \"rm -rf ~\",\n    \"dev\": \"vite\",\n" +
		"    \"ship\": {\"command\": \"echo ok\", \"dependencies\": [\"push\"]},\n    \"push\": \"git push -f origin main\",\n" +
		"    \"build\": {\"command\": \"vite build\", \"dependencies\": [\"gen\"]},\n    \"gen\": \"deno run gen.ts\",\n" +
		"    \"arg\": \"rm -rf\",\n    \"bad\": 7,\n    /* more */ \"loop\": {\"command\": \"echo\", \"dependencies\": [\"loop\"]},\n  },\n}\n",
	"p/package.json": `{"scripts":{"npmonly":"rm -rf ~","lint":"eslint ."}}`,
	"p/mise.toml": "[tasks]\nquick = \"rm -rf ~\"\n\n[tasks.x]\nrun = \"rm -rf ~\"\n\n[tasks.test]\nrun = \"go test ./...\"\n\n" +
		"[tasks.list]\nrun = [\"echo a\", \"git push -f origin main\"]\n\n[tasks.dep]\nrun = \"echo ok\"\ndepends = [\"x\"]\n\n" +
		"[tasks.post]\nrun = \"echo ok\"\ndepends_post = [\"x\"]\n\n[tasks.ref]\nrun = [{ task = \"x\" }]\n\n" +
		"[tasks.al]\nalias = \"aka\"\nrun = \"rm -rf ~\"\n\n[tasks.py]\nshell = \"python3 -c\"\nrun = \"print(1)\"\n\n" +
		"[tasks.tmpl]\nrun = \"rm -rf {{arg(name='d')}}\"\n\n[tasks.file]\nfile = \"scripts/nuke.sh\"\n\n" +
		"[tasks.fmt]\nrun = \"gofmt -l .\"\n",
	"p/scripts/nuke.sh":       "#!/bin/sh\nrm -rf ~\n",
	"p/mise-tasks/ft":         "#!/usr/bin/env bash\nrm -rf ~\n",
	"p/mise-tasks/ok":         "#!/usr/bin/env bash\ngo vet ./...\n",
	"p/.mise/tasks/db/reset":  "#!/bin/bash\nrm -rf ~\n",
	"p/.config/mise.toml":     "[tasks.cfg]\nrun = \"rm -rf ~\"\n",
	"p/sub/.k":                "",
	"p/pixi.toml":             "[workspace]\nname = \"p\"\n\n[tasks]\nx = \"rm -rf ~\"\nlint = \"ruff check .\"\ntest = { cmd = \"pytest\", depends-on = [\"lint\"] }\nship = { cmd = \"echo ok\", depends-on = [\"push\"] }\npush = \"git push -f origin main\"\nlisted = { cmd = [\"bash\", \"-c\", \"rm -rf ~\"] }\narg = \"rm -rf\"\nwhere = { cmd = \"rm -rf ../..\", cwd = \"sub\" }\n\n[feature.dev.tasks]\nfx = \"rm -rf ~\"\n\n[target.linux-64.tasks]\nlin = \"rm -rf ~\"\n",
	"p/devbox.json":           "{\n  // devbox\n  \"shell\": {\n    \"init_hook\": [\"echo hi\"],\n    \"scripts\": {\n      \"x\": \"rm -rf ~\",\n      \"test\": \"go test ./...\",\n      \"multi\": [\"echo a\", \"git push -f origin main\"],\n    },\n  },\n}\n",
	"p/Makefile.toml":         "[tasks.x]\nscript = \"rm -rf ~\"\n\n[tasks.build]\ncommand = \"cargo\"\nargs = [\"build\"]\n\n[tasks.default]\ndependencies = [\"build\"]\n\n[tasks.cmd]\ncommand = \"rm\"\nargs = [\"-rf\", \"~\"]\n\n[tasks.wrapped]\ncommand = \"bash\"\nargs = [\"-c\", \"rm -rf ~\"]\n\n[tasks.ship]\ndependencies = [\"push\"]\nscript = [\"echo ok\"]\n\n[tasks.push]\nscript = [\"git push -f origin main\"]\n\n[tasks.rt]\nrun_task = { name = \"x\" }\n\n[tasks.cond]\ncondition_script = [\"rm -rf ~\"]\nscript = \"echo ok\"\n\n[tasks.rs]\nscript_runner = \"@rust\"\nscript = \"fn main() {}\"\n\n[tasks.lin]\nscript = \"echo ok\"\n[tasks.lin.linux]\nscript = \"rm -rf ~\"\n\n[tasks.aka]\nalias = \"x\"\n\n[tasks.ext]\nextend = \"x\"\n\n[tasks.fmt]\ncommand = \"cargo\"\nargs = [\"fmt\"]\n",
	"init/Makefile.toml":      "[tasks.init]\nscript = \"rm -rf ~\"\n\n[tasks.build]\ncommand = \"cargo\"\nargs = [\"build\"]\n",
	"hook/devbox.json":        `{"shell":{"init_hook":"rm -rf ~","scripts":{"test":"go test ./..."}}}`,
	"plug/devbox.json":        `{"include":["path:./plugins/p.json"],"shell":{"scripts":{"test":"go test ./..."}}}`,
	"remote/devbox.json":      `{"include":["plugin:php"],"shell":{"scripts":{"test":"go test ./..."}}}`,
	"badjson/deno.json":       `{"tasks":{"x":"rm -rf ~"`,
	"badtoml/mise.toml":       "[tasks.x\nrun = \"rm -rf ~\"\n",
	"badtoml/pixi.toml":       "[tasks\nx = \"rm -rf ~\"\n",
	"badtoml/Makefile.toml":   "[tasks.x\nscript = \"rm -rf ~\"\n",
	"badjson/devbox.json":     `{"shell":`,
	"pyp/pyproject.toml":      "[project]\nname = \"q\"\n\n[tool.pixi.tasks]\nx = \"rm -rf ~\"\nlint = \"ruff check .\"\n",
	"incl/mise.toml":          "[task_config]\nincludes = [\"more\"]\n",
	"incl/more/x":             "#!/bin/sh\nrm -rf ~\n",
	"ext/Makefile.toml":       "extend = \"other.toml\"\n\n[tasks.build]\ncommand = \"cargo\"\nargs = [\"build\"]\n",
	"shellopt/mise.toml":      "[tasks.x]\nrun = \"echo ok\"\n",
	"other/deno.json":         `{"tasks":{"x":"rm -rf ~"}}`,
	"other/cfg/mydeno.json":   `{"tasks":{"y":"rm -rf ~"}}`,
	"other/sub/.k":            "",
	"other/Makefile.toml":     "[tasks.x]\nscript = \"rm -rf ~\"\n",
	"other/devbox.json":       `{"shell":{"scripts":{"x":"rm -rf ~"}}}`,
	"other/pixi.toml":         "[tasks]\nx = \"rm -rf ~\"\n",
	"other/mise.toml":         "[tasks.x]\nrun = \"rm -rf ~\"\n",
	"nofiles/.k":              "",
	"p/gen.ts":                "",
	"p/plugins/README":        "",
	"init/src/main.rs":        "",
	"remote/.k":               "",
	"plug/plugins/p.json":     `{"shell":{"init_hook":"rm -rf ~"}}`,
	"hook/.k":                 "",
	"pyp/.k":                  "",
	"incl/.k":                 "",
	"ext/other.toml":          "[tasks.build]\nscript = \"rm -rf ~\"\n",
	"badjson/.k":              "",
	"badtoml/.k":              "",
	"shellopt/.k":             "",
	"nofiles/sub/.k":          "",
	"p/.mise/tasks/db/README": "",
}

// fx58aCases: the directory under the home, the command, the rule that
// must ask ("" for allowed), and for an ask a piece its reason holds.
var fx58aCases = []struct{ dir, cmd, rule, reason string }{
	// deno
	{"p", "deno task x", "cmd.delete-home", "deno.jsonc's task x runs: rm -rf ~"},
	{"p", "deno task ship", "cmd.force-push", "task ship"},
	{"p", "deno task arg ~", "cmd.delete-home", "task arg"},
	{"p", "deno task 'x*'", "cmd.delete-home", "task x*"},
	{"p", "deno task npmonly", "cmd.delete-home", "package.json's script"},
	{"p", "deno task --eval 'rm -rf ~'", UnreadableRule, "deno --eval"}, // asked before fx58a
	{"p/sub", "deno task x", "cmd.delete-home", "deno.jsonc's task x"},
	{"p", "deno task --cwd sub x", "cmd.delete-home", "task x"},
	{"other/sub", "deno task -c ../cfg/mydeno.json y", "cmd.delete-home", "mydeno.json's task y"},
	{"p", "deno task bad", UnreadableRule, "task bad is neither a string nor an object"},
	{"badjson", "deno task x", UnreadableRule, "deno.json is not JSON"},
	{"p", "deno task dev", "", ""},
	{"p", "deno task build", "", ""},
	{"p", "deno task lint", "", ""},
	{"p", "deno task loop", "", ""},
	{"p", "deno task nosuch", "", ""},
	{"p", "deno task", "", ""},
	{"p", "deno run main.ts", "", ""},
	{"p", "deno test", "", ""},
	{"nofiles", "deno task x", "", ""},
	// mise
	{"p", "mise run x", "cmd.delete-home", "mise.toml's task x runs: rm -rf ~"},
	{"p", "mise r x", "cmd.delete-home", "task x"},
	{"p", "mise run 'qu*'", "cmd.delete-home", "task qu*"},
	{"p", "mise x", "", ""}, // exec with no command
	{"p", "mise quick", "cmd.delete-home", "task quick"},
	{"p", "mise tasks run x", "cmd.delete-home", "task x"},
	{"p", "mise watch x", "cmd.delete-home", "task x"},
	{"p", "rtx run x", "cmd.delete-home", "task x"},
	{"p", "mise run list", "cmd.force-push", "task list"},
	{"p", "mise run dep", "cmd.delete-home", "task dep"},
	{"p", "mise run post", "cmd.delete-home", "task post"},
	{"p", "mise run ref", "cmd.delete-home", "task ref"},
	{"p", "mise run aka", "cmd.delete-home", "task aka"},
	{"p", "mise run test ::: x", "cmd.delete-home", "task x"},
	{"p", "mise run file", "cmd.delete-home", "task file"},
	{"p", "mise run ft", "cmd.delete-home", "file task ft"},
	{"p", "mise run db:reset", "cmd.delete-home", "file task db:reset"},
	{"p", "mise run cfg", "cmd.delete-home", ".config/mise.toml's task cfg"},
	{"p/sub", "mise run x", "cmd.delete-home", "task x"},
	{"sub", "mise -C ../p run x", "cmd.delete-home", "task x"},
	{"p", "mise run py", UnreadableRule, "python3 -c"},
	{"shellopt", "mise run -s 'python3 -c' x", UnreadableRule, "--shell"},
	{"badtoml", "mise run x", UnreadableRule, "mise.toml is not TOML"},
	{"incl", "mise run x", UnreadableRule, "task_config.includes"},
	{"p", "mise run test", "", ""},
	{"p", "mise run fmt", "", ""},
	{"p", "mise run ok", "", ""},
	{"p", "mise run tmpl", "", ""},
	{"p", "mise test", "", ""},
	{"p", "mise install", "", ""},
	{"p", "mise run", "", ""},
	{"p", "mise run nosuch", "", ""},
	{"p", "mise run --dry-run x", "", ""},
	{"p", "mise exec -- go test ./...", "", ""},
	{"nofiles", "mise run x", "", ""},
	// pixi
	{"p", "pixi run x", "cmd.delete-home", "pixi.toml's task x runs: rm -rf ~"},
	{"p", "pixi run ship", "cmd.force-push", "task ship"},
	{"p", "pixi run listed", "cmd.delete-home", "task listed"},
	{"p", "pixi run arg ~", "cmd.delete-home", "task arg"},
	{"p", "pixi run where", "cmd.delete-home", "task where"},
	{"p", "pixi run fx", "cmd.delete-home", "task fx"},
	{"p", "pixi run lin", "cmd.delete-home", "task lin"},
	{"p/sub", "pixi run x", "cmd.delete-home", "task x"},
	{"p", "pixi run -e dev x", "cmd.delete-home", "task x"},
	{"sub", "pixi run --manifest-path ../p/pixi.toml x", "cmd.delete-home", "task x"},
	{"pyp", "pixi run x", "cmd.delete-home", "pyproject.toml's task x"},
	{"badtoml", "pixi run x", UnreadableRule, "pixi.toml is not TOML"},
	{"p", "pixi run lint", "", ""},
	{"p", "pixi run test", "", ""},
	{"pyp", "pixi run lint", "", ""},
	{"p", "pixi run python -m pytest", "", ""},
	{"p", "pixi run nosuch", "", ""},
	{"p", "pixi run --dry-run x", "", ""},
	{"nofiles", "pixi run x", "", ""},
	// devbox
	{"p", "devbox run x", "cmd.delete-home", "devbox.json's init_hook and script x runs:"},
	{"p", "devbox run multi", "cmd.force-push", "script multi"},
	{"p/sub", "devbox run x", "cmd.delete-home", "script x"},
	{"sub", "devbox run -c ../p x", "cmd.delete-home", "script x"},
	{"hook", "devbox run test", "cmd.delete-home", "devbox.json's init_hook and script test"},
	{"hook", "devbox run go build", "cmd.delete-home", "devbox.json's init_hook runs: rm -rf ~"},
	{"hook", "devbox shell", "cmd.delete-home", "init_hook"},
	{"plug", "devbox run test", UnreadableRule, "includes the plugin"},
	{"badjson", "devbox run x", UnreadableRule, "devbox.json is not JSON"},
	{"p", "devbox run test", "", ""},
	{"p", "devbox run go test ./...", "", ""},
	{"p", "devbox shell", "", ""},
	{"remote", "devbox run test", "", ""},
	{"p", "devbox run nosuch", "", ""},
	{"nofiles", "devbox run x", "", ""},
	// cargo-make
	{"p", "cargo make x", "cmd.delete-home", "Makefile.toml's task x runs: rm -rf ~"},
	{"p", "makers x", "cmd.delete-home", "task x"},
	{"p", "cargo-make make x", "cmd.delete-home", "task x"},
	{"p", "cargo make cmd", "cmd.delete-home", "task cmd"},
	{"p", "cargo make wrapped", "cmd.delete-home", "task wrapped"},
	{"p", "cargo make ship", "cmd.force-push", "task ship"},
	{"p", "cargo make rt", "cmd.delete-home", "task rt"},
	{"p", "cargo make cond", "cmd.delete-home", "task cond"},
	{"p", "cargo make lin", "cmd.delete-home", "task lin"},
	{"p", "cargo make aka", "cmd.delete-home", "task aka"},
	{"p", "cargo make ext", "cmd.delete-home", "task ext"},
	{"p", "cargo make -t x", "cmd.delete-home", "task x"},
	{"p", "cargo +nightly make x", "cmd.delete-home", "task x"},
	{"p", "cargo -q --locked make x", "cmd.delete-home", "task x"},
	{"sub", "cargo -C ../p make x", "cmd.delete-home", "task x"},
	{"p", "cargo +nightly build", "", ""},
	{"p", "cargo make --task=x", "cmd.delete-home", "task x"},
	{"sub", "cargo make --cwd ../p x", "cmd.delete-home", "task x"},
	{"sub", "cargo make --makefile ../p/Makefile.toml x", "cmd.delete-home", "task x"},
	{"init", "cargo make build", "cmd.delete-home", "task build runs: rm -rf ~"},
	{"p", "cargo make rs", UnreadableRule, "@rust"},
	{"ext", "cargo make build", UnreadableRule, "extend"},
	{"badtoml", "cargo make x", UnreadableRule, "Makefile.toml is not TOML"},
	{"p", "cargo make build", "", ""},
	{"p", "cargo make", "", ""},
	{"p", "cargo make fmt", "", ""},
	{"p", "makers build", "", ""},
	{"p", "cargo make nosuch", "", ""},
	{"p", "cargo make --print-steps x", "", ""},
	{"init", "cargo make --skip-init-end-tasks build", "", ""},
	{"p", "cargo build", "", ""},
	{"nofiles", "cargo make x", "", ""},
}

// fx58aRead is ProjectFile over the home, a file past the bound
// [ErrFileTooLarge] as the queue's reader says.
func fx58aRead(home string) func(string, int) ([]byte, error) {
	read := fx49rRead(home)
	return func(p string, max int) ([]byte, error) {
		b, err := read(p, max)
		if err != nil && err.Error() == "past the bound" {
			return nil, ErrFileTooLarge
		}
		return b, err
	}
}

// fx58aHome writes the hostile project under a new home.
func fx58aHome(t *testing.T) string {
	t.Helper()
	home := t.TempDir()
	files := map[string]string{}
	for k, v := range fx58aFiles {
		files[k] = v
	}
	pad := strings.Repeat("# pad\n", 50<<10)
	files["big/deno.json"] = `{"tasks":{"x":"rm -rf ~"}}` + strings.Repeat(" ", 300<<10)
	files["big/mise.toml"] = pad + "[tasks.x]\nrun = \"rm -rf ~\"\n"
	files["big/pixi.toml"] = pad + "[tasks]\nx = \"rm -rf ~\"\n"
	files["big/devbox.json"] = `{"shell":{"scripts":{"x":"rm -rf ~"}}}` + strings.Repeat(" ", 300<<10)
	files["big/Makefile.toml"] = pad + "[tasks.x]\nscript = \"rm -rf ~\"\n"
	for name, text := range files {
		p := filepath.Join(home, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		mode := os.FileMode(0o644)
		if strings.Contains(name, "tasks/") || strings.Contains(name, "mise-tasks/") {
			mode = 0o755
		}
		if err := os.WriteFile(p, []byte(text), mode); err != nil {
			t.Fatal(err)
		}
	}
	return home
}

// TestFx58aTaskRunners checks fx58aCases, the files past the bound, and
// that without the files each runner is judged by its words alone.
func TestFx58aTaskRunners(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := fx58aHome(t)
	cases := fx58aCases
	for _, c := range []string{"deno task x", "mise run x", "pixi run x", "devbox run x", "cargo make x"} {
		cases = append(cases, struct{ dir, cmd, rule, reason string }{"big", c, UnreadableRule, "larger than ozdesk reads"})
	}
	for _, c := range cases {
		dir := filepath.Join(home, c.dir)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		ctx := &Context{Cwd: dir, Workdir: dir, Home: home, DefaultBranch: "main", ProjectFile: fx58aRead(home)}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.rule == "" {
			if v.Outcome != Allow {
				t.Errorf("%s: %q: %v by %s (%s), want allowed", c.dir, c.cmd, v.Outcome, v.Rule, v.Reason)
			}
			continue
		}
		if v.Outcome != Ask || v.Rule != c.rule || !strings.Contains(v.Reason, c.reason) {
			t.Errorf("%s: %q: %v by %s (%s), want ask by %s saying %q", c.dir, c.cmd, v.Outcome, v.Rule, v.Reason, c.rule, c.reason)
			continue
		}
		if pv := v.Deciding(); pv == nil || pv.Because == nil || !pv.Because.Certain {
			t.Errorf("%s: %q: the ask's evidence is not certain: %+v", c.dir, c.cmd, pv)
		}
		ctx.ProjectFile = nil
		if w := pol.Evaluate(Read(c.cmd), ctx, time.Now()); w.Outcome != Allow && !strings.Contains(c.cmd, "~") {
			t.Errorf("%s: %q without the files: %v by %s, want allowed (the ask comes from the body)", c.dir, c.cmd, w.Outcome, w.Rule)
		}
	}
}

// TestFx58aJSONC checks the comment and trailing-comma reader.
func TestFx58aJSONC(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"a":"b", // c` + "\n}", `{"a":"b"}`},
		{`{"a":"/* no */",}`, `{"a":"/* no */"}`},
		{`{/* x */"a":[1,2,],}`, `{"a":[1,2]}`},
		{`{"a":"\"//",}`, `{"a":"\"//"}`},
		{"\xEF\xBB\xBF{\"a\":1}", `{"a":1}`},
	} {
		var got, want any
		if err := unmarshalJSONC([]byte(c.in), &got); err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if err := unmarshalJSONC([]byte(c.want), &want); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%q: %v, want %v", c.in, got, want)
		}
	}
	if err := unmarshalJSONC([]byte(`{"a":`), new(any)); err == nil {
		t.Error("broken JSON read")
	}
}

// TestFx58aConsults: a command whose part may run one of these tasks
// consults every operator's rule (body_operator.go), so an allow never
// checked against its audit entry cannot decide inside a task; another
// part of the same tools does not.
func TestFx58aConsults(t *testing.T) {
	allowPush := &Rule{ID: "op-allow-push", Outcome: Allow, Pattern: MustParsePattern("git push -f origin main"),
		Reason: "the team force-pushes", End: time.Now().Add(time.Hour)}
	pol, err := NewPolicy([]*Rule{allowPush})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		cmd  string
		want bool
	}{
		{"deno task ship", true}, {"mise run ship", true}, {"mise ship", true}, {"pixi run ship", true},
		{"devbox run ship", true}, {"devbox shell", true}, {"cargo make ship", true}, {"makers ship", true},
		{"deno run main.ts", false}, {"mise install", false}, {"pixi install", false},
		// fx69a: a build runs what .cargo/config.toml names (body_cargoconfig.go)
		{"cargo build", true}, {"cargo ship", true}, {"cargo fmt", false}, {"cargo add serde", false},
	} {
		got := slices.Contains(pol.Consults(Read(c.cmd)), allowPush.ID)
		if got != c.want {
			t.Errorf("%q: Consults holds the push allow: %v, want %v", c.cmd, got, c.want)
		}
	}
}
