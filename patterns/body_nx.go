package patterns

import (
	"encoding/json"
	"errors"
	"path"
	"strconv"
	"strings"
)

// nx's projects and targets (body_monorepo_read.go).

// nxTarget is what project.json says a target runs.
type nxTarget struct {
	// commands are the shell commands it runs (a target's command,
	// nx:run-commands' options.command or options.commands).
	commands []string
	// cwd is options.cwd, relative to the workspace root, or "".
	cwd string
	// script is nx:run-script's options.script, or "".
	script string
}

// parseNxTarget reads target name of project.json b: has false where the
// file names no such target (the package.json script then runs); ok
// false where b is no project.json the reader follows.
func parseNxTarget(b []byte, name string) (t nxTarget, has, ok bool) {
	var proj struct {
		Targets map[string]json.RawMessage `json:"targets"`
	}
	if json.Unmarshal(stripBOM(b), &proj) != nil {
		return t, false, false
	}
	raw, has := proj.Targets[name]
	if !has {
		return t, false, true
	}
	var tg struct {
		Executor string `json:"executor"`
		Command  string `json:"command"`
		Options  struct {
			Command  json.RawMessage   `json:"command"`
			Commands []json.RawMessage `json:"commands"`
			Cwd      string            `json:"cwd"`
			Script   string            `json:"script"`
		} `json:"options"`
	}
	if json.Unmarshal(raw, &tg) != nil {
		return t, true, false
	}
	t.cwd = tg.Options.Cwd
	if tg.Command != "" {
		t.commands = append(t.commands, tg.Command)
	}
	switch {
	case tg.Executor == "nx:run-script":
		t.script = tg.Options.Script
	case tg.Executor == "" && tg.Command != "", strings.HasSuffix(tg.Executor, ":run-commands"):
		var one string
		if len(tg.Options.Command) > 0 && json.Unmarshal(tg.Options.Command, &one) != nil {
			return t, true, false
		}
		if one != "" {
			t.commands = append(t.commands, one)
		}
		for _, c := range tg.Options.Commands {
			var s string
			var obj struct {
				Command string `json:"command"`
			}
			if json.Unmarshal(c, &s) == nil {
				t.commands = append(t.commands, s)
			} else if json.Unmarshal(c, &obj) == nil {
				t.commands = append(t.commands, obj.Command)
			} else {
				return t, true, false
			}
		}
	}
	return t, true, true
}

// nxTargetBodies returns what target task of the project at dir runs,
// its commands run from root.
func nxTargetBodies(ctx *Context, root, dir, task string, word int) []runnerBody {
	file := path.Join(dir, "project.json")
	b, err := ctx.ProjectFile(file, packageJSONMax)
	switch {
	case errors.Is(err, ErrNoProjectFile):
		return monorepoScript(ctx, dir, task, word)
	case err != nil:
		return []runnerBody{{key: "project.json " + dir, word: word,
			unread: fromIn(ctx.Cwd, dir, "project.json") + " cannot be read (" + err.Error() + ")"}}
	}
	t, has, ok := parseNxTarget(b, task)
	switch {
	case !ok:
		return []runnerBody{{key: "project.json " + dir, word: word,
			unread: fromIn(ctx.Cwd, dir, "project.json") + "'s target " + strconv.Quote(task) + " cannot be read"}}
	case !has:
		return monorepoScript(ctx, dir, task, word)
	case t.script != "":
		return monorepoScript(ctx, dir, t.script, word)
	}
	run := root
	if t.cwd != "" {
		if run = bodyDir(root, LitWord(t.cwd)); run == "" {
			run = root
		}
	}
	var out []runnerBody
	for i, c := range t.commands {
		out = append(out, runnerBody{key: "project.json " + dir + " " + task + " " + strconv.Itoa(i),
			from: fromIn(ctx.Cwd, dir, "project.json") + "'s target " + task, text: c, dir: run, word: word,
			bin: path.Join(root, "node_modules", ".bin")})
	}
	return out
}

// nxProjectDirs are the directories one level below root's apps, libs,
// packages, projects and tools that hold a project.json, and root when
// it holds one; why, when they cannot be listed.
func nxProjectDirs(ctx *Context, root string) ([]string, string) {
	var out []string
	if _, err := ctx.ProjectFile(path.Join(root, "project.json"), packageJSONMax); !errors.Is(err, ErrNoProjectFile) {
		out = append(out, root)
	}
	if ctx.ProjectDir == nil {
		return out, ""
	}
	for _, top := range []string{"apps", "libs", "packages", "projects", "tools"} {
		names, err := ctx.ProjectDir(path.Join(root, top), workspaceDirMax)
		if errors.Is(err, ErrNoProjectFile) {
			continue
		}
		if err != nil {
			return nil, fromIn(ctx.Cwd, root, top) + " cannot be listed (" + err.Error() + ")"
		}
		for _, n := range names {
			d := path.Join(root, top, n)
			if strings.HasPrefix(n, ".") || n == "node_modules" {
				continue
			}
			if _, err := ctx.ProjectFile(path.Join(d, "project.json"), packageJSONMax); !errors.Is(err, ErrNoProjectFile) {
				out = append(out, d)
			}
			if len(out) > workspacesMax {
				return nil, "the projects below " + fromIn(ctx.Cwd, root, ".") + " are more than " + strconv.Itoa(workspacesMax)
			}
		}
	}
	return out, ""
}

// nxProjectNamed are the dirs whose project is called name (project.json's
// name, else package.json's, else the directory's own name); nil for none.
func nxProjectNamed(ctx *Context, dirs []string, name string) []string {
	var out []string
	for _, d := range dirs {
		if nxProjectName(ctx, d) == name {
			out = append(out, d)
		}
	}
	return out
}

// nxProjectName is the name of the project at dir.
func nxProjectName(ctx *Context, dir string) string {
	for _, f := range []string{"project.json", "package.json"} {
		b, err := ctx.ProjectFile(path.Join(dir, f), packageJSONMax)
		if err != nil {
			continue
		}
		var named struct {
			Name string `json:"name"`
		}
		if json.Unmarshal(stripBOM(b), &named) == nil && named.Name != "" {
			return named.Name
		}
	}
	return path.Base(dir)
}
