package store

import (
	"encoding/binary"
	"errors"
	"hash/fnv"
	"os"
	"strconv"
	"time"
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
// damaged or removed is read as changed, which reads the store. A writer
// that cannot move a stamp removes the file, so that its waiters read the
// store rather than miss the write, and each file holds a generation
// after its slots, drawn when it is made: a slot of a file made again
// holds a count that may equal one read before, and the generation tells
// them apart. (A writer that can neither stamp nor remove the file leaves
// its waiters unwoken: each then waits out its deadline, and its ask
// expires, refused.)

// askStampSlots is how many counters the stamp file holds: 16,384 slots
// of 8 bytes, 128 KiB, then the file's generation (8 bytes).
const askStampSlots = 16384

// askStampsSize is the size of a whole stamp file: the slots and the
// generation after them.
const askStampsSize = askStampSlots*8 + 8

// AskStamp is what a waiter compares to learn whether its ask may have
// changed: its slot's count, and the generation of the file that holds
// it.
type AskStamp struct {
	N   uint64
	Gen uint64
}

// AskStampsPath is the path of the ask stamps beside the store at path.
func AskStampsPath(path string) string { return path + ".stamps" }

// askStampAt is the offset of ask id's slot in the stamp file: an ask
// ID's number modulo the slots, so that asks queued one after another
// share no slot (a shared slot wakes a waiter to read the store under its
// lock: TestStoppedAskerHoldsNoLock caught a stop landing in one such read
// while other asks were queued as fast as they could be, in 1 of about
// 1,000 stops); another form of ID by its hash.
func askStampAt(id string) int64 {
	if n, err := strconv.ParseUint(id, 10, 64); err == nil {
		return int64(n%askStampSlots) * 8
	}
	h := fnv.New32a()
	_, _ = h.Write([]byte(id))
	return int64(h.Sum32()%askStampSlots) * 8
}

// ReadAskStamp reads the stamp of ask id beside the store at path, with
// no lock: it changes after each commit that put the ask (and maybe after
// others). An error says only that the stamp could not be read (no file,
// not a regular file, or one shorter than a whole stamp file, as a writer
// that could not stamp leaves it): read the store then.
func ReadAskStamp(path, id string) (AskStamp, error) {
	f, err := os.OpenFile(AskStampsPath(path), os.O_RDONLY|noFollow|nonBlock, 0)
	if err != nil {
		return AskStamp{}, err
	}
	defer func() { _ = f.Close() }()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() || fi.Size() < askStampsSize {
		return AskStamp{}, errors.New("ask stamps: not a whole stamp file")
	}
	var b, g [8]byte
	if _, err := f.ReadAt(b[:], askStampAt(id)); err != nil {
		return AskStamp{}, err
	}
	if _, err := f.ReadAt(g[:], askStampSlots*8); err != nil {
		return AskStamp{}, err
	}
	return AskStamp{N: binary.LittleEndian.Uint64(b[:]), Gen: binary.LittleEndian.Uint64(g[:])}, nil
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
func (s *Store) StampedAsk(id string) (AskStamp, bool) {
	s.subMu.Lock()
	defer s.subMu.Unlock()
	n, ok := s.stamped[id]
	return n, ok
}

// stampAsks adds one to the stamps of the asks ids, best effort, and
// keeps the stamps it left ([Store.StampedAsk]): the store file's lock is
// held, so no other writer stamps meanwhile. The file is made (mode
// 0600) on first use, its generation drawn then; a stamp that cannot be
// moved removes the file, so that waiters read the store.
func (s *Store) stampAsks(ids []askPut) {
	if len(ids) == 0 {
		return
	}
	name := AskStampsPath(s.path)
	if !s.stampAsksIn(name, ids) {
		_ = os.Remove(name)
	}
}

// stampAsksIn moves the stamps of ids in the stamp file name, reporting
// whether every one moved.
func (s *Store) stampAsksIn(name string, ids []askPut) bool {
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|noFollow|nonBlock, 0o600)
	if err != nil {
		return false
	}
	defer func() { _ = f.Close() }()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return false
	}
	var g [8]byte
	if fi.Size() < askStampsSize {
		// new, or cut short: counts start again under a generation of
		// their own
		if f.Truncate(0) != nil {
			return false
		}
		binary.LittleEndian.PutUint64(g[:], uint64(time.Now().UnixNano())|1)
		if _, err := f.WriteAt(g[:], askStampSlots*8); err != nil {
			return false
		}
	} else if _, err := f.ReadAt(g[:], askStampSlots*8); err != nil {
		return false
	}
	gen := binary.LittleEndian.Uint64(g[:])
	for _, slot := range stampSlots(ids) {
		var b [8]byte
		if _, err := f.ReadAt(b[:], slot.at); err != nil {
			return false
		}
		n := binary.LittleEndian.Uint64(b[:]) + 1
		binary.LittleEndian.PutUint64(b[:], n)
		if _, err := f.WriteAt(b[:], slot.at); err != nil {
			return false
		}
		s.keepStamp(slot.puts, AskStamp{N: n, Gen: gen})
	}
	return true
}

// stampSlot is one slot a commit moves: its offset and the puts of the
// asks whose IDs fall in it, in the order they were put.
type stampSlot struct {
	at   int64
	puts []askPut
}

// stampSlots groups the puts ids by slot, slots in the order of their
// first put: each ID is read once, where finding each slot's puts
// among all of them read every ID again for each slot (a commit putting
// 10,000 asks read IDs 100 million times).
func stampSlots(ids []askPut) []stampSlot {
	var slots []stampSlot
	index := make(map[int64]int, len(ids))
	for _, p := range ids {
		at := askStampAt(p.id)
		i, ok := index[at]
		if !ok {
			i = len(slots)
			index[at] = i
			slots = append(slots, stampSlot{at: at})
		}
		slots[i].puts = append(slots[i].puts, p)
	}
	return slots
}

// keepStamp notes n as the stamp left for the asks of puts (all in one
// slot) that were put pending (the last put of an ID counts), keeping
// the notes of the latest asks only.
func (s *Store) keepStamp(puts []askPut, n AskStamp) {
	s.subMu.Lock()
	defer s.subMu.Unlock()
	if s.stamped == nil || len(s.stamped) > 64 {
		s.stamped = map[string]AskStamp{}
	}
	for _, p := range puts {
		if p.pending {
			s.stamped[p.id] = n
		} else {
			delete(s.stamped, p.id)
		}
	}
}
