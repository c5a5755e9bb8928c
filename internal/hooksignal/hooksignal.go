package hooksignal

import (
	"os"
	"os/signal"
	"syscall"
)

// Signals are the signals a hook answers with its harness's refusal, and
// that withdraw the ask 'ozdesk ask' and 'ozdesk shell' wait on: every
// catchable signal that would otherwise end the process, which every
// harness takes as "run it", and which would leave an ask nobody waits for
// (a dropped SSH session sends SIGHUP). SIGKILL cannot be caught: see
// docs/protected-mode.md.
var Signals = []os.Signal{syscall.SIGHUP, syscall.SIGINT, syscall.SIGTERM, syscall.SIGQUIT}

// caught is where a hook process's Signals arrive from this package's
// initialiser on, and nil in every other process. It is this package's
// one piece of state, and must be: signal.Notify's catch belongs to the
// process, and an initialiser has no caller to hand it to.
var caught chan os.Signal

func init() {
	if !catches(CommandWord(os.Args[1:])) {
		return
	}
	caught = make(chan os.Signal, 1)
	signal.Notify(caught, Signals...)
}

// catches reports whether a process running the command word catches
// Signals from its start: a hook, whose death without an answer every
// harness takes as "run it", and an ask, whose callers read its answer
// (rt22i #1 and its addendum). Not `ozdesk shell`: it hands its process
// to bash, which must get the signals as the shell was started with.
func catches(word string) bool { return word == "hook" || word == "ask" }

// Caught returns the channel Signals have arrived on since this process
// started, in an `ozdesk hook` or `ozdesk ask` process (the first one
// received waits there), or nil in any other process, where nothing was
// caught. The process keeps them caught until it exits.
func Caught() <-chan os.Signal { return caught }

// CommandWord returns the first word of args that is not a global flag or
// its value: the top-level command args name, or "".
func CommandWord(args []string) string {
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--db" || a == "--operator" || a == "--config":
			i++ // the flag's value
		case len(a) > 0 && a[0] == '-':
		default:
			return a
		}
	}
	return ""
}
