package store

import (
	"fmt"
	"strings"
	"time"
)

// EgressHost is a host on the egress list: downloads from it may be
// allowed by rules that name the [egress] class. Kept as JSON under the
// host in the egress bucket.
type EgressHost struct {
	Host    string    `json:"host"`             // a host name, lower case; "*.example.com" for its subdomains
	AddedBy string    `json:"added_by"`         // the operator who added it
	Added   time.Time `json:"added"`            // when (filled if zero)
	Reason  string    `json:"reason,omitempty"` // why it is trusted
	// NotInEffect, when not empty, says why the host is on the stored
	// list but not in effect (its record was written around ozdesk, or
	// the list is not as the trail wrote it). The queue sets it as it
	// reads the list for operators; whatever a record says is replaced.
	NotInEffect string `json:"not_in_effect,omitempty"`
}

// Egress returns the egress list, sorted by host.
func (tx *Tx) Egress() ([]EgressHost, error) {
	b := tx.bucket(bucketEgress)
	if b == nil {
		return nil, nil
	}
	var hosts []EgressHost
	err := b.ForEach(func(k, v []byte) error {
		var h EgressHost
		if err := tx.decode("egress host", k, v, &h); err != nil {
			return err
		}
		hosts = append(hosts, h)
		return nil
	})
	return hosts, err
}

// AddEgress puts a host on the egress list. The host is stored in lower
// case (host names are case-insensitive); a host already there gives
// [ErrExists].
func (tx *Tx) AddEgress(h EgressHost) error {
	var err error
	if h.Host, err = CheckEgressHost(h.Host); err != nil {
		return fmt.Errorf("add egress host: %w", err)
	}
	b, err := tx.writeBucket(bucketEgress)
	if err != nil {
		return fmt.Errorf("add egress host %s: %w", h.Host, err)
	}
	if b.Get([]byte(h.Host)) != nil {
		return fmt.Errorf("add egress host %s: %w", h.Host, ErrExists)
	}
	if h.Added = utc(h.Added); h.Added.IsZero() {
		h.Added = tx.Now()
	}
	return tx.put(bucketEgress, "egress host", []byte(h.Host), h)
}

// CheckEgressHost returns a host as the egress list keeps it: trimmed and
// in lower case (host names are case-insensitive). One that is empty or
// holds a space or a slash gives [ErrInvalid].
func CheckEgressHost(host string) (string, error) {
	h := strings.ToLower(strings.TrimSpace(host))
	if h == "" || strings.ContainsAny(h, " /\t\n") {
		return "", fmt.Errorf("egress host %q: %w: not a host name", h, ErrInvalid)
	}
	return h, nil
}

// HasEgress reports whether a host (matched as [CheckEgressHost] keeps
// it) is on the egress list.
func (tx *Tx) HasEgress(host string) bool {
	b := tx.bucket(bucketEgress)
	return b != nil && b.Get([]byte(strings.ToLower(strings.TrimSpace(host)))) != nil
}

// RemoveEgress takes a host off the egress list (matched in lower case);
// a host not on it gives [ErrNotFound].
func (tx *Tx) RemoveEgress(host string) error {
	host = strings.ToLower(strings.TrimSpace(host))
	b, err := tx.writeBucket(bucketEgress)
	if err != nil {
		return fmt.Errorf("remove egress host %s: %w", host, err)
	}
	if b.Get([]byte(host)) == nil {
		return fmt.Errorf("remove egress host %s: %w", host, ErrNotFound)
	}
	if err := b.Delete([]byte(host)); err != nil {
		return fmt.Errorf("remove egress host %s: %w", host, err)
	}
	return nil
}
