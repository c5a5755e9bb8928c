package patterns

import (
	"path"
	"strings"

	"go.yaml.in/yaml/v3"
)

// pre-commit's other local hooks and ways in (rt54 M15): pre-commit 4.4
// renamed `system` to `unsupported` and `script` to `unsupported_script`,
// read as the old names are; a local hook of another language (python,
// node, ruby, golang, rust …) runs its entry as a command, its first word
// found on PATH with the hook environment's bin first (a `bash` or any
// system program still resolves), and is read as a system hook's entry;
// `pygrep` (the entry a regex), `fail` (a message) and the docker
// languages (the entry runs in a container) run no command here and stay
// unread. `pre-commit hook-impl --config=F --hook-type=T`, what the git
// hook pre-commit installs calls, is read as `pre-commit run
// --hook-stage T -c F`; a -c config is read wherever it is, as a script a
// shell runs is (Context.ScriptFile). `pre-commit try-repo REPO [HOOK]`
// of a repository on disk runs the hooks of REPO's .pre-commit-hooks.yaml,
// read as local hooks are, a script's path from REPO; of a URL it is a
// remote repository's hook, left alone as one at a rev is.

// preCommitEntry returns the words a local hook of language runs for its
// entry's words: false for a language whose entry is no command here.
func preCommitEntry(language string, words []string, repo string) ([]string, bool) {
	switch language {
	case "script", "unsupported_script":
		if repo != "" && !strings.HasPrefix(words[0], "/") {
			words[0] = path.Join(repo, words[0])
		}
		if !strings.HasPrefix(words[0], "/") && !strings.HasPrefix(words[0], "./") && !strings.HasPrefix(words[0], "../") {
			words[0] = "./" + words[0]
		}
	case "pygrep", "fail", "docker", "docker_image":
		return nil, false
	}
	return words, true
}

// preCommitTryRepo returns the hooks `pre-commit try-repo REPO` runs of a
// repository on disk, as one body.
func preCommitTryRepo(ctx *Context, call preCommitCall) []runnerBody {
	if strings.Contains(call.repo, "://") || strings.Contains(call.repo, "@") || strings.HasPrefix(call.repo, "~") {
		return nil // a remote repository's hooks: left alone
	}
	f := path.Join(bodyJoin(ctx.Cwd, call.repo), ".pre-commit-hooks.yaml")
	read := ctx.ProjectFile
	if ctx.ScriptFile != nil {
		read = ctx.ScriptFile
	}
	b, err := read(f, taskFileMax)
	if err != nil {
		return nil
	}
	var hooks []preCommitHook
	if yaml.Unmarshal(b, &hooks) != nil {
		return nil
	}
	lines, names := call.hookLines(hooks, nil, call.repo)
	if len(lines) == 0 {
		return nil
	}
	body, shown := linesInSubshells(lines)
	return []runnerBody{{key: "pre-commit " + f + " " + strings.Join(names, " "),
		from: fromIn(ctx.Cwd, path.Dir(f), path.Base(f)) + "'s hook " + strings.Join(names, " "),
		text: body, shown: shown, dir: ctx.Cwd, word: call.word}}
}
