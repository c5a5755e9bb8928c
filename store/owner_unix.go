//go:build unix

package store

import (
	"io/fs"
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
