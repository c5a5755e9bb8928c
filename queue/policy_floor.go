package queue

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
)

// PolicyFloor is the last "setting" entry and the last entry holding the
// egress list whole whose records a process believed. A store that later
// names an older one as the last (its records and the store's index put
// back together to an earlier entry's: rt18g 11, fx12b) is not believed:
// see [Service.effectiveSettings] and [Service.effectiveEgress]. A broker
// keeps it in a file of its own beside its audit anchor, so that it
// holds across its restarts too ([ReadPolicyFloor], [Service.KeepPolicyFloor]).
type PolicyFloor struct {
	Settings uint64 `json:"settings"`
	Egress   uint64 `json:"egress"`
}

// PolicyFloor returns this process's floor.
func (s *Service) PolicyFloor() PolicyFloor {
	var f PolicyFloor
	if s.settingsFloor != nil {
		f.Settings = s.settingsFloor.Load()
	}
	f.Egress = s.egressFloorNow()
	return f
}

// RaisePolicyFloor raises this process's floor to f where f is higher (a
// floor read back from the file a broker kept).
func (s *Service) RaisePolicyFloor(f PolicyFloor) {
	raise := func(a interface {
		Load() uint64
		CompareAndSwap(old, new uint64) bool
	}, to uint64) {
		for cur := a.Load(); to > cur && !a.CompareAndSwap(cur, to); cur = a.Load() {
		}
	}
	if s.settingsFloor != nil {
		raise(s.settingsFloor, f.Settings)
	}
	if s.egressFloor != nil {
		raise(s.egressFloor, f.Egress)
	}
}

// lowerFloor brings a floor down to seq, the entry this process has just
// written (an operator's change of the settings or the egress list). A
// floor above it is from a trail that is no longer the store's (a restore
// of the cluster, served on purpose with the anchor moved aside: rt20g
// #9): the entry just written is what the operator wants in force, and a
// record later put back to any older entry is still not believed.
func lowerFloor(a interface {
	Load() uint64
	CompareAndSwap(old, new uint64) bool
}, seq uint64) {
	for cur := a.Load(); cur > seq && !a.CompareAndSwap(cur, seq); cur = a.Load() {
	}
}

// lowerPolicyFloor brings the floors down to the settings and egress
// entries a policy file's apply wrote (0: not written), as [lowerFloor]
// does for a policy set: after a restore served on purpose, an applied
// file takes effect instead of being called forged.
func (s *Service) lowerPolicyFloor(settings, egress uint64) {
	if settings != 0 && s.settingsFloor != nil {
		lowerFloor(s.settingsFloor, settings)
	}
	if egress != 0 && s.egressFloor != nil {
		lowerFloor(s.egressFloor, egress)
	}
}

// ReadPolicyFloor reads the floor a broker kept at path (none yet: the
// zero floor).
func ReadPolicyFloor(path string) (PolicyFloor, error) {
	var f PolicyFloor
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return f, nil
	}
	if err != nil {
		return f, fmt.Errorf("read the policy floor: %w", err)
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return f, fmt.Errorf("read the policy floor %s: %w", path, err)
	}
	return f, nil
}

// KeepPolicyFloor writes this process's floor to path (atomically, synced)
// when it is not last, and returns what it wrote (or last).
func (s *Service) KeepPolicyFloor(path string, last PolicyFloor) (PolicyFloor, error) {
	f := s.PolicyFloor()
	if f == last {
		return last, nil
	}
	b, err := json.Marshal(f)
	if err != nil {
		return last, fmt.Errorf("keep the policy floor: %w", err)
	}
	if err := writeAtomic(path, append(b, '\n'), 0o644); err != nil {
		return last, fmt.Errorf("keep the policy floor: %w", err)
	}
	return f, nil
}
