//go:build unix

package queue

import (
	"io"
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
	linked, err := hardLinkedLook(p, guarded)
	return linked || err != nil
}

// hardLinkedLook is [hardLinked] with the look's failure apart: a path
// or directory that is not there has no second name; one that could not
// be looked at (permission denied, a loop of links) is an error, which
// [hardLinked] takes as linked, so that its write asks (rt21i #4: a
// broker that cannot read the agent's 0700 home let `echo x > hl` write
// ~/.claude/settings.json through a hard link).
func hardLinkedLook(p string, guarded []string) (bool, error) {
	pkg := inPackageTree(p)
	if strings.HasSuffix(p, "/") && p != "/" {
		return linkedEntry(writtenPath(strings.TrimSuffix(p, "/")), pkg, guarded)
	}
	real := writtenPath(p)
	fi, err := os.Stat(real)
	switch {
	case err == nil:
		return multiLinked(fi) && (!pkg || sharesGuarded(fi, guarded)), nil
	case notThere(err):
		return false, nil
	}
	return false, couldNotRead(real, err)
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
// entries and reporting true when it has more. A directory that is not
// there (none yet, not a directory) has none; one that cannot be read is
// an error.
func linkedEntry(dir string, pkg bool, guarded []string) (bool, error) {
	f, err := os.Open(dir)
	if notThere(err) {
		return false, nil
	}
	if err != nil {
		return false, couldNotRead(dir, err)
	}
	defer f.Close()
	names, err := f.Readdirnames(maxLinkedEntries + 1)
	switch {
	case len(names) > maxLinkedEntries:
		return true, nil
	case err == io.EOF || notThere(err):
		return false, nil // empty, or a file, not a directory
	case err != nil:
		return false, couldNotRead(dir, err)
	}
	for _, name := range names {
		fi, err := os.Lstat(dir + "/" + name)
		switch {
		case err == nil && multiLinked(fi) && (!pkg || sharesGuarded(fi, guarded)):
			return true, nil
		case err != nil && !notThere(err):
			return false, couldNotRead(dir+"/"+name, err)
		}
	}
	return false, nil
}
