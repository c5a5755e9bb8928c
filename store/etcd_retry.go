//go:build !ozdesk_adapters

package store

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"go.etcd.io/etcd/api/v3/v3rpc/rpctypes"
	clientv3 "go.etcd.io/etcd/client/v3"
	"go.etcd.io/raft/v3"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

// An etcd cluster that keeps its quorum still answers some requests with
// an error that passes: its leader changed during a read ("leader
// changed"), an election is under way ("no leader"), a request timed out
// inside the cluster, or the connection to one member dropped. The store
// does not fail a transaction on such an error while its timeout has time
// left: it runs the transaction again, a moment later. A read is always
// safe to run again. A commit whose answer was lost may or may not have
// taken effect; the store settles that first ([Store.etcdSettle]) and runs
// the transaction again only when it is sure the first attempt never will.
//
// Each store keeps one marker key for that, P w/ID (ID random to the
// process), which every commit of the store writes with its fence number
// and the time, "FENCE UNIXMS": the store's commits are serialised within
// the process, so the marker's fence names the store's last commit.
//
// A store deletes its marker as it closes; one whose broker was killed
// stays behind. The broker leading the fleet's sweep deletes a marker
// whose time is [MarkerGrace] past ([Store.SweepMarkers]). A marker is
// read only to settle its own store's last commit, within seconds of it,
// and every commit writes it again; so deleting the marker of a live
// store that has not committed for that long changes nothing, and the
// delete fails if the marker was written after it was read. A marker
// of the layout before markers held their time is stamped with the
// time the sweep first reads it, and goes MarkerGrace after that.
const markerDir = "w/"

// MarkerGrace is how long after its last commit a store's marker is kept
// before the fleet's sweep deletes it (see above): far longer than any
// store's retries (at most [MaxLockWait]) and than the nodes' clocks
// differ.
const MarkerGrace = 10 * time.Minute

// markerValue is the marker a commit writes: its fence number and when.
func markerValue(fence string, now time.Time) string {
	return fence + " " + strconv.FormatInt(now.UnixMilli(), 10)
}

// markerFence reads a marker's fence number (a marker written before
// markers held their time is the number alone).
func markerFence(v []byte) string {
	fence, _, _ := strings.Cut(string(v), " ")
	return fence
}

// markerTime reads when a marker was written; ok is false for a marker
// that does not say (written before markers held their time).
func markerTime(v []byte) (time.Time, bool) {
	_, ms, found := strings.Cut(string(v), " ")
	n, err := strconv.ParseInt(ms, 10, 64)
	if !found || err != nil || n <= 0 {
		return time.Time{}, false
	}
	return time.UnixMilli(n), true
}

// SweepMarkers deletes the markers of stores that have not committed for
// [MarkerGrace]: those of brokers that were killed (a broker that stops
// deletes its own). A marker that says no time (written before markers
// held it) is stamped with the sweep's time, its fence kept, and so goes
// MarkerGrace later. It returns how many it deleted. One broker of the fleet runs it (the one
// leading the sweep); on a file store it does nothing.
func (s *Store) SweepMarkers() (int, error) {
	if s.etcd == nil {
		return 0, nil
	}
	// One budget for the sweep (the store's timeout), each request in
	// it tried as a transaction's is (etcdCall).
	ctx, cancel := context.WithTimeout(context.Background(), s.timeout)
	defer cancel()
	cli, dir := s.etcd.cli, s.etcd.prefix+markerDir
	var resp *clientv3.GetResponse
	if err := s.etcdCall(ctx, "list the commit markers", func(ctx context.Context) (err error) {
		resp, err = cli.Get(ctx, dir, clientv3.WithPrefix())
		return err
	}); err != nil {
		return 0, err
	}
	now := s.now()
	removed := 0
	for _, kv := range resp.Kvs {
		at, ok := markerTime(kv.Value)
		if !ok {
			// Written before markers held their time: stamp it with
			// now, keeping its fence (all a settle reads), so that it
			// goes MarkerGrace from now unless its store commits again.
			if err := s.etcdCall(ctx, "stamp the commit marker "+string(kv.Key), func(ctx context.Context) error {
				return stampMarkerIf(ctx, cli, string(kv.Key), kv.ModRevision, markerValue(markerFence(kv.Value), now))
			}); err != nil {
				return removed, err
			}
			continue
		}
		if now.Before(at.Add(MarkerGrace)) {
			continue
		}
		// Sent again after it took effect, the delete fails its compare:
		// the marker is gone either way, counted or not.
		var gone bool
		if err := s.etcdCall(ctx, "sweep the commit marker "+string(kv.Key), func(ctx context.Context) (err error) {
			gone, err = dropMarkerIf(ctx, cli, string(kv.Key), kv.ModRevision)
			return err
		}); err != nil {
			return removed, err
		}
		if gone {
			removed++
		}
	}
	return removed, nil
}

// stampMarkerIf writes value to marker key if it is still as read
// (modRev): a commit after the read wins.
func stampMarkerIf(ctx context.Context, cli *clientv3.Client, key string, modRev int64, value string) error {
	_, err := cli.Txn(ctx).
		If(clientv3.Compare(clientv3.ModRevision(key), "=", modRev)).
		Then(clientv3.OpPut(key, value)).Commit()
	return err
}

// dropMarkerIf deletes marker key if it is still as read (modRev): a
// commit after the read keeps it.
func dropMarkerIf(ctx context.Context, cli *clientv3.Client, key string, modRev int64) (bool, error) {
	resp, err := cli.Txn(ctx).
		If(clientv3.Compare(clientv3.ModRevision(key), "=", modRev)).
		Then(clientv3.OpDelete(key)).Commit()
	if err != nil {
		return false, err
	}
	return resp.Succeeded, nil
}

// etcdTransient reports an error of etcd's that passes while the
// cluster has a quorum (see above). ctx ending is not one: the store's
// time is up.
func etcdTransient(ctx context.Context, err error) bool {
	if err == nil || ctx.Err() != nil || errors.Is(err, ErrCorrupt) || errors.Is(err, ErrInvalid) || etcdNoSpace(err) {
		return false
	}
	if proposalDropped(err) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		// A context's end that is not ctx's is an attempt's own
		// (etcdAttemptContext): it may have gone to a member that hangs.
		return true
	}
	var ee rpctypes.EtcdError
	if errors.As(rpctypes.Error(err), &ee) {
		return ee.Code() == codes.Unavailable || ee.Code() == codes.DeadlineExceeded || ee.Code() == codes.ResourceExhausted
	}
	switch status.Code(err) {
	case codes.Unavailable, codes.DeadlineExceeded, codes.Aborted:
		return true
	}
	return false
}

// etcdNotSent reports a commit error that says the cluster refused the
// request before proposing it: it never takes effect.
func etcdNotSent(err error) bool {
	e := rpctypes.Error(err)
	return etcdNoSpace(err) || errors.Is(e, rpctypes.ErrNoLeader) || errors.Is(e, rpctypes.ErrTooManyRequests) ||
		errors.Is(e, rpctypes.ErrLeaderChanged) || errors.Is(e, rpctypes.ErrNotCapable) || proposalDropped(err)
}

// proposalDropped reports raft's refusal of a proposal (a leader handing
// over its leadership drops every proposal meanwhile): it was never in
// the log, and passes once the new leader leads. etcd sends it with no
// code of its own, so it is known by its words.
func proposalDropped(err error) bool {
	return rpctypes.ErrorDesc(err) == raft.ErrProposalDropped.Error()
}

// etcdPause waits a moment before attempt (from 0) runs again: a few
// milliseconds, growing to a quarter of a second, with jitter. It
// reports false when ctx ended first.
func etcdPause(ctx context.Context, attempt int) bool {
	d := time.Duration(min(250, 5<<min(attempt, 6))) * time.Millisecond
	d = d/2 + rand.N(d/2+1)
	select {
	case <-ctx.Done():
		return false
	case <-time.After(d):
		return true
	}
}

// markerKey is this store's marker (see above).
func (e *etcdBackend) markerKey() string { return e.prefix + markerDir + e.id }

// etcdSettle learns whether t's commit, whose answer was lost, took
// effect. It makes sure that it never will if it has not: it rewrites
// the fence (same value) when no commit followed t's read, which fails
// t's compare-and-set should its request still arrive. Otherwise a commit
// followed, and the marker says whether it was t's. It asks until ctx
// ends.
func (s *Store) etcdSettle(ctx context.Context, t *etcdTx) (committed bool, err error) {
	fence := s.etcd.prefix + "fence"
	for attempt := 0; ; attempt++ {
		actx, cancel := etcdAttemptContext(ctx)
		resp, err := s.etcd.cli.Txn(actx).
			If(clientv3.Compare(clientv3.ModRevision(fence), "<", t.rev+1)).
			Then(clientv3.OpPut(fence, strconv.FormatUint(t.commits, 10))).
			Else(clientv3.OpGet(s.etcd.markerKey())).Commit()
		cancel()
		if err == nil {
			if resp.Succeeded {
				return false, nil
			}
			kvs := resp.Responses[0].GetResponseRange().Kvs
			return len(kvs) == 1 && markerFence(kvs[0].Value) == strconv.FormatUint(t.commits+1, 10), nil
		}
		if !s.etcdRetry(ctx, err, attempt) {
			return false, fmt.Errorf("%w: %w", ErrInDoubt, err)
		}
	}
}

// dropMarker deletes the store's marker, as the store closes.
func (e *etcdBackend) dropMarker() {
	ctx, cancel := context.WithTimeout(context.Background(), etcdDropTimeout)
	defer cancel()
	_, _ = e.cli.Delete(ctx, e.markerKey())
}

// etcdNoSpace reports etcd's refusal of a write at its NOSPACE alarm
// (its database at its quota): the write was not made, and it does not
// pass until an operator frees space and disarms the alarm (rt18g 9).
func etcdNoSpace(err error) bool {
	return errors.Is(rpctypes.Error(err), rpctypes.ErrNoSpace)
}
