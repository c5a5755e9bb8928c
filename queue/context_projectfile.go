package queue

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"ozdesk.dev/ozdesk/patterns"
)

// The files a runner takes what it runs from, read where the ask is
// judged (issue 7, rt48 B1): patterns reads a package.json's scripts, a
// Makefile's recipes, a git alias and a script run by its path, and
// judges them as the command's own words (patterns/body_eval.go). What
// is read is bounded: a file of the project (its path, through the links
// on the file system, inside the workdir), the git configuration of the
// repository holding the workdir (.git/config in the workdir or above
// it) and the user's own (~/.gitconfig, ~/.config/git/config); a regular
// file (opened without blocking, so a FIFO in a file's place is refused
// at once), at most the size patterns asks for. Any other file, a link
// out of the project, or a look that fails is an error, and patterns then
// judges the runner as it would without the file: a failed look here
// never asks (it is not noted as one).

// projectFileFor returns Context.ProjectFile for a command judged in
// workdir by the user whose home is home; nil when workdir is not
// absolute.
func projectFileFor(workdir, home string) func(string, int) ([]byte, error) {
	if !filepath.IsAbs(workdir) {
		return nil
	}
	return func(p string, max int) ([]byte, error) {
		return readProjectFile(workdir, home, p, max)
	}
}

// errNotProject is a look at a file outside what a runner's body is read
// from.
var errNotProject = errors.New("not a file of the project")

// readProjectFile reads p, bounded at max bytes, when it is a file a
// runner's body is read from (see above).
func readProjectFile(workdir, home, p string, max int) ([]byte, error) {
	if !filepath.IsAbs(p) || max <= 0 {
		return nil, fmt.Errorf("%s: %w", p, errNotProject)
	}
	return readBoundedRegular(p, max, func(p, real string) bool { return projectFileAllowed(workdir, home, p, real) })
}

// readBoundedRegular reads absolute path p, bounded at max bytes, when
// allowed says its path and its resolved path may be read and it is a
// regular file (opened without blocking).
func readBoundedRegular(p string, max int, allowed func(p, real string) bool) ([]byte, error) {
	p = filepath.Clean(p)
	real, err := filepath.EvalSymlinks(p)
	if notThere(err) {
		return nil, patterns.ErrNoProjectFile
	}
	if err != nil {
		return nil, fmt.Errorf("resolve %s: %w", p, err)
	}
	if !allowed(p, real) {
		return nil, fmt.Errorf("%s (%s): %w", p, real, errNotProject)
	}
	f, err := os.OpenFile(real, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if notThere(err) {
		return nil, patterns.ErrNoProjectFile
	}
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", p, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("stat %s: %w", p, err)
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file: %w", p, errNotProject)
	}
	if st.Size() > int64(max) {
		return nil, fmt.Errorf("%s: past %d bytes: %w", p, max, patterns.ErrFileTooLarge)
	}
	b, err := io.ReadAll(io.LimitReader(f, int64(max)+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", p, err)
	}
	if len(b) > max {
		return nil, fmt.Errorf("%s: past %d bytes: %w", p, max, patterns.ErrFileTooLarge)
	}
	return b, nil
}

// projectFileAllowed reports whether p, resolved to real, is a file a
// runner's body is read from: in the workdir (as resolved), the
// configuration of a repository holding the workdir, or the user's git
// configuration.
func projectFileAllowed(workdir, home, p, real string) bool {
	wd, err := filepath.EvalSymlinks(workdir)
	if err != nil {
		return false
	}
	if within(wd, real) {
		return true
	}
	if filepath.Base(p) == "config" && filepath.Base(filepath.Dir(p)) == ".git" {
		top := filepath.Dir(filepath.Dir(p))
		if within(top, workdir) || within(top, wd) {
			return within(filepath.Dir(p), real) || within(mustResolve(filepath.Dir(p)), real)
		}
	}
	if filepath.IsAbs(home) {
		h := filepath.Clean(home)
		return p == filepath.Join(h, ".gitconfig") || p == filepath.Join(h, ".config", "git", "config")
	}
	return false
}

// within reports whether p is dir or lies below it.
func within(dir, p string) bool {
	return p == dir || strings.HasPrefix(p, strings.TrimSuffix(dir, "/")+"/")
}

// mustResolve is dir through the links on the file system, or dir when
// it cannot be resolved.
func mustResolve(dir string) string {
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		return r
	}
	return dir
}
