package patterns

import "strings"

// A repository keeps more git directories than its own .git: each
// submodule's is .git/modules/NAME (NAME may hold slashes, and a
// submodule's submodules nest as .git/modules/A/modules/B), and each
// linked worktree's is .git/worktrees/NAME. git reads a config and runs
// hooks from each of them exactly as from .git itself: the superproject's
// `git status` runs each submodule's core.fsmonitor, `git submodule
// update` its post-checkout hook (rt21i #1). The runs-later table names
// the places inside a git directory once, as /.git/config and
// /.git/hooks; gitDirAliases reads a path inside a nested git directory
// as each path of .git it may stand for, so the one table judges them
// all.

// gitNested are the directories of .git that hold nested git
// directories.
var gitNested = []string{"/.git/modules/", "/.git/worktrees/"}

// gitDirAliases returns, for a path below a nested git directory
// (/p/.git/modules/sub/config), the paths of .git it may stand for
// (/p/.git/sub/config, /p/.git/config): each suffix after at least one
// component of the name, since a submodule's name may hold slashes. A
// path below no nested git directory has none.
func gitDirAliases(p string) []string {
	var out []string
	for _, n := range gitNested {
		i := strings.Index(p, n)
		if i < 0 {
			continue
		}
		head, rest := p[:i]+"/.git/", p[i+len(n):]
		for {
			slash := strings.IndexByte(rest, '/')
			if slash < 0 {
				break
			}
			rest = rest[slash+1:]
			if rest == "" {
				break
			}
			out = append(out, head+rest)
		}
	}
	return out
}

// runsLaterGitDir reports whether a made place lies in a nested git
// directory where the same place of .git runs later, and what runs it.
func runsLaterGitDir(m place) (string, bool) {
	if len(m.pat) != 1 || !strings.Contains(m.pat[0], "/.git/") {
		return "", false
	}
	for _, a := range gitDirAliases(m.pat[0]) {
		if what, ok := runsLaterTables(place{at: m.at, pat: []string{a}, tree: m.tree}); ok {
			return what + ", in a submodule's or worktree's git directory", true
		}
	}
	return "", false
}
