package patterns

import (
	"errors"
	"path"
	"strings"
)

// rt54 M23: a team's .git/config that says `[include] path =
// ../.gitconfig` runs the repository's tracked .gitconfig's aliases as
// its own (`git zz` with `[alias] zz = !…` there was allowed unread). The
// files include.path and includeIf.*.path name are read where they stand
// in the including file, as git reads them: a relative path from the
// including file's directory, ~/ from the home; the last setting wins,
// up to gitIncludeDepthMax files deep (git's own bound). An includeIf's
// condition (gitdir:, onbranch:, hasconfig:) is not weighed: its file is
// read as if it held, so an alias it may set is read rather than missed.
// An included file that is not there is skipped, as git skips it; one
// that cannot be read, or a chain past the bound, leaves the part as it
// was (ok false).

// gitIncludeDepthMax bounds how deep includes are followed (git stops at 10).
const gitIncludeDepthMax = 10

// aliasInFile reads alias.name from the configuration file and the files
// it includes: the value, whether it is set, ok false where a file that
// may set it could not be read; err is the file's own read error.
func aliasInFile(ctx *Context, file, name string, depth int) (val string, found, ok bool, err error) {
	b, err := ctx.ProjectFile(file, gitConfigFileMax)
	if err != nil {
		return "", false, false, err
	}
	steps, bad := gitConfigAliasSteps(string(b), name)
	ok = !bad
	for _, st := range steps {
		if !st.include {
			val, found = st.val, true
			continue
		}
		inc := includedPath(ctx, file, st.path)
		if inc == "" || depth+1 >= gitIncludeDepthMax {
			ok = false
			continue
		}
		v, f, iok, ierr := aliasInFile(ctx, inc, name, depth+1)
		switch {
		case errors.Is(ierr, ErrNoProjectFile):
			continue // git skips a file that is not there
		case ierr != nil || !iok:
			ok = false
		}
		if f {
			val, found = v, true
		}
	}
	return val, found, ok, nil
}

// includedPath is the file an include's path names from the including
// file: ~/ from the home, a relative path from the including file's
// directory; "" where it cannot be known.
func includedPath(ctx *Context, from, p string) string {
	switch {
	case p == "":
		return ""
	case strings.HasPrefix(p, "~/"):
		if ctx.Home == "" || !path.IsAbs(ctx.Home) {
			return ""
		}
		return path.Join(ctx.Home, p[2:])
	case strings.HasPrefix(p, "~") || strings.Contains(p, "$"):
		return ""
	case path.IsAbs(p):
		return path.Clean(p)
	}
	return path.Join(path.Dir(from), p)
}
