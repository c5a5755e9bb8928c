package brokerconn

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
	"time"
)

// ErrUnreachable is a broker that could not be reached: not running, or
// one that took a request and gave no answer, or a socket that is not
// believed. Nothing was decided, and every adapter refuses. (It is
// queue.ErrUnreachable.)
var ErrUnreachable = errors.New("the ozdesk broker cannot be reached")

// DialTimeout is how long a client waits to connect to the broker.
const DialTimeout = 5 * time.Second

// MaxAnswerBytes caps one answer line read from the broker.
const MaxAnswerBytes = 64 << 20

// StartBroker says how an operator starts the broker.
const StartBroker = "an operator starts it: 'systemctl start ozdesk' (the unit is contrib/systemd/ozdesk.service), or 'ozdesk serve' run as the broker's account"

// NotRunning is the error of a dial to socket that failed with err: no
// broker listens there (no socket, or nobody behind it), or it could not
// be dialled at all.
func NotRunning(socket string, err error) error {
	var errno syscall.Errno
	if errors.As(err, &errno) && (errno == syscall.ENOENT || errno == syscall.ECONNREFUSED) {
		return fmt.Errorf("%w: no broker is running at %s (%v): %s", ErrUnreachable, socket, errno, StartBroker)
	}
	if errors.As(err, &errno) && errno == syscall.EAGAIN {
		return fmt.Errorf("%w at %s (%v): a broker listens there, but its queue of connections stayed full while this client waited "+
			"(a burst of connections, or one account flooding the socket): try again; an operator looks at its log ('systemctl status ozdesk')",
			ErrUnreachable, socket, err)
	}
	return fmt.Errorf("%w at %s (%v): is it running? %s", ErrUnreachable, socket, err, StartBroker)
}

// RoundTrip sends one request line b (without its newline) for method
// over the broker's socket, once the socket is believed ([Trust]), and
// returns the answer's line as read. ctx bounds the call: when it ends
// the connection is closed (for a wait, the broker then withdraws the
// ask). While a call other than a wait is in flight, the process that
// listens is watched, and a stopped one ends the call ([WatchStopped]).
func RoundTrip(ctx context.Context, socket, method string, b []byte) ([]byte, error) {
	conn, err := Dial(ctx, socket)
	if err != nil {
		return nil, NotRunning(socket, err)
	}
	defer conn.Close()
	if err := Trust(conn, socket); err != nil {
		return nil, err
	}
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()
	watch, unwatch := WatchStopped(ctx, listenerPID(conn, method), conn)
	defer unwatch()
	if _, err := conn.Write(append(b, '\n')); err != nil {
		if why := watch.Stopped(); why != "" {
			return nil, StoppedError(socket, method, why)
		}
		return nil, fmt.Errorf("%w: send %s: %v", ErrUnreachable, method, ctxErr(ctx, err))
	}
	line, err := bufio.NewReader(io.LimitReader(conn, MaxAnswerBytes)).ReadBytes('\n')
	if why := watch.Stopped(); err != nil && why != "" {
		return nil, StoppedError(socket, method, why)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: the broker at %s took %s but gave no answer (%v): it may be stopped or overloaded; an operator looks at it ('systemctl status ozdesk', its log)",
			ErrUnreachable, socket, method, ctxErr(ctx, err))
	}
	return line, nil
}

// ctxErr prefers the context's error, when it ended, to the I/O error it
// caused.
func ctxErr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

// listenerPID is the pid of the process listening on conn's socket, to
// watch while method is in flight ([WatchStopped]); 0 for a wait (its
// ask is queued, and a broker continued answers it) or when the kernel
// does not say.
func listenerPID(conn net.Conn, method string) int {
	if method == "wait" || method == "wait_change" {
		return 0
	}
	uc, ok := conn.(*net.UnixConn)
	if !ok {
		return 0
	}
	p, err := PeerOf(uc)
	if err != nil {
		return 0
	}
	return p.PID
}

// StoppedError is the error of a call ended because the broker's
// process is stopped (why says how).
func StoppedError(socket, method, why string) error {
	return fmt.Errorf("%w: the broker at %s cannot answer %s: %s; an operator continues or restarts it (kill -CONT, 'systemctl restart ozdesk')",
		ErrUnreachable, socket, method, why)
}
