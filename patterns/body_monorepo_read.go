package patterns

import (
	"encoding/json"
	"errors"
	"path"
	"strconv"
)

// What a monorepo runner's tasks are (body_monorepo.go). The workspace
// root is the nearest directory, from where the part runs up to
// monorepoUpMax above, holding the runner's own file (lerna.json,
// turbo.json, nx.json) or declaring workspaces (body_workspace.go); else
// the directory the part runs in. The packages are the workspaces its
// globs name (lerna: lerna.json's `packages` first, `packages/*` by
// default); turbo with none runs the root's own scripts; nx adds each
// directory one level below apps, libs, packages, projects and tools
// holding a project.json, and the root when it holds one. A task is a
// package.json script (read as `npm run X` reads it, preX and postX
// with it), turbo's //#X the root's; nx's target X of a project is its
// project.json `targets.X`: a `command`, or with the executor
// nx:run-commands its `options.command` or `options.commands`, run in
// the workspace root (or options.cwd below it); nx:run-script its
// options.script; another executor is a plugin's code, not read; with no
// target X there, the package.json script X. Past the bounds (more than
// workspacesMax packages, a `**` glob, a listing that fails, a
// project.json past packageJSONMax) the part asks, naming why; nx naming a
// project it cannot find among those asks too.

// monorepoUpMax bounds the directories looked through for the root.
const monorepoUpMax = 8

// monorepoBodies returns the tasks a lerna, turbo or nx part runs.
func monorepoBodies(p *Part, ctx *Context) []runnerBody {
	run, ok := monorepoLine(p)
	if !ok || ctx.ProjectDir == nil {
		return nil // nothing run, or no looking (a replay): as before
	}
	start := ctx.Cwd
	if run.dir != "" {
		if start = bodyDir(ctx.Cwd, LitWord(run.dir)); start == "" {
			return nil
		}
	}
	root := monorepoRoot(ctx, p.Program, start)
	dirs, why := monorepoDirs(ctx, p.Program, root)
	if why != "" {
		return []runnerBody{{key: "workspaces " + root, word: run.words[0], unread: why}}
	}
	if run.root && !contains(dirs, root) {
		dirs = append(dirs, root)
	}
	if run.project != "" {
		if dirs = nxProjectNamed(ctx, dirs, run.project); dirs == nil {
			return []runnerBody{{key: "workspaces " + root, word: run.words[0],
				unread: "the project " + strconv.Quote(run.project) + " is none ozdesk finds below " + fromIn(ctx.Cwd, root, ".")}}
		}
	}
	var out []runnerBody
	for i, task := range run.tasks {
		for _, d := range dirs {
			if p.Program == "nx" {
				out = append(out, nxTargetBodies(ctx, root, d, task, run.words[i])...)
				continue
			}
			out = append(out, monorepoScript(ctx, d, task, run.words[i])...)
		}
	}
	return out
}

// monorepoScript returns package.json script task of dir, as npm run
// reads it.
func monorepoScript(ctx *Context, dir, task string, word int) []runnerBody {
	return packageBodiesAt(ctx, packageRun{dir: dir, name: task, word: word, pre: true, program: "npm"}, dir)
}

// monorepoRoot is the workspace root of a program's part run in dir.
func monorepoRoot(ctx *Context, program, dir string) string {
	own := program + ".json" // lerna.json, turbo.json, nx.json
	for d, i := dir, 0; i <= monorepoUpMax; i++ {
		if _, err := ctx.ProjectFile(path.Join(d, own), packageJSONMax); err == nil || !errors.Is(err, ErrNoProjectFile) {
			return d
		}
		if _, ok := workspaceGlobs(ctx, d); ok {
			return d
		}
		if d == "/" {
			break
		}
		d = path.Dir(d)
	}
	return dir
}

// monorepoDirs are the package directories of root for program, or why
// they cannot be told.
func monorepoDirs(ctx *Context, program, root string) ([]string, string) {
	globs, ok := workspaceGlobs(ctx, root)
	if program == "lerna" {
		if b, err := ctx.ProjectFile(path.Join(root, "lerna.json"), packageJSONMax); err == nil {
			var l struct {
				Packages []string `json:"packages"`
			}
			if json.Unmarshal(stripBOM(b), &l) == nil && len(l.Packages) > 0 {
				globs, ok = l.Packages, true
			}
		}
		if !ok {
			globs, ok = []string{"packages/*"}, true
		}
	}
	var dirs []string
	if ok {
		ds, good := workspaceDirs(ctx, root, globs)
		if !good {
			return nil, "the workspaces of " + fromIn(ctx.Cwd, root, "package.json") + " cannot be listed (a ** glob, more than " + strconv.Itoa(workspacesMax) + ", or a directory unread)"
		}
		dirs = ds
	}
	switch program {
	case "turbo":
		if !ok {
			dirs = []string{root}
		}
	case "nx":
		more, why := nxProjectDirs(ctx, root)
		if why != "" {
			return nil, why
		}
		for _, d := range more {
			if !contains(dirs, d) {
				dirs = append(dirs, d)
			}
		}
		if len(dirs) > workspacesMax {
			return nil, "the projects below " + fromIn(ctx.Cwd, root, ".") + " are more than " + strconv.Itoa(workspacesMax)
		}
	}
	return dirs, ""
}
