package patterns

import (
	"path"
	"strings"
)

// A git run in a repository loads that repository's configuration, and a
// configuration runs programs (core.fsmonitor at every status, core.pager,
// core.hooksPath, a diff or filter driver, a shell alias). The workdir's
// own repository is the operator's; one the agent made or unpacked in a
// temporary directory, in an earlier call or earlier in the line, is not
// (issue 7): `GIT_DIR=/tmp/evil/.git git status` runs whatever its config
// says. [git-dir-config] reads a foreign configuration where the ask is
// judged, but a repository made by a later call, or by this line before
// git runs, passes that look, so where git runs is judged here, with the
// workdir, when the command is evaluated (eval_gitforeign.go), and such a
// part cannot be read (foreign-code):
//
//   - a repository (`-C DIR`, `--git-dir=DIR`, `GIT_DIR=DIR` as a prefix,
//     through env or exported earlier in the line, or a directory a cd
//     moved to) in /tmp, /var/tmp or /dev/shm (or `$TMPDIR`) that is not
//     in the workdir, nor beside it below a parent that is not itself the
//     temporary directory (a workdir in /tmp/build-1/app keeps
//     /tmp/build-1/lib as its sibling; one in /tmp/app does not keep
//     /tmp/other);
//   - a repository outside the workdir that the line clones earlier
//     (`git clone URL ../x && git -C ../x log`);
//   - a `-C`, `--git-dir` or `GIT_DIR` whose value is not known (`-C
//     "$D"`): it might be such a repository (a guess).
//
// Left alone: the workdir and what is below it, a sibling of it outside
// the temporary directories (`git -C ../other status`, fx40c), any other
// checkout of the operator's (`git -C ~/src/proj status`, `/srv/app`:
// developers look at their other checkouts, and a write into them asks
// already), `$PWD`, `$(pwd)` and `$(git rev-parse --show-toplevel)`, a
// work tree alone (`--work-tree`: git finds the repository from the
// directory), and git's verbs that make a repository rather than read one
// (`clone`, `init`) or read none (`version`, `help`). A repository the line
// unpacks, copies or writes before git runs in it is the reader's
// already (rebound, runs-later).

// foreignRepo is why a git part's repository is foreign to the workdir:
// the word that puts it there, and whether that is only a guess.
type foreignRepo struct {
	span  Span
	raw   string
	guess bool
	// how says where the repository is, for the sentence.
	how string
}

// repoWord is a word that names where a git part finds its repository.
type repoWord struct {
	w Word
}

// gitRepoVerbNone reports whether v is one of git's verbs that read no
// existing repository's configuration where they run: they make one or
// read none.
func gitRepoVerbNone(v string) bool {
	switch v {
	case "clone", "init", "version", "help", "--version", "--help", "-h":
		return true
	}
	return false
}

// ownRepoText reports whether a word's text names the directory git runs
// in from where the line stands: $PWD, $(pwd), the repository's top.
func ownRepoText(raw string) bool {
	raw = strings.Trim(raw, `"`)
	for _, own := range [...]string{"$PWD", "${PWD}", "$(pwd)", "`pwd`", "$(git rev-parse --show-toplevel)"} {
		if rest, ok := strings.CutPrefix(raw, own); ok && (rest == "" || rest[0] == '/') && !strings.Contains(rest, "..") {
			return true
		}
	}
	return false
}

// tmpdirText reports whether a word's text starts in $TMPDIR.
func tmpdirText(raw string) bool {
	raw = strings.Trim(raw, `"`)
	for _, t := range [...]string{"$TMPDIR", "${TMPDIR}", "${TMPDIR:-/tmp}"} {
		if rest, ok := strings.CutPrefix(raw, t); ok && (rest == "" || rest[0] == '/') {
			return true
		}
	}
	return false
}

// foreignRepoDir reports whether the absolute directory dir, where git
// finds its repository, is in a temporary directory outside the workdir
// wd and not beside it (see the top of this file).
func foreignRepoDir(dir, wd string) bool {
	if !tempDirPath(dir) {
		return false
	}
	if wd == "" || !strings.HasPrefix(wd, "/") {
		return true
	}
	wd = path.Clean(wd)
	if wd != "/" && within(dir, wd) {
		return false
	}
	parent := path.Dir(wd)
	return !within(dir, parent) || tempRoot(parent) || parent == "/"
}

// tempRoot reports whether dir is a temporary directory itself.
func tempRoot(dir string) bool {
	for _, t := range tempDirs.get() {
		if dir == t {
			return true
		}
	}
	return false
}

// foreignRepoSentence is the unreadable's detail for f.
func foreignRepoSentence(f foreignRepo) string {
	const runs = "git read its configuration, which can run programs (core.fsmonitor, a pager, an alias, a hook), so what runs is not known."
	if f.guess {
		return quoteRaw(f.raw) + " might put git in a repository outside the workdir, which would make " + runs
	}
	return quoteRaw(f.raw) + " puts git in " + f.how + ", which makes " + runs
}
