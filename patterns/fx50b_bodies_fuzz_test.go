package patterns

import (
	"strings"
	"testing"
)

// FuzzJustfile: any justfile text is read without a panic, and the lines
// of its first recipe are bounded by the text.
func FuzzJustfile(f *testing.F) {
	f.Add("set shell := [\"bash\", \"-c\"]\nalias b := build\nbuild: (dep 'x') && after\n\t@echo {{x}}\n\t-rm -rf build\ndep a:\n\techo\nafter:\n\techo\n")
	f.Add("x := 'a:b'\n[no-cd]\nr *args:\n    #!/bin/sh\n    echo {{args}}\n")
	f.Add("loop: loop\n    echo\n[script]\ns:\n  rm\nset working-directory := 'x'\n")
	f.Add("a b='c:d' +e: f\n\tline \\\n\tmore\n")
	f.Fuzz(func(t *testing.T, text string) {
		jf, ok := parseJustfile(text)
		if !ok || jf.first == "" {
			return
		}
		lines, names, _, ok := jf.run(nil, false)
		if !ok {
			return
		}
		if len(names) != 1 || names[0] != jf.first {
			t.Fatalf("plain just ran %q, want the first recipe %q", names, jf.first)
		}
		n := 0
		for _, l := range lines {
			n += len(l)
		}
		if n > 16*len(text)+64 {
			t.Fatalf("recipes of %d bytes from %d of text", n, len(text))
		}
	})
}

// FuzzTaskfile: any Taskfile text is read without a panic, and the
// commands of its default task are bounded by the text.
func FuzzTaskfile(f *testing.F) {
	f.Add([]byte("version: '3'\ntasks:\n  default:\n    deps: [a]\n    cmds:\n      - echo {{.X}}\n      - task: a\n  a: rm -rf build\n"))
	f.Add([]byte("tasks:\n  default:\n    dir: sub\n    status: [test -f x]\n    preconditions:\n      - sh: which go\n    cmds: [{cmd: go build}]\n"))
	f.Add([]byte("tasks:\n  default:\n    deps: [default]\n"))
	f.Add([]byte("tasks: [\n"))
	f.Fuzz(func(t *testing.T, text []byte) {
		tf, ok := parseTaskfile(text)
		if !ok {
			return
		}
		lines, ok := tf.run([]string{"default"}, "/p")
		if !ok {
			return
		}
		n := 0
		for _, l := range lines {
			n += len(l.text)
			if !strings.HasPrefix(l.dir, "/") {
				t.Fatalf("a command runs in %q, not an absolute directory", l.dir)
			}
		}
		if n > 64*len(text)+64 {
			t.Fatalf("commands of %d bytes from %d of text", n, len(text))
		}
	})
}

// FuzzComposerScripts: any composer.json text is read without a panic,
// and each script's lines make commands of the text's own words.
func FuzzComposerScripts(f *testing.F) {
	f.Add([]byte(`{"scripts":{"test":"phpunit","lint":["@test","phpcs"],"cb":"A\\B::c","env":"@putenv X=1"}}`))
	f.Add([]byte(`{"scripts":{"x":1}}`))
	f.Add([]byte(`{"scripts":{"x":["a",2]}}`))
	f.Add([]byte(`[`))
	f.Fuzz(func(t *testing.T, b []byte) {
		scripts, ok := parseComposerScripts(b)
		if !ok {
			if scripts != nil {
				t.Fatalf("unread composer.json gave scripts %q", scripts)
			}
			return
		}
		for _, lines := range scripts {
			for _, l := range lines {
				if s, ok := composerLine(l); ok && len(s) > len(l)+len("composer run-script ") {
					t.Fatalf("line %q made %q", l, s)
				}
			}
		}
	})
}

// FuzzPoeTasks: any pyproject.toml text is read without a panic, and
// each task's commands are bounded by the text.
func FuzzPoeTasks(f *testing.F) {
	f.Add([]byte("[tool.poe.tasks]\ntest = \"pytest\"\nx = { cmd = \"a\", cwd = \"sub\", deps = [\"test\"] }\ns = [\"test\", { shell = \"b\" }]\nr = { ref = \"x 1\" }\n"))
	f.Add([]byte("[tool.poe.tasks]\nf = { script = \"m:f\" }\nq = { sequence = [[\"a\"]] }\n"))
	f.Add([]byte("[tool.poe.tasks\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		tasks, ok := parsePoeTasks(b)
		if !ok {
			return
		}
		for _, task := range tasks {
			lines, _, ok := poeTaskLines(task, nil)
			if !ok {
				continue
			}
			n := 0
			for _, l := range lines {
				n += len(l)
			}
			if n > 16*len(b)+64 {
				t.Fatalf("commands of %d bytes from %d of text", n, len(b))
			}
		}
	})
}

// FuzzWorkspaceGlobs: any package.json's workspaces are read without a
// panic, and the globstar matcher agrees with path.Match on globs
// without `**`.
func FuzzWorkspaceGlobs(f *testing.F) {
	f.Add([]byte(`{"workspaces":["packages/*","!packages/x"]}`), "packages/*", "packages/a")
	f.Add([]byte(`{"workspaces":{"packages":["apps/*"]}}`), "**/test/**", "apps/test/x")
	f.Add([]byte(`{"workspaces":1}`), "a/[", "a/b")
	f.Fuzz(func(t *testing.T, b []byte, glob, rel string) {
		if globs, ok := parseWorkspaceGlobs(b); ok && len(globs) == 0 {
			t.Fatal("workspaces read, but none")
		}
		if len(glob) > 64 || len(rel) > 64 {
			return
		}
		got := globAnyMatch([]string{glob}, rel)
		if !strings.Contains(glob, "**") && strings.Count(glob, "/") == strings.Count(rel, "/") {
			want := globStarMatch(strings.Split(glob, "/"), strings.Split(rel, "/"))
			if got != want {
				t.Fatalf("globAnyMatch(%q, %q) = %v, globStarMatch %v", glob, rel, got, want)
			}
		}
	})
}

// FuzzPyScripts: any pyproject.toml's pdm, rye and hatch scripts are read
// without a panic, their lines bounded.
func FuzzPyScripts(f *testing.F) {
	for _, text := range fx58bFiles {
		f.Add([]byte(text))
	}
	f.Add([]byte("[tool.hatch.envs.default.scripts]\nx = \"{env:A:{env:B:{args:{root}}}}\"\ny = [\"x\", \"y\"]\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		args := []Word{LitWord("a")}
		for _, tool := range []string{"pdm", "rye"} {
			scripts, _ := parsePyScripts(b, tool)
			for _, s := range scripts {
				lines, _, _ := pyScriptLines(tool, s, args)
				if n := len(strings.Join(lines, "")); n > 16*len(b)+64 {
					t.Fatalf("%s: commands of %d bytes from %d of text", tool, n, len(b))
				}
			}
		}
		envs, ok := parseHatchEnvs(b, false)
		if !ok {
			return
		}
		for env := range envs {
			h := hatchEnv{envs: envs, root: "/p", home: "/h", args: args, env: env}
			scripts, _ := h.scripts(env)
			h.scriptsOf = scripts
			for name := range scripts {
				h.expand(name, args, 0)
			}
			h.installLines(env)
		}
	})
}

// FuzzToxConf: any tox.ini or tox.toml is read without a panic, and the
// INI reader's keys are the file's text.
func FuzzToxConf(f *testing.F) {
	for _, text := range fx58bToxFiles {
		f.Add([]byte(text))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if ini, ok := parseINI(string(b)); ok {
			for _, s := range ini.sections {
				for _, k := range s.keys {
					if len(k.value) > len(b) {
						t.Fatalf("value of %d bytes from %d", len(k.value), len(b))
					}
				}
			}
		}
		for _, name := range []string{"tox.ini", "tox.toml"} {
			conf, ok := readToxConf(name, b)
			if !ok {
				continue
			}
			sub := toxSubst{root: "/p", home: "/h", posargs: []Word{LitWord("x")}, conf: conf}
			conf.lines(nil, &sub)
		}
	})
}
