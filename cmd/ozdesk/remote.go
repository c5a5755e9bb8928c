//go:build !ozdesk_adapters

package main

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/tui/sshdesk"
)

// remoteCommands are the commands an operator may run over SSH: the
// queue, the policy and the audit trail, through the broker as the key's
// operator. Nothing that reads or writes a file of the server (a policy
// file, an anchor, the store), runs an ask or a hook, or starts a server
// is among them.
var remoteCommands = []string{
	"queue ls", "queue show", "queue approve", "queue deny",
	"audit", "audit verify",
	"policy list", "policy allow", "policy ask", "policy refuse", "policy retire", "policy approve",
	"policy withdraw", "policy explain", "policy export", "policy settings", "policy set",
	"policy egress list", "policy egress add", "policy egress rm",
	"store info", "whoami", "help", "exit-codes",
}

// remoteFlags are flags that name files or stores of the server, refused
// over SSH.
var remoteFlags = []string{"--db", "--config", "--anchor", "--with"}

// runSSH runs an operator's command line over SSH (sshdesk.Runner): the
// local CLI's command tree, with the session's streams, on the queue as
// the key's operator; its exit code is the session's exit status.
func runSSH(_ context.Context, s sshdesk.Script) (code int) {
	defer func() {
		if p := recover(); p != nil {
			code = exitInternal
			fmt.Fprintf(s.Stderr, "ozdesk: internal error (a bug: please report it): %s\n", cards.Escape(fmt.Sprint(p)))
		}
	}()
	a := &app{stdin: s.Stdin, stdout: s.Stdout, stderr: s.Stderr, remote: s.API}
	if err := a.remoteAllowed(s.Args); err != nil {
		printError(s.Stderr, err)
		return codeOf(err)
	}
	return a.execute(s.Args)
}

// remoteAllowed refuses a command line that is not one of remoteCommands,
// or that names a file of the server.
func (a *app) remoteAllowed(args []string) error {
	for _, arg := range args {
		name, _, _ := strings.Cut(arg, "=")
		if slices.Contains(remoteFlags, name) {
			return usagef("over SSH the broker's own files are used", "%s is not taken over SSH", name)
		}
	}
	cmd, _, err := a.rootCommand().Find(args)
	if err != nil || cmd == nil || !cmd.HasParent() {
		return usagef("over SSH, run: "+strings.Join(remoteCommands, ", ")+"; or 'ssh -t' for the desk",
			"%q is not a command ozdesk runs over SSH", strings.Join(args, " "))
	}
	path := strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
	if !slices.Contains(remoteCommands, path) && !cmd.HasSubCommands() {
		return usagef("over SSH, run: "+strings.Join(remoteCommands, ", ")+"; or 'ssh -t' for the desk",
			"ozdesk %s does not run over SSH", path)
	}
	return nil
}
