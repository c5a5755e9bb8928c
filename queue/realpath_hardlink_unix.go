//go:build unix

package queue

import (
	"os"
	"strings"
	"syscall"
)

// maxLinkedEntries bounds the entries [hardLinked] reads of a directory
// written into: more ask, as one of them might be a second name.
const maxLinkedEntries = 512

// hardLinked reports whether p, an absolute path as written, leads
// (through the symbolic links on disk, see [writtenPath]) to a regular
// file with more than one name: patterns.Context.HardLinked for the
// evaluations of this service (rt19i #2). For p ending in "/", a
// directory written into without its members named, whether one of its
// entries is such a file, or it holds more than [maxLinkedEntries]
// (rt20i #7: `cp -r newdir/. dd/` wrote ~/.claude/settings.json through
// dd/settings.json). guarded are the files a second name must not reach
// (the context's protected paths, see [sharesGuarded]): below a
// node_modules/, where a package store's files are linked in (pnpm, bun),
// a file with more than one name counts only when it is one of them
// (rt21i #10).
func hardLinked(p string, guarded []string) bool {
	pkg := inPackageTree(p)
	if strings.HasSuffix(p, "/") && p != "/" {
		return linkedEntry(writtenPath(strings.TrimSuffix(p, "/")), pkg, guarded)
	}
	fi, err := os.Stat(writtenPath(p))
	return err == nil && multiLinked(fi) && (!pkg || sharesGuarded(fi, guarded))
}

// inPackageTree reports whether p, as written, lies below a node_modules
// directory.
func inPackageTree(p string) bool {
	return strings.Contains(p+"/", "/node_modules/")
}

// multiLinked reports whether fi is a regular file with more than one
// name.
func multiLinked(fi os.FileInfo) bool {
	if !fi.Mode().IsRegular() {
		return false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && st.Nlink > 1
}

// linkedEntry reports whether the directory dir (resolved) has an entry
// that is a file with more than one name (in a package tree, pkg: one
// that is also a guarded file), reading at most [maxLinkedEntries]
// entries and reporting true when it has more. A directory that cannot
// be read (none yet, not a directory) has none.
func linkedEntry(dir string, pkg bool, guarded []string) bool {
	f, err := os.Open(dir)
	if err != nil {
		return false
	}
	defer f.Close()
	names, err := f.Readdirnames(maxLinkedEntries + 1)
	if err != nil || len(names) > maxLinkedEntries {
		return len(names) > maxLinkedEntries
	}
	for _, name := range names {
		if fi, err := os.Lstat(dir + "/" + name); err == nil && multiLinked(fi) && (!pkg || sharesGuarded(fi, guarded)) {
			return true
		}
	}
	return false
}
