package queue

import (
	"os"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// waitLookAnyway is how often a waiting asker looks at its ask's stamp
// though no write of the store was seen: the net under a wake the file's
// watch missed. It reads the store only if the stamp moved, so a waiter
// stopped anywhere in its wait holds no lock (a stamp a writer could not
// move is removed, and read as moved: store.ReadAskStamp).
const waitLookAnyway = 5 * time.Second

// askLook tells an asker waiting on a store file (direct mode) whether a
// write may have changed its ask, with no lock: its ask's stamp
// ([store.ReadAskStamp]) moved, or the file at the store's path is
// another one (replaced, compacted, deleted), or the stamp cannot be
// read. Another ask's write then wakes it without a read of the store,
// and a waiter stopped (SIGSTOP, ^Z) in its wait holds no lock that the
// desk and the CLI would wait behind (rt47k 5, fx53e). Elsewhere (etcd,
// the broker's own waits) every change is read, as before.
type askLook struct {
	s     *Service
	id    string
	on    bool
	known bool // stamp was read
	stamp store.AskStamp
	file  os.FileInfo
}

// lookAt is the askLook of the ask id that s waits for.
func (s *Service) lookAt(id string) *askLook {
	return &askLook{s: s, id: id, on: !s.exclusive && s.st.Backend() == "bbolt"}
}

// reading notes, just before the store is read, the ask's stamp and the
// file the store is.
func (l *askLook) reading() {
	if !l.on {
		return
	}
	path := l.s.st.Path()
	var err error
	l.stamp, err = store.ReadAskStamp(path, l.id)
	l.known = err == nil
	l.file, _ = os.Stat(path)
}

// changed reports whether the store must be read again: the ask may have
// changed since reading.
func (l *askLook) changed() bool {
	if !l.on || !l.known || l.file == nil {
		return true
	}
	path := l.s.st.Path()
	if fi, err := os.Stat(path); err != nil || !os.SameFile(fi, l.file) {
		return true
	}
	stamp, err := store.ReadAskStamp(path, l.id)
	return err != nil || stamp != l.stamp
}

// asWritten reports, before the wait's first read, whether the ask is as
// this process's own commit left it (the one that queued it): its stamp
// is the one that commit left, and nothing put it since. The first read,
// and its lock, are then skipped (a waiter stopped right after queueing
// holds no lock either), and the stamp is noted as a read would note it.
func (l *askLook) asWritten() bool {
	if !l.on {
		return false
	}
	want, ok := l.s.st.StampedAsk(l.id)
	if !ok {
		return false
	}
	path := l.s.st.Path()
	stamp, err := store.ReadAskStamp(path, l.id)
	fi, statErr := os.Stat(path)
	if err != nil || statErr != nil || stamp != want {
		return false
	}
	l.known, l.stamp, l.file = true, stamp, fi
	return true
}

// anyway ticks every [waitLookAnyway] while the stamps decide when the
// store is read (a wake the watch missed is seen then, by its stamp), and
// never otherwise.
func (l *askLook) anyway() *time.Ticker {
	if !l.on {
		t := time.NewTicker(time.Hour)
		t.Stop()
		return t
	}
	return time.NewTicker(waitLookAnyway)
}
