package brokerconn

import (
	"context"
	"net"
	"sync"
	"time"
)

// A broker that is not there refuses at once: no socket, or nobody
// behind it ([NotRunning]). A broker process that is stopped (SIGSTOP, a
// debugger) still has its socket, and the kernel queues connections to
// it and takes what they send, so an evaluation sent to it waited for
// the call timeout before failing closed (rt35i F4: `ozdesk shell` without
// --wait took 60 s; an evaluation is now bounded by
// the evaluation bound too, which any broker that does not answer
// meets, stopped or hung). While a call other than a wait is in
// flight, the client looks at the process that listens on the socket
// (SO_PEERCRED gives its pid) every [stoppedLook], and ends the call
// when that process is stopped: such a broker can answer nothing, so the command is refused at once. A wait is left alone: its
// ask is queued, and a broker continued (SIGCONT) answers it.
const stoppedLook = 200 * time.Millisecond

// StoppedWatch watches the broker process pid while a call is in flight
// on conn.
type StoppedWatch struct {
	mu  sync.Mutex
	why string
}

// WatchStopped starts watching pid (0: nothing to watch) and returns the
// watch and its stop. When the process is found stopped, conn is
// closed, which ends the call's read.
func WatchStopped(ctx context.Context, pid int, conn net.Conn) (*StoppedWatch, func()) {
	w := &StoppedWatch{}
	if pid <= 0 {
		return w, func() {}
	}
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(stoppedLook)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
			if why, stopped := ProcessStopped(pid); stopped {
				w.mu.Lock()
				w.why = why
				w.mu.Unlock()
				conn.Close()
				return
			}
		}
	}()
	return w, func() { cancel(); <-done }
}

// stopped says why the call was ended, or "" when the watch did not end
// it.
func (w *StoppedWatch) Stopped() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.why
}
