package patterns

// The operators' rules inside a body read from disk (body_eval.go,
// issue 7, fx50b). A body is judged by the whole policy, as the same
// command typed on the line is: an operator's allow (a carve-out
// included) decides a part of a body it covers, so `rm -rf ./build` the
// operator allows asks no more from a script than it does on the line,
// and an operator's refuse or ask rule that a part of a body certainly
// matches makes the runner refuse or ask, naming that rule (`package.json's
// script clean runs: rm -rf dist; REASON`), so a script never runs,
// unasked, what the operator refuses on the line.
//
// This is truthful only because every operator's rule is checked
// before a verdict that read a body is believed: the queue checks a
// stored rule against the audit entry that wrote it only when the
// command may try it, and which rules a body meets is known only once
// its file is read. Without that, an allow never checked (written into
// the store without its audit entry, which the agent can do in direct
// mode) could lift a default's ask from any script. [Policy.Consults]
// returns every operator's rule for a command with a part that may run a
// body (runnerMayRead); a hook's evaluation (fx62e) checks first only
// the rules [Policy.ConsultsOnLine] returns, those of the line's own
// parts, and the rest when the verdict read a body ([Verdict.Nested],
// eval_nested.go), before it believes it: so `git status`, whose hooks
// may be read, checks no more than `ls` when no hook runs.

// runnerMayRead reports whether part p may run a body read from disk,
// by its words alone: a runner whose words name what it runs (a script,
// an alias, a recipe, a task), as the readers read them.
func runnerMayRead(p *Part) bool {
	if !mayRunBody(p) {
		return false
	}
	const cwd = "/"
	if _, ok := taskWrapper(p); ok {
		return true // pixi's and devbox's tasks (body_wraptask.go)
	}
	if binRunnerPart(p) {
		return true // a package runner's tool (body_binrunner.go)
	}
	if _, ok := readPyCall(p, cwd); ok && pyCallPart(p) {
		return true // a pdm, rye or hatch script (body_pycall.go)
	}
	switch p.Program {
	case "lerna", "turbo", "nx":
		_, ok := monorepoLine(p) // body_monorepo.go
		return ok
	case "tox":
		_, ok := readToxCall(p, cwd)
		return ok
	case "go":
		_, ok := readGoGenCall(p, cwd)
		return ok
	case "npm", "pnpm", "yarn", "bun":
		_, ok := readPackageRun(p, cwd)
		return ok
	case "git":
		_, _, _, ok := readGitAliasCall(p, cwd)
		_, hooks := readGitHookCall(p, cwd) // body_githook.go
		return ok || hooks
	case "make", "gmake":
		_, _, _, _, ok := readMakeCall(p, cwd)
		return ok
	case "just":
		_, ok := readJustCall(p, cwd)
		return ok
	case "task", "go-task":
		_, _, _, _, ok := readTaskCall(p, cwd)
		return ok
	case "composer":
		_, _, _, _, ok := readComposerCall(p, cwd)
		return ok
	case "poe":
		_, _, _, _, ok := readPoeCall(p, cwd)
		return ok
	case "pre-commit":
		_, ok := readPreCommitCall(p)
		return ok
	case "deno":
		_, ok := readDenoCall(p, cwd)
		return ok
	case "mise", "rtx":
		_, _, _, _, _, ok := readMiseCall(p, cwd)
		return ok
	case "cargo", "makers", "cargo-make":
		_, ok := readCargoMakeCall(p, cwd)
		c, conf := readCargoCall(p, cwd) // body_cargoconfig.go
		return ok || conf && cargoConfigMatters(c.sub)
	case "devbox":
		return devboxShell(p)
	case "direnv":
		v, _ := wordAt(p.Words, 1)
		return v == "allow" || v == "permit" || v == "grant" || v == "reload"
	case "foreman", "honcho", "forego", "overmind", "hivemind", "heroku":
		_, ok := readProcfileCall(p, cwd)
		return ok
	case "devcontainer":
		_, ok := readDevcontainerCall(p, cwd)
		return ok
	}
	if q, _, ok := poeModule(p); ok {
		_, _, _, _, ok := readPoeCall(q, cwd)
		return ok
	}
	switch {
	case p.stdinShell != shellNone:
		return p.Feed == FeedFile // sudo -i < F (body_stdinshell.go)
	case p.Program == "parallel":
		return len(p.Words) == 1
	case contains(shellRunners, p.Program):
		sh := readShellCall(p.Words, 1, p.Program == "fish")
		return sh.command < 0 && !sh.wantC && len(sh.fish) == 0 && sh.dynamic < 0
	case isProgramReader(p):
		return len(programFiles(p)) > 0 || langOf(p) != "" && len(langExtraFiles(p)) > 0 // body_langfile.go
	}
	at, _ := scriptWord(p)
	return at >= 0
}
