package tui

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/store"
)

// How the desk calls the operator when asks arrive: the terminal's bell,
// the count of waiting asks in the window title ("ozdesk (3)"), and, when
// asked for, a desktop notification. Each can be switched off (Config,
// or the environment: see [EnvBell], [EnvTitle], [EnvNotify]). The title
// and the notification hold fixed words and counts only: nothing an agent
// wrote reaches them.

// The environment variables that switch the calls off or on.
const (
	// EnvBell set to 0, off, no or false silences the bell.
	EnvBell = "OZDESK_BELL"
	// EnvTitle set to 0, off, no or false leaves the window title alone.
	EnvTitle = "OZDESK_TITLE"
	// EnvNotify names a desktop notification to send when asks arrive:
	// osc9 (iTerm2, WezTerm, Windows Terminal, kitty) or osc777 (foot,
	// Konsole, urxvt, Ghostty); empty or off sends none.
	EnvNotify = "OZDESK_NOTIFY"
)

// Desktop notifications the desk can send.
const (
	NotifyOff    = ""
	NotifyOSC9   = "osc9"
	NotifyOSC777 = "osc777"
)

// calls is how the desk calls the operator.
type calls struct {
	bell, title bool
	desktop     string
	// tmux wraps the desktop notification for tmux to pass it on
	// (tmux's allow-passthrough option must be on); the bell and the
	// title tmux handles itself (its bell-action and set-titles options).
	tmux bool
}

// off reads a switch written 0, off, no or false.
func off(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "0", "off", "no", "false":
		return true
	}
	return false
}

// ParseNotify checks the name of a desktop notification ("off" or ""
// for none).
func ParseNotify(s string) (string, error) {
	switch v := strings.ToLower(strings.TrimSpace(s)); v {
	case "", "off", "none":
		return NotifyOff, nil
	case NotifyOSC9, NotifyOSC777:
		return v, nil
	}
	return "", fmt.Errorf("desktop notification %q: write osc9, osc777 or off", s)
}

// arrived calls the operator: n asks arrived, waiting are waiting in all.
func (c calls) arrived(n, waiting int) tea.Cmd {
	if n <= 0 {
		return nil
	}
	var out strings.Builder
	if c.bell {
		out.WriteByte(ansi.BEL)
	}
	if seq := c.notification(n, waiting); seq != "" {
		out.WriteString(seq)
	}
	if out.Len() == 0 {
		return nil
	}
	return tea.Raw(out.String())
}

// notification is the desktop notification's sequence, or "": fixed
// words and counts only.
func (c calls) notification(n, waiting int) string {
	body := plural(n, "new ask") + ", " + strconv.Itoa(waiting) + " waiting"
	var seq string
	switch c.desktop {
	case NotifyOSC9:
		seq = ansi.Notify("ozdesk: " + body)
	case NotifyOSC777:
		seq = "\x1b]777;notify;ozdesk;" + body + "\x07"
	default:
		return ""
	}
	if c.tmux {
		seq = ansi.TmuxPassthrough(seq)
	}
	return seq
}

// windowTitle is the terminal's title: "ozdesk (3)" while asks wait, or
// "" when the desk leaves the title alone.
func (c calls) windowTitle(waiting int) string {
	if !c.title {
		return ""
	}
	if waiting == 0 {
		return "ozdesk"
	}
	return "ozdesk (" + strconv.Itoa(waiting) + ")"
}

// plural writes a count of things: "1 new ask", "3 new asks".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// arrivals counts the asks of a read that were not on the queue before.
func arrivals(before, read []store.Ask) int {
	if len(read) == 0 {
		return 0
	}
	had := keysOf(before, read)
	n := 0
	for _, a := range read {
		if had[a.ID] != seenKey(a) {
			n++
		}
	}
	return n
}

// The terminal's title stack (xterm's window operations 22 and 23, which
// tmux, VTE and most others honour and the rest ignore): the desk pushes
// the operator's title as it starts and pops it back as it ends.
const (
	titlePush = "\x1b[22;2t"
	titlePop  = "\x1b[23;2t"
)

// KeepTitle saves the terminal's window title on out (the desk's output)
// before a desk that writes its count in the title starts, and returns
// what puts that title back: the host calls it once the desk's program
// has ended, after bubbletea cleared the title, whether the operator
// quit, a signal stopped it or its SSH session closed (rt22k #14: the
// operator's own title was lost). A desk that leaves the title alone
// (cfg.NoTitle, EnvTitle=0) writes neither.
func KeepTitle(cfg Config, out io.Writer) (restore func()) {
	if cfg.withDefaults().NoTitle {
		return func() {}
	}
	_, _ = io.WriteString(out, titlePush)
	return func() { _, _ = io.WriteString(out, titlePop) }
}
