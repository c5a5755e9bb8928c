package queue

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"ozdesk.dev/ozdesk/patterns"
)

// The directories a package manager's workspace globs list
// (patterns/body_workspace.go: `pnpm -r`, `npm --workspaces`), read as
// a project file is (context_projectfile.go): a directory of the project
// (its path, through the links on the file system, inside the workdir),
// at most the entries patterns asks for; the names of its subdirectories,
// not of links to one (a link is not followed out of the project).

// projectDirFor returns Context.ProjectDir for a command judged in
// workdir; nil when workdir is not absolute.
func projectDirFor(workdir string) func(string, int) ([]string, error) {
	if !filepath.IsAbs(workdir) {
		return nil
	}
	return func(p string, max int) ([]string, error) {
		return readProjectDir(workdir, p, max)
	}
}

// readProjectDir lists the subdirectories of p, a directory of the
// project, when it has at most max entries.
func readProjectDir(workdir, p string, max int) ([]string, error) {
	if !filepath.IsAbs(p) || max <= 0 {
		return nil, fmt.Errorf("%s: %w", p, errNotProject)
	}
	p = filepath.Clean(p)
	real, err := filepath.EvalSymlinks(p)
	if notThere(err) {
		return nil, patterns.ErrNoProjectFile
	}
	if err != nil {
		return nil, fmt.Errorf("resolve %s: %w", p, err)
	}
	wd, err := filepath.EvalSymlinks(workdir)
	if err != nil || !within(wd, real) {
		return nil, fmt.Errorf("%s (%s): %w", p, real, errNotProject)
	}
	f, err := os.Open(real)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", p, err)
	}
	defer f.Close()
	es, err := f.ReadDir(max + 1)
	if err != nil && len(es) == 0 && !errors.Is(err, io.EOF) { // io.EOF: an empty directory
		return nil, fmt.Errorf("list %s: %w", p, err)
	}
	if len(es) > max {
		return nil, fmt.Errorf("%s: past %d entries", p, max)
	}
	var out []string
	for _, e := range es {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	slices.Sort(out) // in the order of the names, as the runners take them
	return out, nil
}
