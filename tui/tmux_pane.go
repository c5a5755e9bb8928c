package tui

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"

	tea "charm.land/bubbletea/v2"
)

// The desk's own tmux surroundings (rt54b B3, B10, B13, B14). A desk
// running in a tmux pane can be covered by another window, put in a mode
// (copy-mode, a view), zoomed away, shrunk by a tiny client, renamed, or
// shared with a second client fed keys from a file; tmux tells the desk
// none of it. So the desk looks at its pane itself: `tmux display` of its
// pane and `list-clients` of its session, about twice a second, in a
// command (never on the event loop), and again, fresh, before a decision
// key acts (paneKey).

// paneEvery is how often the desk looks at its tmux pane. A look is one
// tmux client run (`tmux display … ; list-clients …`): about 10 ms of
// wall time and 2 ms of CPU on an idle machine, 17 ms at a load of 24
// (BenchmarkPaneLook).
const paneEvery = 500 * time.Millisecond

// paneLookFor is how long a look at the pane may take before it is given
// up (a tmux server stopped must not leave a decision key waiting long).
const paneLookFor = 2 * time.Second

// paneFormat is what the desk reads of its pane, window and session; the
// session's name comes last, so that a tab in it cannot shift a field.
const paneFormat = "P\t#{pane_in_mode}\t#{pane_mode}\t#{window_active}\t#{pane_active}\t#{window_zoomed_flag}" +
	"\t#{window_width}\t#{window_height}\t#{pane_width}\t#{pane_height}\t#{session_attached}\t#{session_last_attached}" +
	"\t#{window_id}\t#{session_name}"

// clientFormat is what the desk reads of each client of the tmux server
// (rt56b D7: a client of a session grouped with the desk's, or of one the
// desk's window is linked into, sees and types into the desk's pane but
// is not among `list-clients -t desk`): its size, its session's prefix
// keys, the windows its session holds, its tty and, last, the key table
// its next key goes through.
const clientFormat = "C\t#{client_width}\t#{client_height}\t#{prefix}\t#{prefix2}\t#{W:#{window_id} }\t#{client_tty}\t#{client_key_table}"

// paneClient is a tmux client whose session holds the desk's window.
type paneClient struct {
	tty  string
	w, h int
	// table is the key table the client's next key goes through;
	// prefix its session's prefix keys.
	table  string
	prefix [2]string
}

// paneState is the desk's pane as tmux last showed it.
type paneState struct {
	// mode is the mode the pane is in (copy-mode, view-mode…), "" for
	// none.
	mode string
	// windowActive says the pane's window is its session's current one;
	// paneActive that the pane is its window's active one; zoomed that a
	// pane of the window is zoomed.
	windowActive, paneActive, zoomed bool
	winW, winH, paneW, paneH         int
	// attached is how many clients tmux counts on the session;
	// lastAttached when one last attached (changes with each attach,
	// even of a client gone since).
	attached     int
	lastAttached string
	session      string
	// window is the id of the desk's window.
	window string
	// clients are the clients whose session holds the desk's window.
	clients []paneClient
	// rebound says why a key the operator presses may reach the desk
	// as another (tmux_keys.go), nil when nothing does.
	rebound []string
}

// hidden says why the pane cannot be seen by a client of its session, ""
// when it can.
func (s paneState) hidden() string {
	switch {
	case s.mode != "":
		return "the desk's pane is in " + s.mode
	case !s.windowActive:
		return "the desk was covered: another window of its session is shown"
	case s.zoomed && !s.paneActive:
		return "the desk was covered: another pane is zoomed over it"
	}
	return ""
}

// parsePane reads the output of a look (paneFormat, a clientFormat line
// per client of the server, then the root table's bindings).
func parsePane(out string) (paneState, error) {
	var s paneState
	seen := false
	var all []paneClient
	var windows [][]string
	var bound []keyBinding
	for _, line := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		if b, ok := parseBinding(line); ok {
			bound = append(bound, b)
			continue
		}
		kind, rest, _ := strings.Cut(line, "\t")
		switch kind {
		case "P":
			f := strings.SplitN(rest, "\t", 13)
			if len(f) != 13 {
				return s, fmt.Errorf("tmux display: %d fields, want 13", len(f))
			}
			n, err := atois(f[5], f[6], f[7], f[8], f[9])
			if err != nil {
				return s, fmt.Errorf("tmux display: %w", err)
			}
			if f[0] == "1" {
				s.mode = f[1]
				if s.mode == "" {
					s.mode = "a mode"
				}
			}
			s.windowActive, s.paneActive, s.zoomed = f[2] == "1", f[3] == "1", f[4] == "1"
			s.winW, s.winH, s.paneW, s.paneH, s.attached = n[0], n[1], n[2], n[3], n[4]
			s.lastAttached, s.window, s.session = f[10], f[11], f[12]
			seen = true
		case "C":
			f := strings.SplitN(rest, "\t", 7)
			if len(f) != 7 {
				return s, fmt.Errorf("tmux list-clients: %d fields, want 7", len(f))
			}
			n, err := atois(f[0], f[1])
			if err != nil {
				return s, fmt.Errorf("tmux list-clients: %w", err)
			}
			all = append(all, paneClient{tty: f[5], w: n[0], h: n[1], table: f[6], prefix: [2]string{f[2], f[3]}})
			windows = append(windows, strings.Fields(f[4]))
		}
	}
	if !seen {
		return s, errors.New("tmux display: no answer about the pane")
	}
	for i, c := range all {
		if slices.Contains(windows[i], s.window) {
			s.clients = append(s.clients, c)
		}
	}
	s.rebound = reboundWhy(s.clients, bound)
	return s, nil
}

// atois reads numbers.
func atois(ss ...string) ([]int, error) {
	out := make([]int, len(ss))
	for i, s := range ss {
		n, err := strconv.Atoi(s)
		if err != nil {
			return nil, fmt.Errorf("read %q: %w", s, err)
		}
		out[i] = n
	}
	return out, nil
}

// paneLookMsg is what a look at the pane found; fresh says it was taken
// for a decision key (paneKey), not by the regular watch.
type paneLookMsg struct {
	state paneState
	err   error
	fresh bool
}

// paneTickMsg says it is time to look at the pane again.
type paneTickMsg struct{}

// lookPane looks at the pane target on the tmux server at socket (""
// for tmux's own choice), in the background.
func lookPane(socket, target string, fresh bool) tea.Cmd {
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(context.Background(), paneLookFor)
		defer cancel()
		var args []string
		if socket != "" {
			args = append(args, "-S", socket)
		}
		args = append(args, "display", "-p", "-t", target, paneFormat, ";", "list-clients", "-F", clientFormat,
			";", "list-keys", "-T", "root")
		out, err := exec.CommandContext(ctx, "tmux", args...).Output()
		if ctx.Err() != nil {
			// rt56b D20: a tmux command that pads or repeats a format
			// a hundred million times holds the server for seconds
			return paneLookMsg{err: fmt.Errorf("tmux did not answer within %s (a tmux command may hold its server)", paneLookFor), fresh: fresh}
		}
		if err != nil {
			return paneLookMsg{err: fmt.Errorf("tmux display -t %s: %w", target, err), fresh: fresh}
		}
		s, err := parsePane(string(out))
		return paneLookMsg{state: s, err: err, fresh: fresh}
	}
}

// paneTick waits for the next regular look.
func paneTick() tea.Cmd {
	return tea.Tick(paneEvery, func(time.Time) tea.Msg { return paneTickMsg{} })
}

// tmuxPlace is the tmux server's socket and the desk's pane from the
// desk's environment ($TMUX is "socket,pid,session"; $TMUX_PANE the
// pane's id); "" target outside tmux.
func tmuxPlace(env func(string) string) (socket, target string) {
	t, pane := env("TMUX"), env("TMUX_PANE")
	if t == "" || pane == "" {
		return "", ""
	}
	socket, _, _ = strings.Cut(t, ",")
	return socket, pane
}
