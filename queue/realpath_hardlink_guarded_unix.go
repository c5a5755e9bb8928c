//go:build unix

package queue

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// maxGuardedStats bounds the files [sharesGuarded] compares a linked
// file with: more, and the file is taken as one of them.
const maxGuardedStats = 4096

// sharesGuarded reports whether fi, a file with more than one name, is
// one of the guarded files (rt21i #10): a second name of it below
// node_modules writes it as any other name does. guarded are absolute
// paths as the context protects them: a file is compared by its device
// and inode, a directory guarded whole by its files two levels down, a
// name with a glob by what it matches. Which names a file has cannot be
// listed, so this compares it with the guarded files it may be; a
// guarded place that cannot be read (permission) counts as a match,
// as do more than [maxGuardedStats] files to compare.
func sharesGuarded(fi os.FileInfo, guarded []string) bool {
	budget := maxGuardedStats
	var same func(p string, depth int) bool
	same = func(p string, depth int) bool {
		if budget--; budget < 0 {
			return true
		}
		g, err := os.Stat(p)
		if err != nil {
			return !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR)
		}
		if g.Mode().IsRegular() {
			return os.SameFile(fi, g)
		}
		if !g.IsDir() || depth == 0 {
			return false
		}
		entries, err := os.ReadDir(p)
		if err != nil {
			return true
		}
		for _, e := range entries {
			if same(filepath.Join(p, e.Name()), depth-1) {
				return true
			}
		}
		return false
	}
	for _, p := range guarded {
		if !filepath.IsAbs(p) {
			continue
		}
		if !strings.ContainsAny(p, "*?[") {
			if same(p, 2) {
				return true
			}
			continue
		}
		matches, err := filepath.Glob(p)
		if err != nil {
			return true
		}
		for _, m := range matches {
			if same(m, 2) {
				return true
			}
		}
	}
	return false
}
