//go:build !unix

package store

import (
	"errors"
	"os"
)

// errLockWait is never returned here: bbolt's own lock wait applies.
var errLockWait = errors.New("lock wait timed out")

// openLocked opens the file for bbolt, which locks it itself.
func (s *Store) openLocked(name string, flag int, perm os.FileMode) (*os.File, error) {
	return os.OpenFile(name, flag, perm)
}
