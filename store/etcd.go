//go:build !ozdesk_adapters

package store

import (
	"cmp"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"strings"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.uber.org/zap"
)

// A broker pings its connection to etcd every etcdKeepAliveTime and
// drops it when no answer comes within etcdKeepAliveTimeout; every
// request on it then fails. On a busy host a process may not run for
// seconds: a short timeout (it was 2 s) then drops a sound connection,
// and every ask on it fails closed. Five seconds is etcd's own floor for
// a client's pings (--grpc-keepalive-min-time); a member that is gone
// breaks the connection at once anyway, and one that hangs is left
// after 15 s (each request still fails closed within the store's
// timeout meanwhile).
const (
	etcdKeepAliveTime    = 5 * time.Second
	etcdKeepAliveTimeout = 15 * time.Second
)

// etcdBackend is a store's connection to its etcd cluster.
type etcdBackend struct {
	cli    *clientv3.Client
	prefix string // the keys' prefix, ending in "/"
	maxOps int
	lead   etcdLead // what this broker leads in the fleet (see [Store.Leads])
	node   etcdNode // this broker's node lease (see [Store.KeepNode])
	id     string   // names this store's marker (see etcd_retry.go)
	// members says which members answer, and sends requests to those
	// (see etcd_members.go).
	members *etcdMembers
}

// OpenEtcd returns a store kept in an etcd cluster under cfg.Prefix. It
// connects lazily: a cluster that cannot be reached makes each
// transaction fail with [ErrUnavailable] after the store's timeout
// ([WithLockTimeout]), and the next one tries again. Close it when done.
func OpenEtcd(cfg EtcdConfig, opts ...Option) (*Store, error) {
	if len(cfg.Endpoints) == 0 {
		return nil, errors.New("etcd store: no endpoints")
	}
	if cfg.DialTimeout <= 0 {
		cfg.DialTimeout = 2 * time.Second
	}
	if cfg.MaxTxnOps <= 0 {
		cfg.MaxTxnOps = DefaultMaxTxnOps
	}
	if cfg.NodeTTL <= 0 {
		cfg.NodeTTL = DefaultNodeTTL
	}
	scheme := "http"
	if cfg.TLS != nil {
		scheme = "https"
	}
	eps := make([]string, len(cfg.Endpoints))
	for i, e := range cfg.Endpoints {
		eps[i] = scheme + "://" + e
	}
	cli, err := clientv3.New(clientv3.Config{
		Endpoints:            eps,
		DialTimeout:          cfg.DialTimeout,
		DialKeepAliveTime:    etcdKeepAliveTime,
		DialKeepAliveTimeout: etcdKeepAliveTimeout,
		TLS:                  cfg.TLS,
		Logger:               zap.NewNop(),
		AutoSyncInterval:     0,
	})
	if err != nil {
		return nil, fmt.Errorf("etcd store: %w", err)
	}
	addr := EtcdScheme + strings.Join(cfg.Endpoints, ",") + "/" + cfg.Prefix
	s := New(addr, opts...)
	s.etcd = &etcdBackend{cli: cli, prefix: cfg.Prefix + "/", maxOps: cfg.MaxTxnOps,
		node: etcdNode{ttl: cfg.NodeTTL}, id: fmt.Sprintf("%016x", rand.Uint64()),
		members: newEtcdMembers(cli)}
	return s, nil
}

// Close ends the store's connection to etcd; a file store holds nothing
// open, and Close does nothing.
func (s *Store) Close() error {
	if s.etcd == nil {
		return nil
	}
	s.etcd.closeLead()
	s.etcd.closeNode()
	s.etcd.dropMarker()
	s.etcd.members.close()
	return s.etcd.cli.Close()
}

// Backend names where the store lives: "bbolt" (a file) or "etcd".
func (s *Store) Backend() string {
	if s.etcd != nil {
		return "etcd"
	}
	return "bbolt"
}

// etcdUnavailable wraps a failure to reach etcd as [ErrUnavailable].
func (s *Store) etcdUnavailable(err error) error {
	return s.etcdUnavailableWithin(s.timeout, err)
}

// etcdUnavailableWithin is [Store.etcdUnavailable] after trying for d.
func (s *Store) etcdUnavailableWithin(d time.Duration, err error) error {
	if errors.Is(err, ErrCorrupt) || errors.Is(err, ErrInvalid) {
		return fmt.Errorf("store %s: %w", s.path, err)
	}
	if etcdNoSpace(err) {
		// The cluster answered, at once: it is full, not away.
		return fmt.Errorf("store %s: %w: %w: nothing was written; free space, then disarm the alarm: compact (etcdctl compact), "+
			"defragment each member (etcdctl defrag), then etcdctl alarm disarm (docs/fleet.md, \"Database quota\"): %w",
			s.path, ErrUnavailable, ErrNoSpace, err)
	}
	// Say why, as the last check of the members found it: which do not
	// answer, and whether the cluster has a quorum (etcd_members.go).
	why := ""
	if s.etcd != nil {
		if why = s.etcd.members.say(d); why == "" {
			// No check yet (a one-shot CLI's first request, or a
			// cluster of one): ask the members now, within
			// etcdProbeTimeout, so that the error says why.
			s.etcd.members.check()
			why = s.etcd.members.say(d)
		}
	}
	if why == "" {
		why = "etcd unreachable or without quorum"
	}
	return fmt.Errorf("store %s: %w (%s; tried for %s): %w", s.path, ErrUnavailable, why, d.Round(time.Millisecond), err)
}

// etcdBudget bounds one transaction's attempts: until ctx's deadline
// when it has one (the caller's, an ask's), else for the store's
// timeout; never past ctx. It returns the context and how long that is.
func (s *Store) etcdBudget(ctx context.Context) (context.Context, context.CancelFunc, time.Duration) {
	if dl, ok := ctx.Deadline(); ok {
		c, cancel := context.WithCancel(ctx)
		return c, cancel, max(0, time.Until(dl))
	}
	c, cancel := context.WithTimeout(ctx, s.timeout)
	return c, cancel, s.timeout
}

// etcdUpdate is [Store.UpdateContext] on etcd: the function runs on the
// state at one revision and its writes commit only if no other writer
// committed since; if one did, it runs again, within the budget
// ([Store.etcdBudget]). An error of etcd's that passes runs it again too
// (see etcd_retry.go).
func (s *Store) etcdUpdate(ctx context.Context, fn func(*Tx) error) (err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ctx, cancel, budget := s.etcdBudget(ctx)
	defer cancel()
	unavailable := func(err error) error { return s.etcdUnavailableWithin(budget, err) }
	for attempt := 0; ; attempt++ {
		again, err := s.etcdUpdateAttempt(ctx, fn, attempt, budget, unavailable)
		if !again {
			return err
		}
	}
}

// etcdUpdateAttempt is one attempt of [Store.etcdUpdate], within its
// part of the budget (etcdAttemptContext): again says to run it again.
func (s *Store) etcdUpdateAttempt(ctx context.Context, fn func(*Tx) error, attempt int, budget time.Duration, unavailable func(error) error) (again bool, err error) {
	actx, cancel := etcdAttemptContext(ctx)
	defer cancel()
	t, err := beginEtcd(actx, s.etcd.cli, s.etcd.prefix, true)
	if err != nil {
		if s.etcdRetry(ctx, err, attempt) {
			return true, nil
		}
		return false, unavailable(err)
	}
	t.budget = budget
	err = s.etcdRun(t, fn, true)
	if t.err != nil && s.etcdRetry(ctx, t.err, attempt) {
		return true, nil // a read failed: nothing was written
	}
	if err != nil {
		return false, err
	}
	if s.etcd.node.left.Load() {
		// The broker left its node (LeaveNode): nothing is sent.
		return false, fmt.Errorf("store %s: %w: the broker gave up its node lease (it no longer believes the store)", s.path, ErrLeaseLapsed)
	}
	err = t.commit(s.etcd.maxOps, s.etcd.markerKey(), s.etcd.node.fence())
	var lost *lostError
	switch {
	case err == nil:
		s.committed()
		return false, nil
	case errors.Is(err, ErrLeaseLapsed):
		// Fenced: this broker's lease is gone. Its next keep of the
		// node takes a lease again, or finds its name taken and stops.
		s.etcd.node.fenced()
		return false, fmt.Errorf("store %s: %w", s.path, err)
	case errors.Is(err, errConflict):
		// Another broker won: run again on what it wrote, after a
		// moment that keeps two losers from meeting again.
		select {
		case <-ctx.Done():
			return false, unavailable(fmt.Errorf("gave up after %d conflicting writers: %w", attempt+1, ctx.Err()))
		case <-time.After(time.Duration(rand.IntN(2+attempt)) * time.Millisecond):
		}
		return true, nil
	case !errors.As(err, &lost) || etcdNotSent(lost.err):
		// Not sent, or refused before it was proposed: it never
		// takes effect.
		t.dropApart()
		if lost != nil {
			err = lost.err
		}
		if s.etcdRetry(ctx, err, attempt) {
			return true, nil
		}
		return false, unavailable(err)
	}
	// The answer was lost: the commit may have taken effect. If the
	// member it went to hangs, the settling must go elsewhere.
	if attemptTimedOut(ctx, lost.err) {
		s.etcd.members.check()
	}
	done, serr := s.settleWithin(ctx, t)
	switch {
	case serr != nil:
		return false, unavailable(fmt.Errorf("%w (after %w)", serr, lost.err))
	case done:
		s.committed()
		return false, nil
	}
	t.dropApart()
	if !etcdPause(ctx, attempt) {
		return false, unavailable(lost.err)
	}
	return true, nil
}

// etcdRetry reports whether an attempt that failed with err runs again:
// an error of etcd's that passes (etcdTransient), with time left after
// a pause. The members are checked first (etcd_members.go), so that the
// next attempt goes to one that answers.
func (s *Store) etcdRetry(ctx context.Context, err error, attempt int) bool {
	if !etcdTransient(ctx, err) {
		return false
	}
	s.etcd.members.check()
	return etcdPause(ctx, attempt)
}

// settleWithin is [Store.etcdSettle] within ctx's deadline, or for
// [etcdDropTimeout] when that is longer: knowing whether a write took
// effect is worth a moment past the deadline.
func (s *Store) settleWithin(ctx context.Context, t *etcdTx) (bool, error) {
	d := etcdDropTimeout
	if dl, ok := ctx.Deadline(); ok {
		d = max(d, time.Until(dl))
	}
	sctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	return s.etcdSettle(sctx, t)
}

// etcdView is [Store.view] on etcd, within ctx as etcdUpdate is: one read at one revision, made again
// on an error of etcd's that passes.
func (s *Store) etcdView(ctx context.Context, fn func(*Tx) error) error {
	s.mu.RLock()
	defer s.mu.RUnlock()
	ctx, cancel, budget := s.etcdBudget(ctx)
	defer cancel()
	for attempt := 0; ; attempt++ {
		again, err := s.etcdViewAttempt(ctx, fn, attempt, budget)
		if !again {
			return err
		}
	}
}

// etcdViewAttempt is one attempt of [Store.etcdView], within its part of
// the budget (etcdAttemptContext): again says to run it again.
func (s *Store) etcdViewAttempt(ctx context.Context, fn func(*Tx) error, attempt int, budget time.Duration) (again bool, err error) {
	actx, cancel := etcdAttemptContext(ctx)
	defer cancel()
	t, err := beginEtcd(actx, s.etcd.cli, s.etcd.prefix, false)
	if err != nil {
		if s.etcdRetry(ctx, err, attempt) {
			return true, nil
		}
		return false, s.etcdUnavailableWithin(budget, err)
	}
	t.budget = budget
	err = s.etcdRun(t, fn, false)
	if t.err != nil && s.etcdRetry(ctx, t.err, attempt) {
		return true, nil
	}
	return false, err
}

// etcdRun runs fn in the transaction t, schema first. A failure to reach
// etcd during it wins over what fn made of the missing reads.
func (s *Store) etcdRun(t *etcdTx, fn func(*Tx) error, write bool) (err error) {
	tx := &Tx{kv: t, now: s.now, path: s.path, spoolBytes: s.spoolBytes, floor: &s.floor}
	defer func() {
		if t.err != nil {
			err = s.etcdUnavailableWithin(cmp.Or(t.budget, s.timeout), t.err)
		}
	}()
	defer recoverFault(&err, s.path, debug.SetPanicOnFault(true))
	if !write {
		if err := tx.checkSchema(); err != nil {
			return err
		}
		return fn(tx)
	}
	if s.noCreate {
		v, err := tx.schemaVersion()
		if err != nil {
			return err
		}
		if v == 0 && t.err == nil {
			return fmt.Errorf("no store at %s: %w (an operator makes it: 'ozdesk serve --init')", s.path, ErrNoStore)
		}
	}
	if err := tx.prepareSchema(); err != nil {
		return err
	}
	return fn(tx)
}

// etcdInit is [Store.Init] on etcd.
func (s *Store) etcdInit() (bool, error) {
	err := s.View(func(*Tx) error { return nil })
	made := errors.Is(err, ErrNoStore)
	if err != nil && !made {
		return false, err
	}
	if err := s.Update(func(*Tx) error { return nil }); err != nil {
		return false, err
	}
	return made, nil
}

// etcdSize is the size of the cluster's database, as the first member
// that answers reports it.
func (s *Store) etcdSize() (int64, error) {
	ctx, cancel := context.WithTimeout(context.Background(), s.timeout)
	defer cancel()
	var errs []error
	for _, ep := range s.etcd.cli.Endpoints() {
		// Each member within a part of what is left: one that hangs
		// leaves time for the next.
		actx, acancel := etcdAttemptContext(ctx)
		st, err := s.etcd.cli.Status(actx, ep)
		acancel()
		if err == nil {
			return st.DbSize, nil
		}
		errs = append(errs, err)
	}
	return 0, s.etcdUnavailable(errors.Join(errs...))
}

// EtcdTLS builds the TLS a broker reaches its cluster with: the cluster's
// CA (caFile) and the broker's client certificate and key. Any one set
// needs the others that make sense with it: a certificate needs its key.
// All three empty is no TLS (nil).
func EtcdTLS(caFile, certFile, keyFile string) (*tls.Config, error) {
	if caFile == "" && certFile == "" && keyFile == "" {
		return nil, nil
	}
	if (certFile == "") != (keyFile == "") {
		return nil, errors.New("etcd TLS: a client certificate needs its key, and a key its certificate (give --etcd-cert and --etcd-key together)")
	}
	cfg := &tls.Config{MinVersion: tls.VersionTLS12}
	if caFile != "" {
		pem, err := os.ReadFile(caFile)
		if err != nil {
			return nil, fmt.Errorf("etcd TLS: the cluster's CA: %w", err)
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return nil, fmt.Errorf("etcd TLS: %s holds no PEM certificate", caFile)
		}
		cfg.RootCAs = pool
	}
	if certFile != "" {
		cert, err := tls.LoadX509KeyPair(certFile, keyFile)
		if err != nil {
			return nil, fmt.Errorf("etcd TLS: the broker's client certificate: %w", err)
		}
		cfg.Certificates = []tls.Certificate{cert}
	}
	return cfg, nil
}
