// Package testtree lays out real files for tests that judge commands and
// file tools against them: a temporary root holding a home and a project,
// with directories, files, symbolic links and hard links named from
// either. It is for tests only.
package testtree

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Tree is a temporary root with a home (Root/home) and a project
// (Root/proj) in it.
type Tree struct {
	t                testing.TB
	Root, Home, Proj string
}

// New makes a tree in t's temporary directory: the home, the project and
// then each of dirs (named as [Tree.Path] reads them).
func New(t testing.TB, dirs ...string) *Tree {
	t.Helper()
	root := t.TempDir()
	tr := &Tree{t: t, Root: root, Home: filepath.Join(root, "home"), Proj: filepath.Join(root, "proj")}
	tr.Mkdirs(append([]string{tr.Home, tr.Proj}, dirs...)...)
	return tr
}

// Path is p with "~" or a leading "~/" standing for the home; an absolute
// path is kept, and a relative one is taken in the project.
func (tr *Tree) Path(p string) string {
	switch {
	case p == "~":
		return tr.Home
	case strings.HasPrefix(p, "~/"):
		return filepath.Join(tr.Home, p[2:])
	case filepath.IsAbs(p):
		return p
	}
	return filepath.Join(tr.Proj, p)
}

// Mkdirs makes each directory with its parents.
func (tr *Tree) Mkdirs(dirs ...string) {
	tr.t.Helper()
	for _, d := range dirs {
		if err := os.MkdirAll(tr.Path(d), 0o700); err != nil {
			tr.t.Fatal(err)
		}
	}
}

// Write writes body to each file with mode; the directories must be there.
func (tr *Tree) Write(mode os.FileMode, body string, files ...string) {
	tr.t.Helper()
	for _, p := range files {
		if err := os.WriteFile(tr.Path(p), []byte(body), mode); err != nil {
			tr.t.Fatal(err)
		}
	}
}

// Symlinks makes each link (the key, named as Path reads it) pointing at
// its target as written: a relative target stays relative to the link.
func (tr *Tree) Symlinks(links map[string]string) {
	tr.t.Helper()
	for name, target := range links {
		if err := os.Symlink(target, tr.Path(name)); err != nil {
			tr.t.Fatal(err)
		}
	}
}

// Hardlinks gives each existing file (the key) a second name (the value).
func (tr *Tree) Hardlinks(names map[string]string) {
	tr.t.Helper()
	for from, to := range names {
		if err := os.Link(tr.Path(from), tr.Path(to)); err != nil {
			tr.t.Fatal(err)
		}
	}
}
