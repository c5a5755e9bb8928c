package patterns

import (
	"errors"
	"path"
	"strconv"
	"strings"
)

// The hooks a git part runs (issue 7, rt56 R13/F4): `git commit -m x` in
// a repository whose .git/hooks/pre-commit is `rm -rf ~` was allowed while
// `sh .git/hooks/pre-commit` asked. A hook can be planted where ozdesk
// never sees it written (the agent's file tool, a clone's template, an
// earlier allowed cp), and an everyday git command then runs it. Each
// hook the subcommand runs (body_githook_verbs.go), found where git finds
// it (body_githook_dir.go), is read as a runner's body: a shell script as
// `sh FILE` reads it (its own directory known: script_selfdir.go), a
// file whose #! line names another language as that program file is
// (body_shebang.go), each judged where git runs hooks (the work tree's
// top) and named ("the hook .git/hooks/pre-commit runs: …"). git runs
// only a hook of the exact name that is executable (Context.Executable,
// where the caller can look): the `.sample` files git ships are not
// hooks. Where hooksPath is husky's `DIR/_`, whose hooks run DIR/NAME
// with `sh -e`, DIR/NAME is read too. A hook past the reader's bound
// (padding is free for whoever writes it) asks by the floor; a compiled
// one is left as it was; a hooks directory that cannot be told asks,
// naming why. Not read: the hooks of another repository a push runs
// (pre-receive, update, post-receive of a local remote's), a submodule's
// that `git submodule update` runs, a clone's from its template.

// gitHooksMax bounds the hooks one part reads.
const gitHooksMax = 12

// gitHookCall is what a git part says of the hooks it runs: its
// subcommand and that word, the hooks it runs, the git directory, work
// tree and common directory it names (absolute, or ""), the
// core.hooksPath -c gives (hooksSet), why that cannot be told, and
// whether it skips the system's configuration.
type gitHookCall struct {
	sub                         string
	word                        int
	hooks                       []string
	gitDir, workTree, commonDir string
	hooksPath                   string
	hooksSet, noSystem          bool
	hooksWhy                    string
}

// readGitHookCall reads a git part run in dir: false where it runs no
// hook or its subcommand is not known.
func readGitHookCall(p *Part, dir string) (gitHookCall, bool) {
	var call gitHookCall
	scan := gitGlobal.scan(p.Words, 1)
	if scan.status != optOK || scan.next >= len(p.Words) {
		return call, false
	}
	sub, ok := p.Words[scan.next].Literal()
	if !ok {
		return call, false
	}
	hooks, optional := gitVerbHooks(sub, p.Words[scan.next+1:])
	if len(hooks) == 0 {
		return call, false
	}
	call.sub, call.word, call.hooks = sub, scan.next, hooks
	noLocks := false
	for _, o := range scan.opts {
		w := valueWord(p.Words, o, false)
		switch o.name {
		case "-c", "--config-env":
			call.configOpt(o.name, w)
		case "--git-dir", "--work-tree":
			v, lit := w.Literal()
			if !lit || v == "" {
				call.hooksWhy = "the git directory " + w.Raw + " is computed"
				continue
			}
			if o.name == "--git-dir" {
				call.gitDir = joinDir(dir, v)
			} else {
				call.workTree = joinDir(dir, v)
			}
		case "--bare":
			call.gitDir = dir
		case "--no-optional-locks":
			noLocks = true
		}
	}
	for _, a := range p.Assigns {
		name, v, _ := strings.Cut(a, "=")
		if !strings.HasPrefix(name, "GIT_") {
			continue
		}
		v, lit := assignLiteral(v)
		switch {
		case name == "GIT_OPTIONAL_LOCKS":
			noLocks = lit && v == "0"
		case name == "GIT_CONFIG_NOSYSTEM":
			call.noSystem = lit && v != "" && v != "0" && v != "false"
		case name == "GIT_DIR" || name == "GIT_WORK_TREE" || name == "GIT_COMMON_DIR":
			if !lit || v == "" {
				call.hooksWhy = name + " is computed"
				continue
			}
			switch name {
			case "GIT_DIR":
				call.gitDir = joinDir(dir, v)
			case "GIT_WORK_TREE":
				call.workTree = joinDir(dir, v)
			default:
				call.commonDir = joinDir(dir, v)
			}
		case strings.HasPrefix(name, "GIT_CONFIG"):
			call.hooksWhy = name + " gives git a configuration ozdesk does not read"
		}
	}
	if optional && noLocks {
		return call, false
	}
	return call, true
}

// configOpt reads one -c KEY=VALUE (or --config-env KEY=ENV) for
// core.hooksPath: its value, or why it cannot be told.
func (call *gitHookCall) configOpt(name string, w Word) {
	lit, tail := litPrefix(w)
	key, val, eq := strings.Cut(lit, "=")
	if !eq {
		if tail {
			call.hooksWhy = "the configuration " + w.Raw + " given with " + name + " is computed"
		}
		return // a key alone is true: no directory
	}
	if !strings.EqualFold(strings.TrimSpace(key), "core.hooksPath") {
		return
	}
	switch {
	case name == "--config-env":
		call.hooksWhy = "core.hooksPath is taken from the environment (--config-env)"
	case tail:
		call.hooksWhy = "core.hooksPath given with -c is computed (" + w.Raw + ")"
	default:
		call.hooksPath, call.hooksSet = val, true
	}
}

// assignLiteral returns an assignment's value as written when it is
// plain text (quotes around it taken off), and false when it is not.
func assignLiteral(v string) (string, bool) {
	if len(v) >= 2 && (v[0] == '\'' && v[len(v)-1] == '\'' || v[0] == '"' && v[len(v)-1] == '"') {
		v = v[1 : len(v)-1]
	}
	if strings.ContainsAny(v, "$`\\'\"~*?[") {
		return v, false
	}
	return v, true
}

// gitHookBodies returns the hooks a git part runs, read as its bodies.
func gitHookBodies(p *Part, ctx *Context) []runnerBody {
	call, ok := readGitHookCall(p, ctx.Cwd)
	if !ok || hookReader(ctx) == nil {
		return nil
	}
	unread := func(why string) []runnerBody {
		return []runnerBody{{key: "git hooks " + ctx.Cwd, word: call.word,
			unread: "the hooks git " + call.sub + " runs cannot be found: " + why}}
	}
	if call.hooksWhy != "" {
		return unread(call.hooksWhy)
	}
	repo, why := findGitRepo(ctx, ctx.Cwd, call)
	if why != "" {
		return unread(why)
	}
	if repo.gitDir == "" {
		return nil // no repository: git runs no hook
	}
	hdir, why := hooksDir(ctx, repo, call)
	if why != "" {
		return unread(why)
	}
	runIn := repo.top
	if runIn == "" {
		runIn = repo.gitDir
	}
	var out []runnerBody
	for _, h := range call.hooks {
		files := []string{path.Join(hdir, h)}
		if path.Base(hdir) == "_" {
			files = append(files, path.Join(path.Dir(hdir), h)) // husky's DIR/NAME
		}
		for i, f := range files {
			if len(out) >= gitHooksMax {
				return out
			}
			if b, ok := hookBody(ctx, f, i > 0, call.word, runIn); ok {
				out = append(out, b)
			}
		}
	}
	return out
}

// hookBody reads the hook at file (husky's, run by its `sh -e`, where
// husky) as a body run in dir; false where git runs none there.
func hookBody(ctx *Context, file string, husky bool, word int, dir string) (runnerBody, bool) {
	shown := fromIn(ctx.Cwd, path.Dir(file), path.Base(file))
	if !husky && ctx.Executable != nil && !ctx.Executable(file) {
		return runnerBody{}, false // git runs no hook it cannot execute
	}
	text, _, err := readBounded(ctx, file, scriptFileMax, !husky)
	switch {
	case errors.Is(err, ErrFileTooLarge):
		return runnerBody{key: "hook " + file, word: word,
			unread: "the hook " + shown + " is larger than ozdesk reads (" + strconv.Itoa(scriptFileMax>>10) + " KiB)"}, true
	case err != nil:
		return runnerBody{}, false // not there, not a file, compiled
	}
	from := "the hook " + shown
	if husky {
		from = "the husky hook " + shown
	} else if !shellScript(text) {
		b, ok := shebangBody(text, shown, file, word, dir)
		if ok {
			prog, _ := shebangRunner(text)
			b.key, b.from = "hook "+file, from+" (run by its #! line's "+prog+")"
		}
		return b, ok
	}
	text = parsedPrefix(text)
	body := selfDirBody(text, file, true)
	if run, ok := preCommitTemplate(text); ok {
		body += "\n" + run
	}
	return runnerBody{key: "hook " + file, from: from, text: body, shown: text,
		dir: dir, word: word, lines: true}, true
}

// preCommitMark is the line the git hook `pre-commit install` writes
// starts with.
const preCommitMark = "# File generated by pre-commit: https://pre-commit.com"

// preCommitTemplate returns what the hook pre-commit installs runs,
// `pre-commit hook-impl …` with its templated ARGS line's words (read as
// `pre-commit run`: body_precommit_lang.go), for a hook of that text: its
// own `exec pre-commit "${ARGS[@]}"` is computed, so the config's local
// hooks were left unread; false for another hook.
func preCommitTemplate(text string) (string, bool) {
	if !strings.Contains(text, preCommitMark) {
		return "", false
	}
	for _, line := range strings.Split(text, "\n") {
		args, ok := strings.CutPrefix(strings.TrimSpace(line), "ARGS=(")
		if !ok {
			continue
		}
		if args, ok = strings.CutSuffix(args, ")"); !ok {
			return "", false
		}
		return "pre-commit " + args, true
	}
	return "", false
}
