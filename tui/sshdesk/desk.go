//go:build !ozdesk_adapters

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
	w, h := plausibleSize(pty.Window.Width, pty.Window.Height)
	cfg := tui.Config{Service: st.api, Changes: s.feed, Operator: st.id.Name, Role: role, Node: s.cfg.Node,
		In: in, Out: sess, Env: env, Width: w, Height: h, Grace: s.cfg.Grace, Undo: s.cfg.Undo, Open: st.open}
	p, err := tui.NewProgram(ctx, cfg, tea.WithColorProfile(colorprofile.Env(env)), tea.WithFilter(filter))
	if err != nil {
		cancel()
		wish.Errorln(sess, "ozdesk:", err)
		return nil
	}
	st.stop = cancel
	st.restoreTitle = tui.KeepTitle(cfg, sess)
	if s.cfg.IdleTimeout > 0 {
		go s.closeIdle(ctx, p, in, st)
	}
	return p
}

// maxDimension and maxCells bound the terminal size a client may ask
// for, at the start and in every resize: the desk's renderer keeps and
// redraws a frame of that many cells, so a PTY of 100000x100000 (or even
// bubbletea's own limit of a million cells) would take the node's memory.
const (
	maxDimension = 1024
	maxCells     = 1 << 18
)

// plausibleSize clamps a PTY's size to [maxDimension] on each side and
// [maxCells] in all.
func plausibleSize(w, h int) (int, int) {
	w, h = max(min(w, maxDimension), 0), max(min(h, maxDimension), 0)
	if w > 0 && w*h > maxCells {
		h = maxCells / w
	}
	return w, h
}

// filter keeps ctrl+z from suspending the desk (over SSH there is no
// shell to go back to) and clamps every resize to [plausibleSize].
func filter(_ tea.Model, msg tea.Msg) tea.Msg {
	switch m := msg.(type) {
	case tea.SuspendMsg:
		return tea.ResumeMsg{}
	case tea.WindowSizeMsg:
		m.Width, m.Height = plausibleSize(m.Width, m.Height)
		return m
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

// closeIdle closes the desk when no key came for the idle timeout. The
// desk's own redraws do not count: only the operator's keys do. The desk
// is told (tui.IdleMsg), not made to quit: a decision it holds in its
// undo window is sent when the window ends, and the desk closes then
// (rt16k #14: it was dropped, unsaid); a key meanwhile keeps it open, and
// the timeout starts again.
func (s *Server) closeIdle(ctx context.Context, p *tea.Program, in *idleReader, st *session) {
	every := min(s.cfg.IdleTimeout/4, time.Second)
	t := time.NewTicker(every)
	defer t.Stop()
	var told int64 // the last key when the desk was told, 0: not told
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			last := in.last.Load()
			if last == told || now.Sub(time.Unix(0, last)) < s.cfg.IdleTimeout {
				continue
			}
			told = last
			p.Send(tui.IdleMsg{After: s.cfg.IdleTimeout, Closing: func(words string) {
				st.idleWords.Store(&words)
				st.idle.Store(true)
			}})
		}
	}
}

// open is the desk's check of the store before its first read
// (tui.Config.Open): it writes the session's login, which checks the
// broker's store and waits, drawn, for another process's lock on it.
// Its error ends the desk, and the session says it once the desk ended.
func (st *session) open() error {
	if st.login == nil {
		return nil
	}
	if err := st.login(); err != nil {
		st.openErr.Store(&err)
		return err
	}
	return nil
}
