package patterns

import (
	"errors"
	"path"
	"strconv"
	"strings"
)

// A tool a package runner runs by its name (issue 7, rt56c F3/F4): `npx
// eslint .`, `npm exec eslint` (npm x), `pnpm exec eslint`, `bunx eslint`
// (bun x), `yarn run -T eslint`, and `yarn eslint`,
// `yarn run eslint`, `pnpm eslint`, `bun run eslint` where package.json
// has no script of that name (body_npm.go). Each looks for the tool in
// node_modules/.bin of the directory it runs in first, then of each
// directory above it up to / (npm's libnpmexec walks up so; pnpm, yarn
// and bun put the workspace root's there too). The file found is judged
// as `./node_modules/.bin/NAME` is (body_script.go): a shell script is
// read, a node program as node program files are; a tool found nowhere
// there comes from the registry or the PATH and is judged by its name,
// as before. pnpm dlx, pnpx and yarn dlx fetch the tool afresh and read
// nothing here. Not yet read: `yarn exec` and `bun exec`, which hand a
// shell command string on (its parts run with node_modules/.bin first on
// their PATH).

// binWalkMax bounds the directories a tool is looked for in, walking up.
const binWalkMax = 32

// localBinRunner reports whether wrapper w runs its command from the
// project's node_modules/.bin.
func localBinRunner(w Wrapper) bool {
	has := func(subs ...string) bool {
		for _, x := range w.Words[min(1, len(w.Words)):] {
			if v, ok := x.Literal(); ok && contains(subs, v) {
				return true
			}
		}
		return false
	}
	switch w.Name {
	case "npx", "bunx":
		return true
	case "npm":
		return has("exec", "x")
	case "pnpm":
		return has("exec") && !has("dlx")
	case "bun":
		return has("x")
	case "yarn":
		return has("run") && !has("dlx")
	}
	return false
}

// binToolName is the bare name word w gives a tool, or "".
func binToolName(w Word) string {
	v, ok := w.Literal()
	if !ok || v == "" || v == "." || v == ".." || strings.ContainsAny(v, "/=\x00") || strings.HasPrefix(v, "-") {
		return ""
	}
	return v
}

// binRunnerPart reports whether part p is a tool a package runner
// (its innermost wrapper) runs by its bare name.
func binRunnerPart(p *Part) bool {
	if len(p.Wrappers) == 0 || len(p.Words) == 0 {
		return false
	}
	return localBinRunner(p.Wrappers[len(p.Wrappers)-1]) && binToolName(p.Words[0]) != ""
}

// localBinBodies returns, as a body, the run of the file node_modules/.bin
// holds under name, looked for from dir upwards, with args: the file by
// its path, so it is judged as `./node_modules/.bin/NAME` is. nil where
// no directory holds one; an unread body past binWalkMax directories.
func localBinBodies(ctx *Context, dir, name string, args []Word, word int) []runnerBody {
	for i := 0; i < binWalkMax; i++ {
		bin := path.Join(dir, "node_modules", ".bin")
		file := path.Join(bin, name)
		if _, _, err := readScript(ctx, file); err == nil || !errors.Is(err, ErrNoProjectFile) {
			text := appendArgs(shellQuote1(file), args)
			return []runnerBody{{key: "bin " + file, from: fromIn(ctx.Cwd, bin, name), text: text, dir: ctx.Cwd, word: word}}
		}
		if dir == "/" || dir == "." || dir == "" {
			return nil
		}
		dir = path.Dir(dir)
	}
	return []runnerBody{{key: "bin " + dir, word: word,
		unread: "node_modules/.bin/" + name + " is looked for more than " + strconv.Itoa(binWalkMax) + " directories up"}}
}

// binRunnerBodies returns the file a package runner's tool, part p, is:
// where the runner runs it in workspaces (`pnpm -r exec T`, `pnpm
// --filter a exec T`, `npm exec -ws T`, `bun --filter a x T`), the file
// each workspace finds, every workspace's (the selection is not
// followed), its own node_modules/.bin first.
func binRunnerBodies(p *Part, ctx *Context) []runnerBody {
	name := binToolName(p.Words[0])
	out := localBinBodies(ctx, ctx.Cwd, name, p.Words[1:], 0)
	if !inWorkspaces(p.Wrappers[len(p.Wrappers)-1]) || ctx.ProjectDir == nil {
		return out
	}
	root := monorepoRoot(ctx, "pnpm", ctx.Cwd)
	dirs, why := monorepoDirs(ctx, "pnpm", root)
	if why != "" {
		return []runnerBody{{key: "workspaces " + root, word: 0, unread: why}}
	}
	seen := map[string]bool{}
	for _, b := range out {
		seen[b.key] = true
	}
	for _, d := range dirs {
		for _, b := range localBinBodies(ctx, d, name, p.Words[1:], 0) {
			if !seen[b.key] {
				seen[b.key] = true
				out = append(out, b)
			}
		}
	}
	return out
}

// inWorkspaces reports whether package runner w runs its command in
// workspaces: -r, --recursive, --filter, -F, -w, --workspace, -ws,
// --workspaces.
func inWorkspaces(w Wrapper) bool {
	for _, x := range w.Words[min(1, len(w.Words)):] {
		v, ok := x.Literal()
		if !ok {
			continue
		}
		name, _, _ := strings.Cut(v, "=")
		switch name {
		case "-r", "--recursive", "--filter", "-F", "--filter-prod", "-w", "--workspace", "-ws", "--workspaces":
			return true
		}
	}
	return false
}
