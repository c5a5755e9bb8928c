package policyfile

import (
	"fmt"
	"strconv"
	"strings"
)

// String describes the change in one line or a few, with every value that
// comes from a person or an agent (patterns, reasons, scopes, hosts, IDs)
// quoted by [strconv.Quote], so control and invisible characters show as
// escapes and never reach the terminal.
func (c Change) String() string { return c.Format(strconv.Quote) }

// Format describes the change like String, quoting every untrusted value
// with q (a caller with a styled terminal passes its own safe-display
// function, which must escape control and invisible characters).
func (c Change) Format(q func(string) string) string {
	id := c.ID
	switch {
	case id == "" && c.New != nil:
		id = "(new)"
	case c.Kind == SettingChanged:
	default:
		id = q(id)
	}
	switch c.Kind {
	case RuleAdded:
		return fmt.Sprintf("+ rule %s at %s: %s", id, place(c.After, q), ruleSummary(c.New, q))
	case RuleRetired:
		return fmt.Sprintf("- rule %s retired: %s", id, ruleSummary(c.Old, q))
	case RuleChanged, RuleApproved:
		verb := "changed"
		if c.Kind == RuleApproved {
			verb = "approved (proposed → active)"
		}
		var b strings.Builder
		fmt.Fprintf(&b, "~ rule %s %s", id, verb)
		if c.Kind == RuleChanged {
			for _, f := range c.Fields {
				fmt.Fprintf(&b, "\n    %s: %s → %s", f.Name, fieldValue(f.Name, f.Old, q), fieldValue(f.Name, f.New, q))
			}
		}
		return b.String()
	case RuleMoved:
		s := fmt.Sprintf("↕ rule %s moved from place %d to %d (%s)", id, c.From, c.To, place(c.After, q))
		if len(c.Loosens) > 0 {
			ids := make([]string, len(c.Loosens))
			for i, r := range c.Loosens {
				ids[i] = q(r.ID)
			}
			s += fmt.Sprintf("\n    an allow now stands above an ask: %s and %s", id, strings.Join(ids, ", "))
		}
		return s
	case EgressAdded:
		return fmt.Sprintf("+ egress %s%s", id, reasonSuffix(c.NewEgress.Reason, q))
	case EgressRemoved:
		return fmt.Sprintf("- egress %s", id)
	case EgressChanged:
		return fmt.Sprintf("~ egress %s reason: %s → %s", id, q(c.OldEgress.Reason), q(c.NewEgress.Reason))
	case SettingChanged:
		old := c.OldValue
		if old == "" {
			old = "(unset)"
		}
		return fmt.Sprintf("~ setting %s: %s → %s", c.ID, old, c.NewValue)
	}
	return fmt.Sprintf("? %s %s", c.Kind, id)
}

// place says where a rule goes: below which rule, or at the top.
func place(after *Rule, q func(string) string) string {
	if after == nil {
		return "the top"
	}
	if after.ID == "" {
		return "below the new rule above it"
	}
	return "below " + q(after.ID)
}

// ruleSummary writes a rule in one line: outcome, pattern or default,
// reason, scope, end, mode and status.
func ruleSummary(r *Rule, q func(string) string) string {
	var b strings.Builder
	b.WriteString(r.Outcome.String())
	if r.Over != "" {
		b.WriteString(" over " + q(r.Over))
	} else {
		b.WriteString(" " + q(r.Pattern))
	}
	b.WriteString(reasonSuffix(r.Reason, q))
	for _, kv := range [][2]string{{"agent", r.Scope.Agent}, {"node", r.Scope.Node}, {"workdir", r.Scope.Workdir}} {
		if kv[1] != "" {
			fmt.Fprintf(&b, " %s %s", kv[0], q(kv[1]))
		}
	}
	if !r.Ends.IsZero() {
		b.WriteString(" ends " + endsText(r.Ends))
	}
	if r.Shadow() {
		b.WriteString(" (shadow)")
	}
	if r.Status != "" && r.Status != "active" {
		b.WriteString(" (" + r.Status + ")")
	}
	return b.String()
}

// reasonSuffix writes a reason after a summary, or nothing.
func reasonSuffix(reason string, q func(string) string) string {
	if reason == "" {
		return ""
	}
	return " — " + q(reason)
}

// fieldValue writes a field's value: free text quoted, the enumerations
// and times as they are.
func fieldValue(name, v string, q func(string) string) string {
	switch name {
	case "outcome", "mode", "status", "ends":
		return v
	}
	return q(v)
}
