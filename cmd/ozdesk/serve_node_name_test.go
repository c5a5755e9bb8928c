package main

import (
	"context"
	"strings"
	"testing"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
	"go.uber.org/zap"

	"ozdesk.dev/ozdesk/internal/etcdtest"
)

// TestServeNodeName: the real 'ozdesk serve' on a real cluster refuses,
// exit 2 and before it makes or records anything, a node name a rule
// scope could not name alone, and one that differs only in case from a
// node the fleet knows (rt16f finding 5: " n1", "n*", "n1/x", "..",
// "a b" and "N1" all served, and each stayed a known node for good).
func TestServeNodeName(t *testing.T) {
	t.Parallel()
	c := etcdtest.Start(t, 1)
	for _, tc := range []struct{ node, says string }{
		{" n1", "starts or ends with blanks"},
		{"n*", "holds *"},
		{"n1/x", "holds /"},
		{"..", "is not a name"},
		{"a b", "holds a blank"},
		{"n[12]", "glob character"},
	} {
		r := runServe(t, c.Address("names"), "--etcd-insecure-for-tests", "--init", "--node", tc.node)
		if r.code != exitUsage || !strings.Contains(r.out, tc.says) || !strings.Contains(r.out, "nothing was started") {
			t.Errorf("serve --node %q: exit %d, want %d saying %q\n%s", tc.node, r.code, exitUsage, tc.says, r.out)
		}
	}
	if storeMade(t, c.Address("names")) {
		t.Errorf("a broker refused for its node name made the store")
	}

	// A known node n1 (as a broker that ran records it); N1 is refused.
	cli, err := clientv3.New(clientv3.Config{Endpoints: c.Endpoints(), DialTimeout: 5 * time.Second, Logger: zap.NewNop()})
	if err != nil {
		t.Fatal(err)
	}
	defer cli.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := cli.Put(ctx, "case/known/n1", ""); err != nil {
		t.Fatal(err)
	}
	r := runServe(t, c.Address("case"), "--etcd-insecure-for-tests", "--init", "--node", "N1")
	if r.code != exitUsage || !strings.Contains(r.out, `"N1" differs only in case from the fleet's node "n1"`) {
		t.Errorf("serve --node N1 beside a known n1: exit %d, want %d\n%s", r.code, exitUsage, r.out)
	}
}
