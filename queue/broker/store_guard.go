package broker

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"
)

// The broker's guard on its store: the file it started with, by identity
// and by the origin of its audit trail, or nothing.

// fileID identifies a file across renames: its device and inode.
type fileID struct{ dev, ino uint64 }

// fileState is what changes when a file is written: its size and time.
type fileState struct {
	size  int64
	mtime time.Time
}

// storeID checks that the store is a regular, non-empty file (not a link)
// and returns its identity. A missing store is told as the broker finds
// it at start: a node that never had one makes it with 'serve --init',
// and one that had one restores it.
func storeID(path string) (fileID, error) {
	fi, err := os.Lstat(path)
	if errors.Is(err, os.ErrNotExist) {
		return fileID{}, fmt.Errorf("%w: no store at %s. On a new node, make it once with 'ozdesk serve --init' as the broker's account; "+
			"if this node had a store, restore that file from a backup instead: a new store starts from the default policy, with none of its rules and a new audit trail", ErrStoreGone, path)
	}
	if err != nil {
		return fileID{}, fmt.Errorf("%w: %v", ErrStoreGone, err)
	}
	if !fi.Mode().IsRegular() {
		return fileID{}, fmt.Errorf("%w: %s is not a regular file (%v)", ErrStoreGone, path, fi.Mode().Type())
	}
	if fi.Size() == 0 {
		return fileID{}, fmt.Errorf("%w: %s is empty", ErrStoreGone, path)
	}
	id, ok := fileIDOf(fi)
	if !ok {
		return fileID{}, fmt.Errorf("%w: cannot tell the identity of %s", ErrStoreGone, path)
	}
	return id, nil
}

// fileExists reports whether anything is at path (a link included).
func fileExists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// fileIDOf is the identity of the file fi describes.
func fileIDOf(fi os.FileInfo) (fileID, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileID{}, false
	}
	return fileID{dev: uint64(st.Dev), ino: st.Ino}, true
}

// sameFile reports whether fi is the file id.
func sameFile(fi os.FileInfo, id fileID) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && uint64(st.Dev) == id.dev && st.Ino == id.ino
}

// firstHash reads the hash of the store's first audit entry ("" when it
// has none), kept past an operator's cut of the trail's oldest entries.
func (s *Server) firstHash() (string, error) {
	first, err := s.svc.AuditOrigin()
	if err != nil {
		return "", fmt.Errorf("read the store's audit trail: %w", err)
	}
	return first, nil
}

// sameOrigin checks that the store's audit trail still begins where it
// began when the server started. It reads the store only when the file
// changed since it last looked; a store it cannot read is left to the
// call, which fails closed on it.
func (s *Server) sameOrigin() error {
	fi, err := os.Lstat(s.store)
	if err != nil {
		return nil // storeID has just seen it: the call fails on it
	}
	now := fileState{size: fi.Size(), mtime: fi.ModTime()}
	s.seenMu.Lock()
	defer s.seenMu.Unlock()
	if now.size == s.seen.size && now.mtime.Equal(s.seen.mtime) {
		return nil
	}
	first, err := s.firstHash()
	if err != nil {
		return nil
	}
	if s.origin == "" {
		// The trail was empty when the broker started (a store made
		// without 'serve --init'): its first entry, written since, is
		// its origin from now on. The pinned file still tells a store
		// made afresh in its place.
		s.origin = first
	}
	if first != s.origin {
		return fmt.Errorf("%w: %s was replaced by another store since the broker started (its audit trail begins elsewhere)", ErrStoreGone, s.store)
	}
	s.seen = now
	return nil
}

// checkStore refuses to go on when the store is not the file the server
// started with: missing, emptied, replaced. It says so once, loudly.
func (s *Server) checkStore() error {
	s.idMu.RLock()
	defer s.idMu.RUnlock()
	return s.checkStoreLocked()
}

// checkStoreLocked is [Server.checkStore] with idMu held.
func (s *Server) checkStoreLocked() error {
	if err := s.lostErr(); err != nil {
		return err
	}
	if s.fleet {
		// No file to lose or replace: a cluster that cannot be reached
		// fails each call on its own (store.ErrUnavailable); one found
		// open is lost above (trust.go).
		return nil
	}
	id, err := storeID(s.store)
	if err != nil && !fileExists(s.store) {
		err = fmt.Errorf("%w: %s was deleted since the broker started", ErrStoreGone, s.store)
	}
	if err == nil && id != s.id {
		err = fmt.Errorf("%w: %s was replaced by another file since the broker started", ErrStoreGone, s.store)
	}
	if err == nil {
		err = s.sameOrigin()
	}
	if err != nil {
		s.gone.Do(func() {
			s.log.Error("the store is gone or replaced: every request is refused until an operator restores it and restarts the broker",
				"store", s.store, "err", err)
		})
		err = fmt.Errorf("%w; every request is refused until an operator puts back the store the broker started with (from a backup: not 'serve --init', "+
			"which starts a new policy) and restarts the broker; 'ozdesk audit verify --anchor' then tells whether it is that store", err)
		// For good: a store put back is not believed until the
		// broker starts again (its file, held open, fails the same).
		s.setLost(err)
		return err
	}
	return nil
}

// hold holds the store's file open for the server's life, and checks that
// it is the file the server guards. release lets it go.
func (s *Server) hold() (release func(), err error) {
	fi, err := s.svc.HoldStore()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrStoreGone, err)
	}
	release = func() {
		if err := s.svc.ReleaseStore(); err != nil {
			s.log.Warn("release the store", "err", err)
		}
	}
	s.idMu.RLock()
	same := sameFile(fi, s.id)
	s.idMu.RUnlock()
	if !same {
		release()
		return nil, fmt.Errorf("%w: %s was replaced by another file since the broker started", ErrStoreGone, s.store)
	}
	return release, nil
}

// setLost makes the server refuse every request with err from now on
// (the first reason given stays): waits in flight end refused (lostCh),
// and in a fleet the node's lease is given up, so that every desk shows
// the node gone and its pending asks are abandoned, rather than alive.
//
// The lease is given up before the waits end: the store then writes
// nothing more for this broker, so an agent refused here, whose process
// then exits, is not abandoned by a sweep of this broker already under
// way (as "the waiting process is gone"), nor withdrawn by its wait,
// but left to the fleet ("node N stopped answering").
func (s *Server) setLost(err error) {
	if s.lost.CompareAndSwap(nil, &err) {
		s.svc.LeaveNode()
		close(s.lostCh)
	}
}

// lostErr is why every request is refused, or nil.
func (s *Server) lostErr() error {
	if lost := s.lost.Load(); lost != nil {
		return *lost
	}
	return nil
}
