//go:build !unix

package store

import (
	"errors"
	"os"
)

// errLockWait is never returned here: bbolt's own lock wait applies.
var errLockWait = errors.New("lock wait timed out")

// openLocked opens the file for bbolt, which locks it itself.
// It never creates the file (see [Store.ensure]); the file is checked
// (see [checkFile]).
func (s *Store) openLocked(name string, flag int, perm os.FileMode) (*os.File, error) {
	f, err := os.OpenFile(name, flag&^os.O_CREATE, perm)
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	if err == nil {
		err = checkFile(name, fi)
	}
	if err != nil {
		_ = f.Close()
		return nil, err
	}
	return f, nil
}
