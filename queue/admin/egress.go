package admin

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// egressRecord is the payload of egress.add and egress.rm audit entries.
type egressRecord struct {
	Host   string `json:"host"`
	Reason string `json:"reason,omitempty"`
}

// CheckHost reads a host for the egress list: a host name (letters,
// digits, '-' and '_', in dot-separated labels), optionally starting with
// "*." for every host below a domain; no scheme, port or path. It returns
// the host in lower case.
func CheckHost(host string) (string, error) {
	h := strings.ToLower(strings.TrimSuffix(host, "."))
	name := strings.TrimPrefix(h, "*.")
	bad := func(why string) (string, error) {
		return "", fmt.Errorf("%w: egress host %q %s: write a host name such as get.k3s.io, or *.example.com for the hosts below a domain (no scheme, port or path)", store.ErrInvalid, host, why)
	}
	if name == "" {
		return bad("is empty")
	}
	if len(name) > 253 {
		return bad("is longer than a host name can be")
	}
	for _, label := range strings.Split(name, ".") {
		if label == "" {
			return bad("has an empty label")
		}
		for i := 0; i < len(label); i++ {
			c := label[i]
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
				return bad("holds a character host names cannot have")
			}
		}
	}
	return h, nil
}

// AddEgress puts a host on the egress list (see [CheckHost]); a host
// already there gives [store.ErrExists].
func AddEgress(st *store.Store, host, reason, by string) (store.EgressHost, error) {
	h, err := CheckHost(host)
	if err != nil {
		return store.EgressHost{}, err
	}
	added := store.EgressHost{Host: h, AddedBy: by, Reason: reason}
	err = st.Update(func(tx *store.Tx) error {
		if err := tx.AddEgress(added); err != nil {
			return err
		}
		return audit(tx, store.KindEgressAdd, by, egressRecord{Host: h, Reason: reason})
	})
	if err != nil {
		return store.EgressHost{}, fmt.Errorf("add %s to the egress list: %w", h, err)
	}
	return added, nil
}

// RemoveEgress takes a host off the egress list; a host not on it gives
// [store.ErrNotFound].
func RemoveEgress(st *store.Store, host, reason, by string) error {
	h := strings.ToLower(strings.TrimSuffix(host, "."))
	err := st.Update(func(tx *store.Tx) error {
		if err := tx.RemoveEgress(h); err != nil {
			return err
		}
		return audit(tx, store.KindEgressRm, by, egressRecord{Host: h, Reason: reason})
	})
	if err != nil {
		return fmt.Errorf("remove %s from the egress list: %w", h, err)
	}
	return nil
}

// Egress returns the egress list, sorted by host; a store not made yet has
// an empty one.
func Egress(st *store.Store) ([]store.EgressHost, error) {
	var hosts []store.EgressHost
	err := st.View(func(tx *store.Tx) error {
		var err error
		hosts, err = tx.Egress()
		return err
	})
	if err != nil && !errorsIsNoStore(err) {
		return nil, fmt.Errorf("read the egress list: %w", err)
	}
	return hosts, nil
}

// audit appends an entry with data as its payload.
func audit(tx *store.Tx, kind, by string, data any) error {
	b, err := json.Marshal(data)
	if err != nil {
		return fmt.Errorf("encode the %s audit entry: %w", kind, err)
	}
	node, _ := os.Hostname()
	_, err = tx.AppendAudit(store.AuditEntry{Kind: kind, Actor: by, Node: node, Data: b})
	return err
}
