package store

import (
	"encoding/json"
	"fmt"
)

// The egress list is tied to the trail as the settings are
// (attest_entry.go): every entry that changes it holds the list whole
// (the hosts, sorted, under "egress"), and the store keeps the seq of
// the last such entry ([Tx.EgressEntry]). A reader checks the stored
// hosts against that one entry ([Tx.AuditAt]); a host put on the list
// around ozdesk is in no entry.

// IndexEgressEntry records seq as the last entry that holds the egress
// list whole. The writer of the entry calls it in the same transaction.
func (tx *Tx) IndexEgressEntry(seq uint64) error {
	b, err := tx.writeBucket(bucketMeta)
	if err != nil {
		return fmt.Errorf("index egress entry %d: %w", seq, err)
	}
	if err := b.Put([]byte(metaEgressEntry), seqKey(seq)); err != nil {
		return fmt.Errorf("index egress entry %d: %w", seq, err)
	}
	return nil
}

// EgressEntry returns the seq of the last entry that holds the egress
// list whole, as the store keeps it (0 when none did: the list was never
// changed, or only before the store kept it).
func (tx *Tx) EgressEntry() uint64 {
	if b := tx.bucket(bucketMeta); b != nil {
		return seqOf(b.Get([]byte(metaEgressEntry)))
	}
	return 0
}

// carryEgress keeps the egress list attested when e, the last entry that
// held it whole, is cut: an [KindAuditCarry] entry holds the list as e
// wrote it, and the store keeps it as the last such entry.
func (tx *Tx) carryEgress(e AuditEntry) error {
	var d struct {
		Egress json.RawMessage `json:"egress"`
	}
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return fmt.Errorf("carry the egress list from entry %d: %w", e.Seq, err)
	}
	data, err := encode(carryData{Egress: d.Egress, Carried: carriedFrom{Seq: e.Seq, Hash: e.Hash, Kind: e.Kind, Actor: e.Actor, Time: e.Time}})
	if err != nil {
		return fmt.Errorf("carry the egress list: %w", err)
	}
	carry, err := tx.appendAudit(AuditEntry{Kind: KindAuditCarry, Actor: "ozdesk", Node: e.Node, Data: data})
	if err != nil {
		return err
	}
	return tx.IndexEgressEntry(carry.Seq)
}
