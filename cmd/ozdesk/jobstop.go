package main

import (
	"os"
	"os/signal"
	"syscall"
)

// jobStops are the signals that stop a process unless it handles them:
// the terminal's suspend (Ctrl-Z, or anyone's kill -TSTP) and a
// background read or write of the terminal. A hook, an ask or a guarded
// shell stopped while it waits would answer nothing: the harness would
// wait for its own timeout and, in most, then run the command. They
// ignore them while they wait (rt12 #5); SIGSTOP cannot be ignored (see
// docs/protected-mode.md).
var jobStops = []os.Signal{syscall.SIGTSTP, syscall.SIGTTIN, syscall.SIGTTOU}

// holdJobStops makes jobStops do nothing for the rest of the process. They
// are caught, not ignored: an ignored signal stays ignored across exec,
// and the guarded shell's bash must get them as the shell was started
// with (a caught one is reset by exec).
func holdJobStops() {
	signal.Notify(make(chan os.Signal, 1), jobStops...)
}

// ignoreJobStops makes jobStops do nothing for the rest of a process that
// replaces itself with no other program and starts none (a hook, an
// ask): for it, ignoring them is the same as catching them, and costs
// less. Each signal caught is a round trip between two threads in Go's
// runtime (one handshake with its signal-mask thread); an ignored one is
// one sigaction. `ozdesk shell` execs bash, which must get them as the
// shell was started with: it holds them with holdJobStops instead.
func ignoreJobStops() {
	signal.Ignore(jobStops...)
}
