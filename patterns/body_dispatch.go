package patterns

// Which runner reads which body: a part's program (or the wrapper it
// runs under) picks the reader of the files it runs (package.json,
// Makefile, justfile, task files, hooks …), and mayRunBody says, before
// any file is read, whether a part may run one at all.

// runnerBodies returns the bodies part p runs that are read from disk,
// in ctx (whose ProjectFile is set and Cwd absolute).
func runnerBodies(p *Part, ctx *Context) []runnerBody {
	if envrc := direnvExecBodies(p, ctx); envrc != nil { // body_direnv.go
		return append(envrc, wrappedRunnerBodies(p, ctx)...)
	}
	return wrappedRunnerBodies(p, ctx)
}

// wrappedRunnerBodies returns the bodies part p runs by the task wrapper
// it runs under or by its program.
func wrappedRunnerBodies(p *Part, ctx *Context) []runnerBody {
	if bs, only := wrapperTaskBodies(p, ctx); only {
		return bs // body_wraptask.go
	} else if bs != nil {
		return append(bs, programBodies(p, ctx)...)
	}
	return programBodies(p, ctx)
}

// programBodies returns the bodies part p runs by its program.
func programBodies(p *Part, ctx *Context) []runnerBody {
	if binRunnerPart(p) { // body_binrunner.go
		if bs := binRunnerBodies(p, ctx); bs != nil {
			return bs
		}
	}
	if pyCallPart(p) {
		// pdm, rye and hatch run their script of the name before any
		// program so named (body_pycall.go)
		if bs := pyBodies(p, ctx); bs != nil {
			return bs
		}
	}
	switch p.Program {
	case "npm", "pnpm", "yarn", "bun":
		return packageBodies(p, ctx)
	case "git":
		return append(gitAliasBodies(p, ctx), gitHookBodies(p, ctx)...) // body_githook.go
	case "make", "gmake":
		return makeBodies(p, ctx)
	case "just":
		return justBodies(p, ctx)
	case "task", "go-task":
		return taskBodies(p, ctx)
	case "composer":
		return composerBodies(p, ctx)
	case "poe":
		return poeBodies(p, ctx)
	case "tox":
		return toxBodies(p, ctx) // body_tox.go
	case "go":
		return goGenBodies(p, ctx) // body_gogenerate.go
	case "pre-commit":
		return preCommitBodies(p, ctx)
	case "deno":
		return denoBodies(p, ctx)
	case "mise", "rtx":
		return miseBodies(p, ctx)
	case "cargo", "makers", "cargo-make":
		return append(cargoMakeBodies(p, ctx), cargoConfigBodies(p, ctx)...) // body_cargoconfig.go
	case "devbox":
		if devboxShell(p) {
			return devboxBodies(p, Wrapper{Words: p.Words}, false, ctx)
		}
		return nil
	case "lerna", "turbo", "nx":
		return monorepoBodies(p, ctx) // body_monorepo.go
	case "direnv":
		return direnvBodies(p, ctx) // body_direnv.go
	case "foreman", "honcho", "forego", "overmind", "hivemind", "heroku":
		return procfileBodies(p, ctx) // body_procfile.go
	case "devcontainer":
		return devcontainerBodies(p, ctx) // body_devcontainer.go
	case "psql", "sqlite3", "mysql", "mariadb", "duckdb":
		return sqlMetaBodies(p, ctx) // sqlmeta_files.go
	}
	if q, shift, ok := poeModule(p); ok {
		bs := poeBodies(q, ctx)
		for i := range bs {
			bs[i].word += shift
		}
		return bs
	}
	if isProgramReader(p) {
		if p.stdinShell != shellNone {
			// ssh -F F host < script.sh: its config's commands, and the
			// script the remote shell reads
			return append(programFileBodies(p, ctx), scriptBodies(p, ctx)...)
		}
		return programFileBodies(p, ctx)
	}
	if ctx.bodies != nil && binProgram(p, ctx.bodies) {
		// a bare name a package script runs: node_modules/.bin's script
		// by that name, else the program as on the line (`bash big.sh`)
		if bs := binBodies(p, ctx, ctx.bodies.bin); bs != nil {
			return bs
		}
	}
	return scriptBodies(p, ctx)
}

// mayRunBody reports whether part p may run a body read from disk: a
// package manager, git, make, a shell, source, or a program named by a
// relative path. Any other part looks up nothing.
func mayRunBody(p *Part) bool {
	switch p.Program {
	case "npm", "pnpm", "yarn", "bun", "git", "make", "gmake", "source", ".",
		"just", "task", "go-task", "composer", "poe", "parallel", "pre-commit",
		"deno", "mise", "rtx", "cargo", "makers", "cargo-make", "devbox", "lerna", "turbo", "nx", "tox",
		"direnv", "foreman", "honcho", "forego", "overmind", "hivemind", "heroku", "devcontainer",
		"psql", "sqlite3", "mysql", "mariadb", "duckdb":
		return true
	}
	if _, ok := taskWrapper(p); ok {
		return true // body_wraptask.go
	}
	if _, ok := direnvExecWrapper(p); ok {
		return true // body_direnv.go
	}
	if goGenerateAt(p) >= 0 {
		return true
	}
	if contains(shellRunners, p.Program) || p.stdinShell != shellNone || isProgramReader(p) || findExecProgram(p) || binRunnerPart(p) || pyCallPart(p) {
		return true
	}
	if len(p.Words) == 0 {
		return false
	}
	v, ok := p.Words[0].Literal()
	return ok && runsByPath(v) || computedPathProgram(p) // body_progword.go
}
