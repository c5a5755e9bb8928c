package main

import (
	"fmt"
	"os"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
)

// protected reads the node's configuration once: a configuration that
// names a socket puts every client in protected mode (nil: direct mode).
// A configuration that exists but cannot be trusted or read is an error,
// and callers fail closed: they never fall back to a store file.
func (a *app) protected() (*broker.Config, error) {
	if a.modeRead {
		return a.cfg, a.cfgErr
	}
	a.modeRead = true
	if a.remote != nil {
		a.cfg = &broker.Config{Path: "the SSH desk"}
		if a.db != "" || a.configPath != "" {
			a.cfgErr = usagef("drop --db and --config", "over SSH the broker owns the store and its configuration")
		}
		return a.cfg, a.cfgErr
	}
	path, optional := a.configPath, false
	if path == "" {
		path, optional = broker.DefaultConfigPath, true
	}
	a.cfg, a.cfgErr = broker.LoadConfig(path, optional)
	if a.cfgErr != nil {
		a.cfgErr = withCode(exitStore, a.cfgErr, "protected mode is configured but the configuration cannot be used; nothing runs until it is fixed (see 'ozdesk help protected')")
	} else if a.cfg != nil && a.db != "" {
		a.cfgErr = usagef("protected mode: the broker owns the store; drop --db", "--db %s: %s names the broker's socket, so no client opens a store file", a.db, a.cfg.Path)
	}
	return a.cfg, a.cfgErr
}

// api returns the queue: the broker's client in protected mode, else the
// service over the store the flags name, whose reads and writes wait up
// to store.OperatorLockWait for its lock: an operator waits out a burst.
func (a *app) api() (queue.API, error) {
	return a.open(store.WithLockTimeout(store.OperatorLockWait))
}

// open returns the broker's client in protected mode, else the service
// over the store the flags name, opened with opts.
func (a *app) open(opts ...store.Option) (queue.API, error) {
	cfg, err := a.protected()
	if err != nil {
		return nil, err
	}
	if cfg != nil {
		return a.brokerClient(cfg), nil
	}
	return a.direct(opts...)
}

// service returns the service over the store file, for the commands that
// need it in-process. In protected mode it refuses: no client opens the
// broker's store.
func (a *app) service() (*queue.Service, error) {
	cfg, err := a.protected()
	if err != nil {
		return nil, err
	}
	if cfg != nil {
		return nil, withCode(exitStore, fmt.Errorf("protected mode (%s): the broker owns the store, and no client opens a store file", cfg.Path),
			"the broker's account makes its store once with 'ozdesk serve --init'")
	}
	return a.direct(store.WithLockTimeout(store.OperatorLockWait))
}

// harnessAPI returns the queue for a harness process (ozdesk ask, a hook):
// the broker's client in protected mode; else the service over the store
// file, which it never makes: a store not made yet, or deleted, fails
// closed (the desk, 'ozdesk init' or an operator's command makes it).
//
// A hook's wait for the store's lock ends by a.lockBy, when set: a hook
// whose --wait is shorter than the lock's timeout would otherwise be
// ended by its own deadline while still waiting, and its refusal would
// leave no record beside the store (fx53e; see [queue.Service.Evaluate]).
func (a *app) harnessAPI() (queue.API, error) {
	opts := []store.Option{store.WithoutCreate()}
	if !a.lockBy.IsZero() {
		opts = append(opts, store.WithLockTimeout(hookLockWait(time.Until(a.lockBy))))
	}
	api, err := a.open(opts...)
	if svc, ok := api.(*queue.Service); ok && err == nil {
		a.hookSvc.Store(svc)
	}
	return api, err
}

// hookLockWait is the store's lock wait of a hook with left until its
// lock wait must end: the store's own timeout, or less, never nothing (a
// non-positive timeout would keep the default).
func hookLockWait(left time.Duration) time.Duration {
	return max(min(left, store.DefaultLockTimeout), time.Millisecond)
}

// direct returns the service over the store the flags name (direct mode).
func (a *app) direct(opts ...store.Option) (*queue.Service, error) {
	path, err := store.ResolvePath(a.db)
	if err != nil {
		return nil, withCode(exitStore, fmt.Errorf("find the store: %w", err), "name it with --db PATH or $"+store.EnvDB)
	}
	if def, err := store.DefaultPath(); err != nil || path != def {
		// A store named by --db or $OZDESK_DB is made only in a directory
		// that is there: a mistyped path makes no tree of directories.
		opts = append(opts, store.WithoutDirectory())
	}
	// The operator's name is claimed here (--operator): four eyes counts
	// this process's account too, and the trail records it.
	return queue.New(store.New(path, opts...), queue.WithAccounts(queue.ClaimedAccounts(os.Getuid()))), nil
}

// brokerClient is the broker's client: over SSH, the in-process one that
// acts as the key's operator; else one of the socket cfg names, waiting
// for an evaluation's answer as long as cfg says (evaluate-timeout).
func (a *app) brokerClient(cfg *broker.Config) *broker.Client {
	if a.remote != nil {
		return a.remote
	}
	return broker.NewClient(cfg.SocketPath(), broker.EvaluateWithin(cfg.EvaluateWithin()))
}
