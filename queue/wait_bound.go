package queue

import (
	"errors"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// ErrStoreReplaced is the error of a wait whose store file now holds
// another store, or whose ask's ID now names another ask: a decision
// read there is not the decision on the ask that waits, so the waiter is
// refused (failed closed, as for a store that cannot be read).
var ErrStoreReplaced = errors.New("the store was replaced while the ask waited in it")

// waitBinding is what a wait knows of the ask it waits on: the mark of the
// store it first read it in, and the ask's time and sum. Every later read
// must find the same, or the wait fails closed (rt17k 1: a store renamed
// over the file held a pending ask under the same ID, and its approval
// released a command nobody approved).
type waitBinding struct {
	mark    StoreMark
	created time.Time
	sum     string
}

// bindWait binds a wait to the ask a made.
func bindWait(a store.Ask) *waitBinding {
	return &waitBinding{created: a.Created, sum: SeenSum(a)}
}

// check refuses cur, read in the store marked mark, when it is not the
// ask the wait was bound to, or the store is not the one it was first
// read in.
func (b *waitBinding) check(cur store.Ask, mark StoreMark) error {
	if b.mark.IsZero() {
		b.mark = mark
	} else if !b.mark.Same(mark) {
		return fmt.Errorf("ask %s: another store (made %s) is in the file's place: %w",
			ShortID(cur.ID), stamp(mark.Made), ErrStoreReplaced)
	}
	return AskIdentity{Created: b.created, Sum: b.sum}.Check(cur)
}

// getBound reads ask id and the mark of the store it is read in, in one
// transaction.
func (s *Service) getBound(id string) (store.Ask, StoreMark, error) {
	var (
		a    store.Ask
		mark StoreMark
	)
	err := s.st.View(func(tx *store.Tx) error {
		var err error
		if a, err = tx.GetAsk(id); err != nil {
			return err
		}
		mark, err = storeMarkTx(tx)
		return err
	})
	if err != nil {
		if errors.Is(err, store.ErrNotFound) { // "get ask 4: not found", the ask named once
			return store.Ask{}, StoreMark{}, fmt.Errorf("get %w", err)
		}
		return store.Ask{}, StoreMark{}, fmt.Errorf("get ask %s: %w", ShortID(id), err)
	}
	return a, mark, nil
}

// AskIdentity is what an asker knows of the ask it made, beyond its ID:
// its time and the sum of its agent, directory and command ([SeenSum]).
// A wait through the broker sends it, so that the broker binds the wait
// to the ask the asker made, not to whatever the ID names in the store
// the broker reads when the wait starts.
type AskIdentity struct {
	Created time.Time `json:"created"`
	Sum     string    `json:"sum"`
}

// IdentityOf is the identity of ask a.
func IdentityOf(a store.Ask) AskIdentity {
	return AskIdentity{Created: a.Created, Sum: SeenSum(a)}
}

// Check refuses cur, the ask read under the ID the asker waits on, when
// it is not the ask of this identity: another store is in the file's
// place, or the ID names another command ([ErrStoreReplaced]).
func (id AskIdentity) Check(cur store.Ask) error {
	if !cur.Created.Equal(id.Created) || SeenSum(cur) != id.Sum {
		return fmt.Errorf("ask %s now names another command (asked %s): %w",
			ShortID(cur.ID), stamp(cur.Created), ErrStoreReplaced)
	}
	return nil
}

// vanishedError is why a wait on ask id refuses when the ask is no
// longer in the store: it holds the store as it was before the ask (an
// older copy put back), or another store without it.
func vanishedError(id string) error {
	return fmt.Errorf("ask %s is no longer in the store it waited in (put back from an older copy, or another store in its place): %w",
		ShortID(id), ErrStoreReplaced)
}

// RefuseReplaced is the answer to a wait on a whose ask is not the one
// the asker made (err wraps [ErrStoreReplaced]): a refusal, failed
// closed, as [Service.Wait] answers.
func RefuseReplaced(a *Answer, err error) *Answer {
	out := *a
	out.Outcome, out.Rule = patterns.Refuse, "ozdesk"
	out.Reason = fmt.Sprintf("%s (%v)", replacedWhy, err)
	out.Unavailable = err
	return &out
}

// replacedWhy is why a wait whose store was replaced refuses.
const replacedWhy = "refused: the store it waited in was replaced, so its decision is not this command's"
