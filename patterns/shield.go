package patterns

import "slices"

// The shielded places. Two defaults guard what cannot be given back once
// it is gone: cmd.delete-home (the home directory, a directory holding
// it, the root) and cmd.guard-tamper (ozdesk's store, its configuration
// and executable, the harness settings that call it). An operator's allow
// rule never decides a part one of them might match, however it was
// written (from a card, from the command line, from a policy file, as a
// carve-out over the default): the part is decided as if the allow were
// not there, and the default asks. The one way through is a rule whose
// pattern names the command literally, word for word (no *, **, glob or
// class, not written over a default), written with the operator's
// confirmation that it overrides that default (Rule.Confirms; `ozdesk
// policy allow --confirm cmd.delete-home`). The guard rails refuse, when a
// rule is written, an allow that would reach a shielded place otherwise
// (RailShielded), so that what the desk calls allowable is what the
// evaluation allows.

// shieldedDefaults are the IDs of the defaults whose places no allow rule
// reaches unless it names them literally and confirms.
var shieldedDefaults = []string{"cmd.delete-home", "cmd.guard-tamper"}

// ShieldedDefaults returns the IDs of the defaults that shield places
// from allow rules.
func ShieldedDefaults() []string { return slices.Clone(shieldedDefaults) }

// IsShielded reports whether id names a default that shields places.
func IsShielded(id string) bool { return slices.Contains(shieldedDefaults, id) }

// overrides reports whether the rule may decide a part the shielded
// default id might match: it confirms that default and names its command
// literally.
func (r *Rule) overrides(id string) bool {
	return slices.Contains(r.Confirms, id) && r.Literal()
}

// Literal reports whether the rule's pattern names its command word for
// word: a literal program, literal words and flags (a flag's value
// literal too), literal redirection targets, and not written over a
// default.
func (r *Rule) Literal() bool {
	if r.Over != "" || r.Pattern == nil || len(r.Also) > 0 {
		return false
	}
	for _, st := range r.Pattern.stages() {
		if st.Program.Kind != ElemLiteral {
			return false
		}
		for _, w := range st.Words {
			if !literalElem(w) {
				return false
			}
		}
		for _, rd := range st.Redirs {
			if !literalElem(rd.Target) {
				return false
			}
		}
	}
	return true
}

// literalElem reports whether an element matches one text only.
func literalElem(e Elem) bool {
	switch e.Kind {
	case ElemLiteral:
		return true
	case ElemFlag, ElemKeyValue:
		return e.Value == nil || e.Value.Kind == ElemLiteral
	}
	return false
}

// shielded returns the position of a shielded default that keeps the
// allow rule ri from deciding part i (one that might match the part and
// that the rule does not override), or -1.
func (e *evaluation) shielded(ri, i int) int {
	r := e.p.rules[ri]
	if r.Outcome != Allow || r.Default {
		return -1
	}
	for _, si := range e.p.shields {
		d := e.p.rules[si]
		if r.overrides(d.ID) || !e.use(si, false) {
			continue
		}
		if _, ok := e.match(d, i, Might); ok {
			return si
		}
	}
	return -1
}
