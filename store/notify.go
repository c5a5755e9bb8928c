package store

import "context"

// Notify signals every write this [Store] value commits, in this process,
// until ctx is done (then the channel is closed). Like [Watch], it is
// level-triggered: the channel holds at most one signal. On a file it
// sees no other process's writes: it is for a process that alone writes
// the store (the broker), where it replaces the file watch at no cost. On
// etcd it signals every broker's writes (see [Store.etcdWatch]).
func (s *Store) Notify(ctx context.Context) <-chan struct{} {
	ch := make(chan struct{}, 1)
	s.subMu.Lock()
	if s.subs == nil {
		s.subs = map[chan struct{}]struct{}{}
	}
	s.subs[ch] = struct{}{}
	s.subMu.Unlock()
	if s.etcd != nil {
		go s.etcdWatch(ctx, ch)
	}
	context.AfterFunc(ctx, func() {
		s.subMu.Lock()
		delete(s.subs, ch)
		s.subMu.Unlock()
		close(ch)
	})
	return ch
}

// committed signals the subscribers of [Store.Notify].
func (s *Store) committed() {
	s.subMu.Lock()
	defer s.subMu.Unlock()
	for ch := range s.subs {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
}

// NotifyAsk signals changes to the ask with the ID (in any form
// [ParseAskID] reads) until ctx is done (then the channel is closed),
// level-triggered like [Store.Notify]. On etcd it watches that ask's own
// key, so that a broker's waiting asks are woken only by their own
// decisions, not by every commit in the fleet; it also signals once as
// soon as the watch is in place (read the ask again then). On a file it
// is [Store.Notify].
func (s *Store) NotifyAsk(ctx context.Context, id string) <-chan struct{} {
	key, err := ParseAskID(id)
	if s.etcd == nil || err != nil {
		return s.Notify(ctx)
	}
	ch := make(chan struct{}, 1)
	go s.etcdWatchAsk(ctx, key, ch)
	return ch
}
