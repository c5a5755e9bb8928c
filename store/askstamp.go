package store

import (
	"encoding/binary"
	"errors"
	"hash/fnv"
	"io"
	"os"
)

// An asker waiting for its ask on a store file (direct mode) used to read
// the store, under its lock, after every write anyone made: stopped
// (SIGSTOP, ^Z, a frozen container) inside one of those reads, it held
// the lock for as long as it stayed stopped, and the desk and the CLI
// waited out their lock timeouts behind it (rt47k 5). Ask stamps let it
// learn, with no lock, whether a write touched its own ask: a file beside
// the store holds a table of counters, one slot per ask ID's hash, and
// each commit that put an ask adds one to its slot just before it
// commits, holding the store's lock. A waiter reads its slot (8 bytes, no lock) when the
// file changes, and reads the store only when the slot moved.
//
// The stamps only say when to look: what the asker believes still comes
// from the store, read under its lock (and checked against the trail).
// A slot shared by two IDs wakes a waiter for nothing; a stamp file
// damaged or removed is read as changed, which reads the store.

// askStampSlots is how many counters the stamp file holds: 4096 slots of
// 8 bytes, 32 KiB.
const askStampSlots = 4096

// AskStampsPath is the path of the ask stamps beside the store at path.
func AskStampsPath(path string) string { return path + ".stamps" }

// askStampAt is the offset of ask id's slot in the stamp file.
func askStampAt(id string) int64 {
	h := fnv.New32a()
	_, _ = h.Write([]byte(id))
	return int64(h.Sum32()%askStampSlots) * 8
}

// ReadAskStamp reads the stamp of ask id beside the store at path, with
// no lock: it changes after each commit that put the ask (and maybe after
// others). An error says only that the stamp could not be read: read the
// store then.
func ReadAskStamp(path, id string) (uint64, error) {
	f, err := os.OpenFile(AskStampsPath(path), os.O_RDONLY|noFollow|nonBlock, 0)
	if err != nil {
		return 0, err
	}
	defer func() { _ = f.Close() }()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return 0, errors.New("ask stamps: not a regular file")
	}
	var b [8]byte
	if _, err := f.ReadAt(b[:], askStampAt(id)); err != nil && !errors.Is(err, io.EOF) {
		return 0, err
	}
	return binary.LittleEndian.Uint64(b[:]), nil
}

// askPut is an ask a transaction put: its ID, and whether it was put
// pending.
type askPut struct {
	id      string
	pending bool
}

// StampedAsk is the stamp this Store's last commit that put ask id left
// beside the store, when that commit put it pending (queued it): a
// waiter that reads the same stamp now knows its ask is still pending as
// that commit wrote it, without reading the store. ok is false when this
// Store's last put of it was not pending, or none was stamped.
func (s *Store) StampedAsk(id string) (uint64, bool) {
	s.subMu.Lock()
	defer s.subMu.Unlock()
	n, ok := s.stamped[id]
	return n, ok
}

// stampAsks adds one to the stamps of the asks ids, best effort, and
// keeps the stamps it left ([Store.StampedAsk]): the store file's lock is
// held, so no other writer stamps meanwhile. The file is made (mode
// 0600) on first use.
func (s *Store) stampAsks(ids []askPut) {
	if len(ids) == 0 {
		return
	}
	path := s.path
	f, err := os.OpenFile(AskStampsPath(path), os.O_RDWR|os.O_CREATE|noFollow|nonBlock, 0o600)
	if err != nil {
		return
	}
	defer func() { _ = f.Close() }()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return
	}
	done := map[int64]bool{}
	for _, p := range ids {
		at := askStampAt(p.id)
		if done[at] {
			continue
		}
		done[at] = true
		var b [8]byte
		if _, err := f.ReadAt(b[:], at); err != nil && !errors.Is(err, io.EOF) {
			return
		}
		n := binary.LittleEndian.Uint64(b[:]) + 1
		binary.LittleEndian.PutUint64(b[:], n)
		if _, err := f.WriteAt(b[:], at); err != nil {
			return
		}
		s.keepStamp(ids, at, n)
	}
}

// keepStamp notes n as the stamp left for the asks of ids in slot at
// that were put pending (the last put of an ID counts), keeping the notes
// of the latest asks only.
func (s *Store) keepStamp(ids []askPut, at int64, n uint64) {
	s.subMu.Lock()
	defer s.subMu.Unlock()
	if s.stamped == nil || len(s.stamped) > 64 {
		s.stamped = map[string]uint64{}
	}
	for _, p := range ids {
		if askStampAt(p.id) != at {
			continue
		}
		if p.pending {
			s.stamped[p.id] = n
		} else {
			delete(s.stamped, p.id)
		}
	}
}
