// Package etcdtest runs a real etcd cluster on loopback ports with its
// data in the test's temporary directory: one member, or three to test
// quorum. Each member is a process of its own, the command in ./member
// built once per test process without the race detector, so that etcd's
// own work is not slowed by the detector a -race test runs under.
// Members can be stopped and started again on the same ports and data.
// It is for tests only.
package etcdtest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// MaxTxnOps is the --max-txn-ops the test clusters run with, the one a
// fleet's cluster is told to run with (store.DefaultMaxTxnOps).
const MaxTxnOps = 1024

// readyWait bounds how long a cluster may take to elect a leader.
const readyWait = 20 * time.Second

// Cluster is an etcd cluster of member processes.
type Cluster struct {
	t testing.TB
	// bin is the member command's binary.
	bin     string
	mu      sync.Mutex
	members []*member
	// TLS, when the cluster was started with [StartTLS], holds its
	// certificates; nil for a cluster without TLS.
	TLS *TLSFiles
	// open: TLS to the clients, but no client certificate asked for
	// ([StartTLSOpen]).
	open bool
}

// member is one etcd server: its configuration (kept to start it
// again) and its running process, nil while stopped.
type member struct {
	name         string
	dir          string
	client, peer url.URL
	cluster      string
	proc         *proc
	// open: started again without client-certificate authentication
	// ([Cluster.StartAgainOpen]).
	open bool
}

// Start runs a cluster of n members and waits until it has a leader. It
// is stopped when the test ends.
func Start(t testing.TB, n int) *Cluster {
	t.Helper()
	return start(t, n, false, false)
}

// StartTLS is [Start] with TLS to the clients: each must present a
// certificate signed by the cluster's CA (see [Cluster.TLS]).
func StartTLS(t testing.TB, n int) *Cluster {
	t.Helper()
	return start(t, n, true, false)
}

// StartTLSOpen is [StartTLS] without client-certificate authentication
// (etcd without --client-cert-auth and --trusted-ca-file): TLS to the
// clients, who need no certificate, as a misconfigured fleet's cluster
// would be. Anyone who reaches it may write to it.
func StartTLSOpen(t testing.TB, n int) *Cluster {
	t.Helper()
	return start(t, n, true, true)
}

func start(t testing.TB, n int, withTLS, open bool) *Cluster {
	t.Helper()
	// A port freePort found free may be taken again before the member
	// binds it (another test's connection, under load): such a cluster
	// is started again on other ports, a few times.
	for try := 1; ; try++ {
		c, err := startOnce(t, n, withTLS, open)
		if err == nil {
			return c
		}
		if try == 3 || !strings.Contains(err.Error(), "address already in use") {
			t.Fatalf("start etcd: %v", err)
		}
		t.Logf("start etcd: %v; again on other ports", err)
	}
}

// startOnce starts a cluster of n members on ports found free, or stops
// what it started and says why it could not.
func startOnce(t testing.TB, n int, withTLS, open bool) (*Cluster, error) {
	t.Helper()
	bin, err := memberBinary()
	if err != nil {
		t.Fatalf("start etcd: %v", err)
	}
	c := &Cluster{t: t, bin: bin, open: open}
	dir := t.TempDir()
	scheme := "http"
	if withTLS {
		files := makeTLS(t, dir)
		c.TLS, scheme = &files, "https"
	}
	var peers []string
	for i := range n {
		m := &member{name: fmt.Sprintf("m%d", i), dir: filepath.Join(dir, fmt.Sprintf("m%d", i)),
			client: url.URL{Scheme: scheme, Host: freePort(t)}, peer: url.URL{Scheme: "http", Host: freePort(t)}}
		peers = append(peers, m.name+"="+m.peer.String())
		c.members = append(c.members, m)
	}
	for _, m := range c.members {
		m.cluster = strings.Join(peers, ",")
	}
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range c.members {
		wg.Go(func() { errs[i] = c.start(i, "new") })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		c.Close()
		return nil, err
	}
	t.Cleanup(c.Close)
	return c, nil
}

// freePort finds a free loopback port below the system's ephemeral
// range (ip_local_port_range), where neither a listener on port 0 nor an
// outgoing connection's source port is ever put: a member stopped and
// started again on its ports finds them free. On the system's port 0,
// a test beside it took a stopped member's port meanwhile ("bind:
// address already in use", seen in a parallel run of ./...).
func freePort(t testing.TB) string {
	t.Helper()
	if low := ephemeralLow(); low > 1024+portSpan {
		for range 200 {
			addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(low-1-rand.IntN(portSpan)))
			if ln, err := net.Listen("tcp", addr); err == nil {
				ln.Close()
				return addr
			}
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("find a free port: %v", err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// portSpan is how many ports below the ephemeral range freePort picks
// from.
const portSpan = 12000

// ephemeralLow is the first port of the system's ephemeral range (32768
// when it cannot be read, Linux's default).
func ephemeralLow() int {
	b, err := os.ReadFile("/proc/sys/net/ipv4/ip_local_port_range")
	if err != nil {
		return 32768
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 32768
	}
	low, err := strconv.Atoi(f[0])
	if err != nil {
		return 32768
	}
	return low
}

// Endpoints returns every member's client address (host:port), running
// or not.
func (c *Cluster) Endpoints() []string {
	var eps []string
	for _, m := range c.members {
		eps = append(eps, m.client.Host)
	}
	return eps
}

// Address returns the store address of the cluster under prefix:
// etcd://HOST:PORT,…/PREFIX.
func (c *Cluster) Address(prefix string) string {
	return "etcd://" + strings.Join(c.Endpoints(), ",") + "/" + prefix
}

// StartAgain starts the stopped members on their ports and data, all at
// once, and waits until each is ready (a majority of the cluster must be
// running for that).
func (c *Cluster) StartAgain(members ...int) {
	c.t.Helper()
	var wg sync.WaitGroup
	errs := make([]error, len(members))
	for k, i := range members {
		wg.Go(func() { errs[k] = c.start(i, "existing") })
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			c.t.Fatalf("start etcd again: %v", err)
		}
	}
}

// StartAgainOpen starts stopped member i again without client-certificate
// authentication (TLS still), as an operator's mistake would: whoever
// reaches it may read and write the cluster. Once stopped again,
// [Cluster.StartAgain] starts it closed.
func (c *Cluster) StartAgainOpen(i int) {
	c.t.Helper()
	c.mu.Lock()
	c.members[i].open = true
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		c.members[i].open = false
		c.mu.Unlock()
	}()
	if err := c.start(i, "existing"); err != nil {
		c.t.Fatalf("start etcd member %d again, open: %v", i, err)
	}
}
