package queue

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestSplitJoinClean holds splitClean and joinClean to filepath.Dir, Base
// and Join on clean absolute paths, which is all realPaths gives them.
func TestSplitJoinClean(t *testing.T) {
	for _, p := range []string{"/", "/a", "/a/b", "/tmp/.claude/settings.json", "/a b/c d", "/x/…/y"} {
		checkSplitJoin(t, p)
	}
}

// FuzzSplitJoinClean is TestSplitJoinClean for any path, cleaned and made
// absolute first.
func FuzzSplitJoinClean(f *testing.F) {
	for _, s := range []string{"/", "a/b", "/a/../b", "//x//y/", "/.", "/.."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkSplitJoin(t, filepath.Clean("/"+s))
	})
}

func checkSplitJoin(t *testing.T, p string) {
	t.Helper()
	dir, name := splitClean(p)
	if p == "/" {
		if dir != "/" || name != "" {
			t.Errorf("splitClean(%q) = %q, %q; want the root and no name", p, dir, name)
		}
		return
	}
	if dir != filepath.Dir(p) || name != filepath.Base(p) {
		t.Errorf("splitClean(%q) = %q, %q; want %q, %q", p, dir, name, filepath.Dir(p), filepath.Base(p))
	}
	if strings.ContainsRune(name, filepath.Separator) || name == "." || name == ".." {
		t.Errorf("splitClean(%q): name %q", p, name)
	}
	if got := joinClean(dir, name); got != filepath.Join(dir, name) || got != p {
		t.Errorf("joinClean(%q, %q) = %q; want %q", dir, name, got, p)
	}
}
