package sshdesk

import (
	"context"
	"io"
	"slices"
	"sync/atomic"
	"time"

	tea "charm.land/bubbletea/v2"
	"charm.land/ssh"
	"charm.land/wish/v2"
	"github.com/charmbracelet/colorprofile"

	"ozdesk.dev/ozdesk/tui"
)

// deskProgram builds the desk for a session with a terminal: its own
// program, on the session's streams, at its terminal's size, in the
// colour profile its environment says, as its operator with its role,
// over the change feed every session shares. wish's bubbletea middleware
// runs it and sends it the terminal's resizes.
func (s *Server) deskProgram(sess ssh.Session) *tea.Program {
	st := sessionOf(sess)
	pty, _, ok := sess.Pty()
	if st == nil || !ok {
		return nil
	}
	env := append(slices.Clone(sess.Environ()), "TERM="+pty.Term)
	role, err := tui.ParseRole(st.id.Role.String())
	if err != nil {
		wish.Errorln(sess, "ozdesk:", err)
		return nil
	}
	ctx, cancel := context.WithCancel(sess.Context())
	in := &idleReader{r: sess}
	in.last.Store(time.Now().UnixNano())
	cfg := tui.Config{Service: st.api, Changes: s.feed, Operator: st.id.Name, Role: role, Node: s.cfg.Node,
		In: in, Out: sess, Env: env, Width: pty.Window.Width, Height: pty.Window.Height, Grace: s.cfg.Grace}
	p, err := tui.NewProgram(ctx, cfg, tea.WithColorProfile(colorprofile.Env(env)), tea.WithFilter(noSuspend))
	if err != nil {
		cancel()
		wish.Errorln(sess, "ozdesk:", err)
		return nil
	}
	st.stop = cancel
	if s.cfg.IdleTimeout > 0 {
		go s.closeIdle(ctx, p, in, st)
	}
	return p
}

// noSuspend keeps ctrl+z from suspending the desk: over SSH there is no
// shell to go back to.
func noSuspend(_ tea.Model, msg tea.Msg) tea.Msg {
	if _, ok := msg.(tea.SuspendMsg); ok {
		return tea.ResumeMsg{}
	}
	return msg
}

// idleReader is a session's input that remembers when it last read.
type idleReader struct {
	r    io.Reader
	last atomic.Int64
}

func (r *idleReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	if n > 0 {
		r.last.Store(time.Now().UnixNano())
	}
	return n, err
}

// closeIdle quits the desk when no key came for the idle timeout. The
// desk's own redraws do not count: only the operator's keys do.
func (s *Server) closeIdle(ctx context.Context, p *tea.Program, in *idleReader, st *session) {
	every := min(s.cfg.IdleTimeout/4, time.Second)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			if now.Sub(time.Unix(0, in.last.Load())) >= s.cfg.IdleTimeout {
				st.idle.Store(true)
				p.Quit()
				return
			}
		}
	}
}
