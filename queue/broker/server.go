package broker

import (
	"fmt"
	"log/slog"
	"os"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"ozdesk.dev/ozdesk/internal/lograte"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// Server serves a [queue.Service] on a Unix socket, authorising each
// request by the peer's credentials.
type Server struct {
	svc   *queue.Service
	ops   *Operators
	store string
	// fleet: the store is an etcd cluster the fleet's brokers share (its
	// address is store), not a file: there is no file to guard, and
	// only brokers hold the credentials that reach it.
	fleet bool
	// id is the store file as it was when the server started (or as
	// the server's own compaction left it): a file with another
	// identity, or none, means the store was replaced. idMu guards it.
	idMu sync.RWMutex
	id   fileID
	// pin holds the store file open, so that its inode cannot be freed
	// and given to a new file at the same path: a store removed and made
	// afresh then has another identity.
	pin *os.File
	// origin is the hash of the store's first audit entry: a file whose
	// trail begins otherwise is another store, whatever its inode (one
	// copied over it in place, say).
	origin string
	// seen is the store file's state when its origin was last checked:
	// the origin is read again only when the file changed.
	seenMu sync.Mutex
	seen   fileState
	log    *slog.Logger
	// flood logs refused connections and requests a few per account a
	// minute, and counts the rest (rt17f #5).
	flood     *lograte.Limiter
	floodOpts []lograte.Option
	sem       chan struct{}
	anchor    func() error
	// trust checks a fleet's cluster again every trustEvery (see
	// trust.go); nil checks nothing.
	trust      func() error
	trustEvery time.Duration
	// trustedAt is when the cluster last passed the trust check (Unix
	// nanoseconds; 0 before any), trustMu one check at a time for
	// trustFresh.
	trustedAt atomic.Int64
	// trustedAllow: the fallback allowed at the last passing check.
	trustedAllow atomic.Bool
	// settingsWhy is why the stored settings were not believed at the
	// last check ("" when they were), so that it is logged once a change.
	settingsWhy atomic.Pointer[string]
	// egressWhy is the same for the egress list.
	egressWhy atomic.Pointer[string]
	trustMu   sync.Mutex
	gone      sync.Once
	// lost, once set, is why the store was found gone or replaced:
	// every request is refused with it from then on.
	lost atomic.Pointer[error]
	// lostCh is closed when lost is set: waits in flight end at once.
	lostCh chan struct{}
	// timeout is how long a request may take to arrive ([RequestTimeout]).
	timeout time.Duration
	// sweepEvery is how often the sweep loop sweeps ([SweepEvery]).
	sweepEvery time.Duration
	// perAccount caps each account's connections; open counts them.
	perAccount int
	openMu     sync.Mutex
	open       map[uint32]int
	// work holds each account's places for requests being read or
	// evaluated ([DefaultWorkPerAccount]), while it has connections open
	// (guarded by openMu).
	work map[uint32]chan struct{}
	// corpora are the corpora desks loaded, for previews.
	corpora corpora
	// kick asks the sweep loop to keep the node's lease at once: a write
	// was fenced off because the lease lapsed ([store.ErrLeaseLapsed]),
	// so the broker takes it again, or stops if another broker took the
	// name, now rather than at its next sweep.
	kick chan struct{}
}

// ServerOption configures [NewServer].
type ServerOption func(*Server)

// WithLogger sets where the server logs (default: discarded).
func WithLogger(l *slog.Logger) ServerOption { return func(s *Server) { s.log = l } }

// WithMaxConns caps the agents' connections served at once
// ([DefaultMaxConns]), and each account's at n/8 (at least 1; at most
// [DefaultMaxConnsPerAccount]).
func WithMaxConns(n int) ServerOption {
	return func(s *Server) {
		s.sem = make(chan struct{}, max(n, 1))
		s.perAccount = min(max(n/8, 1), DefaultMaxConnsPerAccount)
	}
}

// withFloodLog sets how refusals are rate-limited in the log (tests).
func withFloodLog(opts ...lograte.Option) ServerOption {
	return func(s *Server) { s.floodOpts = opts }
}

// withRequestTimeout sets how long a request may take to arrive (tests).
func withRequestTimeout(d time.Duration) ServerOption { return func(s *Server) { s.timeout = d } }

// withSweepEvery sets how often the sweep loop sweeps (tests: a test that
// sweeps itself keeps the loop from ending its asks first).
func withSweepEvery(d time.Duration) ServerOption { return func(s *Server) { s.sweepEvery = d } }

// WithAnchor sets a function the server calls after the audit trail grows
// (at most every [AnchorEvery]) to anchor its head outside the store.
func WithAnchor(f func() error) ServerOption { return func(s *Server) { s.anchor = f } }

// NewServer returns a server of svc, whose store file is storePath, for
// the operators ops. The store must exist and not be empty: the broker
// never starts on a fresh store by itself (see [queue.Service.Init]). The server keeps
// the file open (read only, unlocked) for its life, so that a store
// removed and made afresh at the same path is told from it.
func NewServer(svc *queue.Service, storePath string, ops *Operators, opts ...ServerOption) (*Server, error) {
	s := &Server{svc: svc, ops: ops, store: storePath, log: slog.New(slog.DiscardHandler),
		sem: make(chan struct{}, DefaultMaxConns), timeout: RequestTimeout, sweepEvery: SweepEvery,
		perAccount: DefaultMaxConnsPerAccount, open: map[uint32]int{}, work: map[uint32]chan struct{}{}, kick: make(chan struct{}, 1), lostCh: make(chan struct{})}
	for _, o := range opts {
		o(s)
	}
	s.flood = lograte.New(s.log, s.floodOpts...)
	svc.NotifySettingsUnproven(s.settingsUnproven)
	svc.NotifyEgressUnproven(s.egressUnproven)
	if store.IsEtcd(storePath) {
		// The origin is learnt when the cluster first answers: a broker
		// starts while etcd is down, and refuses until it is back.
		s.fleet = true
		s.origin, _ = s.firstHash()
		return s, nil
	}
	id, err := storeID(storePath)
	if err != nil {
		return nil, err
	}
	s.id = id
	pin, err := os.OpenFile(storePath, os.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrStoreGone, err)
	}
	if fi, err := pin.Stat(); err != nil || !sameFile(fi, id) {
		pin.Close()
		return nil, fmt.Errorf("%w: %s changed while the broker started", ErrStoreGone, storePath)
	}
	s.pin = pin
	if s.origin, err = s.firstHash(); err != nil {
		pin.Close()
		return nil, err
	}
	return s, nil
}
