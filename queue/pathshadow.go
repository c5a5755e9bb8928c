package queue

import (
	"os"
	"path/filepath"
	"strings"
)

// maxPathDirs bounds the PATH entries [shadowsOnPath] looks in.
const maxPathDirs = 64

// shadowsOnPath returns patterns.Context.ShadowsOnPath for the PATH list
// pathList (the process's: in direct mode, the harness's own, which its
// hooks and shell inherit; rt21i #5): p shadows when its directory is on
// PATH and a later directory holds an executable of its name. At most
// [maxPathDirs] entries are read, one stat each; relative entries are
// skipped. A file of a new name (ln -sf ~/.local/bin/x of a new tool) is
// left alone, and so is a later entry that is the same directory by
// another name (fx48b, rt46: on a merged-/usr system /bin is a link to
// /usr/bin, so /usr/bin/git found again as /bin/git is no second program,
// and `chmod 000 /usr/bin/git` was named a write that shadows one).
func shadowsOnPath(pathList string) func(string) bool {
	dirs := filepath.SplitList(pathList)
	if len(dirs) > maxPathDirs {
		dirs = dirs[:maxPathDirs]
	}
	return func(p string) bool {
		if !filepath.IsAbs(p) {
			return false
		}
		dir, name := filepath.Split(filepath.Clean(p))
		dir = filepath.Clean(dir)
		if name == "" || strings.HasPrefix(name, ".") {
			return false
		}
		for i, d := range dirs {
			if !filepath.IsAbs(d) || filepath.Clean(d) != dir {
				continue
			}
			here, hereErr := os.Stat(dir)
			for _, later := range dirs[i+1:] {
				if !filepath.IsAbs(later) || filepath.Clean(later) == dir {
					continue
				}
				if fi, err := os.Stat(later); err == nil && hereErr == nil && os.SameFile(here, fi) {
					continue // the same directory by another name (/bin → usr/bin)
				}
				if fi, err := os.Stat(filepath.Join(later, name)); err == nil && fi.Mode().IsRegular() && fi.Mode()&0o111 != 0 {
					return true
				}
			}
			return false
		}
		return false
	}
}
