package patterns

import "strings"

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
// shell runs is (Context.ScriptFile).

// preCommitEntry returns the words a local hook of language runs for its
// entry's words: false for a language whose entry is no command here.
func preCommitEntry(language string, words []string) ([]string, bool) {
	switch language {
	case "script", "unsupported_script":
		if !strings.HasPrefix(words[0], "/") && !strings.HasPrefix(words[0], "./") {
			words[0] = "./" + words[0]
		}
	case "pygrep", "fail", "docker", "docker_image":
		return nil, false
	}
	return words, true
}
