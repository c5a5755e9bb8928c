//go:build !ozdesk_adapters

package store

import (
	"context"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// etcdWatchRetry is how long a broken watch waits before it starts
// again, and etcdWatchTick how often a watch signals anyway: a change
// made while the watch was down (etcd lost quorum, the broker was cut
// off) is read at the next tick at the latest.
const (
	etcdWatchRetry = 100 * time.Millisecond
	etcdWatchTick  = time.Second
)

// etcdWatch signals ch at every commit any broker makes to the store (each
// writes the fence), until ctx is done. The watch needs a leader: a member
// cut off from its cluster ends it, and it starts again, signalling once
// so the reader looks for what it missed.
func (s *Store) etcdWatch(ctx context.Context, ch chan struct{}) {
	// ch is closed when ctx ends: send only while it is still subscribed.
	signal := func() {
		s.subMu.Lock()
		defer s.subMu.Unlock()
		if _, ok := s.subs[ch]; !ok {
			return
		}
		select {
		case ch <- struct{}{}:
		default:
		}
	}
	tick := time.NewTicker(etcdWatchTick)
	defer tick.Stop()
	for ctx.Err() == nil {
		// Started again on a new stream when the members change, as
		// etcdWatchKey is.
		mctx, moved := s.etcd.members.watchContext(ctx)
		wctx, cancel := context.WithCancel(clientv3.WithRequireLeader(mctx))
		events := s.etcd.cli.Watch(wctx, s.etcd.prefix+"fence")
	watching:
		for {
			select {
			case <-ctx.Done():
				break watching
			case <-moved:
				break watching
			case <-tick.C:
				signal()
			case resp, ok := <-events:
				if !ok || resp.Err() != nil || resp.Canceled {
					break watching
				}
				signal()
			}
		}
		cancel()
		signal()
		select {
		case <-ctx.Done():
		case <-time.After(etcdWatchRetry):
		}
	}
}
