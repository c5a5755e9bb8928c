//go:build !ozdesk_adapters

package sshdesk

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"sync"
	"time"

	"charm.land/ssh"
	"charm.land/wish/v2"
	bm "charm.land/wish/v2/bubbletea"
	gossh "golang.org/x/crypto/ssh"

	"ozdesk.dev/ozdesk/internal/lograte"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
)

// DefaultIdleTimeout is how long a desk waits for a key before it closes
// the session.
const DefaultIdleTimeout = 30 * time.Minute

// HandshakeTimeout bounds a connection's SSH handshake and authentication.
const HandshakeTimeout = 30 * time.Second

// Config says what the SSH desk serves, and to whom.
type Config struct {
	// Broker is the broker whose queue every session uses, as its
	// operator (required).
	Broker *broker.Server
	// Operators is the operators file: who each key is (required).
	Operators *broker.Operators
	// HostKey is the server's host key (required; see [HostKey]).
	HostKey gossh.Signer
	// Script runs a session's command line (nil: commands are refused).
	Script Runner
	// Node is this host's name, for the desk; empty: the host name.
	Node string
	// IdleTimeout closes a desk no key was pressed at for that long
	// (0: [DefaultIdleTimeout]; negative: never).
	IdleTimeout time.Duration
	// Grace is the desk's grace period (0: the desk's default).
	Grace time.Duration
	// Undo is how long a decision made at a desk waits before it reaches
	// the queue, while u takes it back (0: the desk's default,
	// tui.DefaultUndo; negative: no window, decisions go at once).
	Undo time.Duration
	// MaxAuthFailures and AuthWindow rate-limit failed authentications
	// per remote address (0: [DefaultMaxAuthFailures] in
	// [DefaultAuthWindow]).
	MaxAuthFailures int
	AuthWindow      time.Duration
	// Log is where the server logs (nil: discarded).
	Log *slog.Logger
	// FloodLog sets how refusals are rate-limited in the log (tests; nil:
	// lograte's defaults, a few per address a minute).
	FloodLog []lograte.Option
}

// Server serves the desk and the CLI over SSH.
type Server struct {
	cfg   Config
	ssh   *ssh.Server
	feed  *queue.Feed
	fails *failures
	// flood logs refused connections and unknown keys a few per address
	// a minute, and counts the rest (rt17f #5).
	flood *lograte.Limiter
	// open counts each key's sessions, for [MaxSessionsPerKey].
	mu   sync.Mutex
	open map[string]int
}

// MaxSessionsPerKey is how many sessions one key may hold at once: each
// desk is its own program in the broker's process, so an unbounded number
// of them would take the node's memory, and the broker with it.
const MaxSessionsPerKey = 32

// hold takes one of key's sessions, or says it has none left; release
// gives it back.
func (s *Server) hold(key string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.open[key] >= MaxSessionsPerKey {
		return false
	}
	s.open[key]++
	return true
}

func (s *Server) release(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.open[key]--; s.open[key] <= 0 {
		delete(s.open, key)
	}
}

// New returns a server of cfg; [Server.Serve] serves it.
func New(cfg Config) (*Server, error) {
	switch {
	case cfg.Broker == nil:
		return nil, errors.New("the SSH desk needs the broker (Config.Broker)")
	case cfg.HostKey == nil:
		return nil, errors.New("the SSH desk needs a host key (Config.HostKey)")
	case !cfg.Operators.HasKeys():
		return nil, errors.New("the operators file names no SSH key, so nobody could log in: add keys: [...] to an operator")
	}
	if cfg.IdleTimeout == 0 {
		cfg.IdleTimeout = DefaultIdleTimeout
	}
	if cfg.MaxAuthFailures <= 0 {
		cfg.MaxAuthFailures = DefaultMaxAuthFailures
	}
	if cfg.AuthWindow <= 0 {
		cfg.AuthWindow = DefaultAuthWindow
	}
	if cfg.Log == nil {
		cfg.Log = slog.New(slog.DiscardHandler)
	}
	s := &Server{cfg: cfg, feed: queue.NewFeed(cfg.Broker), fails: newFailures(cfg.MaxAuthFailures, cfg.AuthWindow),
		flood: lograte.New(cfg.Log, cfg.FloodLog...), open: map[string]int{}}
	srv, err := wish.NewServer(
		func(srv *ssh.Server) error { srv.AddHostKey(cfg.HostKey); return nil },
		wish.WithPublicKeyAuth(s.authenticate),
		wish.WithMiddleware(
			bm.MiddlewareWithProgramHandler(s.deskProgram),
			s.scripts,
			s.gate,
		),
	)
	if err != nil {
		return nil, fmt.Errorf("make the SSH server: %w", err)
	}
	srv.HandshakeTimeout = HandshakeTimeout
	srv.ConnCallback = s.admit
	srv.Version = "ozdesk"
	s.ssh = srv
	return s, nil
}

// Serve serves SSH on ln until ctx is done, then closes every session.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go s.feed.Run(ctx)
	go s.flood.Run(ctx)
	go func() {
		<-ctx.Done()
		_ = s.ssh.Close()
	}()
	err := s.ssh.Serve(ln)
	if errors.Is(err, ssh.ErrServerClosed) || ctx.Err() != nil {
		return nil
	}
	return fmt.Errorf("serve SSH: %w", err)
}

// admit refuses the connections of an address that failed to
// authenticate too often.
func (s *Server) admit(_ ssh.Context, c net.Conn) net.Conn {
	if s.fails.blocked(addrKey(c.RemoteAddr())) {
		s.flood.Log(slog.LevelWarn, "SSH connections refused for failed authentications", addrKey(c.RemoteAddr()),
			"SSH: refused a connection: too many failed authentications", "remote", c.RemoteAddr().String())
		_ = c.Close()
		return nil
	}
	return c
}

// authenticate takes a key the operators file names, and counts any other
// against its address.
func (s *Server) authenticate(ctx ssh.Context, key ssh.PublicKey) bool {
	addr := addrKey(ctx.RemoteAddr())
	if s.fails.blocked(addr) {
		return false
	}
	if _, ok := s.cfg.Operators.IdentifyKey(key); ok {
		return true
	}
	s.fails.fail(addr)
	s.flood.Log(slog.LevelInfo, "unknown SSH keys refused", addr,
		"SSH: refused an unknown key", "remote", ctx.RemoteAddr().String(), "user", ctx.User(), "key", gossh.FingerprintSHA256(key))
	return false
}
