package queue

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// PolicyPlan is what applying a policy file would change in the store.
type PolicyPlan struct {
	// Changes are the changes, in the order they would be applied.
	Changes []policyfile.Change
	// Digest names the plan: [Service.ApplyPolicy] applies the file only
	// while it still makes this plan.
	Digest string
	// UnknownNodes are the refusals the apply would give for the
	// file's node scopes that match no node of the fleet, one per rule,
	// naming its line ([ErrUnknownNode]); the apply takes them with
	// [PolicyApply.NewNode]. The plan is not refused for them: a dry
	// run with --new-node shows the changes.
	UnknownNodes []string `json:",omitempty"`
}

// PolicyApply asks [Service.ApplyPolicy] to apply a policy file.
type PolicyApply struct {
	File *policyfile.File
	// Digest is the plan shown to the operator ([PolicyPlan.Digest]).
	Digest string
	// By is the operator who applies the file.
	By string
	// NewNode takes node scopes that match no node of the fleet yet
	// (see [RuleSpec.NewNode]).
	NewNode bool
}

// PolicyApplied is what [Service.ApplyPolicy] wrote: the changes and
// their audit entry, and the pending asks the policy then decided.
type PolicyApplied struct {
	policyfile.Result
	Resolved []store.Ask
}

// FilePolicy builds the policy a policy file describes, over the store
// settings base (the file's settings win): its rules in order, above the
// defaults. With approved, its proposed rules count as approved.
func FilePolicy(f *policyfile.File, base store.Settings, approved bool) (*patterns.Policy, error) {
	return CompilePolicy(f.StoreRules(approved), f.Settings.Merge(base))
}

// PlanPolicy lists what applying f to the store would change
// (policyfile.Plan; a file's problems are policyfile.Errors). A store not
// made yet holds the defaults.
func (s *Service) PlanPolicy(f *policyfile.File) (*PolicyPlan, error) {
	var changes []policyfile.Change
	err := s.st.View(func(tx *store.Tx) error {
		have, err := s.readStored(tx)
		if err != nil {
			return err
		}
		changes, err = policyfile.Plan(have, f)
		return err
	})
	if errors.Is(err, store.ErrNoStore) {
		changes, err = policyfile.Plan(policyfile.Stored{Settings: store.DefaultSettings()}, f)
	}
	if err != nil {
		return nil, err
	}
	digest, err := planDigest(changes)
	if err != nil {
		return nil, err
	}
	unknown, err := s.unknownNodeScopes(f)
	if err != nil {
		return nil, err
	}
	return &PolicyPlan{Changes: changes, Digest: digest, UnknownNodes: unknown}, nil
}

// unknownNodeScopes says, for each rule of f whose node scope matches no
// node of the fleet, the refusal [Service.ApplyPolicy] gives it.
func (s *Service) unknownNodeScopes(f *policyfile.File) ([]string, error) {
	var out []string
	for _, r := range f.Rules {
		err := s.checkNodeScope(r.Scope.Node, false)
		switch {
		case errors.Is(err, ErrUnknownNode):
			out = append(out, nodeScopeRefusal(r.Line, err).Error())
		case err != nil:
			return nil, fmt.Errorf("plan policy: %w", err)
		}
	}
	return out, nil
}

// nodeScopeRefusal is the refusal of the rule at line for its node
// scope (err, from checkNodeScope).
func nodeScopeRefusal(line int, err error) error {
	return fmt.Errorf("the rule at line %d: %w", line, err)
}

// ApplyPolicy applies a policy file in one write transaction, as
// req.By, with an "apply" audit entry and one per change
// (policyfile.Apply: under four eyes, added and changed rules are
// proposed, and a file that loosens is refused whole as a
// *policyfile.FourEyesError). The file is planned again in the
// transaction: when it would now change other things than req.Digest
// names, nothing is written and the error is policyfile.ErrStale. The
// pending asks the policy then decides are resolved in the same
// transaction, as a rule written at the desk does.
func (s *Service) ApplyPolicy(req PolicyApply) (*PolicyApplied, error) {
	if req.File == nil {
		return nil, errors.New("apply policy: no file")
	}
	for _, r := range req.File.Rules {
		if err := s.checkNodeScope(r.Scope.Node, req.NewNode); err != nil {
			return nil, fmt.Errorf("apply policy: %w", nodeScopeRefusal(r.Line, err))
		}
	}
	out := &PolicyApplied{}
	err := s.st.Update(func(tx *store.Tx) error {
		if _, err := s.settleEgress(tx); err != nil {
			return err
		}
		have, err := s.readStored(tx)
		if err != nil {
			return err
		}
		changes, err := policyfile.Plan(have, req.File)
		if err != nil {
			return err
		}
		digest, err := planDigest(changes)
		if err != nil {
			return err
		}
		if digest != req.Digest {
			return fmt.Errorf("%w: the file now makes other changes than those shown", policyfile.ErrStale)
		}
		set, err := s.settingsOf(tx)
		if err != nil {
			return err
		}
		res, err := policyfile.Apply(tx, changes, req.By, false, set)
		if err != nil {
			return err
		}
		out.Result = *res
		s.lowerPolicyFloor(res.SettingsEntry, res.EgressEntry)
		out.Resolved, err = s.resolveTx(tx, "")
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// readStored reads the policy the store holds, for a plan.
func (s *Service) readStored(tx *store.Tx) (policyfile.Stored, error) {
	var have policyfile.Stored
	var err error
	if have.Rules, err = tx.Rules(); err != nil {
		return have, fmt.Errorf("plan policy: %w", err)
	}
	if have.Egress, _, err = s.believedEgress(tx); err != nil {
		return have, fmt.Errorf("plan policy: %w", err)
	}
	if have.Settings, err = s.settingsOf(tx); err != nil {
		return have, fmt.Errorf("plan policy: %w", err)
	}
	return have, nil
}

// planDigest names a plan: the SHA-256 of its changes as JSON.
func planDigest(changes []policyfile.Change) (string, error) {
	data, err := json.Marshal(changes)
	if err != nil {
		return "", fmt.Errorf("plan policy: name the plan: %w", err)
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:]), nil
}
