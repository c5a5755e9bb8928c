package tui

import (
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
	"ozdesk.dev/ozdesk/tui/common"
)

// In protected mode an ask's agent is the account that asked, and the
// name the agent gave itself is its own claim (store.Ask.AgentSays): the
// desk draws it after the account, in quotes, as the agent's words:
// «alice» (says «claude»). In direct mode the agent's name is that claim
// and nothing follows it.

// saysOpen and saysClose enclose an agent's claim after its account.
const (
	saysOpen  = " (says "
	saysClose = ")"
)

// saysLeast is the fewest cells a row gives the claim after the account:
// the words around it and its quote marks with a character and an
// ellipsis between them.
const saysLeast = len(saysOpen) + len(saysClose) + quoteCells + 2

// agentWidth is the cells ask a's agent takes in its row whole (at most
// agentColMax): its name, or its account and its claim.
func agentWidth(a *store.Ask) int {
	w := quotedWidth(a.Agent, agentColMax)
	if a.AgentSays != "" {
		w += len(saysOpen) + quotedWidth(a.AgentSays, agentColMax) + len(saysClose)
	}
	return min(w, agentColMax)
}

// askAgentCell draws ask a's agent in exactly w cells: its name (nameCell,
// p as there), or the account then the claim, the claim cut first; where
// the claim does not fit, the account and a mark that it says more
// («alice» (says…)); where that does not fit either, the account alone
// (the card names both).
func askAgentCell(a *store.Ask, w, p int, st cards.Styles) string {
	if a.AgentSays == "" {
		return nameCell(a.Agent, w, p, st)
	}
	acct := min(quotedWidth(a.Agent, agentColMax), w)
	if w-acct < saysLeast {
		acct = max(w-saysLeast, min(acct, agentLeast))
	}
	rest := w - acct
	if rest < saysLeast {
		ell := st.Glyphs.Ellipsis
		if ell == "" {
			ell = "…"
		}
		more := strings.TrimRight(saysOpen, " ") + ell + saysClose
		acct = min(quotedWidth(a.Agent, agentColMax), w-common.Width(more))
		if acct >= min(quotedWidth(a.Agent, agentColMax), agentLeast) {
			return pad(nameCell(a.Agent, acct, p, st)+st.Muted.Render(more), w, st)
		}
		return nameCell(a.Agent, w, p, st)
	}
	says := min(quotedWidth(a.AgentSays, agentColMax), rest-len(saysOpen)-len(saysClose))
	cell := nameCell(a.Agent, acct, p, st) + st.Muted.Render(saysOpen) +
		nameCell(a.AgentSays, says, 0, st) + st.Muted.Render(saysClose)
	return pad(cell, w, st)
}

// agentSaysItem is what the card says of ask a's agent after its name:
// its claim, quoted by quoted in w cells; "" when it makes none.
func agentSaysItem(a *store.Ask, w int, st cards.Styles, quoted func(string, int, cards.Styles) string) string {
	if a.AgentSays == "" {
		return ""
	}
	room := max(w-len(saysOpen)-len(saysClose), 4)
	return st.Muted.Render(saysOpen) + blanksQuotedBy(a.AgentSays, room, st, quoted) + st.Muted.Render(saysClose)
}

// lastOf is the last of items, or "".
func lastOf(items []string) string {
	if len(items) == 0 {
		return ""
	}
	return items[len(items)-1]
}

// saysLeast is the fewest cells the audit view's actor column keeps for
// an entry whose agent says what it is: its account and the mark that it
// says more («alice» (says…), askAgentCell); 0 for any other entry.
func (l *auditLine) saysLeast() int {
	if !l.byAgent() || l.sum.says == "" {
		return 0
	}
	return min(quotedWidth(l.who, agentColMax), agentLeast) + len(saysOpen) + 1 // " (says…)"
}
