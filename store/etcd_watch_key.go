//go:build !ozdesk_adapters

package store

import (
	"context"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// etcdKeyTick is how often a key's watch signals anyway, as a safety
// net: the watch itself resumes from the revision after the last one it
// saw, so it misses no write even across a lost leader.
const etcdKeyTick = 10 * time.Second

// etcdWatchProbe is how often a store asks its watches' stream for a
// progress answer ([etcdMembers.requestProgress]), and a watch that
// heard nothing since the last ask (and a second more) has the members
// checked: a stream on a member that hangs answers nothing, and would
// otherwise wait for the keepalive (20 s) or the tick above (10 s).
const etcdWatchProbe = 2 * time.Second

// etcdWatchAsk is [Store.etcdWatchKey] on the key of the ask with the
// stored ID id.
func (s *Store) etcdWatchAsk(ctx context.Context, id string, ch chan struct{}) {
	s.etcdWatchKey(ctx, s.etcd.prefix+"k/"+bucketAsks+"/"+id, ch)
}

// etcdWatchKey signals ch at every write to the one key (its put or its
// delete), by any broker, until ctx is done; then it closes ch. Unlike
// [Store.etcdWatch] it is not woken by the fleet's other commits: a
// broker with many waiting asks gets one signal per change to each, not
// one per commit per waiter.
//
// It signals once as soon as the watch is in place, so that a reader who
// read the key before that reads it again: a write between the two is
// not lost. A watch that breaks (etcd lost its leader, the broker was cut
// off) starts again from the revision after the last it saw; if etcd
// compacted past that, from now, with the same first signal. So does a
// watch when the members the store's requests go to change
// ([etcdMembers.watchContext]): its stream may be on a member that hangs.
//
// keyOpts widen the key (clientv3.WithPrefix: every key under it).
func (s *Store) etcdWatchKey(ctx context.Context, key string, ch chan struct{}, keyOpts ...clientv3.OpOption) {
	defer close(ch)
	signal := func() {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
	tick := time.NewTicker(etcdKeyTick)
	defer tick.Stop()
	probe := time.NewTicker(etcdWatchProbe)
	defer probe.Stop()
	var next int64 // the revision to resume from; 0 starts afresh
	for ctx.Err() == nil {
		heard := time.Now() // the last answer on the watch's stream
		mctx, moved := s.etcd.members.watchContext(ctx)
		wctx, cancel := context.WithCancel(clientv3.WithRequireLeader(mctx))
		opts := append([]clientv3.OpOption{clientv3.WithCreatedNotify()}, keyOpts...)
		if next > 0 {
			opts = append(opts, clientv3.WithRev(next))
		}
		events := s.etcd.cli.Watch(wctx, key, opts...)
	watching:
		for {
			select {
			case <-ctx.Done():
				break watching
			case <-moved:
				// A member was left out (or is back): start again, from
				// the revision after the last seen, on a new stream.
				break watching
			case <-tick.C:
				signal()
			case <-probe.C:
				// A stream silent past a probe's answer may be on a
				// member that hangs: the members' check leaves it out,
				// and the watch starts again on another (moved).
				if time.Since(heard) > etcdWatchProbe+etcdAttemptMin {
					s.etcd.members.check()
				}
				s.etcd.members.requestProgress(wctx)
			case resp, ok := <-events:
				heard = time.Now()
				if !ok || resp.Canceled || resp.Err() != nil {
					if resp.CompactRevision > 0 {
						next = 0 // the history is gone: start afresh
					}
					break watching
				}
				if resp.Created && next == 0 {
					// Watching from the revision after the one it began at.
					next = resp.Header.Revision + 1
					signal()
				}
				if n := len(resp.Events); n > 0 {
					next = resp.Events[n-1].Kv.ModRevision + 1
					signal()
				}
			}
		}
		cancel()
		select {
		case <-ctx.Done():
		case <-time.After(etcdWatchRetry):
		}
	}
}
