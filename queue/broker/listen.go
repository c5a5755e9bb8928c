package broker

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

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
