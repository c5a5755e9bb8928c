package patterns

import (
	"regexp"
	"strings"
)

// First-day git setup (rt45 everyday: `git config --global core.editor
// vim`, `core.pager delta`, `alias.co checkout` asked as runs-later,
// certain). The keys run what they name, and each is set to something the
// line shows and the reader knows:
//
//   - core.editor, sequence.editor, core.pager, pager.CMD and
//     interactive.diffFilter set to a known editor or pager by its bare
//     name (vim, nano, code, less, delta, bat …), with plain flags only
//     (`code --wait`, `less -FRX`, `delta --side-by-side`): git runs the
//     value through the shell, so a path, an argument that is not a flag, a
//     shell character or a flag that names a program or code (`--pager=`,
//     `--cmd`, `-c`) is not setup and still rebinds what git runs;
//   - alias.NAME set to one everyday git verb that runs nothing of its own
//     (`checkout`, `status`, `log --oneline --graph`), with plain flags
//     from a short list that shows things (`--oneline`, `-sb`, `-am`): the alias is that verb. An alias starting with `!` runs the
//     shell, and a verb that runs commands or changes history as a rule
//     judges (`submodule foreach`, `rebase -x`, `push --force`) is not
//     here; neither are core.sshCommand, core.fsmonitor and
//     core.hooksPath, whatever their value.

// setupEditors are the editors and pagers a setup names by bare name.
var setupEditors = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range []string{
		"vim", "vi", "nvim", "nano", "emacs", "emacsclient", "code", "code-insiders", "codium", "subl",
		"micro", "hx", "helix", "kak", "mate", "gedit", "kate", "zed", "joe", "ne", "mg",
		"less", "more", "most", "cat", "delta", "bat", "batcat", "diff-so-fancy", "riff", "moar",
	} {
		m[n] = true
	}
	return m
}}

// setupVerbs are the git verbs an alias may stand for as setup: they run
// no program of the line's choosing and rewrite nothing a rule judges by
// a flag the alias would hide.
var setupVerbs = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, n := range []string{
		"status", "checkout", "switch", "branch", "commit", "log", "diff", "show", "add", "restore",
		"stash", "fetch", "pull", "merge", "cherry-pick", "tag", "remote", "blame", "grep", "shortlog",
		"describe", "ls-files", "rev-parse", "reflog", "whatchanged", "mv", "rm",
	} {
		m[n] = true
	}
	return m
}}

// setupFlag matches a plain flag: letters after one dash, or a long name
// with an optional plain value.
var setupFlag = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`^(-[A-Za-z]+|--[a-z][a-z-]*(=[A-Za-z0-9_.,-]+)?)$`)
}}

// setupFlagOK reports whether a flag of a setup value names no program
// or code.
func setupFlagOK(f string) bool {
	if !setupFlag.get().MatchString(f) {
		return false
	}
	l := strings.ToLower(f)
	for _, bad := range []string{"pager", "exec", "cmd", "command", "open", "config", "init", "upload", "receive", "force", "hook"} {
		if strings.Contains(l, bad) {
			return false
		}
	}
	// vim's -c and -S, emacs' -l, less's -k take code or a file as the next word:
	// every word is a flag here, but -c/-S/-l/-k glued to letters are not plain.
	return !strings.HasPrefix(f, "-c") && !strings.HasPrefix(f, "-S") && !strings.HasPrefix(f, "-l") && !strings.HasPrefix(f, "-k") && f != "-f"
}

// gitSetupSetting reports whether `git config KEY VALUE` is first-day
// setup: a key that runs what it names, set to a known program or git
// verb with plain flags.
func gitSetupSetting(key string, value Word) bool {
	v, ok := value.Literal()
	if !ok {
		return false
	}
	words := strings.Fields(v)
	if len(words) == 0 {
		return false
	}
	for _, f := range words[1:] {
		if !setupFlagOK(f) {
			return false
		}
	}
	k := strings.ToLower(key)
	switch {
	case k == "core.editor", k == "sequence.editor", k == "core.pager", k == "interactive.difffilter",
		strings.HasPrefix(k, "pager.") && strings.Count(k, ".") == 1:
		return setupEditors.get()[words[0]]
	case strings.HasPrefix(k, "alias.") && strings.Count(k, ".") == 1:
		for _, f := range words[1:] {
			if !aliasFlagOK(f) {
				return false
			}
		}
		return setupVerbs.get()[words[0]]
	}
	return false
}

// aliasFlags are the flags an alias may add to its verb as setup: ways
// to show things, none that forces, deletes or runs anything (a `git co`
// that is `checkout -f` would hide the force the rules judge).
var aliasFlags = []string{
	"--oneline", "--graph", "--decorate", "--all", "--short", "--stat", "--name-only", "--name-status",
	"--abbrev-commit", "--pretty=", "--format=", "--date=", "--color", "--cached", "--staged",
	"--verbose", "--branch", "--patch", "-s", "-b", "-sb", "-v", "-vv", "-p", "-a", "-m", "-am", "-u",
}

// aliasFlagOK reports whether f is one of [aliasFlags] (a value after
// "=" as [setupFlag] allows).
func aliasFlagOK(f string) bool {
	for _, a := range aliasFlags {
		if f == a || strings.HasSuffix(a, "=") && strings.HasPrefix(f, a) {
			return true
		}
	}
	return false
}
