//go:build !ozdesk_adapters

package main

import (
	"context"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"

	"ozdesk.dev/ozdesk/internal/etcdtest"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestServeEtcdTLSMarkInTrail (rt20g #8): the mark that stops
// --etcd-insecure-for-tests on a fleet's store was one key, which anyone
// on a member open for a moment deletes; then an agent ran ozdesk's own
// broker on the fleet's store, as its own admin. Now a broker that serves
// with a client certificate writes a fleet.tls entry into the trail, and
// a broker started insecure refuses a store whose trail holds one, the
// key deleted or not.
func TestServeEtcdTLSMarkInTrail(t *testing.T) {
	t.Parallel()
	closed := etcdtest.StartTLS(t, 1)
	tlsFlags := []string{"--etcd-cacert", closed.TLS.CA, "--etcd-cert", closed.TLS.ClientCert, "--etcd-key", closed.TLS.ClientKey}
	if r := runServe(t, closed.Address("fleet"), append(tlsFlags, "--init")...); r.code != 0 {
		t.Fatalf("serve --init with a certificate: exit %d\n%s", r.code, r.out)
	}
	cfg, _ := store.ParseEtcdAddress(closed.Address("fleet"))
	cfg.TLS, _ = store.EtcdTLS(closed.TLS.CA, closed.TLS.ClientCert, closed.TLS.ClientKey)
	st, err := store.OpenEtcd(cfg)
	if err != nil {
		t.Fatal(err)
	}
	seq, _, err := queue.New(st).TLSFleetEntry()
	st.Close()
	if err != nil || seq == 0 {
		t.Fatalf("the trail of a store a broker made with a certificate has no fleet.tls entry: %d, %v", seq, err)
	}

	// The same trail on a plain cluster (as if the fleet's cluster were
	// run without client authentication): the store made, served once as
	// a fleet's broker would, then the key deleted by a stranger.
	plain := etcdtest.Start(t, 1)
	if r := runServe(t, plain.Address("fleet"), "--etcd-insecure-for-tests", "--init"); r.code != 0 {
		t.Fatalf("serve --init insecure on a test cluster: exit %d\n%s", r.code, r.out)
	}
	pcfg, _ := store.ParseEtcdAddress(plain.Address("fleet"))
	pst, err := store.OpenEtcd(pcfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := pst.MarkClientAuth(time.Now()); err != nil {
		t.Fatal(err)
	}
	if err := queue.New(pst).MarkTLSFleet("ozbroker"); err != nil {
		t.Fatal(err)
	}
	pst.Close()
	cli, err := clientv3.New(clientv3.Config{Endpoints: plain.Endpoints(), DialTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer cli.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if resp, err := cli.Delete(ctx, "fleet/fleet/client-cert-auth"); err != nil || resp.Deleted != 1 {
		t.Fatalf("the stranger deletes the mark's key: %v", err)
	}
	code, out := serveRefused(t, plain.Address("fleet"))
	if code != exitUsage || !strings.Contains(out, "whose brokers reach it with client certificates") || !strings.Contains(out, "audit entry") {
		t.Errorf("serve --etcd-insecure-for-tests on a fleet's store whose key was deleted: exit %d, want %d\n%s", code, exitUsage, out)
	}
}
