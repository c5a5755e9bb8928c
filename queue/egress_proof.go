package queue

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"

	"ozdesk.dev/ozdesk/store"
)

// The egress list is tied to the trail as the settings are
// (settings_proof.go): every entry that changes it holds the list whole,
// the store keeps the seq of the last such entry, and a reader believes
// the stored hosts only if that entry, checked against its hash, holds
// them. Else the list in effect is empty (a download from any host
// asks), and the reader says so. A list shrunk around ozdesk is not
// looser, but is named all the same: it is not as the trail wrote it.

// egressHosts returns the hosts of the stored egress list, sorted.
func egressHosts(tx *store.Tx) ([]string, error) {
	hosts, err := tx.Egress()
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(hosts))
	for _, h := range hosts {
		out = append(out, h.Host)
	}
	slices.Sort(out)
	return out, nil
}

// egressEntry appends the entry of a change of the egress list (kind,
// by, ev) holding the list as tx now holds it, and names it as the last
// such entry.
func (s *Service) egressEntry(tx *store.Tx, kind, by string, ev egressEvent) error {
	list, err := egressHosts(tx)
	if err != nil {
		return err
	}
	ev.List = list
	e, err := s.auditEntry(tx, kind, by, ev)
	if err != nil {
		return err
	}
	if s.egressFloor != nil {
		lowerFloor(s.egressFloor, e.Seq)
	}
	return tx.IndexEgressEntry(e.Seq)
}

// effectiveEgress reads the egress list and checks it against the trail
// (see [egressMismatch]): the hosts the policy goes by, and why the
// stored ones are not believed ("" when they are; the hosts are then
// none).
func (s *Service) effectiveEgress(tx *store.Tx) ([]string, string, error) {
	hosts, err := egressHosts(tx)
	if err != nil {
		return nil, "", err
	}
	why, err := egressMismatch(tx, hosts, s.egressSeen)
	if err != nil {
		return nil, "", err
	}
	if s.egressFloor == nil {
		if why == "" {
			return hosts, "", nil
		}
		return nil, why, nil
	}
	latest, floor := tx.EgressEntry(), s.egressFloor.Load()
	switch {
	case why == "" && latest < floor:
		why = fmt.Sprintf("the store says audit entry %d wrote it last, but this process read it as entry %d wrote it: it was put back around ozdesk", latest, floor)
	case why == "":
		for latest > floor && !s.egressFloor.CompareAndSwap(floor, latest) {
			floor = s.egressFloor.Load()
		}
		return hosts, "", nil
	}
	if s.egressUnproven != nil {
		if fn := s.egressUnproven.Load(); fn != nil {
			(*fn)(why)
		}
	}
	return nil, why, nil
}

// NotifyEgressUnproven has fn told why the stored egress list is not
// believed each time a read of the policy finds it (in the read's
// transaction: fn must return at once). A broker logs it, writes it to
// the trail and checks its cluster.
func (s *Service) NotifyEgressUnproven(fn func(why string)) {
	if s.egressUnproven != nil {
		s.egressUnproven.Store(&fn)
	}
}

// EgressUnproven says why the stored egress list is not believed (the
// policy then goes by none), or "" when it is, or no store is made yet.
func (s *Service) EgressUnproven() (string, error) {
	var why string
	err := s.st.View(func(tx *store.Tx) error {
		var err error
		_, why, err = s.effectiveEgress(tx)
		return err
	})
	if errors.Is(err, store.ErrNoStore) {
		return "", nil
	}
	return why, err
}

// RecordForged writes an entry of kind (store.KindEgressForged,
// store.KindSettingsForged) saying why the stored egress list or
// settings were not believed, as by (the broker, "ozdesk").
func (s *Service) RecordForged(kind, why, by string) error {
	err := s.st.Update(func(tx *store.Tx) error {
		return s.audit(tx, kind, by, map[string]any{"why": why})
	})
	if err != nil {
		return fmt.Errorf("record %s: %w", kind, err)
	}
	return nil
}

// settleEgress, before an operator's change of the egress list, takes
// off the list the hosts its last entry does not hold (all of them when
// that entry does not hold, or is older than one this process
// believed), so that the change's entry does not write a host put there
// around ozdesk into the trail as the operator's. A list no entry ever
// held (a store written before entries held it) is left as it is: the
// operator's change writes it whole, and 'policy egress list' shows it.
// It returns the hosts it took off.
func (s *Service) settleEgress(tx *store.Tx) ([]string, error) {
	_, drop, err := s.believedEgress(tx)
	if err != nil || len(drop) == 0 || !tx.Writable() {
		return nil, err
	}
	for _, h := range drop {
		if err := tx.RemoveEgress(h); err != nil {
			return nil, fmt.Errorf("take %s off the egress list: %w", h, err)
		}
	}
	return drop, nil
}

// believedEgress splits the stored egress list into the hosts its last
// entry holds and those it does not (see [Service.settleEgress]).
func (s *Service) believedEgress(tx *store.Tx) (keep []store.EgressHost, drop []string, err error) {
	hosts, err := tx.Egress()
	if err != nil {
		return nil, nil, err
	}
	entry := tx.EgressEntry()
	if entry == 0 {
		return hosts, nil, nil
	}
	var held []string
	if e, err := tx.AuditAt(entry); err == nil && entry >= s.egressFloorNow() {
		var d struct {
			Egress []string `json:"egress"`
		}
		if json.Unmarshal(e.Data, &d) == nil {
			held = d.Egress
		}
	} else if err != nil && !errors.As(err, new(*store.AuditError)) {
		return nil, nil, err
	}
	for _, h := range hosts {
		if slices.Contains(held, h.Host) {
			keep = append(keep, h)
		} else {
			drop = append(drop, h.Host)
		}
	}
	return keep, drop, nil
}

// egressSeen is an egress list found as the entry that wrote it says.
type egressSeen struct {
	entry uint64
	hosts string
}

// egressMismatch says why hosts, the stored egress list (sorted), are
// not as the last entry that wrote the list whole holds them, or "" when
// they are (or the list is empty and no entry wrote it). seen, when not
// nil, keeps the last list and entry found to match: the same again are
// not read from the trail again.
func egressMismatch(tx *store.Tx, hosts []string, seen *atomic.Pointer[egressSeen]) (string, error) {
	entry := tx.EgressEntry()
	switch {
	case entry == 0 && len(hosts) == 0:
		return "", nil
	case entry == 0:
		return fmt.Sprintf("no audit entry holds it (%s): it was put into the store around ozdesk, or before ozdesk kept the list in its entries; downloads ask until an operator changes the list again", strings.Join(hosts, ", ")), nil
	}
	joined := strings.Join(hosts, "\n")
	if seen != nil {
		if last := seen.Load(); last != nil && last.entry == entry && last.hosts == joined {
			return "", nil
		}
	}
	if base, err := tx.AuditBase(); err != nil {
		return "", err
	} else if entry <= base.Seq {
		return fmt.Sprintf("audit entry %d that wrote it was cut from the trail", entry), nil
	}
	e, err := tx.AuditAt(entry)
	var broken *store.AuditError
	switch {
	case errors.As(err, &broken):
		return "the audit entry that wrote it does not hold: " + broken.Detail, nil
	case err != nil:
		return "", err
	}
	why := egressEntryMismatch(e, hosts)
	if why == "" && seen != nil {
		seen.Store(&egressSeen{entry: entry, hosts: joined})
	}
	return why, nil
}

// egressEntryMismatch says why hosts (sorted) are not the egress list
// entry e holds whole, or "".
func egressEntryMismatch(e store.AuditEntry, hosts []string) string {
	var d struct {
		Egress *[]string `json:"egress"`
	}
	if err := json.Unmarshal(e.Data, &d); err != nil {
		return fmt.Sprintf("audit entry %d that wrote it does not decode: %v", e.Seq, err)
	}
	if d.Egress == nil {
		return fmt.Sprintf("audit entry %d it names (%s) does not hold the egress list", e.Seq, e.Kind)
	}
	want := slices.Clone(*d.Egress)
	slices.Sort(want)
	if slices.Equal(want, hosts) {
		return ""
	}
	var added, gone []string
	for _, h := range hosts {
		if !slices.Contains(want, h) {
			added = append(added, h)
		}
	}
	for _, h := range want {
		if !slices.Contains(hosts, h) {
			gone = append(gone, h)
		}
	}
	var parts []string
	if len(added) > 0 {
		parts = append(parts, "hosts no entry added: "+strings.Join(added, ", "))
	}
	if len(gone) > 0 {
		parts = append(parts, "hosts missing: "+strings.Join(gone, ", "))
	}
	return fmt.Sprintf("it is not as audit entry %d wrote it (%s): it was changed around ozdesk", e.Seq, strings.Join(parts, "; "))
}

// egressFloorNow is the last entry whose egress list this process
// believed (0 when it keeps none).
func (s *Service) egressFloorNow() uint64 {
	if s.egressFloor == nil {
		return 0
	}
	return s.egressFloor.Load()
}
