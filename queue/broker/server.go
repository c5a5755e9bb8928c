package broker

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"ozdesk.dev/ozdesk/internal/lograte"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// DefaultMaxConns caps the agents' connections the broker serves at
// once; past it, a new one waits (up to [RequestTimeout]) for a place,
// then is refused. Operators' connections are not counted in it, so that
// no number of agents' connections keeps an operator from the broker.
const DefaultMaxConns = 512

// DefaultMaxConnsPerAccount caps the connections one account (an agent
// or an operator) has open at the broker at once; past it, a new one is
// refused at once. One agent thus holds at most this share of
// [DefaultMaxConns].
const DefaultMaxConnsPerAccount = 64

// DefaultWorkPerAccount caps the requests of one account the broker
// reads, decodes or evaluates at once; the account's other connections
// wait for a place (up to [RequestTimeout]), while other accounts' are
// served. One account thus holds at most this many of the broker's
// workers, and this many requests' bytes ([MaxAgentRequestBytes] each
// for an agent) in its memory, however many connections it opens.
const DefaultWorkPerAccount = 2

// SweepEvery is how often the broker marks asks past their deadline
// expired and asks whose waiting process is gone abandoned.
const SweepEvery = 5 * time.Second

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
		sem: make(chan struct{}, DefaultMaxConns), timeout: RequestTimeout,
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

// Listen makes the broker's socket at path: its directory is made if
// missing (0755), a stale socket is removed, and the socket is open to
// every account (0666): the broker authorises each request itself.
func Listen(path string) (*net.UnixListener, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("make the socket's directory: %w", err)
	}
	if fi, err := os.Lstat(path); err == nil {
		if fi.Mode().Type() != os.ModeSocket {
			return nil, fmt.Errorf("listen on %s: a file that is not a socket is there: move it away", path)
		}
		c, err := net.DialTimeout("unix", path, 200*time.Millisecond)
		if err == nil {
			c.Close()
		}
		// A queue of connections found full is a broker there too.
		if err == nil || errors.Is(err, syscall.EAGAIN) {
			return nil, fmt.Errorf("listen on %s: another broker is serving there", path)
		}
		if err := os.Remove(path); err != nil {
			return nil, fmt.Errorf("remove the stale socket %s: %w", path, err)
		}
	}
	ln, err := net.ListenUnix("unix", &net.UnixAddr{Name: path, Net: "unix"})
	if err != nil {
		return nil, fmt.Errorf("listen on %s: %w", path, err)
	}
	if err := shortenBacklog(ln); err != nil {
		ln.Close()
		return nil, fmt.Errorf("listen on %s: %w", path, err)
	}
	if err := os.Chmod(path, 0o666); err != nil {
		ln.Close()
		return nil, fmt.Errorf("open the socket %s to every account: %w", path, err)
	}
	return ln, nil
}

// Serve accepts connections on ln until ctx is done, then closes ln and
// waits for the connections in flight (waits are withdrawn as their
// context ends). It also sweeps the queue every [SweepEvery].
//
// While it serves, the broker holds its store's file open and locked
// (see [queue.Service.HoldStore]): no other process opens it, and no
// request pays for opening it. The file held must be the one the server
// started with; and a file the path no longer names is neither read nor
// written again (the store fails closed, and so does [Server.checkStore]).
func (s *Server) Serve(ctx context.Context, ln *net.UnixListener) error {
	if !s.fleet {
		release, err := s.hold()
		if err != nil {
			ln.Close()
			return err
		}
		defer release()
	}
	// However the broker stops (its context ends, or it stops itself),
	// the waits in flight end with the cause [queue.ErrBrokerStopped]:
	// their asks are abandoned for the stop, not withdrawn as if their
	// agents had stopped waiting (rt18g 5).
	parent := ctx
	ctx, cancelCause := context.WithCancelCause(context.WithoutCancel(parent))
	cancel := func() { cancelCause(queue.ErrBrokerStopped) }
	defer cancel()
	context.AfterFunc(parent, cancel)
	var stopped atomic.Pointer[error]
	stop := func(err error) { stopped.Store(&err); cancel() }
	var wg sync.WaitGroup
	wg.Go(func() { s.sweepLoop(ctx, stop) })
	wg.Go(func() { s.flood.Run(ctx) })
	if s.anchor != nil {
		wg.Go(func() { s.anchorLoop(ctx) })
	}
	if s.fleet && s.trust != nil && s.trustEvery > 0 {
		wg.Go(func() { s.trustLoop(ctx) })
	}
	go func() {
		<-ctx.Done()
		ln.Close()
	}()
	var err error
	var pause time.Duration
	for {
		var c *net.UnixConn
		c, err = ln.AcceptUnix()
		if err != nil {
			if ctx.Err() != nil {
				err = nil
				break
			}
			if !transient(err) {
				break
			}
			// Out of descriptors or memory, say: the connections in
			// flight end and give them back. Wait a little, then accept
			// again, rather than exit and leave every adapter denying.
			pause = min(max(2*pause, 5*time.Millisecond), time.Second)
			s.log.Warn("accept a connection; trying again", "err", err, "in", pause)
			select {
			case <-time.After(pause):
			case <-ctx.Done():
			}
			continue
		}
		pause = 0
		wg.Go(func() { s.serveConn(ctx, c) })
	}
	cancel()
	wg.Wait()
	if p := stopped.Load(); p != nil {
		return *p
	}
	if err != nil {
		return fmt.Errorf("accept: %w", err)
	}
	return nil
}

// AnchorEvery is the least time between two anchors of the audit head:
// the head is anchored after the trail grows, at most this often.
const AnchorEvery = time.Second

// anchorLoop anchors the audit head each time the trail grows (at most
// every [AnchorEvery]), until ctx is done.
func (s *Server) anchorLoop(ctx context.Context) {
	var head uint64
	anchored := false // a store was there, and anchored
	for {
		h, err := s.svc.WaitChange(ctx, head)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			s.log.Warn("follow the audit trail to anchor it", "err", err)
		} else if s.checkStore() == nil {
			head = h
			err := s.anchor()
			switch {
			case errors.Is(err, store.ErrAuditBroken):
				s.rolledBack(err)
				return
			case anchored && s.fleet && errors.Is(err, store.ErrNoStore):
				s.storeDeleted(err)
				return
			case err != nil:
				s.log.Warn("anchor the audit head", "err", err)
			default:
				anchored = true
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(AnchorEvery):
		}
	}
}

// rolledBack fails the server closed on a trail that no longer holds the
// head it anchored (err): the store was rolled back, and maybe forked
// since. The anchor is kept as it was, every request is refused from
// now on, and the log says so at once, loudly (rt18f #2).
func (s *Server) rolledBack(err error) {
	s.log.Error("the audit trail was rolled back or rewritten under this broker: it refuses every request and keeps its anchor; "+
		"an operator stops every broker of the store and follows 'after a restore' in docs/fleet.md", "err", err)
	s.setLost(fmt.Errorf("%w: the audit trail no longer holds the head this broker anchored (the store was rolled back or restored from an older copy): %w; "+
		"every request is refused until an operator checks the trail ('ozdesk audit verify --anchor' with this node's anchor) and restarts the broker", ErrStoreGone, err))
}

// storeDeleted fails a fleet's server closed on a store whose keys were
// deleted under it (err): its reads would otherwise answer as from a
// store not made yet (the default policy: four eyes off, fallback allow)
// and send operators to 'ozdesk init' (rt20g #11).
func (s *Server) storeDeleted(err error) {
	s.log.Error("the fleet's store is gone: its keys were deleted under this broker; it refuses every request and keeps its anchor; "+
		"an operator stops every broker of the store and puts the store back as 'after a restore' in docs/fleet.md says (not 'serve --init', which starts a new policy)", "store", s.store, "err", err)
	s.setLost(fmt.Errorf("%w: the fleet's store %s is gone (its keys were deleted since this broker served it): %w; "+
		"every request is refused until an operator puts the store back from a snapshot (not 'serve --init', which starts a new policy) and restarts the broker", ErrStoreGone, s.store, err))
}

// transient reports an accept error that passes: a timeout, or the
// process or system short of descriptors, buffers or memory, or a
// connection aborted before it was accepted.
func transient(err error) bool {
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		return true
	}
	for _, e := range []error{syscall.EMFILE, syscall.ENFILE, syscall.ENOBUFS, syscall.ENOMEM, syscall.ECONNABORTED, syscall.EINTR} {
		if errors.Is(err, e) {
			return true
		}
	}
	return false
}

// keepNode keeps the node's lease in a fleet (see
// [queue.Service.KeepNode]): a broker whose lease lapsed takes it again,
// unless another broker took the node's name meanwhile
// ([store.ErrNodeLost]): then it stops serving (stop), its agents
// refused as their connections close, rather than serve as a second
// broker under one name.
func (s *Server) keepNode(stop func(error)) bool {
	err := s.svc.KeepNode()
	switch {
	case errors.Is(err, store.ErrNodeLost):
		s.log.Error("this broker lost its node's name to another broker: it stops serving; its agents are refused until a broker serves this node", "err", err)
		stop(fmt.Errorf("%w; this broker stopped serving: stop the other broker first, or give this one another --node, then start it again", err))
		return false
	case err != nil:
		s.log.Warn("keep the node's lease", "err", err)
	}
	return true
}

// kickKeepNode asks the sweep loop to keep the node's lease now (see
// [Server.kick]); a kick already waiting is enough.
func (s *Server) kickKeepNode() {
	select {
	case s.kick <- struct{}{}:
	default:
	}
}

// sweepLoop keeps the node's lease and sweeps the queue, until ctx is
// done or the lease is lost to another broker (stop).
func (s *Server) sweepLoop(ctx context.Context, stop func(error)) {
	// The lease is taken here, not before serving: a cluster that does
	// not answer delays no request (each fails closed by itself).
	if !s.keepNode(stop) {
		return
	}
	t := time.NewTicker(SweepEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		case <-s.kick:
		case <-s.lostCh:
		}
		if s.checkStore() != nil {
			// Refusing every request: the node is not kept alive
			// (setLost gave up its lease), nor swept from here.
			s.svc.LeaveNode()
			return
		}
		if !s.keepNode(stop) {
			return
		}
		if _, err := s.svc.Sweep(); err != nil {
			s.log.Warn("sweep the queue", "err", err)
		}
	}
}

// serveConn answers one request on c and closes it.
func (s *Server) serveConn(ctx context.Context, c *net.UnixConn) {
	defer c.Close()
	ctx = context.WithValue(ctx, arrivedKey{}, time.Now())
	peer, err := peerOf(c)
	if err != nil {
		s.flood.Log(slog.LevelWarn, "connections refused unidentified", "the socket", "refuse a connection", "err", err)
		return
	}
	id := s.ops.Identify(peer)
	from := fmt.Sprintf("uid %d", id.UID)
	release, err := s.admit(ctx, id)
	if err != nil {
		s.flood.Log(slog.LevelInfo, "refused connections", from, "refused a connection", "who", id.Name, "uid", id.UID, "err", err)
		s.reply(c, nil, err)
		return
	}
	defer release()
	endWork, err := s.startWork(ctx, id)
	if err != nil {
		s.flood.Log(slog.LevelInfo, "refused requests", from, "refused a request", "who", id.Name, "uid", id.UID, "err", err)
		s.reply(c, nil, err)
		return
	}
	defer endWork()
	// An agent's request is capped lower than an operator's: read past
	// its cap, it is refused before it is decoded.
	limit := MaxAgentRequestBytes
	if id.Operator() {
		limit = MaxRequestBytes
	}
	_ = c.SetReadDeadline(time.Now().Add(s.timeout))
	br := bufio.NewReaderSize(io.LimitReader(c, int64(limit)+1), 64<<10)
	line, err := br.ReadBytes('\n')
	var req Request
	switch {
	case len(line) > limit:
		s.reply(c, nil, fmt.Errorf("%w: the request is over %d bytes, as many as the broker takes from %s in one request (%d KiB): "+
			"it is refused unread, and its command is denied. An ozdesk older than the broker sends a long command whole: "+
			"update the ozdesk the hooks run, which sends only a long command's head and tail", ErrProtocol, limit, article(id.Role), limit>>10))
		// The rest of the request is read and dropped, so that a client
		// that writes it whole before it reads (an older ozdesk) gets
		// the answer rather than a broken pipe.
		drainLine(c, overDrainBytes)
		return
	case err != nil:
		s.log.Debug("read a request", "uid", peer.UID, "err", err)
		return
	}
	if err := decodeRequest(line, &req); err != nil {
		s.reply(c, nil, err)
		return
	}
	line = nil // the request is decoded: its bytes need not outlive the call
	_ = c.SetReadDeadline(time.Time{})
	// An evaluation is the account's work until it is answered; any
	// other call (a wait, above all) gives its place back now.
	if req.Method != "evaluate" {
		endWork()
	}
	// The client sends nothing after its request: a read that ends means
	// it closed the connection, and a wait is then withdrawn.
	cctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go func() {
		var b [1]byte
		_, _ = c.Read(b[:])
		cancel()
	}()
	resp := s.answer(cctx, id, req)
	_ = c.SetWriteDeadline(time.Now().Add(RequestTimeout))
	b, _ := json.Marshal(resp)
	_, _ = c.Write(append(b, '\n'))
}

// overDrainBytes is the most of a request over its cap the broker reads
// and drops after refusing it, within the time a request may take.
const overDrainBytes = 16 << 20

// drainLine reads and drops what r sends up to the end of its line, at
// most max bytes (or until the read deadline, or an error).
func drainLine(r io.Reader, max int64) {
	buf := make([]byte, 32<<10)
	lr := io.LimitReader(r, max)
	for {
		n, err := lr.Read(buf)
		if bytes.IndexByte(buf[:n], '\n') >= 0 || err != nil {
			return
		}
	}
}

// answer authorises and runs one request as id, and puts its result or
// error in wire form.
func (s *Server) answer(ctx context.Context, id Identity, req Request) Response {
	res, err := s.call(ctx, id, req)
	if err != nil {
		s.log.Debug("refused", "method", req.Method, "who", id.Name, "role", id.Role.String(), "key", id.Key, "err", err)
	}
	return response(res, err)
}

// admit takes a place for a connection of id: one of its account's, and
// for an agent one of the agents'. An account at its cap is refused at
// once; an agent waits for one of the agents' places, within the time a
// request may take. release gives the places back.
func (s *Server) admit(ctx context.Context, id Identity) (release func(), err error) {
	s.openMu.Lock()
	n := s.open[id.UID]
	if n >= s.perAccount {
		s.openMu.Unlock()
		return nil, deniedf("%s has %d connections open at the broker already, as many as one account may: end some (a wait ends when its ask does)", id.Name, n)
	}
	s.open[id.UID] = n + 1
	s.openMu.Unlock()
	done := func() {
		s.openMu.Lock()
		if s.open[id.UID]--; s.open[id.UID] <= 0 {
			delete(s.open, id.UID)
			delete(s.work, id.UID)
		}
		s.openMu.Unlock()
	}
	if id.Operator() {
		return done, nil
	}
	t := time.NewTimer(s.timeout)
	defer t.Stop()
	select {
	case s.sem <- struct{}{}:
		return func() { <-s.sem; done() }, nil
	case <-t.C:
	case <-ctx.Done():
	}
	done()
	return nil, deniedf("the broker serves as many agents' connections as it may (%d): try again later", cap(s.sem))
}

// startWork takes one of id's places for a request being read or
// evaluated ([DefaultWorkPerAccount]), waiting for one (within the time a
// request may take) while the account's other requests hold them: one
// account's requests then wait for each other, not for another's. end
// gives the place back (once, however often it is called). The caller
// holds one of the account's connections (see [Server.admit]).
func (s *Server) startWork(ctx context.Context, id Identity) (end func(), err error) {
	s.openMu.Lock()
	places := s.work[id.UID]
	if places == nil {
		places = make(chan struct{}, DefaultWorkPerAccount)
		s.work[id.UID] = places
	}
	s.openMu.Unlock()
	t := time.NewTimer(s.timeout)
	defer t.Stop()
	select {
	case places <- struct{}{}:
		return sync.OnceFunc(func() { <-places }), nil
	case <-t.C:
	case <-ctx.Done():
	}
	return nil, deniedf("%s has %d requests being read or evaluated at the broker already, as many as one account may at once, and none ended for %v: try again later", id.Name, cap(places), s.timeout)
}

// working is how many of uid's requests are being read or evaluated.
func (s *Server) working(uid uint32) int {
	s.openMu.Lock()
	defer s.openMu.Unlock()
	return len(s.work[uid])
}

// decodeRequest reads one request line strictly: one JSON object of the
// fields of [Request], nothing after it.
func decodeRequest(line []byte, req *Request) error {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(req); err != nil {
		return fmt.Errorf("%w: the request is not JSON of a request: %v", ErrProtocol, err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return fmt.Errorf("%w: the request is not JSON of a request: more follows the object", ErrProtocol)
	}
	return nil
}

// reply writes one response.
func (s *Server) reply(c net.Conn, res any, err error) {
	_ = c.SetWriteDeadline(time.Now().Add(s.timeout))
	b, _ := json.Marshal(response(res, err))
	_, _ = c.Write(append(b, '\n'))
}

// response puts a result, or an error, in wire form.
func response(res any, err error) Response {
	var resp Response
	if err != nil {
		resp.Error = toWire(err)
	} else if res != nil {
		b, merr := json.Marshal(res)
		if merr != nil {
			resp.Error = toWire(fmt.Errorf("encode the result: %w", merr))
		} else {
			resp.Result = b
		}
	}
	return resp
}

// call authorises and runs one request.
func (s *Server) call(ctx context.Context, id Identity, req Request) (any, error) {
	m, ok := methods()[req.Method]
	if !ok {
		return nil, fmt.Errorf("%w: no method %q", ErrProtocol, req.Method)
	}
	if id.Role < m.role {
		return nil, &RoleError{Name: id.Name, Has: id.Role.String(), Call: req.Method, Needs: m.role.String()}
	}
	if err := s.checkStore(); err != nil {
		return nil, err
	}
	return m.run(ctx, s, id, req.Params)
}

// article names a role with its article: "an agent", "a viewer".
func article(r Role) string {
	if r == RoleAgent || r == RoleAdmin || r == RoleApprover {
		return "an " + r.String()
	}
	return "a " + r.String()
}

// RoleError is a call the caller's role is too weak for. It matches
// [ErrDenied], and keeps its kind across the socket, so that the command
// line can name the command (and the role it needs in all) rather than
// the call.
type RoleError struct {
	// Name is the caller's operator name (an agent's account name).
	Name string `json:"name"`
	// Has is the caller's role, Needs the role the call needs (as the
	// operators file writes them, or "agent").
	Has   string `json:"has"`
	Needs string `json:"needs"`
	// Call is the broker's call ("set_settings").
	Call string `json:"call"`
}

func (e *RoleError) Error() string { return e.For(e.Call, e.Needs) }

// Is reports whether target is [ErrDenied].
func (e *RoleError) Is(target error) bool { return target == ErrDenied }

// For says the refusal of what, which needs the role needs (the
// weakest role named when needs is weaker than e.Needs).
func (e *RoleError) For(what, needs string) string {
	need, err := ParseRole(needs)
	if have, herr := ParseRole(e.Needs); err != nil || herr == nil && have > need {
		need, _ = ParseRole(e.Needs)
	}
	has, _ := ParseRole(e.Has)
	return fmt.Sprintf("%v: %s is %s here, and %s needs %s: an operator with that role (in the operators file) does it",
		ErrDenied, e.Name, article(has), what, article(need))
}
