//go:build !ozdesk_adapters

package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// etcd refuses a request over its --max-request-bytes (1.5 MiB unless
// told otherwise), and a write transaction is one request. ozdesk's own
// bounds keep most values small, but not every one: a command is kept
// whole once (up to the broker's 2 MiB request cap, in the spool), and
// an ask's recorded evaluation holds the explanation of every part of
// its command (up to the reader's 1 MiB report, in the ask and again in
// its audit entry). So the etcd backend bounds the transaction, not the
// values:
//
//   - while a transaction's writes come to more than [etcdTxnBudget]
//     bytes, its largest value is written apart, before the transaction,
//     in chunks of [etcdChunkBytes] under
//     P x/SHA256(KEY)/SHA256(VALUE)/NNNN (one request each), and the
//     transaction writes the key a reference to them instead;
//   - reading a reference gives the chunks back, checked against the
//     value's hash ([ErrCorrupt] if they do not match);
//   - overwriting or deleting a key whose value was written apart deletes
//     its chunks in the same transaction, when the transaction read the
//     old value (ozdesk reads what it rewrites); writing the same value
//     again keeps them;
//   - each transaction writes its chunks under a directory of its own
//     (the value's hash, then a random nonce), which no other writer
//     names. So a transaction that is not sent (it is refused), or that
//     etcd answers it lost its compare-and-set race, deletes the chunks it
//     wrote: a loser leaves nothing behind, whatever it writes when it runs
//     again. Only a transaction whose outcome is unknown (its broker died
//     or lost the cluster between the chunks and the commit) may leave
//     chunks that nothing refers to: the broker leading the fleet's sweep
//     deletes those once their writer's deadline is well past
//     ([Store.SweepChunks]).
//
// A transaction that writes more than the budget in values of 4 KiB or
// less ([etcdApartBytes]; a rule resolving hundreds of asks) is refused before it
// is sent, naming the sizes ([ErrInvalid]), as one over the cluster's
// --max-txn-ops is.
//
// A reference is a value that starts with a NUL byte and 'x'. A value
// of ozdesk's that starts with a NUL byte (a command's text can) is
// stored with one more NUL before it, so no value, whatever its bytes,
// passes for a reference; every other value is stored as it is.
const (
	etcdTxnBudget  = 1 << 20   // what one transaction may write, keys and values
	etcdChunkBytes = 512 << 10 // one chunk of a value written apart
	etcdApartBytes = 4 << 10   // values this long or shorter are never written apart
	largeDir       = "x/"
	// etcdDropTimeout bounds deleting a lost transaction's chunks.
	etcdDropTimeout = 2 * time.Second
)

// etcdLarge is a value written apart: where its chunks are and what they
// make.
type etcdLarge struct {
	dir    string // the chunks' prefix, under the store's
	sum    string // the value's SHA-256, hex
	size   int    // its length
	chunks int    // how many chunks
}

// encode is the reference the key holds: NUL, 'x', then dir, sum, size
// and chunks.
func (l etcdLarge) encode() []byte {
	return fmt.Appendf([]byte{0, 'x'}, "%s %s %d %d", l.dir, l.sum, l.size, l.chunks)
}

// decodeLarge reads a reference (after its NUL and 'x').
func decodeLarge(b []byte) (etcdLarge, error) {
	f := strings.Fields(string(b))
	if len(f) != 4 {
		return etcdLarge{}, fmt.Errorf("%w: a large value's reference %q is not DIR SUM SIZE CHUNKS", ErrCorrupt, b)
	}
	size, err1 := strconv.Atoi(f[2])
	chunks, err2 := strconv.Atoi(f[3])
	if err1 != nil || err2 != nil || size < 0 || chunks < 1 {
		return etcdLarge{}, fmt.Errorf("%w: a large value's reference %q has no size or chunk count", ErrCorrupt, b)
	}
	return etcdLarge{dir: f[0], sum: f[1], size: size, chunks: chunks}, nil
}

// chunkKey is chunk i's key.
func (l etcdLarge) chunkKey(prefix string, i int) string {
	return fmt.Sprintf("%s%s%04d", prefix, l.dir, i)
}

// largeOf lays out value v of key k to be written apart, in a directory
// no other transaction writes (the nonce makes it this one's):
// x/HEX(K)/SUM.NONCE.DEADLINE/, where K is the key (in full, with the
// store's prefix) and DEADLINE the writing transaction's, in Unix
// milliseconds. The key and the deadline are what the fleet's sweep of
// chunks nothing refers to reads ([Store.SweepChunks]).
func largeOf(k string, v []byte, deadline time.Time) etcdLarge {
	vh := sha256.Sum256(v)
	sum := hex.EncodeToString(vh[:])
	dir := fmt.Sprintf("%s%s/%s.%016x.%d/", largeDir, hex.EncodeToString([]byte(k)), sum, rand.Uint64(), deadline.UnixMilli())
	return etcdLarge{dir: dir, sum: sum, size: len(v), chunks: max(1, (len(v)+etcdChunkBytes-1)/etcdChunkBytes)}
}

// same reports whether old holds the value l lays out (its size and hash):
// the key keeps old's chunks.
func (l etcdLarge) same(old *etcdLarge) bool {
	return old != nil && old.sum == l.sum && old.size == l.size
}

// escaped is value v as stored: with one more NUL before it when it
// starts with one.
func escaped(v []byte) []byte {
	if len(v) > 0 && v[0] == 0 {
		return append([]byte{0}, v...)
	}
	return v
}

// unescape reads a stored value of key k: the value, or, for a
// reference, the value read back from its chunks (and the reference
// itself, to delete them when the key is overwritten).
func (t *etcdTx) unescape(k string, raw []byte) ([]byte, *etcdLarge) {
	switch {
	case len(raw) < 2 || raw[0] != 0:
		return nonNil(raw), nil
	case raw[1] == 0:
		return raw[1:], nil
	case raw[1] != 'x':
		return raw, nil // written before references were: a value of its own
	}
	l, err := decodeLarge(raw[2:])
	if err != nil {
		t.fail(fmt.Errorf("key %s: %w", k, err))
		return nil, nil
	}
	resp, err := t.kv.Get(t.ctx, t.prefix+l.dir, clientv3.WithPrefix(), clientv3.WithRev(t.rev),
		clientv3.WithSort(clientv3.SortByKey, clientv3.SortAscend))
	if err != nil {
		t.fail(err)
		return nil, nil
	}
	var v []byte
	for _, kvp := range resp.Kvs {
		v = append(v, kvp.Value...)
	}
	sum := sha256.Sum256(v)
	if len(resp.Kvs) != l.chunks || len(v) != l.size || hex.EncodeToString(sum[:]) != l.sum {
		t.fail(fmt.Errorf("%w: key %s's value, written apart, reads back as %d bytes in %d chunks, not the %d in %d it was", ErrCorrupt, k, len(v), len(resp.Kvs), l.size, l.chunks))
		return nil, nil
	}
	return nonNil(v), &l
}

// txnWrite is one key the commit writes or deletes.
type txnWrite struct {
	key   string
	value []byte // the value (escaped when sent); nil to delete
	old   *etcdLarge
}

// planLarge decides which values of ws are written apart, so that the
// transaction stays within [etcdTxnBudget], and writes their chunks; it
// returns the transaction's ops. The chunks of the old values of keys
// overwritten or deleted are deleted in it.
func (t *etcdTx) planLarge(ws []txnWrite) ([]clientv3.Op, error) {
	total := 0
	for _, w := range ws {
		total += len(w.key) + len(w.value) + 1
	}
	order := make([]int, len(ws))
	for i := range order {
		order[i] = i
	}
	// Largest first: the fewest values written apart.
	slices.SortStableFunc(order, func(a, b int) int { return len(ws[b].value) - len(ws[a].value) })
	apart := map[int]etcdLarge{}
	for _, i := range order {
		if total <= etcdTxnBudget || len(ws[i].value) <= etcdApartBytes {
			break
		}
		v := ws[i].value
		deadline, ok := t.ctx.Deadline()
		if !ok {
			deadline = time.Now().Add(DefaultLockTimeout)
		}
		l := largeOf(ws[i].key, v, deadline)
		if l.same(ws[i].old) {
			l = *ws[i].old // the same value: its chunks stay
		} else {
			t.apart = append(t.apart, l)
			for c := range l.chunks {
				chunk := v[c*etcdChunkBytes : min(len(v), (c+1)*etcdChunkBytes)]
				if _, err := t.kv.Put(t.ctx, l.chunkKey(t.prefix, c), string(chunk)); err != nil {
					return nil, err
				}
			}
		}
		apart[i] = l
		total -= len(ws[i].value) - len(l.encode())
	}
	if total > etcdTxnBudget {
		return nil, fmt.Errorf("%w: one transaction would write %d bytes to etcd in %d keys, none large enough to write apart, over the %d one transaction may (etcd refuses a request over its --max-request-bytes)", ErrInvalid, total, len(ws), etcdTxnBudget)
	}
	var ops []clientv3.Op
	for i, w := range ws {
		switch l, ok := apart[i]; {
		case w.value == nil:
			ops = append(ops, clientv3.OpDelete(w.key))
		case ok:
			ops = append(ops, clientv3.OpPut(w.key, string(l.encode())))
		default:
			ops = append(ops, clientv3.OpPut(w.key, string(escaped(w.value))))
		}
		if w.old != nil && !apart[i].matches(w.old) {
			ops = append(ops, clientv3.OpDelete(t.prefix+w.old.dir, clientv3.WithPrefix()))
		}
	}
	return ops, nil
}

// matches reports whether l names the chunks old names (the same value
// written again: they are kept).
func (l etcdLarge) matches(old *etcdLarge) bool { return old != nil && l.dir == old.dir }

// dropApart deletes the chunks this transaction wrote, which nothing
// refers to: the transaction was not sent, or lost its race. It uses a
// context of its own, as the transaction's may be what ended it; failing,
// the chunks stay (they are never read).
func (t *etcdTx) dropApart() {
	if len(t.apart) == 0 {
		return
	}
	ops := make([]clientv3.Op, 0, len(t.apart))
	for _, l := range t.apart {
		ops = append(ops, clientv3.OpDelete(t.prefix+l.dir, clientv3.WithPrefix()))
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(t.ctx), etcdDropTimeout)
	defer cancel()
	_, _ = t.kv.Txn(ctx).Then(ops...).Commit()
	t.apart = nil
}
