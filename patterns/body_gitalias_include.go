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
	got, err := keyInFile(ctx, ctx.ProjectFile, file, "alias", name, true, depth)
	return got.val, got.found, got.ok, err
}

// configKey is what a configuration file and the files it includes say
// of one key: its last value, whether it is set, ok false where a file
// that may set it could not be read, and cond where a file an includeIf
// names (a condition not weighed) sets it.
type configKey struct {
	val             string
	found, ok, cond bool
}

// keyInFile reads section.key (in a subsection too where sub) from the
// configuration file, read with read, and the files it includes; err is
// the file's own read error.
func keyInFile(ctx *Context, read func(string, int) ([]byte, error), file, section, key string, sub bool, depth int) (configKey, error) {
	b, err := read(file, gitConfigFileMax)
	if err != nil {
		return configKey{}, err
	}
	steps, bad := gitConfigKeySteps(string(b), section, key, sub)
	got := configKey{ok: !bad}
	for _, st := range steps {
		if !st.include {
			got.val, got.found, got.cond = st.val, true, false
			continue
		}
		inc := includedPath(ctx, file, st.path)
		if inc == "" || depth+1 >= gitIncludeDepthMax {
			got.ok = false
			continue
		}
		in, ierr := keyInFile(ctx, read, inc, section, key, sub, depth+1)
		switch {
		case errors.Is(ierr, ErrNoProjectFile):
			continue // git skips a file that is not there
		case ierr != nil || !in.ok:
			got.ok = false
		}
		if in.found {
			got.val, got.found = in.val, true
			got.cond = st.cond || in.cond
		}
	}
	return got, nil
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
