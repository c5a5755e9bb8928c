//go:build !ozdesk_adapters

package store

import (
	"context"
	"encoding/hex"
	"strconv"
	"strings"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// ChunkGrace is how long past its writer's deadline a directory of
// chunks (a value written apart, see kv_etcd_large.go) that no key refers
// to is kept before [Store.SweepChunks] deletes it. Its writer has then
// committed, or settled that it never will, for some time; the margin
// also covers the nodes' clocks differing by a few seconds.
const ChunkGrace = 15 * time.Second

// SweepChunks deletes the chunks of values written apart that no key
// refers to: those a broker left when it died, or lost the cluster,
// between writing them and its commit (a transaction that lost its race
// deletes its own). A directory is deleted once its writer's deadline is
// [ChunkGrace] past, only if the key it was written for does not refer
// to it, and only if that key did not change since it was read. It
// returns how many directories it deleted. A directory laid out before
// directories named their key and deadline is left alone. One broker of
// the fleet runs it (the one leading the sweep); a file store has no
// chunks, and it does nothing there.
func (s *Store) SweepChunks() (int, error) {
	if s.etcd == nil {
		return 0, nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), s.timeout)
	defer cancel()
	cli, prefix := s.etcd.cli, s.etcd.prefix
	var resp *clientv3.GetResponse
	if err := s.etcdCall(ctx, "list the chunks", func(ctx context.Context) (err error) {
		resp, err = cli.Get(ctx, prefix+largeDir, clientv3.WithPrefix(), clientv3.WithKeysOnly())
		return err
	}); err != nil {
		return 0, err
	}
	now := s.now()
	seen := map[string]bool{}
	removed := 0
	for _, kv := range resp.Kvs {
		rest := string(kv.Key[len(prefix):])
		i := strings.LastIndexByte(rest, '/')
		dir := rest[:i+1]
		if seen[dir] {
			continue
		}
		seen[dir] = true
		key, deadline, ok := parseChunkDir(dir)
		if !ok || !strings.HasPrefix(key, prefix+"k/") || now.Before(deadline.Add(ChunkGrace)) {
			continue
		}
		// Sent again after it took effect, the delete finds nothing
		// left to delete.
		var gone bool
		if err := s.etcdCall(ctx, "sweep the chunks "+dir, func(ctx context.Context) (err error) {
			gone, err = s.dropChunksOf(ctx, key, dir)
			return err
		}); err != nil {
			return removed, err
		}
		if gone {
			removed++
		}
	}
	return removed, nil
}

// dropChunksOf deletes the chunks in dir unless key refers to them, if
// key is still as read.
func (s *Store) dropChunksOf(ctx context.Context, key, dir string) (bool, error) {
	cli := s.etcd.cli
	resp, err := cli.Get(ctx, key)
	if err != nil {
		return false, err
	}
	var modRev int64
	if len(resp.Kvs) == 1 {
		raw := resp.Kvs[0].Value
		modRev = resp.Kvs[0].ModRevision
		if len(raw) > 2 && raw[0] == 0 && raw[1] == 'x' {
			if l, err := decodeLarge(raw[2:]); err == nil && l.dir == dir {
				return false, nil // referred to
			}
		}
	}
	txn, err := cli.Txn(ctx).
		If(clientv3.Compare(clientv3.ModRevision(key), "=", modRev)).
		Then(clientv3.OpDelete(s.etcd.prefix+dir, clientv3.WithPrefix())).Commit()
	if err != nil {
		return false, err
	}
	return txn.Succeeded, nil
}

// parseChunkDir reads the key and the writer's deadline from a
// directory of chunks, x/HEX(KEY)/SUM.NONCE.DEADLINE/; ok is false for
// any other name.
func parseChunkDir(dir string) (key string, deadline time.Time, ok bool) {
	parts := strings.Split(strings.TrimSuffix(strings.TrimPrefix(dir, largeDir), "/"), "/")
	if len(parts) != 2 {
		return "", time.Time{}, false
	}
	k, err := hex.DecodeString(parts[0])
	fields := strings.Split(parts[1], ".")
	if err != nil || len(k) == 0 || len(fields) != 3 {
		return "", time.Time{}, false
	}
	ms, err := strconv.ParseInt(fields[2], 10, 64)
	if err != nil || ms <= 0 {
		return "", time.Time{}, false
	}
	return string(k), time.UnixMilli(ms), true
}
