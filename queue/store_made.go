package queue

import (
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// StoreMade reports whether st already holds a store, by opening a read
// transaction on it: nil when it does, an error wrapping
// [store.ErrNoStore] when nothing is there, or the store's own error. It
// never makes one. A broker checks this before it serves, so that a
// mistyped etcd prefix is refused rather than served empty.
func StoreMade(st *store.Store) error {
	if err := st.View(func(*store.Tx) error { return nil }); err != nil {
		return fmt.Errorf("queue: read %s: %w", st.Path(), err)
	}
	return nil
}
