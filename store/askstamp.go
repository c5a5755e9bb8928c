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
// each commit that put an ask adds one to its slot, while it still holds
// the store's lock. A waiter reads its slot (8 bytes, no lock) when the
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

// stampAsks adds one to the stamps of the asks ids, best effort: the
// store file's lock is held, so no other writer stamps meanwhile. The
// file is made (mode 0600) on first use.
func stampAsks(path string, ids []string) {
	if len(ids) == 0 {
		return
	}
	f, err := os.OpenFile(AskStampsPath(path), os.O_RDWR|os.O_CREATE|noFollow|nonBlock, 0o600)
	if err != nil {
		return
	}
	defer func() { _ = f.Close() }()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return
	}
	done := map[int64]bool{}
	for _, id := range ids {
		at := askStampAt(id)
		if done[at] {
			continue
		}
		done[at] = true
		var b [8]byte
		if _, err := f.ReadAt(b[:], at); err != nil && !errors.Is(err, io.EOF) {
			return
		}
		binary.LittleEndian.PutUint64(b[:], binary.LittleEndian.Uint64(b[:])+1)
		if _, err := f.WriteAt(b[:], at); err != nil {
			return
		}
	}
}
