package queue

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// find's `{}` as the program of -exec or -ok (`find . -name p5 -exec {}
// \;`: rt54 M8, fx56b) runs each file ROOT/**/NAME names by its path:
// globScripts lists such a pattern by walking ROOT as find does by
// default (-P: a symlinked directory is not entered; a dot-directory is;
// NAME's wildcards match a leading dot, as -name's do), so each match is
// read as `./F` is. The walk is bounded: past deepGlobDepthMax levels,
// deepGlobEntriesMax entries or the caller's max matches, or at a
// directory it cannot read, it is an error and the runner asks. The
// bounds were measured (BenchmarkGlobDeep): this repository, .git
// included, is about 9,400 entries and 10 levels deep; a Go module cache
// of 55,000 entries is 15 levels deep.

// deepGlobDepthMax bounds how many directory levels below ROOT a `**`
// glob is walked.
const deepGlobDepthMax = 16

// deepGlobEntriesMax bounds the entries a `**` glob's walk visits.
const deepGlobEntriesMax = 20000

// deepGlob splits a pattern ROOT/**/NAME (or ROOT/**) into ROOT and NAME
// ("" for ROOT/**): ok when `**` is its only glob in a directory's name
// and ROOT holds none.
func deepGlob(pattern string) (root, name string, ok bool) {
	root, rest, found := strings.Cut(pattern, "/**")
	if !found || root == "" || strings.ContainsAny(root, "*?[\\") {
		return "", "", false
	}
	if rest == "" {
		return root, "", true
	}
	name, ok = strings.CutPrefix(rest, "/")
	if !ok || name == "" || strings.Contains(name, "/") || strings.Contains(name, "**") {
		return "", "", false
	}
	return root, name, true
}

// globDeep lists the files below root (at any depth, dot-files
// included) whose name matches name ("" for every file), as find
// reaches them, in byte order; an error past the walk's bounds or max
// matches, or where a directory cannot be read.
func globDeep(root, name string, max int) ([]string, error) {
	pattern := root + "/**"
	if name != "" {
		pattern += "/" + name
		if _, err := filepath.Match(name, ""); err != nil {
			return nil, fmt.Errorf("%s: %w", pattern, err)
		}
	}
	root = filepath.Clean(root)
	real, err := filepath.EvalSymlinks(root)
	if notThere(err) {
		return nil, nil // no starting point: nothing matches
	}
	if err != nil {
		return nil, fmt.Errorf("resolve %s: %w", root, err)
	}
	if systemTree(real) {
		return nil, fmt.Errorf("%s: below /proc, /sys or /dev: %w", root, errScriptGlob)
	}
	w := deepWalk{name: name, max: max, pattern: pattern}
	if err := w.dir(real, root, 1); err != nil {
		return nil, err
	}
	slices.Sort(w.out)
	return w.out, nil
}

// deepWalk is one bounded walk of globDeep.
type deepWalk struct {
	name, pattern string
	max, entries  int
	out           []string
}

// dir walks the directory real (written shown) at depth levels below
// the root.
func (w *deepWalk) dir(real, shown string, depth int) error {
	if depth > deepGlobDepthMax {
		return fmt.Errorf("%s: more than %d levels deep: %w", w.pattern, deepGlobDepthMax, errScriptGlob)
	}
	ents, err := readDirBounded(real, deepGlobEntriesMax-w.entries+1)
	if err != nil {
		return fmt.Errorf("%s: %w", w.pattern, err)
	}
	w.entries += len(ents)
	if w.entries > deepGlobEntriesMax {
		return fmt.Errorf("%s: more than %d entries: %w", w.pattern, deepGlobEntriesMax, errScriptGlob)
	}
	for _, e := range ents {
		n := e.Name()
		if e.IsDir() {
			if err := w.dir(filepath.Join(real, n), filepath.Join(shown, n), depth+1); err != nil {
				return err
			}
			continue
		}
		if w.name != "" {
			if ok, _ := filepath.Match(w.name, n); !ok {
				continue
			}
		}
		// a file, or a symlink (find -P does not enter a linked
		// directory; a linked file runs as its target)
		w.out = append(w.out, filepath.Join(shown, n))
		if len(w.out) > w.max {
			return fmt.Errorf("%s: more than %d matches: %w", w.pattern, w.max, errScriptGlob)
		}
	}
	return nil
}

// readDirBounded reads up to n entries of directory dir (their types from
// the directory itself, nothing stat'ed); an error where it cannot be
// read.
func readDirBounded(dir string, n int) ([]fs.DirEntry, error) {
	f, err := os.Open(dir)
	if err != nil {
		return nil, couldNotRead(dir, err)
	}
	defer f.Close()
	ents, err := f.ReadDir(n)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, couldNotRead(dir, err)
	}
	return ents, nil
}
