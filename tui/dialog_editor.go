package tui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"fmt"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
	"ozdesk.dev/ozdesk/tui/editor"
)

// editorDialog is the pattern editor (package editor) on the dialog
// stack: it fills the body; its "Write this rule?" is the desk's
// [confirm], opened over it.
type editorDialog struct {
	c  *common.Common
	ed *editor.Model
	// writing says the rule is being written: the editor stays open, its
	// draft kept, until the queue answers, and keys wait.
	writing bool
	// confirm is the last "Write this rule?" opened over the editor.
	confirm *confirm
}

// arrivedAct is an action: asks arrived that the rule under confirmation
// d would resolve; while d is open, its focus goes back to Cancel, so
// that an enter meant for the list read writes nothing, and the status
// line says text (rt22k #12).
type arrivedAct struct {
	d    *confirm
	text string
}

// writeRuleAct is an action: write the editor's rule, as confirmed.
type writeRuleAct struct{}

func (e *editorDialog) place() place { return placeBody }

func (e *editorDialog) keys() []key.Binding { return e.ed.HelpKeys() }

func (e *editorDialog) setSize(w, h int) { e.ed.SetSize(w, h) }

func (e *editorDialog) view(w, h int, _ bool) []string { return e.ed.View(w, h) }

// update passes a message to the editor and says what it asks for.
func (e *editorDialog) update(msg tea.Msg) (reply, tea.Cmd) {
	if _, ok := msg.(tea.KeyPressMsg); ok && e.writing {
		return reply{do: said{statusInfo, "writing the rule" + e.c.Marks.More + " keys wait for the queue's answer"}}, nil
	}
	act, cmd := e.ed.Update(msg)
	switch act.Kind {
	case editor.ActCancel:
		// the ask by name: the status line may outlive the editor and
		// stand beside another ask (rt18k #9i)
		text := "no rule written"
		switch id := e.ed.AskID(); {
		case e.ed.Gone() != "":
			// one truth: what the banner said became of it, never
			// that it still waits (rt28k #5)
			text += "; " + e.ed.Gone()
		case id != "":
			text += "; ask " + queue.ShortID(id) + " still waits"
		}
		if e.ed.Drafted() {
			return reply{do: open{newDiscardDraft(e.c, e, text)}}, cmd
		}
		return reply{close: true, do: said{statusInfo, text}}, cmd
	case editor.ActReview:
		ed := e.ed
		lines := ed.ConfirmLines
		if ed.Outcome() == patterns.Refuse && e.c.Undo > 0 {
			// D writes at once (see confirmedRule): the confirmation is
			// the last word, and says so.
			words := refuseAtOnce
			if ed.FourEyes() {
				// the rule is proposed, not written: only the deny
				// is at once (rt18k #9a)
				words = refuseProposed
			}
			lines = func(w int) []string {
				return append(ed.ConfirmLines(w), e.c.Styles.Ask.Render(common.Cut(words, w, e.c.Marks.More)))
			}
		}
		// the asks it resolves, listed and scrolled as the bulk
		// confirmation's are (rt16k #4: at 80x24 none showed)
		list := &scrollList{shown: ruleConfirmShown, count: func() int { return len(ed.ResolvedLines(80)) }}
		base := lines
		lines = func(w int) []string {
			out := base(w)
			rs := ed.ResolvedLines(max(w-3, 8))
			from, to := list.window()
			for _, r := range rs[from:min(to, len(rs))] {
				out = append(out, "   "+r)
			}
			if list.scrolls() {
				out = append(out, e.c.Styles.Muted.Render(fmt.Sprintf("   asks %d–%d of %d%s%s scroll",
					from+1, to, len(rs), e.c.Marks.Dot, e.c.Keys.Confirm.Scroll.Help().Key)))
			}
			return out
		}
		d := &confirm{c: e.c, lines: lines, yes: "Write rule", then: writeRuleAct{},
			cancelled: "not written; the draft is still open", list: list}
		e.confirm = d
		return reply{do: open{d}}, cmd
	case editor.ActArrived:
		return reply{do: arrivedAct{d: e.confirm, text: act.Text}}, cmd
	case editor.ActNote:
		return reply{do: said{statusInfo, act.Text}}, cmd
	case editor.ActEgress:
		yes := "Add host"
		if e.ed.FourEyes() {
			yes = "Propose"
		}
		d := &confirm{c: e.c, lines: e.ed.EgressLines(act.Host), yes: yes,
			then: egressAct{host: act.Host, reason: e.ed.EgressReason()}, cancelled: "nothing added; the draft is still open"}
		return reply{do: open{d}}, cmd
	}
	return reply{}, cmd
}

// ruleConfirmShown is how many of the asks a rule resolves its
// confirmation lists at a time.
const ruleConfirmShown = 3

// refuseAtOnce is what the confirmation of a refuse rule says of it.
const refuseAtOnce = " written at once, no undo window (a deny stands); retire it in [2] rules"

// refuseProposed is what the confirmation of a refuse rule says of it
// under four eyes, where the rule is proposed and only the deny of its ask
// is sent at once.
const refuseProposed = " the deny is sent at once, no undo window; the rule is proposed"

// editor is the open pattern editor, or nil.
func (m *Model) editor() *editorDialog {
	for _, d := range m.dialogs.ds {
		if e, ok := d.(*editorDialog); ok {
			return e
		}
	}
	return nil
}

// confirmedRule writes the editor's rule, now confirmed: the editor stays
// open, its draft kept, until the queue answers. With an undo window the
// queue first checks an allow rule (writing nothing), and the rule is
// held for the window (see holdRule); without one it is written at once.
//
// A refuse rule (D) is written at once, window or not: writing it denies
// the ask it comes from, and a deny made here goes to the queue at once
// (see holdFor), so that an approval made meanwhile at another desk or
// on the command line cannot win over it and run what the operator
// refused (desk9c). u then has nothing of it to take back, and says so;
// the rule is retired in the rules view.
func (m *Model) confirmedRule() tea.Cmd {
	e := m.editor()
	if e == nil {
		return nil
	}
	act := e.ed.Confirmed()
	if act.Kind != editor.ActWrite {
		return nil
	}
	e.writing = true
	if m.c.Undo > 0 && act.Spec.Outcome != patterns.Refuse {
		return m.checkRule(act, e)
	}
	return m.writeRule(act)
}
