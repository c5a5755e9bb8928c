package tui

import (
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// The prompt for a decision's reason, and the rules an ask is asked by.

// reasonPrompt asks why asks are approved (r: required) or denied (d:
// optional). For one ask, enter decides; for marked asks, enter opens a
// confirmation over the prompt, which stays open under it until the
// confirmation closes (Cancel goes back to the reason).
func (m *Model) reasonPrompt(asks []store.Ask, outcome patterns.Outcome) *prompt {
	return m.reasonPromptOf(asks, outcome, len(asks) > 1)
}

// reasonPromptOf is [Model.reasonPrompt] whose enter opens the
// confirmation when marked, for a marked set of one too: a marked ask's
// deny starts on Cancel as its approval does (rt20k #7).
func (m *Model) reasonPromptOf(asks []store.Ask, outcome patterns.Outcome, marked bool) *prompt {
	c := m.c
	verb, style, hint := "Approve", c.Styles.Allow, "why may it run? enter to approve"
	if outcome == patterns.Refuse {
		verb, style, hint = "Deny", c.Styles.Refuse, "optional, enter to deny"
	}
	title := func(w int) string {
		st := c.Styles
		if len(asks) > 1 {
			// counted live: a marked ask may leave while the reason is typed
			still, left := stillQueued(m.list, asks)
			t := style.Render(fmt.Sprintf("%s %s", verb, plural(len(still), "marked ask"))) + st.Muted.Render(" once, each with this reason")
			if len(left) > 0 {
				t += st.Muted.Render(fmt.Sprintf(" (%d left the queue)", len(left)))
			}
			// which asks, as far as the line holds them (rt18k #9d)
			return t + st.Muted.Render(askIDsCut(still, w-common.Width(t)))
		}
		which := " ask "
		if marked {
			// it decides the marked ask, which need not be the one
			// under the cursor (rt45k #4)
			which = " marked ask "
		}
		head := style.Render(verb+which+queue.ShortID(asks[0].ID)) + st.Muted.Render(" once: ")
		if m.list.index(asks[0].ID) < 0 {
			head = st.Muted.Render("ask " + queue.ShortID(asks[0].ID) + " left the queue: enter or esc closes, nothing is decided: ")
		}
		by := askedBy(asks[0], w/2, st, c.Marks)
		return head + commandCell(&asks[0], max(w-common.Width(head)-common.Width(by)-1, 4), st) + by
	}
	var p *prompt
	then := func(reason string) reply {
		if outcome == patterns.Allow && strings.TrimSpace(reason) == "" {
			return reply{do: said{statusWarn, "give the reason, or esc (a approves without one)"}}
		}
		if marked {
			// the prompt stays under the confirmation: Cancel comes back to it
			return reply{do: open{m.bulkConfirm(asks, outcome, reason, p)}}
		}
		if m.list.index(asks[0].ID) < 0 {
			// it left while the reason was typed: no countdown for an
			// ask the desk knows is gone (rt16k #10)
			return reply{close: true, do: said{statusWarn, "ask " + queue.ShortID(asks[0].ID) + " left the queue while you typed: nothing decided"}}
		}
		return reply{close: true, do: decideAct{asks: asks, outcome: outcome, reason: reason}}
	}
	// the ask by name: the status line may outlive the prompt and
	// stand beside another ask (rt18k #9i)
	still := ""
	if len(asks) > 0 {
		still = "; ask " + queue.ShortID(asks[0].ID) + " still waits"
	}
	cancelled := "not denied" + still
	if outcome == patterns.Allow {
		cancelled = "not approved" + still
	}
	if len(asks) > 1 {
		cancelled = "nothing decided; the marks stay"
	}
	p = newPrompt(c, title, hint, map[bool]string{true: "approve", false: "deny"}[outcome == patterns.Allow], then, cancelled)
	if len(asks) == 1 {
		p.gone = func() bool { return m.list.index(asks[0].ID) < 0 }
	}
	return p
}

// askedBy names, after a command, every rule by which its parts ask
// (queue.AskingLabel) in at most w cells: " · asked by cmd.force-push +2
// more" (the dot is the marks', ASCII in an ASCII locale).
func askedBy(a store.Ask, w int, st cards.Styles, mk common.Marks) string {
	lead := mk.Dot + "asked by "
	room := max(w-common.Width(lead), 4)
	return st.Muted.Render(lead) + cards.SafeLine(askingLabel(a, room, st), room, st)
}
