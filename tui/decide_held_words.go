package tui

import (
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// The words for a held decision: what it does, and what undoing it did.

// heldWords says what a held decision does: "approving ask 3 once (git
// push…)", "denying 5 asks once".
func heldWords(d *held, mk common.Marks) string {
	text, cmd := heldParts(d)
	if cmd == "" {
		return text
	}
	return text + " (" + statusCommand(cmd, mk) + ")"
}

// heldParts says what a held decision does in words ("approving ask 3
// once", "approving ask 3 once in «…/x»" when another ask waits with its
// command elsewhere, "writing allow rule: approving ask 3") and the command or
// pattern it concerns ("" for none), which the undo line draws last, cut
// in the middle to the room it has.
func heldParts(d *held) (text, cmd string) {
	if d.rule != nil {
		return heldRuleParts(d)
	}
	verb := "approving"
	if d.outcome == patterns.Refuse {
		verb = "denying"
	}
	if len(d.asks) == 1 {
		a := d.asks[0]
		return fmt.Sprintf("%s ask %s once%s", verb, queue.ShortID(a.ID), cwdWords(a.Cwd, d.cwdAt)), a.Command
	}
	return fmt.Sprintf("%s %d asks once", verb, len(d.asks)), ""
}

// heldRuleParts says what a rule held does, the asks it decides, and its
// pattern (drawn last): "writing allow rule: approving ask 3, resolving 2
// more" and "npm publish --tag beta"; under four eyes "proposing allow
// rule: approving ask 3 once".
func heldRuleParts(d *held) (text, pattern string) {
	r := d.rule
	if r.proposal != nil {
		return fmt.Sprintf("approving %s: resolving %s", cards.Escape(r.proposal.ID), plural(len(d.asks), "ask")), r.act.Spec.Pattern
	}
	if r.move != nil {
		return fmt.Sprintf("moving rule %s %s: resolving %s", r.move.id, r.move.words, plural(len(d.asks), "ask")), r.act.Spec.Pattern
	}
	if r.approve != "" {
		return fmt.Sprintf("approving rule %s: resolving %s", r.approve, plural(len(d.asks), "ask")), r.act.Spec.Pattern
	}
	verb := "writing"
	if r.check.Proposed {
		verb = "proposing"
	}
	what := r.act.Spec.Pattern
	if what == "" {
		what = "over " + r.act.Spec.Over
	}
	decides := "approving"
	if r.act.Spec.Outcome == patterns.Refuse {
		decides = "denying"
	}
	var parts []string
	others := len(d.asks)
	if len(d.asks) > 0 && d.asks[0].ID == r.act.Ask.ID && r.act.Spec.FromAsk != "" {
		others--
		once := ""
		if r.check.Proposed {
			once = " once"
		}
		parts = append(parts, fmt.Sprintf("%s ask %s%s", decides, queue.ShortID(r.act.Ask.ID), once))
	}
	if r.check.StillAsks != nil && r.act.Spec.FromAsk != "" {
		parts = append(parts, "ask "+queue.ShortID(r.act.Ask.ID)+" keeps waiting")
	}
	switch {
	case others > 0 && len(parts) == 0:
		parts = append(parts, "resolving "+plural(others, "ask"))
	case others > 0:
		parts = append(parts, fmt.Sprintf("resolving %d more", others))
	case len(parts) == 0:
		parts = append(parts, "deciding no ask that waits")
	}
	return fmt.Sprintf("%s %s rule: %s", verb, r.act.Spec.Outcome, strings.Join(parts, ", ")), what
}

// undoneWords says what undoing a held decision did: "ask 3 not
// approved: it still waits", "5 asks not denied: they still wait".
func undoneWords(d *held) string {
	verb := "approved"
	if d.outcome == patterns.Refuse {
		verb = "denied"
	}
	if len(d.asks) == 1 {
		return fmt.Sprintf("ask %s not %s: it still waits", queue.ShortID(d.asks[0].ID), verb)
	}
	return fmt.Sprintf("%d asks not %s: they still wait", len(d.asks), verb)
}
