package store

import (
	"fmt"
	"time"
)

// Info describes a store.
type Info struct {
	Path    string    // the file
	Schema  int       // its schema version
	Created time.Time // when it was made
	Audit   AuditHead // the audit trail's last entry
}

// Info returns what the meta bucket says about the store.
func (tx *Tx) Info() (Info, error) {
	v, err := tx.schemaVersion()
	if err != nil {
		return Info{}, err
	}
	info := Info{Path: tx.path, Schema: v}
	if raw := tx.bucket(bucketMeta).Get([]byte(metaCreated)); raw != nil {
		t, err := time.Parse(time.RFC3339Nano, string(raw))
		if err != nil {
			return Info{}, fmt.Errorf("store %s: %w: meta %s %q is not a time", tx.path, ErrCorrupt, metaCreated, raw)
		}
		info.Created = t
	}
	info.Audit, err = tx.auditHead()
	return info, err
}
