package patterns

import (
	"encoding/json"
	"path"
	"strings"

	"go.yaml.in/yaml/v3"
)

// The workspaces a package manager runs a script in (body_npm.go):
// `pnpm --filter PKG run X` (-F, --filter-prod; a name, a name's glob
// `@scope/*` or a path `./packages/a`), `pnpm -r run X` (every
// workspace), `npm run X -w PKG` (--workspace: a name or a path),
// `npm run X --workspaces` (-ws), `bun --filter PKG run X`, and `yarn
// workspace PKG run X` (read as the `yarn run X` it hands on). The
// workspaces are those the globs of the root's package.json
// `workspaces` (a list, or `packages` of an object) or
// pnpm-workspace.yaml's `packages` name, the root being the directory the
// part runs in; a glob is read one directory level a `*` (`packages/*`),
// a `**` in it, or more than workspacesMax workspaces, leaves the part as
// it was, and `!` globs take workspaces out. A workspace is found by its
// package.json's `name`. A filter the reader does not follow (`...`,
// `^`, `[`, `{`, `!`) selects every workspace (fx58c: what can run).

const (
	// workspacesMax bounds the workspaces one part looks through.
	workspacesMax = 64
	// workspaceDirMax bounds the entries of a directory a glob lists.
	workspaceDirMax = 256
)

// workspaceGlobs reads the workspace globs of the root at dir: false
// when it declares none or they cannot be read.
func workspaceGlobs(ctx *Context, dir string) ([]string, bool) {
	if b, err := ctx.ProjectFile(path.Join(dir, "pnpm-workspace.yaml"), taskFileMax); err == nil {
		var ws struct {
			Packages []string `yaml:"packages"`
		}
		if yaml.Unmarshal(b, &ws) != nil || len(ws.Packages) == 0 {
			return nil, false
		}
		return ws.Packages, true
	} else if err != ErrNoProjectFile {
		return nil, false
	}
	b, err := ctx.ProjectFile(path.Join(dir, "package.json"), packageJSONMax)
	if err != nil {
		return nil, false
	}
	return parseWorkspaceGlobs(b)
}

// parseWorkspaceGlobs reads package.json's workspaces: a list of globs,
// or an object whose packages are.
func parseWorkspaceGlobs(b []byte) ([]string, bool) {
	var pkg struct {
		Workspaces json.RawMessage `json:"workspaces"`
	}
	if json.Unmarshal(stripBOM(b), &pkg) != nil || len(pkg.Workspaces) == 0 {
		return nil, false
	}
	var list []string
	if json.Unmarshal(pkg.Workspaces, &list) == nil {
		return list, len(list) > 0
	}
	var obj struct {
		Packages []string `json:"packages"`
	}
	if json.Unmarshal(pkg.Workspaces, &obj) != nil {
		return nil, false
	}
	return obj.Packages, len(obj.Packages) > 0
}

// workspaceDirs are the absolute directories the globs name below root:
// false past workspacesMax, for a `**`, or a listing that fails.
func workspaceDirs(ctx *Context, root string, globs []string) ([]string, bool) {
	var out, not []string
	for _, g := range globs {
		g = strings.TrimPrefix(strings.TrimSuffix(g, "/"), "./")
		if neg, ok := strings.CutPrefix(g, "!"); ok {
			not = append(not, strings.TrimPrefix(neg, "./"))
			continue
		}
		if g == "" || strings.Contains(g, "**") || strings.HasPrefix(g, "/") || strings.Contains(g, "..") {
			return nil, false
		}
		dirs := []string{root}
		for _, seg := range strings.Split(g, "/") {
			var next []string
			for _, d := range dirs {
				if !strings.ContainsAny(seg, "*?[") {
					next = append(next, path.Join(d, seg))
					continue
				}
				if ctx.ProjectDir == nil {
					return nil, false
				}
				names, err := ctx.ProjectDir(d, workspaceDirMax)
				if err == ErrNoProjectFile {
					continue
				}
				if err != nil {
					return nil, false
				}
				for _, n := range names {
					if m, _ := path.Match(seg, n); m && !strings.HasPrefix(n, ".") && n != "node_modules" {
						next = append(next, path.Join(d, n))
					}
				}
			}
			if dirs = next; len(dirs) > workspacesMax {
				return nil, false
			}
		}
		out = append(out, dirs...)
		if len(out) > workspacesMax {
			return nil, false
		}
	}
	kept := out[:0]
	for _, d := range out {
		rel := strings.TrimPrefix(d, strings.TrimSuffix(root, "/")+"/")
		if !globAnyMatch(not, rel) {
			kept = append(kept, d)
		}
	}
	return kept, true
}

// globAnyMatch reports whether one of the globs matches the relative
// path rel, `**` matching any number of its directories.
func globAnyMatch(globs []string, rel string) bool {
	for _, g := range globs {
		if globStarMatch(strings.Split(g, "/"), strings.Split(rel, "/")) {
			return true
		}
	}
	return false
}

// globStarMatch matches path segments against glob segments.
func globStarMatch(g, p []string) bool {
	for len(g) > 0 {
		if g[0] == "**" {
			for k := 0; k <= len(p); k++ {
				if globStarMatch(g[1:], p[k:]) {
					return true
				}
			}
			return false
		}
		if len(p) == 0 {
			return false
		}
		if m, _ := path.Match(g[0], p[0]); !m {
			return false
		}
		g, p = g[1:], p[1:]
	}
	return len(p) == 0
}

// workspaceSelect returns the directories of the workspaces the
// selectors name from root (every one for all): false when one cannot be
// followed or names none.
func workspaceSelect(ctx *Context, root string, sels []string, all bool) ([]string, bool) {
	globs, ok := workspaceGlobs(ctx, root)
	if !ok {
		return nil, false
	}
	dirs, ok := workspaceDirs(ctx, root, globs)
	if !ok {
		return nil, false
	}
	if all {
		return dirs, true
	}
	var out []string
	for _, sel := range sels {
		if sel == "" {
			return nil, false
		}
		if strings.ContainsAny(sel, "^[{!=") || strings.Contains(sel, "...") {
			// fx58c: a selector not followed (dependents, a git range,
			// an exclusion): every workspace, which is what can run
			return dirs, len(dirs) > 0
		}
		if strings.HasPrefix(sel, "./") || strings.HasPrefix(sel, "../") || strings.Contains(sel, "/") && !strings.HasPrefix(sel, "@") {
			d := path.Join(root, sel)
			if !contains(dirs, d) {
				return nil, false // a path that is no workspace
			}
			out = append(out, d)
			continue
		}
		found := false
		for _, d := range dirs {
			b, err := ctx.ProjectFile(path.Join(d, "package.json"), packageJSONMax)
			if err != nil {
				continue
			}
			var pkg struct {
				Name string `json:"name"`
			}
			if json.Unmarshal(stripBOM(b), &pkg) != nil || pkg.Name == "" {
				continue
			}
			if m, _ := path.Match(sel, pkg.Name); m || pkg.Name == sel {
				out, found = append(out, d), true
			}
		}
		if !found {
			return nil, false
		}
	}
	return out, len(out) > 0
}

// yarnWorkspaceOf is the workspace `yarn workspace NAME …` names when
// part p is the `yarn …` it hands on, or "".
func yarnWorkspaceOf(p *Part, ctx *Context) (string, bool) {
	if p.Parent < 0 || ctx.cmd == nil || p.Parent >= len(ctx.cmd.Parts) {
		return "", false
	}
	parent := ctx.cmd.Parts[p.Parent]
	if parent.Program != "yarn" || len(parent.Words) < 3 || !isLit(parent.Words[1], "workspace") {
		return "", false
	}
	name, ok := parent.Words[2].Literal()
	return name, ok
}
