package tui

import (
	"fmt"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/common"
)

// messageLog is the log of the last status messages (@), the newest
// first, each with its time and its mark, word-wrapped: what a status
// line said before the next one replaced it can be read again. It
// draws a copy taken when it opened (the log does not move under the
// operator's eyes) and scrolls as the card does.
type messageLog struct {
	c     *common.Common
	said  []saidLine
	warn  func(statusKind) string
	off   int
	w, h  int
	lines []string
}

// newMessageLog opens the log on a copy of l; mark gives a kind's mark.
func newMessageLog(c *common.Common, l statusLog, mark func(statusKind) string) *messageLog {
	return &messageLog{c: c, said: append([]saidLine(nil), l.lines...), warn: mark}
}

func (v *messageLog) place() place { return placeBody }

func (v *messageLog) keys() []key.Binding {
	k := v.c.Keys.Card
	return []key.Binding{k.Down, k.Up, k.PageDown, relabel(k.Back, "esc", "close")}
}

// relabel is b with the help words key and desc.
func relabel(b key.Binding, k, desc string) key.Binding {
	b.SetHelp(k, desc)
	return b
}

// setSize lays the messages out for w cells.
func (v *messageLog) setSize(w, h int) {
	if w == v.w && h == v.h && v.lines != nil {
		return
	}
	v.w, v.h = w, h
	st := v.c.Styles
	v.lines = v.lines[:0]
	for i := len(v.said) - 1; i >= 0; i-- {
		s := v.said[i]
		lead := timeOfDay(s.at) + " " + v.warn(s.kind)
		text := s.text
		if s.times > 1 {
			text += fmt.Sprintf(" (%d times)", s.times)
		}
		pad := strings.Repeat(" ", common.Width(lead))
		for j, l := range cards.SafeProse(text, max(w-2-common.Width(lead), 8), 4, st) {
			if j == 0 {
				v.lines = append(v.lines, " "+st.Muted.Render(lead)+l)
				continue
			}
			v.lines = append(v.lines, " "+pad+l)
		}
	}
	v.off = common.Clamp(v.off, 0, max(len(v.lines)-v.rows(), 0))
}

// rows is how many lines of messages show under the title.
func (v *messageLog) rows() int { return max(v.h-1, 1) }

// update scrolls, or closes the log (esc, or @ again).
func (v *messageLog) update(msg tea.Msg) (reply, tea.Cmd) {
	kp, ok := msg.(tea.KeyPressMsg)
	if !ok {
		return reply{}, nil
	}
	k := v.c.Keys.Card
	if key.Matches(kp, k.Back) || key.Matches(kp, v.c.Keys.Global.Messages) || key.Matches(kp, v.c.Keys.Global.Quit) {
		return reply{close: true}, nil
	}
	v.off, _ = k.Move(kp, v.off, max(v.rows()-1, 1), max(len(v.lines)-v.rows(), 0))
	return reply{}, nil
}

// view draws the title and the messages on screen.
func (v *messageLog) view(int, int, bool) []string {
	st, mk := v.c.Styles, v.c.Marks
	title := st.Title.Render(" Messages") + st.Muted.Render(fmt.Sprintf("%sthe last %d, newest first", mk.Dot, len(v.said)))
	if len(v.said) == 0 {
		title = st.Title.Render(" Messages") + st.Muted.Render(mk.Dot+"none yet")
	}
	out := []string{title}
	end := min(v.off+v.rows(), len(v.lines))
	out = append(out, v.lines[min(v.off, end):end]...)
	return common.Block(out, v.w, v.h)
}
