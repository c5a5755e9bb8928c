package queue

import (
	"errors"
	"fmt"
	"os"
	"sync"
	"time"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/store"
)

// A hook ended by its own deadline leaves a record beside the store
// whatever ended it (fx54g), not only the store's lock (see
// [Service.noteUnreached]): its ask waited its full wait and its expiry
// could not be written in time, or the store answered too slowly for
// its evaluation or its ask's end to be written. Each such end appends a
// line to the side file ([store.NoteUnreached], with Why and the ask's
// ID when one was queued), which the desk counts and the next write folds
// into the trail as an "ask.unreached" entry. A process notes each of
// its requests at most once (askFlight).

// askFlight is the request a service's asker has in flight: begun by an
// evaluation, ended once its answer, or its ask's end, is written or
// read, or once it was noted beside the store.
type askFlight struct {
	mu    sync.Mutex
	req   Request
	ask   string // the ask queued for it, if any
	start time.Time
	open  bool
}

// begin notes req as in flight.
func (f *askFlight) begin(req Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.req, f.ask, f.start, f.open = req, "", time.Now(), true
}

// queued notes the ask queued for the request in flight.
func (f *askFlight) queued(id string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.ask = id
}

// queuedOpen reports whether the request in flight queued an ask whose
// end is not written or read yet.
func (f *askFlight) queuedOpen() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.open && f.ask != ""
}

// finish ends the request in flight, reporting whether it was still
// open (no one noted it yet): its caller may note it then.
func (f *askFlight) finish() (Request, string, time.Time, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	was := f.open
	f.open = false
	return f.req, f.ask, f.start, was
}

// finishAsk ends the request in flight when it is the one that queued
// ask id (a broker's service serves many at once, and has none of its
// own), reporting as finish does.
func (f *askFlight) finishAsk(id string) (Request, time.Time, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.ask != id || id == "" {
		return Request{}, time.Time{}, false
	}
	was := f.open
	f.open = false
	return f.req, f.start, was
}

// NoteDeadline notes, beside a file store, the request this service has
// in flight when its asker's deadline ends it with no answer written (a
// hook's backstop): why says what it waited for. It reports whether it
// noted; a request answered, or noted already, is not noted again, and
// nothing is noted for an etcd store (its outages are noted otherwise).
func (s *Service) NoteDeadline(why string) bool {
	if s.st.Backend() != "bbolt" {
		return false
	}
	req, ask, start, open := s.flight.finish()
	if !open {
		return false
	}
	if ask != "" {
		why = fmt.Sprintf("%s; its ask %s was queued, and its end was not written", why, ShortID(ask))
	}
	s.noteDeadlineOf(req, ask, time.Since(start), why)
	return true
}

// noteDeadlineOf appends one deadline end to the side file, best effort.
func (s *Service) noteDeadlineOf(req Request, ask string, waited time.Duration, why string) {
	pid, cwd := req.Pid, req.Cwd
	if pid == 0 {
		pid = os.Getpid()
	}
	if cwd == "" {
		cwd, _ = os.Getwd()
	}
	_ = store.NoteUnreached(s.st.Path(), store.Unreached{
		Time: s.now().UTC(), Agent: safetext.Escape(req.Agent), UID: os.Getuid(), Pid: pid,
		Cwd: safetext.Escape(cwd), Command: safetext.Escape(headOf(req.Command)), CommandBytes: len(req.Command),
		Wait: waited.Round(time.Millisecond).String(), Why: why, Ask: ask,
	})
}

// noteEndUnwritten notes a's ask beside the store when its wait ended
// (its deadline) and the end could not be written as the store's lock
// stayed busy (err): the ask stays pending in the store, and its asker
// refuses.
func (s *Service) noteEndUnwritten(a *Answer, err error) {
	var lock *store.LockError
	if s.st.Backend() != "bbolt" || !errors.As(err, &lock) {
		return
	}
	req, start, open := s.flight.finishAsk(a.Ask.ID)
	if !open {
		return
	}
	s.noteDeadlineOf(req, a.Ask.ID, time.Since(start), fmt.Sprintf(
		"its wait ended at its deadline and its ask %s's expiry could not be written (the store's lock stayed busy for more than %s)",
		ShortID(a.Ask.ID), lock.Wait.Round(time.Millisecond)))
}
