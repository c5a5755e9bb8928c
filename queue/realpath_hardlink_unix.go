//go:build unix

package queue

import (
	"os"
	"syscall"
)

// hardLinked reports whether p, an absolute path as written, leads
// (through the symbolic links on disk, see [writtenPath]) to a regular
// file with more than one name: patterns.Context.HardLinked for the
// evaluations of this service (rt19i #2).
func hardLinked(p string) bool {
	fi, err := os.Stat(writtenPath(p))
	if err != nil || !fi.Mode().IsRegular() {
		return false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && st.Nlink > 1
}
