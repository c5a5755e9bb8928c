//go:build unix

package store

import (
	"io/fs"
	"os"
	"syscall"
)

// noFollow is the open flag that refuses a symbolic link.
const noFollow = syscall.O_NOFOLLOW

// ownerOf returns the uid that owns a file.
func ownerOf(fi fs.FileInfo) (int, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, false
	}
	return int(st.Uid), true
}

// chownLike gives the file at path the owner and group of fi, unless it
// has them already.
func chownLike(path string, fi fs.FileInfo) error {
	want, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return nil
	}
	cur, err := os.Lstat(path)
	if err != nil {
		return err
	}
	if have, ok := cur.Sys().(*syscall.Stat_t); ok && have.Uid == want.Uid && have.Gid == want.Gid {
		return nil
	}
	return os.Lchown(path, int(want.Uid), int(want.Gid))
}

// syncDir makes a rename in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
