package etcdtest

import (
	"context"
	"crypto/tls"
	"fmt"
	"time"

	"go.etcd.io/etcd/client/pkg/v3/transport"
	clientv3 "go.etcd.io/etcd/client/v3"
	"go.uber.org/zap"
)

// statusWait bounds one member's status or a leadership move.
const statusWait = 5 * time.Second

// MoveLeader hands the cluster's leadership from its leader to another
// running member, as an operator's `etcdctl move-leader` does, and
// returns the two members' indexes: the running member of lowest index
// that does not lead.
func (c *Cluster) MoveLeader() (from, to int, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), readyWait)
	defer cancel()
	ids := map[int]uint64{}
	from, to = -1, -1
	for _, i := range c.running() {
		id, lead, err := c.status(ctx, i)
		if err != nil {
			continue
		}
		ids[i] = id
		if id == lead {
			from = i
		}
	}
	for i := range ids {
		if i != from && (to < 0 || i < to) {
			to = i
		}
	}
	if from < 0 || to < 0 {
		return from, to, fmt.Errorf("move the leader: no leader, or no other running member (%d answering)", len(ids))
	}
	cli, err := c.client(from)
	if err != nil {
		return from, to, fmt.Errorf("move the leader from m%d to m%d: %w", from, to, err)
	}
	defer cli.Close()
	if _, err := cli.MoveLeader(ctx, ids[to]); err != nil {
		return from, to, fmt.Errorf("move the leader from m%d to m%d: %w", from, to, err)
	}
	return from, to, nil
}

// Leader returns the index of the running member that leads the cluster,
// by its own status, or -1 when none does (or none answers).
func (c *Cluster) Leader() int {
	ctx, cancel := context.WithTimeout(context.Background(), statusWait)
	defer cancel()
	for _, i := range c.running() {
		if id, lead, err := c.status(ctx, i); err == nil && id == lead {
			return i
		}
	}
	return -1
}

// running returns the indexes of the running members.
func (c *Cluster) running() []int {
	c.mu.Lock()
	defer c.mu.Unlock()
	var idx []int
	for i, m := range c.members {
		if m.proc != nil {
			idx = append(idx, i)
		}
	}
	return idx
}

// status asks member i for its ID and the ID of the leader it knows.
func (c *Cluster) status(ctx context.Context, i int) (id, lead uint64, err error) {
	cli, err := c.client(i)
	if err != nil {
		return 0, 0, err
	}
	defer cli.Close()
	ctx, cancel := context.WithTimeout(ctx, statusWait)
	defer cancel()
	st, err := cli.Status(ctx, c.members[i].client.String())
	if err != nil {
		return 0, 0, fmt.Errorf("status of m%d: %w", i, err)
	}
	return st.Header.MemberId, st.Leader, nil
}

// client is a client of member i alone, with the cluster's client
// certificate when it speaks TLS.
func (c *Cluster) client(i int) (*clientv3.Client, error) {
	var tlsConf *tls.Config
	if c.TLS != nil {
		info := transport.TLSInfo{CertFile: c.TLS.ClientCert, KeyFile: c.TLS.ClientKey, TrustedCAFile: c.TLS.CA}
		var err error
		if tlsConf, err = info.ClientConfig(); err != nil {
			return nil, fmt.Errorf("client TLS: %w", err)
		}
	}
	cli, err := clientv3.New(clientv3.Config{Endpoints: []string{c.members[i].client.String()},
		DialTimeout: statusWait, TLS: tlsConf, Logger: zap.NewNop()})
	if err != nil {
		return nil, fmt.Errorf("client of m%d: %w", i, err)
	}
	return cli, nil
}
