package policyfile

import (
	"errors"
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/store"
)

// FourEyesError is a file four eyes cannot apply: changes that would let
// commands through on one operator's word and have no proposed form to
// wait in. Nothing was written.
type FourEyesError struct {
	Held []Held
}

// ErrFourEyes is matched by every [*FourEyesError]: a file four eyes
// refuses (a conflict, exit 6 from the command line), which keeps its
// kind across the broker's socket.
var ErrFourEyes = errors.New("four eyes refuses the file")

// Is reports whether target is [ErrFourEyes].
func (e *FourEyesError) Is(target error) bool { return target == ErrFourEyes }

// Held is one change four eyes holds back, and why.
type Held struct {
	Change Change
	Why    string
}

// Error lists the held changes, and how two operators make them.
func (e *FourEyesError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "four eyes is on, and the file makes %d change(s) one operator cannot make:", len(e.Held))
	for _, h := range e.Held {
		fmt.Fprintf(&b, "\n  %s\n    %s", strings.ReplaceAll(h.Change.String(), "\n", "\n  "), h.Why)
	}
	b.WriteString("\nleave them out of the file, and propose them one by one with the commands named;" +
		" each waits, proposed, until another operator runs 'ozdesk policy approve ID'")
	return b.String()
}

// CheckFourEyes returns a [*FourEyesError] when, under four eyes, changes
// applied by the operator by would loosen the policy without a second
// operator. Rules can wait, proposed: added and changed allow rules, and
// added rules of any outcome, become proposed when applied. Everything
// else that could let a command through cannot wait, and is held:
//   - retiring an active ask or refuse rule, or changing more than its
//     reason (a proposed version would take it out of force until approved);
//   - approving a rule its own author proposed;
//   - a move that puts an active allow above an active ask it stood below;
//   - turning four eyes off, a fallback from ask to allow, adding an
//     egress host.
//
// A file is all or nothing, so it cannot wait for a second operator; the
// queue can, one change at a time: the retirement, the two settings and
// the host each have a proposed form there (queue.Service.RetireRule,
// SetSettings, AddEgress under four eyes), and each Held's Why names the
// command that proposes it.
func CheckFourEyes(changes []Change, by string) error {
	var held []Held
	hold := func(c Change, why string) { held = append(held, Held{Change: c, Why: why}) }
	for _, c := range changes {
		switch c.Kind {
		case RuleRetired:
			if inForce(c.Old) && c.Old.Outcome.Tightening() {
				hold(c, fmt.Sprintf("retiring an ask or refuse rule lets what it stops through: propose it with 'ozdesk policy retire %s'", c.Old.ID))
			}
		case RuleChanged:
			if inForce(c.Old) && c.Old.Outcome.Tightening() && !reasonOnly(c) {
				hold(c, "a proposed version would take the rule out of force until approved; add the new version as a new rule (no id) and retire this one once it is approved")
			}
		case RuleApproved:
			if store.SameOperator(c.Old.Author, by) {
				hold(c, fmt.Sprintf("%s proposed this rule; another operator approves it", by))
			}
		case SettingChanged:
			if c.ID == "four_eyes" && c.NewValue == "false" {
				hold(c, "turning four eyes off needs a second operator: propose it with 'ozdesk policy set four-eyes off'")
			}
			if c.ID == "fallback" && c.NewValue == store.OutcomeAllow {
				hold(c, "a fallback of allow lets every command no rule matches through: propose it with 'ozdesk policy set fallback allow'")
			}
		case EgressAdded:
			hold(c, fmt.Sprintf("a host on the egress list can be downloaded from by allow rules: propose it with 'ozdesk policy egress add %s --reason R'", c.ID))
		case RuleMoved:
			if len(c.Loosens) > 0 {
				hold(c, "the move puts an allow above an ask that decided before it, and a move has no proposed form: add the allow again as a new rule (no id) at its new place, which waits, proposed, and retire this one once it is approved")
			}
		}
	}
	if len(held) > 0 {
		return &FourEyesError{Held: held}
	}
	return nil
}

// inForce reports whether a rule decides: active and enforced.
func inForce(r *Rule) bool {
	return r != nil && r.Status == store.StatusActive && r.Mode != store.ModeShadow
}

// reasonOnly reports whether a change touches nothing but the reason.
func reasonOnly(c Change) bool {
	return len(c.Fields) == 1 && c.Fields[0].Name == "reason"
}
