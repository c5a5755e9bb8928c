package queue

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// Service is the life of asks over one store. It holds no open file: every
// call opens, runs one transaction and closes (see package store), unless
// its owner holds the store open ([Service.HoldStore], the broker). A
// Service is safe for concurrent use.
type Service struct {
	st   *store.Store
	node string
	now  func() time.Time
	// home is this process's home directory, for requests that do not
	// name one.
	home string
	// exe is this program's executable, guarded as ozdesk's own.
	exe string
	// pidNS is the pid namespace this process's pids are numbered in
	// (0: not known): an asker's recorded pid is checked only within it.
	pidNS uint64
	// protected are further paths to guard ([WithProtected]).
	protected []string
	// flight is the request this service's asker has in flight, for a
	// note of its deadline's end (unreached_deadline.go).
	flight *askFlight
	// cache keeps compiled rules between calls.
	cache *compileCache
	// pending keeps the readings of pending asks previews have met.
	pending *pendingReads
	// exclusive: this process alone writes the store (the broker), so
	// waits learn of changes from its own commits, not the file.
	exclusive bool
	// paths keeps the real paths of the paths guarded.
	paths *realPaths
	// accounts says from which OS account an operator acts
	// ([WithAccounts]); nil: not recorded.
	accounts Accounts
	// budget caps what each account's evaluations write ([WithWriteBudget]);
	// budgetOnce settles it on first use.
	budget *writeBudget
	// outage keeps the commands refused while the store could not be
	// reached, until they can be written (outage.go).
	outage     *outageLog
	budgetOnce sync.Once
	// settingsFloor is the last "setting" entry whose settings this
	// process believed (see [Service.effectiveSettings]).
	settingsFloor *atomic.Uint64
	// unproven, when set, is told why the stored settings are not
	// believed, each time a read finds it ([Service.NotifySettingsUnproven]).
	unproven *atomic.Pointer[func(why string)]
	// settingsSeen are the settings last found as their entry says.
	settingsSeen *atomic.Pointer[settingsSeen]
	// egressUnproven, when set, is told why the stored egress list is
	// not believed ([Service.NotifyEgressUnproven]).
	egressUnproven *atomic.Pointer[func(why string)]
	// egressSeen is the egress list last found as its entry says.
	egressSeen *atomic.Pointer[egressSeen]
	// egressFloor is the last entry whose egress list this process
	// believed.
	egressFloor *atomic.Uint64
	// headSeen is the head (and the store it was read in) the last
	// [Service.WaitChange] returned, or last found on its way.
	headSeen *atomic.Pointer[headState]
	// judged, when set (by tests), is called each time a command has been
	// judged outside the write transaction, before the write
	// ([Service.evaluateInOne]).
	judged func()
	// policyReread, when set (by tests), is called each time the write
	// of a command judged outside it reads the policy again, because the
	// store changed since it was read ([Service.commitJudged]).
	policyReread func()
	// protectedBuilt, when set (by tests), is called each time the paths
	// ozdesk guards are built for a context ([Service.protectedFor]).
	protectedBuilt func()
}

// Option configures [New].
type Option func(*Service)

// WithNode names the node (host) the service runs on; the default is the
// host name.
func WithNode(name string) Option { return func(s *Service) { s.node = name } }

// WithClock sets the clock (for tests of ends and deadlines).
func WithClock(now func() time.Time) Option {
	return func(s *Service) {
		if now != nil {
			s.now = now
		}
	}
}

// WithProtected adds paths ozdesk guards as its own (the [protected] class
// of the patterns package): policy files, say. The store's directory, this
// program's executable and the harness settings that call ozdesk are
// always guarded (see [Service.Context]).
func WithProtected(paths ...string) Option {
	return func(s *Service) { s.protected = append(s.protected, paths...) }
}

// WithExclusive says that this process alone writes the store, as the
// broker does: waits then learn of changes from the service's own commits
// ([store.Store.Notify]) instead of watching the file.
func WithExclusive() Option { return func(s *Service) { s.exclusive = true } }

// WithHome sets the home directory of requests that do not name one; the
// default is this process's ($HOME).
func WithHome(dir string) Option { return func(s *Service) { s.home = dir } }

// New returns a service over st.
func New(st *store.Store, opts ...Option) *Service {
	s := &Service{st: st, now: time.Now, flight: &askFlight{}, cache: &compileCache{}, pending: &pendingReads{}, paths: &realPaths{}, outage: &outageLog{},
		settingsFloor: &atomic.Uint64{}, unproven: &atomic.Pointer[func(string)]{},
		settingsSeen: &atomic.Pointer[settingsSeen]{}, egressUnproven: &atomic.Pointer[func(string)]{},
		egressSeen: &atomic.Pointer[egressSeen]{}, egressFloor: &atomic.Uint64{}, headSeen: &atomic.Pointer[headState]{}}
	for _, o := range opts {
		o(s)
	}
	if s.node == "" {
		s.node = hostName()
	}
	s.pidNS = pidNamespace()
	if s.home == "" {
		s.home, _ = os.UserHomeDir() // "" when unknown: classes then doubt
	}
	if exe, err := os.Executable(); err == nil {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			exe = real
		}
		s.exe = exe
	}
	return s
}

// hostName is the node's default name: the host name, or "localhost" when
// the system will not say.
func hostName() string {
	if h, err := os.Hostname(); err == nil && h != "" {
		return h
	}
	return "localhost"
}

// Init makes the store when it does not exist yet, and checks it when it
// does; it reports whether it made it. The desk, the demo and the
// operators' commands make the store; a harness's service never does (see
// store.WithoutCreate).
func (s *Service) Init() (bool, error) {
	_, statErr := os.Stat(s.st.Path())
	made, err := s.st.Init()
	if err != nil && statErr == nil {
		// a file was there: the desk never makes a store over it, and the
		// error is what opening it found (rt40k LOW-1: a file that is no
		// store read "make the store: open store …")
		return false, fmt.Errorf("open the store: %w", err)
	}
	if err != nil {
		return false, fmt.Errorf("make the store: %w", err)
	}
	return made, nil
}

// Node returns the name of the node the service runs on.
func (s *Service) Node() string { return s.node }

// LockWaiting reports whether a read or write of the store is waiting now
// for another process's lock on its file ([store.Store.LockWaiting]): the
// desk says so while its first read waits. It touches no file.
func (s *Service) LockWaiting() bool { return s.st.LockWaiting() }
