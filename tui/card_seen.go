package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// commandSeen is what of a card's command section has been on screen:
// its first line and its last, for one ask.
type commandSeen struct {
	id          string
	first, last bool
	// whole says the pager showed the command, every line from its
	// first to its last (see readWhole).
	whole bool
}

// commandLines finds the command among a card's drawn lines: from the
// line after its section's "Command" rule to past the last line of the
// command's text (behind the gutter); 0, 0 when there is none (a card
// still loading). The marks and labels under the last line are not the
// command: a label that wrapped past the window at 80x24 refused a on a
// command shown whole, while the footer offered it (rt41k F11).
func commandLines(lines []string, st cards.Styles) (from, to int) {
	gutter := st.Glyphs.Frame.Left
	if gutter == "" {
		gutter = "|"
	}
	for i, l := range lines {
		plain := ansi.Strip(l)
		if !strings.Contains(plain, " Command ") || !strings.HasPrefix(plain, st.Glyphs.Frame.Top) {
			continue
		}
		from = i + 1
		to = from
		for j := from; j < len(lines) && strings.TrimSpace(ansi.Strip(lines[j])) != ""; j++ {
			if strings.HasPrefix(ansi.Strip(lines[j]), gutter+" ") {
				to = j + 1
			}
		}
		return from, to
	}
	return 0, 0
}

// markSeen notes what of the command section of the card on screen its
// window shows now; called only while the card is on screen.
func (p *cardPane) markSeen() {
	if p.ask == nil || p.data == nil || p.cmdTo <= p.cmdFrom {
		return
	}
	if p.seen.id != p.ask.ID {
		p.seen = commandSeen{id: p.ask.ID}
	}
	rows := max(p.h-1, 0)
	if p.left != "" && rows > 1 {
		rows -= 2
	}
	lo, hi := p.off, p.off+rows
	if lo <= p.cmdFrom && p.cmdFrom < hi {
		p.seen.first = true
	}
	if lo < p.cmdTo && p.cmdTo <= hi {
		p.seen.last = true
	}
}

// commandShown reports whether the command of ask id has been on screen
// in its card, first line and last (rt18k #5: a terminal of 40x8 drew
// "lines 1–0" and approved a command never shown), or whole in the pager
// (rt22k #7: a command paged through to its last line still waited for
// the card to be scrolled).
func (p *cardPane) commandShown(id string) bool {
	return p.seen.id == id && p.seen.first && p.seen.last || p.readWhole(id)
}

// unseenSeen clears the status line's "has not been on screen yet" once
// the command of the ask it speaks of has been (rt45k #5: it stood after
// the card was scrolled and the footer offered the keys again).
func (m *Model) unseenSeen() {
	if s := m.status; s.ask != "" && s.text == unseenWords(s.ask) && m.card.commandShown(s.ask) {
		m.status = status{}
	}
}

// unseenWords says why a decision key waits on a card whose command has
// not been on screen.
func unseenWords(id string) string {
	return fmt.Sprintf("the command of ask %s has not been on screen yet: scroll its card (tab) or make the terminal larger; keys wait",
		queue.ShortID(id))
}

// readWhole notes that the pager showed the whole command of ask id,
// page by page from its first line to its last.
type readWhole struct{ id string }

// noteReadWhole keeps what the pager showed of the card's ask.
func (p *cardPane) noteReadWhole(id string) {
	if p.seen.id != id {
		p.seen = commandSeen{id: id}
	}
	p.seen.whole = true
	if p.wholeRead == nil {
		p.wholeRead = map[string]bool{}
	}
	p.wholeRead[id] = true
}

// readWhole reports whether the pager showed the command of ask id whole.
func (p *cardPane) readWhole(id string) bool {
	return p.wholeRead[id] || (p.seen.id == id && p.seen.whole)
}

// approvable reports whether an approval of ask id may go ahead: a
// command the card shows only in part must have been read whole in the
// pager first (rt19k #4: a command padded past what the card shows was
// approved with its middle and tail never on screen).
func (p *cardPane) approvable(id string) bool {
	return !p.partial || p.readWhole(id)
}

// partWords says why an approval waits on a command the card shows only
// in part.
func partWords(id string, size int, key string) string {
	return fmt.Sprintf("the command of ask %s is longer than its card shows (%s): read it whole (%s, page to its last line) before approving it, or deny it (d)",
		queue.ShortID(id), cards.FormatBytes(size), key)
}

// clippedWords says why an ask whose command reached the desk only in
// part cannot be approved here: the broker clipped it, or the desk was
// given its head and tail only.
func clippedWords(id, why string) string {
	return fmt.Sprintf("the command of ask %s is too large to show whole (%s): deny it (d), or ask the agent to split it",
		queue.ShortID(id), why)
}

// clipWhy says, for an ask the desk holds only in part, why, with the
// command's true size ("" for one held whole): card is the ask as its
// card read it (nil while it loads), row as the queue lists it.
func clipWhy(card *store.Ask, row store.Ask) string {
	for _, a := range []*store.Ask{card, &row} {
		if a == nil {
			continue
		}
		if whole, ok := queue.BrokerClip(*a); ok {
			return queue.BrokerClipWords(whole)
		}
	}
	if card != nil && card.Clipped > 0 {
		return "the desk was given only its head and tail: " + cards.FormatBytes(len(card.Command)+card.Clipped)
	}
	return ""
}

// clipOf is [clipWhy] of ask a as the desk holds it.
func (m *Model) clipOf(a store.Ask) string {
	var card *store.Ask
	if d := m.cards[a.ID]; d != nil {
		card = &d.ask
	}
	return clipWhy(card, a)
}
