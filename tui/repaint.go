package tui

import (
	"time"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// The desk writes every cell of its screen again, regularly, so that what
// another process wrote over it (printf … > /dev/pts/N from an agent of
// the operator's own account) does not stay: bubbletea's renderer writes
// only the cells that differ from the frame it believes is on the
// terminal, so a forged row beside an unchanged one stayed as long as the
// operator read (rt48k F-tty-paint).
//
// The renderer has no call that forgets its last frame short of erasing
// the screen first (tea.ClearScreen: the screen goes blank, then is drawn,
// which flickers where the terminal lacks synchronized output, over SSH
// most of all). So the desk makes every cell differ instead: every other
// repaint the whole frame is drawn inside a hyperlink whose target is
// empty (OSC 8 with parameters only). Terminals draw such a cell as plain
// text (an empty target is no link) or ignore the sequence; the renderer
// compares the link with the cell it holds, finds every cell changed, and
// writes each one over what is on the screen, without erasing first.

// DefaultRepaint is how often the desk writes its whole screen again.
const DefaultRepaint = time.Second

// EnvRepaint names the variable that sets how often the desk writes its
// whole screen again: a Go duration (500ms, 2s), or 0, off, no or false
// for never (only ctrl+l and changes of the rows on screen do then).
const EnvRepaint = "OZDESK_REPAINT"

// repaintMark opens the empty link the odd repaints are drawn in.
const repaintMark = "\x1b]8;id=ozdesk-repaint;\x1b\\"

// repaintMsg says it is time to write the whole screen again.
type repaintMsg struct{}

// repaint is the desk's state of whole-screen repaints.
type repaint struct {
	// every is how often the screen is written whole; 0: never.
	every time.Duration
	// odd says the frame is drawn inside the empty link.
	odd bool
}

// again makes the next frame write every cell.
func (r *repaint) again() { r.odd = !r.odd }

// frame is the screen as the renderer is given it.
func (r *repaint) frame(screen string) string {
	if r.odd && screen != "" {
		return repaintMark + screen
	}
	return screen
}

// later waits for the next regular repaint, on a real clock.
func (r *repaint) later(on bool) tea.Cmd {
	if !on || r.every <= 0 {
		return nil
	}
	return tea.Tick(r.every, func(time.Time) tea.Msg { return repaintMsg{} })
}

// repaintEvery reads how often to repaint from the config and the
// environment (EnvRepaint wins when set and readable).
func repaintEvery(cfg Config) time.Duration {
	every := cfg.Repaint
	switch v := envLookup(cfg.Env)(EnvRepaint); {
	case v == "":
	case off(v):
		every = -1
	default:
		if d, err := time.ParseDuration(v); err == nil {
			every = d
		}
	}
	switch {
	case every == 0:
		return DefaultRepaint
	case every < 0:
		return 0
	}
	return every
}

// decisionKey says whether a key decides (or confirms a decision): the
// screen is written whole as it acts, so that the undo window that
// follows shows the desk's own rows whatever was written over them.
func (m *Model) decisionKey(msg tea.KeyPressMsg) bool {
	d := m.c.Keys.Decide
	return msg.String() == "enter" || key.Matches(msg, d.Approve, d.ApproveWhy, d.Deny, d.AlwaysAllow, d.AlwaysRefuse)
}
