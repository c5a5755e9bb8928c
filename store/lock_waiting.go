package store

// LockWaiting reports whether an open of this Store is waiting now for
// the file lock another process holds (another desk compacting, a
// process holding the file open): a caller that draws can say it waits
// for the lock, not that the store is empty. It reads a counter and
// touches no file. It is false where bbolt waits for its own lock (not
// Unix) and for an etcd store.
func (s *Store) LockWaiting() bool { return s.waiting.Load() > 0 }
