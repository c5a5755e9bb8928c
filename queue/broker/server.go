package broker

import (
	"bufio"
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
	"syscall"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// DefaultMaxConns caps the connections the broker serves at once; past
// it, new connections wait in the listen backlog.
const DefaultMaxConns = 512

// DefaultMaxConnsPerAgent caps the connections one agent account holds at
// once (its waits included), so that no agent can take every slot from
// the others and from the operators.
const DefaultMaxConnsPerAgent = 64

// SweepEvery is how often the broker marks asks past their deadline
// expired and asks whose waiting process is gone abandoned.
const SweepEvery = 5 * time.Second

// Server serves a [queue.Service] on a Unix socket, authorising each
// request by the peer's credentials.
type Server struct {
	svc   *queue.Service
	ops   *Operators
	store string
	// id is the store file as it was when the server started (or as
	// the server's own compaction left it): a file with another
	// identity, or none, means the store was replaced. idMu guards it.
	idMu   sync.RWMutex
	id     fileID
	log    *slog.Logger
	sem    chan struct{}
	anchor func() error
	gone   sync.Once
	// perAgent caps an agent account's connections; open counts them.
	perAgent int
	mu       sync.Mutex
	open     map[uint32]int
	// corpora are the corpora desks loaded, for previews.
	corpora corpora
}

// fileID identifies a file across renames: its device and inode.
type fileID struct{ dev, ino uint64 }

// ServerOption configures [NewServer].
type ServerOption func(*Server)

// WithLogger sets where the server logs (default: discarded).
func WithLogger(l *slog.Logger) ServerOption { return func(s *Server) { s.log = l } }

// WithMaxConns caps the connections served at once.
func WithMaxConns(n int) ServerOption {
	return func(s *Server) { s.sem = make(chan struct{}, max(n, 1)) }
}

// WithMaxConnsPerAgent caps the connections one agent account holds at once.
func WithMaxConnsPerAgent(n int) ServerOption {
	return func(s *Server) { s.perAgent = max(n, 1) }
}

// WithAnchor sets a function the server calls after the audit trail grows
// (at most every [AnchorEvery]) to anchor its head outside the store.
func WithAnchor(f func() error) ServerOption { return func(s *Server) { s.anchor = f } }

// NewServer returns a server of svc, whose store file is storePath, for
// the operators ops. The store must exist and not be empty: the broker
// never starts on a fresh store by itself (see [Init]).
func NewServer(svc *queue.Service, storePath string, ops *Operators, opts ...ServerOption) (*Server, error) {
	s := &Server{svc: svc, ops: ops, store: storePath, log: slog.New(slog.DiscardHandler),
		sem: make(chan struct{}, DefaultMaxConns), perAgent: DefaultMaxConnsPerAgent, open: map[uint32]int{}}
	for _, o := range opts {
		o(s)
	}
	id, err := storeID(storePath)
	if err != nil {
		return nil, err
	}
	s.id = id
	return s, nil
}

// storeID checks that the store is a regular, non-empty file (not a link)
// and returns its identity.
func storeID(path string) (fileID, error) {
	fi, err := os.Lstat(path)
	if errors.Is(err, os.ErrNotExist) {
		return fileID{}, fmt.Errorf("%w: no store at %s: create it once with 'ozdesk serve --init'", ErrStoreGone, path)
	}
	if err != nil {
		return fileID{}, fmt.Errorf("%w: %v", ErrStoreGone, err)
	}
	if !fi.Mode().IsRegular() {
		return fileID{}, fmt.Errorf("%w: %s is not a regular file (%v)", ErrStoreGone, path, fi.Mode().Type())
	}
	if fi.Size() == 0 {
		return fileID{}, fmt.Errorf("%w: %s is empty", ErrStoreGone, path)
	}
	id, ok := fileIDOf(fi)
	if !ok {
		return fileID{}, fmt.Errorf("%w: cannot tell the identity of %s", ErrStoreGone, path)
	}
	return id, nil
}

// fileIDOf is the identity of the file fi describes.
func fileIDOf(fi os.FileInfo) (fileID, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileID{}, false
	}
	return fileID{dev: uint64(st.Dev), ino: st.Ino}, true
}

// checkStore refuses to go on when the store is not the file the server
// started with: missing, emptied, replaced. It says so once, loudly.
func (s *Server) checkStore() error {
	s.idMu.RLock()
	defer s.idMu.RUnlock()
	return s.checkStoreLocked()
}

// checkStoreLocked is [Server.checkStore] with idMu held.
func (s *Server) checkStoreLocked() error {
	id, err := storeID(s.store)
	if err == nil && id != s.id {
		err = fmt.Errorf("%w: %s was replaced by another file since the broker started", ErrStoreGone, s.store)
	}
	if err != nil {
		s.gone.Do(func() {
			s.log.Error("the store is gone or replaced: every request is refused until an operator restores it and restarts the broker",
				"store", s.store, "err", err)
		})
		return fmt.Errorf("%w; every request is refused until an operator restores it and restarts the broker", err)
	}
	return nil
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
		if c, err := net.DialTimeout("unix", path, 200*time.Millisecond); err == nil {
			c.Close()
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
	if err := os.Chmod(path, 0o666); err != nil {
		ln.Close()
		return nil, fmt.Errorf("open the socket %s to every account: %w", path, err)
	}
	return ln, nil
}

// Serve accepts connections on ln until ctx is done, then closes ln and
// waits for the connections in flight (waits are withdrawn as their
// context ends). It also sweeps the queue every [SweepEvery].
func (s *Server) Serve(ctx context.Context, ln *net.UnixListener) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	wg.Go(func() { s.sweepLoop(ctx) })
	if s.anchor != nil {
		wg.Go(func() { s.anchorLoop(ctx) })
	}
	go func() {
		<-ctx.Done()
		ln.Close()
	}()
	var err error
	for {
		var c *net.UnixConn
		c, err = ln.AcceptUnix()
		if err != nil {
			if ctx.Err() != nil {
				err = nil
			} else if ne, ok := err.(net.Error); ok && ne.Timeout() {
				continue
			}
			break
		}
		select {
		case s.sem <- struct{}{}:
		case <-ctx.Done():
			c.Close()
			continue
		}
		wg.Go(func() {
			defer func() { <-s.sem }()
			s.serveConn(ctx, c)
		})
	}
	cancel()
	wg.Wait()
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
	for {
		h, err := s.svc.WaitChange(ctx, head)
		if ctx.Err() != nil {
			return
		}
		if err != nil {
			s.log.Warn("follow the audit trail to anchor it", "err", err)
		} else if s.checkStore() == nil {
			head = h
			if err := s.anchor(); err != nil {
				s.log.Warn("anchor the audit head", "err", err)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(AnchorEvery):
		}
	}
}

// sweepLoop sweeps the queue, until ctx is done.
func (s *Server) sweepLoop(ctx context.Context) {
	t := time.NewTicker(SweepEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if s.checkStore() != nil {
			continue
		}
		if _, err := s.svc.Sweep(); err != nil {
			s.log.Warn("sweep the queue", "err", err)
		}
	}
}

// serveConn answers one request on c and closes it.
func (s *Server) serveConn(ctx context.Context, c *net.UnixConn) {
	defer c.Close()
	peer, err := peerOf(c)
	if err != nil {
		s.log.Warn("refuse a connection", "err", err)
		return
	}
	id := s.ops.Identify(peer)
	if !id.Operator() {
		if !s.enter(peer.UID) {
			s.reply(c, nil, deniedf("%s holds %d connections to the broker already, the most an agent account may", id.Name, s.perAgent))
			return
		}
		defer s.leave(peer.UID)
	}
	_ = c.SetReadDeadline(time.Now().Add(RequestTimeout))
	br := bufio.NewReaderSize(io.LimitReader(c, MaxRequestBytes+1), 64<<10)
	line, err := br.ReadBytes('\n')
	var req Request
	switch {
	case len(line) > MaxRequestBytes:
		s.reply(c, nil, fmt.Errorf("%w: the request is over %d bytes", ErrProtocol, MaxRequestBytes))
		return
	case err != nil:
		s.log.Debug("read a request", "uid", peer.UID, "err", err)
		return
	}
	if err := json.Unmarshal(line, &req); err != nil {
		s.reply(c, nil, fmt.Errorf("%w: the request is not JSON: %v", ErrProtocol, err))
		return
	}
	_ = c.SetReadDeadline(time.Time{})
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

// answer authorises and runs one request as id, and puts its result or
// error in wire form.
func (s *Server) answer(ctx context.Context, id Identity, req Request) Response {
	res, err := s.call(ctx, id, req)
	if err != nil {
		s.log.Debug("refused", "method", req.Method, "who", id.Name, "role", id.Role.String(), "key", id.Key, "err", err)
	}
	return response(res, err)
}

// enter counts a connection of an agent account, unless it holds the most
// it may already.
func (s *Server) enter(uid uint32) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.open[uid] >= s.perAgent {
		return false
	}
	s.open[uid]++
	return true
}

// leave counts a connection of an agent account out.
func (s *Server) leave(uid uint32) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.open[uid]--; s.open[uid] <= 0 {
		delete(s.open, uid)
	}
}

// reply writes one response.
func (s *Server) reply(c net.Conn, res any, err error) {
	_ = c.SetWriteDeadline(time.Now().Add(RequestTimeout))
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
		return nil, deniedf("%s is %s here, and %s needs %s: an operator with that role does it, at the desk",
			id.Name, article(id.Role), req.Method, article(m.role))
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
