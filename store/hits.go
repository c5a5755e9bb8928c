package store

import (
	"encoding/binary"
	"fmt"
)

// AddHits counts one more decision for each rule ID given (a rule may be
// named more than once). The counts live apart from the rule records, so
// counting never rewrites a rule.
func (tx *Tx) AddHits(ids ...string) error {
	if len(ids) == 0 {
		return nil
	}
	b, err := tx.writeBucket(bucketHits)
	if err != nil {
		return fmt.Errorf("count hits: %w", err)
	}
	for _, id := range ids {
		if id == "" {
			continue
		}
		n := hitsOf(b.Get([]byte(id))) + 1
		if err := b.Put([]byte(id), binary.BigEndian.AppendUint64(nil, n)); err != nil {
			return fmt.Errorf("count hits of rule %s: %w", id, err)
		}
	}
	return nil
}

// Hits returns how often each rule decided, by ID (defaults included);
// rules that never did are absent.
func (tx *Tx) Hits() (map[string]uint64, error) {
	out := map[string]uint64{}
	b := tx.bucket(bucketHits)
	if b == nil {
		return out, nil
	}
	err := b.ForEach(func(k, v []byte) error {
		if len(v) != 8 {
			return fmt.Errorf("store %s: %w: the hits of rule %s are %d bytes, not 8", tx.path, ErrCorrupt, k, len(v))
		}
		out[string(k)] = binary.BigEndian.Uint64(v)
		return nil
	})
	return out, err
}

// hitsOf reads a stored count; absent is zero.
func hitsOf(v []byte) uint64 {
	if len(v) != 8 {
		return 0
	}
	return binary.BigEndian.Uint64(v)
}
