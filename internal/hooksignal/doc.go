// Package hooksignal catches the signals that end a process, in an
// `ozdesk hook …` or `ozdesk ask …` process, before any other initialiser
// of ozdesk or of its dependencies runs: a hook killed by a signal
// answers nothing, and every harness takes a hook that died without an
// answer as "run it" (rt22i #1: a signal in a hook's first 10–25 ms
// killed it; an ask died the same way, with no answer for its caller).
//
// Go initialises the packages of a program in the order of their import
// paths, each as soon as the packages it imports are done (the spec's
// "Package initialization"). This package imports only os and os/signal
// (not even strings, whose unicode tables sort after ozdesk.dev), so its
// initialiser runs right after os/signal's: before the terminal, gRPC,
// protobuf and etcd initialisers of the full binary, ozdesk's own, and
// main's command tree. What remains is the exec itself and the runtime's
// first instant (its own start and the few standard packages os/signal
// needs), as uncatchable as SIGKILL.
//
// A process started with SIGINT or SIGHUP ignored (under nohup, or as a
// background job of a non-interactive shell, which ignores SIGINT) keeps
// them ignored until this initialiser catches them: Go's runtime respects
// an inherited ignore of those two, and the kernel discards such a signal
// sent before, so the process neither dies of it nor answers it.
//
// In every other process it does nothing but read os.Args: a desk or a
// query ends on Ctrl-C as before, and pays no signal handshakes.
package hooksignal
