// Package etcdtest runs a real etcd cluster, embedded in the test's
// process, on loopback ports with its data in the test's temporary
// directory: one member, or three to test quorum. Members can be stopped
// and started again on the same ports and data. It is for tests only.
package etcdtest

import (
	"context"
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

	"go.etcd.io/etcd/client/pkg/v3/transport"
	"go.etcd.io/etcd/server/v3/embed"
	"go.uber.org/zap"
)

// MaxTxnOps is the --max-txn-ops the test clusters run with, the one a
// fleet's cluster is told to run with (store.DefaultMaxTxnOps).
const MaxTxnOps = 1024

// readyWait bounds how long a cluster may take to elect a leader.
const readyWait = 20 * time.Second

// Cluster is an embedded etcd cluster.
type Cluster struct {
	t       testing.TB
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
// again) and the running server, nil while stopped.
type member struct {
	name         string
	dir          string
	client, peer url.URL
	cluster      string
	etcd         *embed.Etcd
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
	c := &Cluster{t: t, open: open}
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

func (c *Cluster) start(i int, state string) error {
	c.mu.Lock()
	m := c.members[i]
	c.mu.Unlock()
	cfg := embed.NewConfig()
	cfg.Name, cfg.Dir = m.name, m.dir
	cfg.ListenClientUrls, cfg.AdvertiseClientUrls = []url.URL{m.client}, []url.URL{m.client}
	cfg.ListenPeerUrls, cfg.AdvertisePeerUrls = []url.URL{m.peer}, []url.URL{m.peer}
	cfg.InitialCluster, cfg.ClusterState = m.cluster, state
	cfg.InitialClusterToken = "ozdesk-test"
	cfg.TickMs, cfg.ElectionMs = 20, 200
	cfg.MaxTxnOps = MaxTxnOps
	cfg.ZapLoggerBuilder = embed.NewZapLoggerBuilder(zap.NewNop())
	if c.TLS != nil {
		cfg.ClientTLSInfo = transport.TLSInfo{CertFile: c.TLS.ServerCert, KeyFile: c.TLS.ServerKey,
			TrustedCAFile: c.TLS.CA, ClientCertAuth: true}
		if c.open || m.open {
			cfg.ClientTLSInfo = transport.TLSInfo{CertFile: c.TLS.ServerCert, KeyFile: c.TLS.ServerKey}
		}
	}
	e, err := embed.StartEtcd(cfg)
	if err != nil {
		return fmt.Errorf("member %s: %w", m.name, err)
	}
	select {
	case <-e.Server.ReadyNotify():
	case <-time.After(readyWait):
		e.Close()
		return fmt.Errorf("member %s: no leader within %s", m.name, readyWait)
	}
	c.mu.Lock()
	m.etcd = e
	c.mu.Unlock()
	return nil
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

// Stop stops member i (its data stays).
func (c *Cluster) Stop(i int) {
	c.mu.Lock()
	e := c.members[i].etcd
	c.members[i].etcd = nil
	c.mu.Unlock()
	if e != nil {
		e.Close()
	}
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

// Close stops every member.
func (c *Cluster) Close() {
	for i := range c.members {
		c.Stop(i)
	}
}

// MoveLeader hands the cluster's leadership from its leader to another
// running member, as an operator's `etcdctl move-leader` does, and
// returns the two members' indexes.
func (c *Cluster) MoveLeader() (from, to int, err error) {
	c.mu.Lock()
	running := map[int]*embed.Etcd{}
	for i, m := range c.members {
		if m.etcd != nil {
			running[i] = m.etcd
		}
	}
	c.mu.Unlock()
	from, to = -1, -1
	for i, e := range running {
		if uint64(e.Server.MemberID()) == e.Server.Lead() {
			from = i
		}
	}
	for i := range running {
		if i != from && (to < 0 || i < to) {
			to = i
		}
	}
	if from < 0 || to < 0 {
		return from, to, fmt.Errorf("move the leader: no leader, or no other running member (%d running)", len(running))
	}
	ctx, cancel := context.WithTimeout(context.Background(), readyWait)
	defer cancel()
	lead := running[from].Server
	if err := lead.MoveLeader(ctx, lead.Lead(), uint64(running[to].Server.MemberID())); err != nil {
		return from, to, fmt.Errorf("move the leader from m%d to m%d: %w", from, to, err)
	}
	return from, to, nil
}

// Leader returns the index of the running member that leads the cluster,
// or -1 when none does.
func (c *Cluster) Leader() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, m := range c.members {
		if m.etcd != nil && uint64(m.etcd.Server.MemberID()) == m.etcd.Server.Lead() {
			return i
		}
	}
	return -1
}
