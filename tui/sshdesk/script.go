//go:build !ozdesk_adapters

package sshdesk

import (
	"context"
	"io"

	"charm.land/ssh"
	"charm.land/wish/v2"

	"ozdesk.dev/ozdesk/queue/broker"
)

// Script is one command line an operator runs over SSH
// ('ssh -p 2222 node queue ls --json'): its words, the session's streams,
// and the queue that acts as the operator.
type Script struct {
	// Args are the command's words, as the client sent them.
	Args []string
	// Stdin, Stdout and Stderr are the session's.
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// API is the queue as the operator: every call goes through the
	// broker's role checks.
	API *broker.Client
	// Operator and Role are who runs it.
	Operator string
	Role     broker.Role
}

// Runner runs a command line and returns its exit status. The ozdesk
// command passes its own command tree, so that a verb over SSH is the
// local CLI's verb, with its output and exit codes.
type Runner func(ctx context.Context, s Script) int

// scripts runs a session's command, when it has one, and sends its exit
// status; a session without one goes on to the desk.
func (s *Server) scripts(next ssh.Handler) ssh.Handler {
	return func(sess ssh.Session) {
		args := sess.Command()
		if len(args) == 0 {
			next(sess)
			return
		}
		st := sessionOf(sess)
		if st == nil || s.cfg.Script == nil {
			wish.Fatalln(sess, "ozdesk: this server runs no commands")
			return
		}
		code := s.cfg.Script(sess.Context(), Script{Args: args, Stdin: sess, Stdout: sess, Stderr: sess.Stderr(),
			API: st.api, Operator: st.id.Name, Role: st.id.Role})
		_ = sess.Exit(code)
	}
}
