package patterns

import "strings"

// A place below the line's directory and one below the home directory are
// compared on one assumption: the home directory is never strictly below
// the line's directory. The line runs in a project, which is the home
// directory or somewhere below it, or somewhere else altogether; a home
// directory is no project's subdirectory. So ./docs, made whole, can hold
// ~/.gitconfig only if the line's directory is ~/…/X with ./docs being
// ~/…/X/docs on the way to it: ~/.gitconfig has no directory named docs
// on its path, and `mv README.md docs/ && git add -A` rebinds nothing
// (rt42: it asked "git rebound, certain"), while with the line run in the
// home directory `mv evil .gitconfig && git status` still writes git's
// configuration.

// cwdCoversHome reports whether the made place m, below the line's
// directory, might be or hold run, below the home directory, both named
// without stars: some run of run's path names, from its start or from
// a directory below the home that the line might run in, is m's path,
// ending where run ends, or anywhere above it when m is a tree.
func cwdCoversHome(m, run place) bool {
	made, ran := pathNames(m.pat[0]), pathNames(run.pat[0])
	for k := 0; k+len(made) <= len(ran); k++ {
		if !m.tree && k+len(made) != len(ran) {
			continue
		}
		if namesEqual(ran[k:k+len(made)], made) {
			return true
		}
	}
	return false
}

// pathNames splits "/a/b" into its names; "" is the anchor itself.
func pathNames(p string) []string {
	p = strings.Trim(p, "/")
	if p == "" {
		return nil
	}
	return strings.Split(p, "/")
}

func namesEqual(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
