package broker

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"syscall"
)

// StartBroker says how an operator starts the broker.
const StartBroker = "an operator starts it: 'systemctl start ozdesk' (the unit is contrib/systemd/ozdesk.service), or 'ozdesk serve' run as the broker's account"

// notRunning is the error of a dial to socket that failed with err: no
// broker listens there (no socket, or nobody behind it), or it could not
// be dialled at all.
func notRunning(socket string, err error) error {
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

// roundTrip sends one request over the socket and reads its answer.
func (c *Client) roundTrip(ctx context.Context, method string, b []byte) (Response, error) {
	conn, err := dialBroker(ctx, c.socket)
	if err != nil {
		return Response{}, notRunning(c.socket, err)
	}
	defer conn.Close()
	if err := c.trust(conn); err != nil {
		return Response{}, err
	}
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()
	watch, unwatch := watchStopped(ctx, c.listenerPID(conn, method), conn)
	defer unwatch()
	if _, err := conn.Write(append(b, '\n')); err != nil {
		if why := watch.stopped(); why != "" {
			return Response{}, brokerStoppedError(c.socket, method, why)
		}
		return Response{}, fmt.Errorf("%w: send %s: %v", ErrUnreachable, method, ctxErr(ctx, err))
	}
	line, err := bufio.NewReader(io.LimitReader(conn, 64<<20)).ReadBytes('\n')
	if why := watch.stopped(); err != nil && why != "" {
		return Response{}, brokerStoppedError(c.socket, method, why)
	}
	if err != nil {
		return Response{}, fmt.Errorf("%w: the broker at %s took %s but gave no answer (%v): it may be stopped or overloaded; an operator looks at it ('systemctl status ozdesk', its log)",
			ErrUnreachable, c.socket, method, ctxErr(ctx, err))
	}
	var resp Response
	if err := json.Unmarshal(line, &resp); err != nil {
		return Response{}, fmt.Errorf("%w: %s: the answer is not JSON: %v", ErrProtocol, method, err)
	}
	return resp, nil
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
// watch while method is in flight ([watchStopped]); 0 for a wait (its
// ask is queued, and a broker continued answers it) or when the kernel
// does not say.
func (c *Client) listenerPID(conn net.Conn, method string) int {
	if method == "wait" || method == "wait_change" {
		return 0
	}
	uc, ok := conn.(*net.UnixConn)
	if !ok {
		return 0
	}
	p, err := peerOf(uc)
	if err != nil {
		return 0
	}
	return p.PID
}

// brokerStoppedError is the error of a call ended because the broker's
// process is stopped (why says how).
func brokerStoppedError(socket, method, why string) error {
	return fmt.Errorf("%w: the broker at %s cannot answer %s: %s; an operator continues or restarts it (kill -CONT, 'systemctl restart ozdesk')",
		ErrUnreachable, socket, method, why)
}
