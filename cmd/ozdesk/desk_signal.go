//go:build !ozdesk_adapters

package main

import (
	"context"
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"
)

// exitDeskSignal is added to the number of the signal that ended the desk
// or the demo, as a shell reports a process a signal ended: 129 for SIGHUP
// (the terminal closed), 130 for SIGINT, 131 for SIGQUIT, 143 for SIGTERM.
const exitDeskSignal = 128

// stopOnSignal returns ctx, done when the terminal closes (SIGHUP) or on
// SIGINT, SIGQUIT or SIGTERM, so that the desk ends as quitting does: the terminal
// put back, the demo's scratch directory removed, the decisions still in
// their undo window dropped. SIGHUP would otherwise end the process where
// it stands, and SIGQUIT would write the runtime's goroutine dump over the
// operator's screen (rt16k #8). stoppedBy says which signal ended it (0: none); stop lets
// the signals go.
func stopOnSignal(parent context.Context) (ctx context.Context, stoppedBy func() syscall.Signal, stop func()) {
	ctx, cancel := context.WithCancel(parent)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGHUP, syscall.SIGINT, syscall.SIGQUIT, syscall.SIGTERM)
	var by atomic.Int32
	go func() {
		select {
		case s := <-sigs:
			if n, ok := s.(syscall.Signal); ok {
				by.Store(int32(n))
			}
			cancel()
		case <-ctx.Done():
		}
	}()
	return ctx, func() syscall.Signal { return syscall.Signal(by.Load()) }, func() {
		signal.Stop(sigs)
		cancel()
	}
}

// signalled is the desk's end: err when it failed, else 128+n when signal
// n ended it (a closed terminal is no clean quit: a script or a service
// manager running the desk learns it did not end by the operator's q),
// else nil.
func signalled(err error, by syscall.Signal) error {
	if err != nil || by == 0 {
		return err
	}
	return quiet(exitDeskSignal + int(by))
}
