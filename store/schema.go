package store

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"
)

// SchemaVersion is the version of the store's layout this build writes.
// A store with a higher version is refused ([ErrNewerSchema]); one with a
// lower version is migrated on its next open.
const SchemaVersion = 7

// The buckets of schema version 1. Keys and values are described where
// each record type is defined.
const (
	bucketMeta      = "meta"         // schema version, created-at, audit head
	bucketAsks      = "asks"         // ask ID → Ask
	bucketPending   = "asks.pending" // ask ID → "" for every pending ask
	bucketRules     = "rules"        // rule ID → Rule
	bucketRuleOrder = "rules.order"  // "ids" → JSON list of rule IDs in order
	bucketAudit     = "audit"        // big-endian seq → AuditEntry
	bucketAuditTime = "audit.time"   // big-endian time + seq → ""
	bucketEgress    = "egress"       // host → EgressHost
	bucketSettings  = "settings"     // "settings" → Settings
)

// The buckets schema version 2 adds.
const (
	bucketHits      = "rules.hits" // rule ID → big-endian uint64: how often it decided
	bucketProposals = "proposals"  // proposal ID → Proposal
)

// The bucket schema version 3 adds.
const (
	bucketRuleAudit = "rules.audit" // rule ID → big-endian seq of the entry that last wrote or approved it
)

// The bucket schema version 5 adds.
const (
	bucketNodePending = "asks.node" // node NUL ask ID → "" for every pending ask, by the node it waits on
)

// The keys of the meta bucket.
const (
	metaSchema        = "schema"         // decimal schema version
	metaCreated       = "created"        // RFC 3339 time the store was made
	metaAuditHead     = "audit.head"     // JSON AuditHead: the last entry's seq and hash
	metaSettingsEntry = "settings.entry" // the seq of the last "setting" entry (8 bytes, big-endian)
	metaEgressEntry   = "egress.entry"   // the seq of the last entry that holds the egress list whole (8 bytes, big-endian)
	// metaRulesEntry (schema 6, attest_rules.go): the seq of the last
	// entry that vouches for the rules in force.
)

// errOldSchema tells [Store.View] to migrate the store before reading it.
var errOldSchema = errors.New("store schema is older: migrate first")

// buckets lists the buckets of a store at [SchemaVersion]: those of
// version 1 and those the migrations add.
func buckets() []string {
	return slices.Concat(bucketsV1(), bucketsV2(), bucketsV3(), bucketsV4(), bucketsV5())
}

// bucketsV5 lists the buckets the migration to schema version 5 adds.
func bucketsV5() []string { return []string{bucketNodePending} }

// bucketsV3 lists the buckets the migration to schema version 3 adds.
func bucketsV3() []string { return []string{bucketRuleAudit} }

// bucketsV2 lists the buckets the migration to schema version 2 adds.
func bucketsV2() []string { return []string{bucketHits, bucketProposals} }

// bucketsV1 lists the buckets schema version 1 starts with.
func bucketsV1() []string {
	return []string{bucketMeta, bucketAsks, bucketPending, bucketRules, bucketRuleOrder,
		bucketAudit, bucketAuditTime, bucketEgress, bucketSettings}
}

// migrations returns the steps that bring a store up to [SchemaVersion]:
// step i migrates version i+1 to version i+2, inside the write transaction
// that opened the store.
func migrations() []func(*Tx) error {
	return []func(*Tx) error{
		// 1 → 2: rules' hits are counted in a bucket of their own;
		// proposals (changes four eyes holds) get theirs.
		func(tx *Tx) error {
			for _, name := range bucketsV2() {
				if _, err := tx.kv.createBucket(name); err != nil {
					return fmt.Errorf("bucket %s: %w", name, err)
				}
			}
			return nil
		},
		// 2 → 3: each rule names the audit entry that last wrote or
		// approved it, found once here by walking the trail.
		func(tx *Tx) error {
			if _, err := tx.kv.createBucket(bucketRuleAudit); err != nil {
				return fmt.Errorf("bucket %s: %w", bucketRuleAudit, err)
			}
			return tx.indexRuleEntries()
		},
		// 3 → 4: long commands are kept once, by hash, with a spool for
		// the longest (see [CommandRefBytes]). Records written before
		// keep their commands inline, and read as they did.
		func(tx *Tx) error {
			for _, name := range bucketsV4() {
				if _, err := tx.kv.createBucket(name); err != nil {
					return fmt.Errorf("bucket %s: %w", name, err)
				}
			}
			return nil
		},
		// 4 → 5: the pending asks are indexed by node too, so a
		// node's broker reads only its own (see [Tx.NodePendingHeads]).
		func(tx *Tx) error {
			if _, err := tx.kv.createBucket(bucketNodePending); err != nil {
				return fmt.Errorf("bucket %s: %w", bucketNodePending, err)
			}
			pending, err := tx.PendingHeads()
			if err != nil {
				return err
			}
			for _, a := range pending {
				if err := tx.indexNode(a); err != nil {
					return err
				}
			}
			return nil
		},
		// 5 → 6: the rules in force are tied to the trail whole (see
		// attest_rules.go): the store names the entry that vouches for
		// them, found on the trail, or a rules.state entry written now.
		func(tx *Tx) error { return tx.migrateRulesEntry() },
		// 6 → 7: the settings are tied to the trail with the rules (see
		// attest_settings.go): the rules and settings as they stand are
		// vouched for, where nothing says they were changed around ozdesk.
		func(tx *Tx) error { return tx.migrateSettingsDigest() },
	}
}

// schemaVersion reads the version in the meta bucket; 0 means no meta
// bucket.
func (tx *Tx) schemaVersion() (int, error) {
	meta := tx.bucket(bucketMeta)
	if meta == nil {
		return 0, nil
	}
	raw := meta.Get([]byte(metaSchema))
	v, err := strconv.Atoi(string(raw))
	if err != nil || v < 1 {
		return 0, fmt.Errorf("store %s: %w: schema version %q is not a positive number", tx.path, ErrCorrupt, raw)
	}
	return v, nil
}

// foreign reports an existing bbolt file without ozdesk's meta bucket
// that holds other buckets: some other program's database.
func (tx *Tx) foreign() error {
	names := tx.kv.bucketNames()
	if len(names) == 0 {
		return nil
	}
	return fmt.Errorf("store %s: %w: a bbolt file, but not an ozdesk store (it has buckets %q and no %s bucket); %s", tx.path, ErrCorrupt, names, bucketMeta, keepAside)
}

// checkSchema decides whether a read transaction can go on.
func (tx *Tx) checkSchema() error {
	v, err := tx.schemaVersion()
	switch {
	case err != nil:
		return err
	case v == 0:
		if err := tx.foreign(); err != nil {
			return err
		}
		return fmt.Errorf("read store %s: %w", tx.path, ErrNoStore)
	case v > SchemaVersion:
		return &SchemaError{Path: tx.path, Found: v, Known: SchemaVersion}
	case v < SchemaVersion:
		return errOldSchema
	}
	return tx.checkBuckets()
}

// checkBuckets reports a missing bucket as [ErrCorrupt]: a store without
// its rules bucket, say, would otherwise read as one without rules.
func (tx *Tx) checkBuckets() error {
	for _, name := range buckets() {
		if tx.bucket(name) == nil {
			return fmt.Errorf("store %s: %w: bucket %s is missing", tx.path, ErrCorrupt, name)
		}
	}
	return nil
}

// prepareSchema makes a write transaction's store current: it creates a
// new store's buckets, refuses a newer schema, and migrates an older one.
func (tx *Tx) prepareSchema() error {
	v, err := tx.schemaVersion()
	if err != nil {
		return err
	}
	if v == 0 {
		if err := tx.foreign(); err != nil {
			return err
		}
		if err := tx.create(); err != nil {
			return fmt.Errorf("create store %s: %w", tx.path, err)
		}
		v = 1
	}
	if v > SchemaVersion {
		return &SchemaError{Path: tx.path, Found: v, Known: SchemaVersion}
	}
	steps := migrations()
	for ; v < SchemaVersion; v++ {
		if v-1 >= len(steps) {
			return fmt.Errorf("store %s: no migration from schema %d", tx.path, v)
		}
		if err := steps[v-1](tx); err != nil {
			return fmt.Errorf("migrate store %s from schema %d to %d: %w", tx.path, v, v+1, err)
		}
		if err := tx.setSchemaVersion(v + 1); err != nil {
			return err
		}
	}
	return tx.checkBuckets()
}

// create makes the buckets of schema version 1 and stamps the meta bucket.
func (tx *Tx) create() error {
	for _, name := range bucketsV1() {
		if _, err := tx.kv.createBucket(name); err != nil {
			return fmt.Errorf("bucket %s: %w", name, err)
		}
	}
	meta := tx.kv.bucket(bucketMeta)
	if err := meta.Put([]byte(metaCreated), []byte(tx.Now().Format(time.RFC3339Nano))); err != nil {
		return err
	}
	return tx.setSchemaVersion(1)
}

func (tx *Tx) setSchemaVersion(v int) error {
	meta, err := tx.writeBucket(bucketMeta)
	if err != nil {
		return err
	}
	return meta.Put([]byte(metaSchema), []byte(strconv.Itoa(v)))
}
