package tui

import (
	"context"
	"os/exec"

	tea "charm.land/bubbletea/v2"
)

// The notice where the operator looks (rt56b D10): a desk whose pane is
// covered (another window of its session shown, another pane zoomed over
// it, a mode) writes its words inside that pane, which nobody sees. So
// when its pane becomes hidden, the desk also tells each client that
// shows its window, on that client's status line (`tmux display-message
// -c TTY`), once per change. The words are the desk's own, fixed: no ask's
// text, no name tmux gave, and no # (display-message reads its text as a
// format).

// paneNoticeWords is what a client of the desk's window is told when the
// desk's pane is hidden.
const paneNoticeWords = "ozdesk: the desk is covered (another window, a zoomed pane or a mode): its asks wait for you there"

// paneNoticeFor is how long a client shows the notice, in milliseconds.
const paneNoticeFor = "10000"

// paneNotice tells the clients of the desk's window that its pane is
// hidden, in the background; nil when it was not hidden before and is
// not now, or there is nothing to tell (no client).
func paneNotice(socket string, prev *paneState, s paneState) tea.Cmd {
	if s.hidden() == "" || prev == nil || prev.hidden() != "" || len(s.clients) == 0 {
		return nil
	}
	ttys := make([]string, 0, len(s.clients))
	for _, c := range s.clients {
		ttys = append(ttys, c.tty)
	}
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(context.Background(), paneLookFor)
		defer cancel()
		for _, tty := range ttys {
			var args []string
			if socket != "" {
				args = append(args, "-S", socket)
			}
			args = append(args, "display-message", "-c", tty, "-d", paneNoticeFor, paneNoticeWords)
			// a client gone since the look fails: the others are told
			// still, and nothing more is to be done
			_ = exec.CommandContext(ctx, "tmux", args...).Run()
		}
		return nil
	}
}
