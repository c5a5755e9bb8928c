package queue

import (
	"fmt"
	"os"
)

// HoldStore keeps the store's file open and locked until [Service.ReleaseStore],
// so that a call costs no open and close of the file (see
// store.Store.Hold). Only a process that owns the store alone may: the
// broker, while it serves. It returns the file held, for its identity (nil
// for an etcd store, which holds no file).
func (s *Service) HoldStore() (os.FileInfo, error) {
	fi, err := s.st.Hold()
	if err != nil {
		return nil, fmt.Errorf("hold the store open: %w", err)
	}
	return fi, nil
}

// ReleaseStore closes the file [Service.HoldStore] kept open.
func (s *Service) ReleaseStore() error { return s.st.Release() }
