package queue

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"time"
	"unicode/utf8"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// An asker of a direct-mode store refused because the store's lock was
// held past its wait ([store.LockError]) queued nothing and wrote nothing
// to the trail: the operator would never learn of it (issue 9, rt46k M3).
// The evaluation notes it in the store's side file ([store.NoteUnreached]);
// the next write folds the side file into the trail as
// [store.KindUnreached] entries ([Service.foldUnreached]), and the desk
// counts what is not folded yet ([Service.Unreached]). Every adapter asks
// through [Service.Evaluate], so each refusal is noted once. Nothing here
// changes an answer: it stays failed closed.

// unreachedEvent is the payload of a [store.KindUnreached] entry: one
// refusal as its asker noted it (Time…), or the count of refusals folded
// at once (Refused, Described), when some were counted only.
type unreachedEvent struct {
	store.Unreached
	Refused   int `json:"refused,omitempty"`
	Described int `json:"described,omitempty"`
}

// noteUnreached notes ev's refusal in the side file when ans failed closed
// because the store's lock was not taken in time (a file store's: not an
// etcd store's outage, see [Service.noteOutage]; not a broker's, whose
// askers never open the store). The note is best effort: the answer
// stands whatever happens to it.
func (s *Service) noteUnreached(ev Evaluation, ans *Answer) {
	var lock *store.LockError
	if ans == nil || ans.Unavailable == nil || !errors.As(ans.Unavailable, &lock) || s.st.Backend() != "bbolt" {
		return
	}
	s.noteUnreachedOf(ev.Agent, ev.Pid, ev.Context.Cwd, ev.Command, lock.Wait)
}

// NoteGaveUp notes req's refusal beside the store, as an evaluation
// failed closed for the store's lock is noted, for an asker that gave up
// at its own deadline, waited time after it asked, while its evaluation
// still waited for the store's lock ([store.Store.LockWaiting]): nothing
// was written, and the process is about to end. It reports whether it
// noted; an evaluation past the lock is not noted (it may have written),
// nor a request that queued an ask, whose expiry waited for the lock:
// [Service.NoteDeadline] notes that one, naming its ask (an `ozdesk shell
// --wait` whose ask's end was not written was noted as refused unqueued).
func (s *Service) NoteGaveUp(req Request, waited time.Duration) bool {
	if s.st.Backend() != "bbolt" || !s.st.LockWaiting() || s.flight.queuedOpen() {
		return false
	}
	pid, cwd := req.Pid, req.Cwd
	if pid == 0 {
		pid = os.Getpid()
	}
	if cwd == "" {
		cwd, _ = os.Getwd()
	}
	s.noteUnreachedOf(req.Agent, pid, cwd, req.Command, waited)
	return true
}

// noteUnreachedOf appends one refusal to the side file, best effort.
func (s *Service) noteUnreachedOf(agent string, pid int, cwd, command string, wait time.Duration) {
	_ = store.NoteUnreached(s.st.Path(), store.Unreached{
		Time: s.now().UTC(), Agent: safetext.Escape(agent), UID: os.Getuid(), Pid: pid,
		Cwd: safetext.Escape(cwd), Command: safetext.Escape(headOf(command)), CommandBytes: len(command),
		Wait: wait.Round(time.Millisecond).String(),
	})
}

// headOf is the head of a command a side file line keeps.
func headOf(cmd string) string {
	n := 160
	if len(cmd) <= n {
		return cmd
	}
	for n > 0 && !utf8.RuneStart(cmd[n]) {
		n--
	}
	return cmd[:n]
}

// foldUnreached writes the refusals the side file holds into the trail,
// in one transaction of their own, and empties the file once that is
// committed: one entry per refusal described, and one that counts them
// all when some were counted only. A side file others could change, or
// held by askers appending, is left for a later write. It reports how
// many refusals it folded.
func (s *Service) foldUnreached(ctx context.Context) (int, error) {
	if s.st.Backend() != "bbolt" {
		return 0, nil
	}
	path := s.st.Path()
	if fi, err := os.Lstat(store.UnreachedPath(path)); err != nil || fi.Size() == 0 {
		return 0, nil // the common case, without taking the store
	}
	var take *store.UnreachedTake
	err := s.st.UpdateContext(ctx, func(tx *store.Tx) error {
		t, err := store.TakeUnreached(path)
		if err != nil || t == nil {
			return err
		}
		take = t
		for _, u := range t.Records {
			if err := s.audit(tx, store.KindUnreached, "ozdesk", unreachedEvent{Unreached: u}); err != nil {
				return err
			}
		}
		if t.Count == len(t.Records) {
			return nil
		}
		return s.audit(tx, store.KindUnreached, "ozdesk", unreachedEvent{Refused: t.Count, Described: len(t.Records)})
	})
	if take == nil {
		if err != nil {
			return 0, fmt.Errorf("fold the asks that could not reach the store: %w", err)
		}
		return 0, nil
	}
	if derr := take.Done(err == nil); err == nil {
		err = derr
	}
	if err != nil {
		return 0, fmt.Errorf("fold the asks that could not reach the store: %w", err)
	}
	return take.Count, nil
}

// Unreached reads, for the desk, the refusals the side file holds, not
// folded into the trail yet (none for an etcd store, or a broker's
// client, which has none).
func (s *Service) Unreached() (store.UnreachedCount, error) {
	if s.st.Backend() != "bbolt" {
		return store.UnreachedCount{}, nil
	}
	return store.ReadUnreached(s.st.Path())
}

// unreachedSummary words a [store.KindUnreached] entry for the audit view.
func unreachedSummary(u unreachedEvent) AuditSummary {
	if u.Refused > 0 {
		return AuditSummary{Outcome: patterns.Refuse.String(), Text: fmt.Sprintf(
			"%d asks could not reach the store (its lock stayed busy) and were refused unqueued; %d described one by one, the rest only counted",
			u.Refused, u.Described)}
	}
	text := fmt.Sprintf("refused unqueued, the store's lock busy for more than %s (%s): agent %s, uid %d, pid %d, cwd %s: %s",
		u.Wait, u.Time.Format(time.RFC3339), u.Agent, u.UID, u.Pid, u.Cwd, u.Command)
	if u.Why != "" {
		// another deadline end (unreached_deadline.go): its asker's words
		text = fmt.Sprintf("refused at its deadline, %s after it asked (%s): %s: agent %s, uid %d, pid %d, cwd %s: %s",
			u.Wait, u.Time.Format(time.RFC3339), safetext.Escape(u.Why), u.Agent, u.UID, u.Pid, u.Cwd, u.Command)
	}
	if u.CommandBytes > len(u.Command) {
		text += fmt.Sprintf(" (%d bytes in all)", u.CommandBytes)
	}
	return AuditSummary{Outcome: patterns.Refuse.String(), Text: text}
}

// summarizeUnreached is [Summarize] of a [store.KindUnreached] entry.
func summarizeUnreached(e store.AuditEntry) (AuditSummary, bool) {
	var u unreachedEvent
	if e.Kind != store.KindUnreached || json.Unmarshal(e.Data, &u) != nil {
		return AuditSummary{}, false
	}
	return unreachedSummary(u), true
}
