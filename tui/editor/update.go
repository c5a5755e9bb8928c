package editor

import (
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/textinput"
	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/patterns"
)

// Update handles a key or the corpus arriving, and says what the desk
// should do.
func (m *Model) Update(msg tea.Msg) (Action, tea.Cmd) {
	switch msg := msg.(type) {
	case corpusMsg:
		m.corpus, m.pending, m.corpusErr = msg.corpus, msg.pending, msg.err
		m.havePreviewed = false
		return Action{}, m.refresh()
	case pendingMsg:
		if msg.err != nil || m.corpus == nil && m.corpusErr == nil {
			return Action{}, nil // the count stands; the corpus brings its own
		}
		m.pending = msg.pending
		m.havePreviewed = false
		return Action{}, m.refresh()
	case previewMsg:
		if msg.n == m.asked {
			m.preview, m.got = msg.pv, msg.n
			if n := m.newArrivals(msg.pv); n > 0 {
				return Action{Kind: ActArrived, Text: arrivedWords(n)}, nil
			}
		}
		return Action{}, nil
	case tea.KeyPressMsg:
		// the editor has the keys: no confirmation stands over it
		m.seen, m.arrived = nil, nil
		return m.key(msg)
	}
	return Action{}, nil
}

// key handles a key while editing.
func (m *Model) key(msg tea.KeyPressMsg) (Action, tea.Cmd) {
	k := m.c.Keys.Editor
	switch {
	case key.Matches(msg, k.Cancel):
		return Action{Kind: ActCancel}, nil
	case key.Matches(msg, k.Next):
		m.step(1)
		return Action{}, nil
	case key.Matches(msg, k.Prev):
		m.step(-1)
		return Action{}, nil
	case key.Matches(msg, k.Write):
		return m.review(), nil
	case key.Matches(msg, k.Egress):
		if h := m.EgressHost(); h != "" {
			return Action{Kind: ActEgress, Host: h}, nil
		}
		// the key is in the help: pressed where it offers nothing, it
		// says why instead of doing nothing (rt11 #10)
		return Action{Kind: ActNote, Text: m.NoEgressWhy()}, nil
	}
	var cmd tea.Cmd
	switch m.focus {
	case fieldReason:
		cmd = m.typeInto(&m.reason, msg)
	case fieldGlob:
		cmd = m.typeInto(&m.glob, msg)
	case fieldDate:
		cmd = m.typeInto(&m.date, msg)
	case fieldPattern:
		ok, note := m.patternKey(msg)
		if !ok {
			cmd = m.startReason(msg)
		}
		if note != "" {
			return Action{Kind: ActNote, Text: note}, tea.Batch(cmd, m.refresh())
		}
	default:
		if !m.choiceKey(msg) {
			cmd = m.startReason(msg)
		}
	}
	return Action{}, tea.Batch(cmd, m.refresh())
}

// startReason takes a printable key that is no key of the focused field
// (pattern or choices) as the start of the reason: the focus moves there
// and the key is typed at its end. Letters meant as the reason never
// change the pattern silently (rt13k #1); other keys do nothing.
func (m *Model) startReason(msg tea.KeyPressMsg) tea.Cmd {
	if msg.Text == "" || msg.Text == " " || msg.Mod&^tea.ModShift != 0 {
		return nil
	}
	m.setFocus(fieldReason)
	m.reason.CursorEnd()
	return m.typeInto(&m.reason, msg)
}

func (m *Model) typeInto(in *textinput.Model, msg tea.KeyPressMsg) tea.Cmd {
	var cmd tea.Cmd
	*in, cmd = in.Update(msg)
	return cmd
}

// patternKey moves between the pattern's words and widens or narrows them;
// it reports whether msg is one of the pattern field's keys, and what to
// say when the key can do nothing: the widen key on a word at its widest
// says "↑ nothing wider", not nothing (issue 9 #7).
func (m *Model) patternKey(msg tea.KeyPressMsg) (bool, string) {
	k := m.c.Keys.Editor
	if !key.Matches(msg, k.Left, k.Right, k.Widen, k.Narrow, k.Tail, k.Toggle) {
		return false, ""
	}
	s := m.in.Suggestion
	if s == nil {
		return true, ""
	}
	nothingWider := k.Widen.Help().Key + " nothing wider"
	if t := k.Tail.Help().Key; m.slot > 0 {
		nothingWider += " (" + t + " puts ** from here)"
	}
	last := len(s.Slots) - 1
	switch {
	case key.Matches(msg, k.Left):
		m.slot = max(m.slot-1, 0)
	case key.Matches(msg, k.Right):
		m.slot = min(m.slot+1, last)
	case key.Matches(msg, k.Widen):
		if m.slot >= s.Tail && s.Slots[m.slot].Kind != patterns.SlotRedir {
			return true, k.Widen.Help().Key + " nothing wider" // under **
		}
		if !s.Widen(m.slot) { // one rung: past the top nothing is wider
			return true, nothingWider
		}
	case key.Matches(msg, k.Narrow):
		if m.slot >= s.Tail && s.Slots[m.slot].Kind != patterns.SlotRedir {
			s.SetTail(len(s.Slots))
			return true, ""
		}
		s.Narrow(m.slot)
	case key.Matches(msg, k.Tail):
		if m.slot == 0 {
			return true, ""
		}
		if s.Tail == m.slot {
			s.SetTail(len(s.Slots))
		} else {
			s.SetTail(m.slot)
		}
	}
	return true, ""
}

// choiceKey cycles a field's choices or flips a switch; it reports
// whether msg is one of the field's keys.
func (m *Model) choiceKey(msg tea.KeyPressMsg) bool {
	k := m.c.Keys.Editor
	d := 0
	switch {
	case key.Matches(msg, k.Left):
		d = -1
	case key.Matches(msg, k.Right), key.Matches(msg, k.Toggle):
		d = 1
	case key.Matches(msg, k.Widen, k.Narrow, k.Tail):
		return true // the pattern's keys: nothing to do here
	default:
		return false
	}
	switch m.focus {
	case fieldScope:
		m.scope = scope((int(m.scope) + d + 3) % 3)
	case fieldWorkdir:
		m.workdir = !m.workdir
	case fieldShadow:
		m.shadow = !m.shadow
	case fieldEnd:
		n := int(endNever) + 1
		if m.in.Outcome == patterns.Allow {
			n = int(endNever) // an allow always ends
		}
		m.end = endChoice((int(m.end) + d + n) % n)
	}
	return true
}

// PreviewLoading is what enter says while the preview is on its way:
// the desk takes it off the status line once the preview is drawn.
const PreviewLoading = "wait: loading the preview of this pattern; enter again once it is drawn"

// PreviewDrawn says the preview of the pattern as it stands is drawn,
// not on its way.
func (m *Model) PreviewDrawn() bool { return m.got == m.asked }

// review asks the desk to confirm the rule, when it can be written; when
// all it lacks is the reason, enter goes there, as its line says.
func (m *Model) review() Action {
	if spec, err := m.Spec(); err == nil && spec.Reason == "" && m.focus != fieldReason {
		m.setFocus(fieldReason)
		return Action{}
	}
	m.check()
	if m.blocked() != "" {
		if !m.PreviewDrawn() {
			// said, not swallowed: the hint line may change under the
			// key before the operator reads it (rt17k 10)
			return Action{Kind: ActNote, Text: PreviewLoading}
		}
		return Action{}
	}
	m.seenAtReview()
	return Action{Kind: ActReview}
}

// blocked says why the rule cannot be written yet, or "".
func (m *Model) blocked() string {
	spec, err := m.Spec()
	switch {
	case err != nil:
		return err.Error()
	case spec.Reason == "":
		if m.in.Outcome == patterns.Allow {
			return "give a reason: say why these commands are safe to allow unasked"
		}
		return "give a reason: say why these commands should be refused"
	case len(m.patternRails()) > 0:
		return "the guard rails refuse this allow: widen less, or narrow the words the rail names"
	case len(m.rails) > 0:
		return m.rails[0].Msg + ": " + m.rails[0].Hint
	case m.got != m.asked:
		return "the preview of this pattern is on its way: a moment"
	case m.preview != nil && m.preview.Err != nil && m.corpusErr == nil:
		return "the pattern is refused: " + m.preview.Err.Error()
	}
	return ""
}

// Confirmed is what the desk does once the operator confirmed the rule:
// write it as it stands now (ActNone when it can no longer be written).
func (m *Model) Confirmed() Action {
	m.check()
	if m.blocked() != "" {
		return Action{}
	}
	spec, err := m.Spec()
	if err != nil {
		return Action{}
	}
	return Action{Kind: ActWrite, Spec: spec, Ask: m.in.Ask, Preview: m.preview}
}

// HelpKeys are the keys the footer shows for the focused field: the
// egress key too, in every field, while the editor offers to add a host
// to the egress list, after write and before the moves between fields
// (last, it was cut at 80 columns, desk9e).
func (m *Model) HelpKeys() []key.Binding {
	k := m.c.Keys.Editor
	if m.EgressHost() != "" {
		return []key.Binding{k.Write, k.Egress, k.Next, k.Prev, k.Cancel}
	}
	return k.TextHelp()
}
