package store

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// UnsafeError reports a store file (or its directory) that others could
// change: owned by another user, writable by its group or by anyone, or
// a symbolic link. It matches [ErrUnsafe].
type UnsafeError struct {
	Path string // the file or directory
	Why  string // what is wrong
	Fix  string // the command that fixes it
}

// Error says what is wrong and how to fix it.
func (e *UnsafeError) Error() string {
	return fmt.Sprintf("store %s %s; ozdesk will not use it until it is fixed: %s", e.Path, e.Why, e.Fix)
}

// Is reports whether target is [ErrUnsafe].
func (e *UnsafeError) Is(target error) bool { return target == ErrUnsafe }

// checkFile refuses an open store file that is empty, or that others
// could change (see [UnsafeError]).
func checkFile(path string, fi fs.FileInfo) error {
	if fi.Mode()&fs.ModeSymlink == 0 && !fi.Mode().IsRegular() {
		return notRegular(path, fi)
	}
	if err := checkOwner(path, fi, "chmod 600 "+path); err != nil {
		return err
	}
	if fi.Size() == 0 {
		return fmt.Errorf("store %s: %w: the file is empty: it was emptied, or not made by ozdesk; %s", path, ErrCorrupt, keepAside)
	}
	return nil
}

// keepAside is what to do with a file at the store's path that is no
// store ozdesk can use.
const keepAside = "keep it for inspection, then move it away and run 'ozdesk init'"

// checkDir refuses a store directory that others could change.
func checkDir(dir string) error {
	fi, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("store directory %s: %w", dir, err)
	}
	return checkOwner(dir, fi, "chmod 700 "+dir)
}

// checkOwner refuses what is owned by another user or writable by its
// group or others.
func checkOwner(path string, fi fs.FileInfo, fix string) error {
	if fi.Mode()&fs.ModeSymlink != 0 {
		return &UnsafeError{Path: path, Why: "is a symbolic link", Fix: "point --db at the file itself"}
	}
	if uid, ok := ownerOf(fi); ok && uid != os.Geteuid() {
		return &UnsafeError{Path: path, Why: fmt.Sprintf("is owned by uid %d, not by you (uid %d)", uid, os.Geteuid()),
			Fix: fmt.Sprintf("chown %d %s", os.Geteuid(), path)}
	}
	if perm := fi.Mode().Perm(); perm&0o022 != 0 {
		return &UnsafeError{Path: path, Why: fmt.Sprintf("is writable by its group or others (mode %04o)", perm), Fix: fix}
	}
	return nil
}

// storeDir is the directory of the store's file.
func (s *Store) storeDir() string { return filepath.Dir(s.path) }

// notRegular refuses a store path that is not a regular file (a FIFO, a
// device, a directory): a FIFO would block every open until a writer came.
func notRegular(path string, fi fs.FileInfo) error {
	return &UnsafeError{Path: path, Why: notRegularWhy(fi.Mode()), Fix: "move it away and point --db at the store file"}
}

// notRegularWhy says in words what a path that is no regular file is: a
// mode string ("d---------") shows no bits of the type alone (rt28k #12h).
func notRegularWhy(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "is a directory, not the store file"
	case m&fs.ModeSymlink != 0:
		return "is a symbolic link, not the store file"
	case m&fs.ModeNamedPipe != 0:
		return "is a named pipe (FIFO), not the store file"
	case m&fs.ModeSocket != 0:
		return "is a socket, not the store file"
	case m&fs.ModeDevice != 0:
		return "is a device, not the store file"
	}
	return "is not a regular file"
}
