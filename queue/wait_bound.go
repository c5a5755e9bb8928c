package queue

import (
	"errors"
	"fmt"
	"time"

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
	if !cur.Created.Equal(b.created) || SeenSum(cur) != b.sum {
		return fmt.Errorf("ask %s now names another command (asked %s): %w",
			ShortID(cur.ID), stamp(cur.Created), ErrStoreReplaced)
	}
	return nil
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
		return store.Ask{}, StoreMark{}, fmt.Errorf("get ask %s: %w", id, err)
	}
	return a, mark, nil
}
