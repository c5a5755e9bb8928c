package patterns

import (
	"path"
	"strings"
)

// A program a package script runs by its bare name from node_modules/.bin
// (body_npm.go, rt50 A8): npm, pnpm, yarn and bun put the package's
// node_modules/.bin first on a script's PATH, so `"test": "jest"` runs
// node_modules/.bin/jest. That file is read as `./F` is (body_script.go):
// only when it is a shell script (no #! line, or a shell's), so the
// everyday link to a package's JavaScript (`../jest/bin/jest.js`, `#!/usr/bin/env
// node`) is not read, and a shell script planted there is judged. Only
// the package's own node_modules/.bin is looked in, not its parents'.

// binProgram reports whether part p, in a package script's body (st),
// runs a program by a bare name that node_modules/.bin may hold.
func binProgram(p *Part, st *bodyState) bool {
	if st == nil || st.bin == "" || len(p.Words) == 0 {
		return false
	}
	v, ok := p.Words[0].Literal()
	return ok && v != "" && v != "." && v != ".." && !strings.ContainsAny(v, "/=") && !strings.HasPrefix(v, "-")
}

// binBodies returns the shell script node_modules/.bin holds under the
// name part p runs, as its body.
func binBodies(p *Part, ctx *Context, bin string) []runnerBody {
	v, _ := p.Words[0].Literal()
	file := path.Join(bin, v)
	text, _, err := readScript(ctx, file)
	if err != nil || !shellScript(text) {
		return nil
	}
	return []runnerBody{{key: "script " + file, from: fromIn(ctx.Cwd, bin, v), text: text, dir: ctx.Cwd, word: 0, lines: true}}
}
