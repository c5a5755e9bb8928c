//go:build !ozdesk_adapters

package sshdesk

import (
	"fmt"
	"sync/atomic"

	"charm.land/ssh"
	"charm.land/wish/v2"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/broker"
	"ozdesk.dev/ozdesk/store"
)

// session is one operator's SSH session: who it is, and its queue.
type session struct {
	id  broker.Identity
	api *broker.Client
	// idle says the desk was closed for want of keys; stop ends the
	// desk's own work when the session ends.
	idle atomic.Bool
	// idleWords say what closing for want of keys did with the
	// decisions the desk held in their undo window.
	idleWords atomic.Pointer[string]
	stop      func()
	// restoreTitle puts the terminal's title back once the desk ended
	// (tui.KeepTitle); nil when no desk ran.
	restoreTitle func()
	// login writes the session's login to the audit trail, for a desk
	// once it draws (its tui.Config.Open); nil for a command, whose
	// login is written before it runs. loggedIn says it was written
	// (a logout is written only after a login); openErr is why the
	// desk's login failed, said once the desk ended.
	login    func() error
	loggedIn atomic.Bool
	openErr  atomic.Pointer[error]
}

// sessionKey is where a session is kept in its SSH context.
type sessionKey struct{}

// sessionOf is the session the gate let in.
func sessionOf(sess ssh.Session) *session {
	s, _ := sess.Context().Value(sessionKey{}).(*session)
	return s
}

// gate lets a session in: it names the operator from the key that
// authenticated the connection, refuses a session that asks for neither
// a terminal nor a command (no shell is ever offered), and writes the
// login and the logout to the audit trail.
func (s *Server) gate(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		id, ok := s.cfg.Operators.IdentifyKey(sess.PublicKey())
		if !ok { // authentication let only known keys in
			wish.Fatalln(sess, "ozdesk: this key is no operator's")
			return
		}
		_, _, pty := sess.Pty()
		if !pty && len(sess.Command()) == 0 {
			wish.Fatalln(sess, "ozdesk: no terminal and no command: this server runs the desk (ssh -t) or a command of the ozdesk CLI (e.g. queue ls), never a shell")
			return
		}
		if !s.hold(id.Key) {
			s.cfg.Log.Warn("SSH: refused a session: too many open", "operator", id.Name, "key", id.Key, "remote", sess.RemoteAddr().String())
			wish.Fatalln(sess, fmt.Sprintf("ozdesk: this key already holds %d sessions; close one first", MaxSessionsPerKey))
			return
		}
		defer s.release(id.Key)
		ev := queue.SessionEvent{Remote: sess.RemoteAddr().String(), Via: "ssh", Command: sess.RawCommand()}
		st := &session{id: id, api: s.cfg.Broker.LocalClient(id)}
		login := func() error {
			if err := s.cfg.Broker.RecordSession(store.KindLogin, id, ev); err != nil {
				s.cfg.Log.Error("SSH: record a login", "operator", id.Name, "err", err)
				return fmt.Errorf("the broker cannot record your login, so it lets nobody in: %w", err)
			}
			st.loggedIn.Store(true)
			s.cfg.Log.Info("SSH: login", "operator", id.Name, "role", id.Role.String(), "key", id.Key, "remote", ev.Remote, "command", ev.Command)
			return nil
		}
		if !pty || len(sess.Command()) > 0 {
			// a command runs once its login is written
			if err := login(); err != nil {
				wish.Fatalln(sess, "ozdesk: "+err.Error())
				return
			}
		} else {
			// The desk writes the login once it draws (tui.Config.Open),
			// and reads nothing before: a store another process holds
			// locked shows the desk waiting for it, the keys typed
			// meanwhile its own, as a desk on the store does (rt43k).
			st.login = login
		}
		sess.Context().SetValue(sessionKey{}, st)
		defer func() {
			if st.stop != nil {
				st.stop()
			}
			if st.restoreTitle != nil {
				st.restoreTitle()
			}
			if st.idle.Load() {
				say := "ozdesk: the desk closed after " + s.cfg.IdleTimeout.String() + " without a key"
				if w := st.idleWords.Load(); w != nil && *w != "" {
					say += "; " + *w
				}
				wish.Println(sess, say)
				ev.Command = "(closed: no key for " + s.cfg.IdleTimeout.String() + ")"
			}
			if !st.loggedIn.Load() {
				return // no login written: no logout either
			}
			if err := s.cfg.Broker.RecordSession(store.KindLogout, id, ev); err != nil {
				s.cfg.Log.Error("SSH: record a logout", "operator", id.Name, "err", err)
			}
			s.cfg.Log.Info("SSH: logout", "operator", id.Name, "key", id.Key, "remote", ev.Remote)
		}()
		next(sess)
		if err := st.openErr.Load(); err != nil {
			wish.Errorln(sess, "ozdesk: "+(*err).Error())
		}
	}
}
