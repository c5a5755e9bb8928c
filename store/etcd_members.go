//go:build !ozdesk_adapters

package store

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"google.golang.org/grpc/metadata"
)

// A member of the cluster that stops running without closing its
// connections (SIGSTOPped, a hung host, a path that drops every byte)
// leaves them open: the etcd client's balancer goes on sending it a
// share of the requests, and each waits, unanswered, until its keepalive
// gives the connection up (etcdKeepAliveTime + etcdKeepAliveTimeout,
// 20 s). A cluster with its quorum must go on answering meanwhile. So:
//
//   - each attempt of a transaction has a part of its budget
//     ([etcdAttemptContext]): one sent to such a member is given up, and
//     the transaction runs again (a commit is settled first, as any
//     commit whose answer was lost);
//   - an attempt that fails that way asks every member for its status,
//     each on a connection made for it ([etcdMembers.check]), and the
//     client's requests go to the members that answer only; the members
//     left out are asked again every etcdProbeEvery until they answer,
//     and go back in then;
//   - the node lease's keepalive is one stream, which may be on the
//     member that hangs: the lease is also renewed by a request of its
//     own every third of its TTL ([Store.renewNode]), one that fails
//     checks the members, and the next goes to one that answers; so
//     the node is not taken for dead and its asks abandoned;
//   - what that check found says why a transaction failed: which
//     members do not answer, and whether those that answer have a
//     leader (a quorum), instead of "unreachable or without quorum".

const (
	// etcdProbeTimeout bounds one member's answer to a status request.
	etcdProbeTimeout = time.Second
	// etcdProbeEvery is how often members left out are asked again.
	etcdProbeEvery = 2 * time.Second
	// etcdProbeFresh is how long a check's finding stands: a failure
	// within it does not ask the members again.
	etcdProbeFresh = 250 * time.Millisecond
	// etcdAttemptMin is the least time an attempt is given (its whole
	// budget when that is shorter).
	etcdAttemptMin = time.Second
)

// etcdAttemptContext gives one attempt of a transaction its share of
// what is left of ctx's time (etcdAttemptShare; never past ctx).
func etcdAttemptContext(ctx context.Context) (context.Context, context.CancelFunc) {
	dl, ok := ctx.Deadline()
	if !ok {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, etcdAttemptShare(time.Until(dl)))
}

// etcdAttemptShare is an attempt's share of left, the time a transaction
// has left: half of what remains once a check of the members is paid for
// (etcdProbeTimeout, the wait for the member that does not answer), and
// at least etcdAttemptMin (all of left when that is shorter). An attempt
// sent to a member that hangs is given up in time for the check and then
// another attempt as long as itself, on a member that answers. (It was
// two thirds of left: with the store's 5 s, 3.3 s on the frozen member
// and 1 s of check left 0.7 s for the next attempt, which a loaded host
// missed: TestEtcdFrozenMemberFleetCalls, TestEtcdAttemptShare.)
func etcdAttemptShare(left time.Duration) time.Duration {
	return max(0, min(left, max(etcdAttemptMin, (left-etcdProbeTimeout)/2)))
}

// attemptTimedOut reports an attempt's error that is its own time
// running out (the transaction's is not over): the request may have
// gone to a member that hangs.
func attemptTimedOut(ctx context.Context, err error) bool {
	return ctx.Err() == nil && (errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled))
}

// etcdMembers is what a store knows of its cluster's members (see above).
type etcdMembers struct {
	cli  *clientv3.Client
	all  []string       // every endpoint, as configured (with scheme)
	stop chan struct{}  // closed as the store closes
	once sync.Once      // closes stop once (a store may be closed twice)
	wg   sync.WaitGroup // the loop asking left-out members again
	mu   sync.Mutex     // one check at a time
	last memberCheck
	loop bool // the loop asking left-out members again runs
	// probeTimeout bounds one member's answer (etcdProbeTimeout; a
	// test makes it short to play a host too starved to hear back)
	probeTimeout time.Duration
	// moved is closed, and made anew, each time the members the
	// requests go to change; gen counts those times (guarded by mu).
	// Watches start again on a stream of their own then
	// ([etcdMembers.watchContext]).
	moved chan struct{}
	gen   uint64
	// progressAt is when a progress answer was last asked of the
	// watches' stream (unix ns; see requestProgress).
	progressAt atomic.Int64
}

// memberCheck is what one check found.
type memberCheck struct {
	at       time.Time
	silent   []string // members that did not answer
	leaderly []string // members that answer, with a leader
	leadless []string // members that answer, without a leader
}

func newEtcdMembers(cli *clientv3.Client) *etcdMembers {
	return &etcdMembers{cli: cli, all: slices.Clone(cli.Endpoints()), stop: make(chan struct{}), moved: make(chan struct{}),
		probeTimeout: etcdProbeTimeout}
}

// close stops the loop asking left-out members again.
func (m *etcdMembers) close() {
	m.once.Do(func() { close(m.stop) })
	m.wg.Wait()
}

// check asks every member for its status (unless a check just did) and
// sends the client's requests to those that answer (to all, when none
// does). It returns what it found. A cluster of one member is asked too:
// it has no other to send requests to, but what it answers says why a
// request failed ([etcdMembers.say]).
func (m *etcdMembers) check() memberCheck {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.all) == 0 || time.Since(m.last.at) < etcdProbeFresh || m.closed() {
		return m.last
	}
	type answer struct {
		ep     string
		ok     bool
		leader bool
	}
	answers := make([]answer, len(m.all))
	var wg sync.WaitGroup
	for i, ep := range m.all {
		wg.Go(func() {
			answers[i].ep = ep
			// A connection of its own to ep, made for the request: the
			// client's may be the one that hangs.
			ctx, cancel := context.WithTimeout(context.Background(), m.probeTimeout)
			defer cancel()
			st, err := m.cli.Status(ctx, ep)
			answers[i].ok = err == nil
			answers[i].leader = err == nil && st.Leader != 0
		})
	}
	wg.Wait()
	found := memberCheck{at: time.Now()}
	var up []string
	for _, a := range answers {
		switch {
		case !a.ok:
			found.silent = append(found.silent, a.ep)
		case a.leader:
			found.leaderly = append(found.leaderly, a.ep)
			up = append(up, a.ep)
		default:
			found.leadless = append(found.leadless, a.ep)
			up = append(up, a.ep)
		}
	}
	if len(up) == 0 {
		// Nobody answered: the cluster is down, this node cut off, or
		// this host too starved to hear back within probeTimeout. The
		// requests stay where they go (all members at first): a member
		// left out for hanging is not let back in on no evidence.
		up = m.cli.Endpoints()
	}
	if !slices.Equal(up, m.cli.Endpoints()) {
		m.cli.SetEndpoints(up...)
		close(m.moved)
		m.moved, m.gen = make(chan struct{}), m.gen+1
	}
	m.last = found
	if len(up) < len(m.all) && !m.loop && !m.closed() {
		m.loop = true
		m.wg.Go(m.askAgain)
	}
	return found
}

// closed reports that the store is closing.
func (m *etcdMembers) closed() bool {
	select {
	case <-m.stop:
		return true
	default:
		return false
	}
}

// askAgain checks the members every etcdProbeEvery while some are left
// out, so that they go back in once they answer.
func (m *etcdMembers) askAgain() {
	t := time.NewTicker(etcdProbeEvery)
	defer t.Stop()
	for {
		select {
		case <-m.stop:
			return
		case <-t.C:
		}
		m.check()
		m.mu.Lock()
		if len(m.cli.Endpoints()) == len(m.all) {
			m.loop = false
			m.mu.Unlock()
			return
		}
		m.mu.Unlock()
	}
}

// say says what the last check found, when it is no older than d: which
// members do not answer, and whether the cluster has a quorum; "" when
// there is no such check.
func (m *etcdMembers) say(d time.Duration) string {
	m.mu.Lock()
	f := m.last
	m.mu.Unlock()
	if f.at.IsZero() || time.Since(f.at) > d+etcdProbeTimeout {
		return ""
	}
	n := len(f.silent) + len(f.leaderly) + len(f.leadless)
	hosts := func(eps []string) string {
		out := make([]string, len(eps))
		for i, ep := range eps {
			_, out[i], _ = strings.Cut(ep, "://")
		}
		return strings.Join(out, ", ")
	}
	switch {
	case len(f.silent) == n:
		return fmt.Sprintf("no member of the cluster answers (%s): etcd is down, or this node is cut off from it (or this host too busy to hear back within %s)", hosts(f.silent), m.probeTimeout)
	case len(f.leaderly) == 0:
		s := fmt.Sprintf("the cluster has no quorum: %d of %d members answer (%s), with no leader", n-len(f.silent), n, hosts(f.leadless))
		if len(f.silent) > 0 {
			s += "; " + hosts(f.silent) + " do not answer"
		}
		return s
	case len(f.silent) > 0:
		return fmt.Sprintf("the cluster has a leader; %s do not answer, and requests go to %s", hosts(f.silent), hosts(append(f.leaderly, f.leadless...)))
	}
	return fmt.Sprintf("every member answers (%s) and the cluster has a leader: the request itself failed", hosts(f.leaderly))
}

// watchContext is ctx for a watch made now, and a channel closed when
// the members the requests go to change. A watch's stream stays on the
// connection it was opened on, even once its member is left out (the
// connection is closed only when its streams end, and one on a member
// that hangs never ends until the keepalive gives it up, 20 s): so a
// watch starts again when the channel closes, and the context names the
// members' generation (gRPC metadata, which etcd's client groups
// watches by), so that the new watch opens a new stream, on a member
// that answers, rather than join the old one.
func (m *etcdMembers) watchContext(ctx context.Context) (context.Context, <-chan struct{}) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return metadata.AppendToOutgoingContext(ctx, "ozdesk-members", strconv.FormatUint(m.gen, 10)), m.moved
}

// requestProgress asks the stream of the watch whose context is wctx for
// a progress answer, which etcd sends to every watch on the stream: the
// watches of a store share one stream (one per generation of members),
// so the store asks at most once per half [etcdWatchProbe], whichever
// watch's turn it is. A stream on a member that hangs answers nothing.
func (m *etcdMembers) requestProgress(wctx context.Context) {
	now := time.Now().UnixNano()
	last := m.progressAt.Load()
	if now-last < int64(etcdWatchProbe/2) || !m.progressAt.CompareAndSwap(last, now) {
		return
	}
	ctx, cancel := context.WithTimeout(wctx, etcdAttemptMin)
	defer cancel()
	_ = m.cli.RequestProgress(ctx)
}
