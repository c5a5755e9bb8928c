package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/internal/hooksignal"
	// hook, ask and shell run on one P from percall's initialiser on.
	_ "ozdesk.dev/ozdesk/internal/percall"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue/broker"
)

func main() {
	os.Exit(runProcess(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, syscall.Exec, processAge))
}

// run runs ozdesk with args inside a program that is not ozdesk's own
// process (a test): `ozdesk shell` refuses rather than hand that program's
// process to bash, and a hook counts its --wait from its call, not from
// that program's start. It returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return runProcess(args, stdin, stdout, stderr, nil, nil)
}

// runProcess runs ozdesk with args and returns the exit code; exec, when
// not nil, replaces the process (`ozdesk shell` hands it to bash); age,
// when not nil, is how long ago the process started (a hook's --wait
// counts from then). A
// panic anywhere is reported as an internal error, except under `ozdesk
// hook`, where any failure must block the command in the harness's own
// terms (exit 2).
func runProcess(args []string, stdin io.Reader, stdout, stderr io.Writer, exec execFunc, age func() time.Duration) (code int) {
	defer func() {
		if p := recover(); p != nil {
			code = exitInternal
			if hookInvocation(args) {
				code = exitUsage
			}
			fmt.Fprintf(stderr, "ozdesk: internal error (a bug: please report it): %s\n", safetext.Escape(fmt.Sprint(p)))
		}
	}()
	a := &app{stdin: stdin, stdout: stdout, stderr: stderr, exec: exec, age: age}
	return a.execute(args)
}

// execute runs the command line args on a's streams and returns the exit
// code.
func (a *app) execute(args []string) int {
	return a.executeIn(a.commandTree(args), args)
}

// executeIn runs the command line args in the command tree root.
func (a *app) executeIn(root *cobra.Command, args []string) int {
	root.SetArgs(args)
	cmd, err := root.ExecuteC()
	if err == nil {
		return exitOK
	}
	code := codeOf(err)
	if cmd != nil && isHookCommand(cmd) && code != exitOK {
		// Claude Code runs the command on any exit but 0 and 2.
		code = exitUsage
	}
	if !silent(err) {
		printError(a.stderr, forCommand(err, cmd))
	}
	return code
}

// commandRoles are the roles the commands that write need in protected
// mode, beyond the first call they make (policy set reads the settings,
// which a viewer may, before it writes them, which an admin may): a
// refusal names the command and this role, not the call's.
var commandRoles = map[string]string{
	"ozdesk policy set": "admin", "ozdesk policy allow": "admin", "ozdesk policy ask": "admin",
	"ozdesk policy refuse": "admin", "ozdesk policy retire": "admin", "ozdesk policy approve": "admin",
	"ozdesk policy withdraw": "admin", "ozdesk policy apply": "admin", "ozdesk policy egress add": "admin",
	"ozdesk policy egress rm": "admin", "ozdesk store compact": "admin",
	"ozdesk queue approve": "approver", "ozdesk queue deny": "approver",
}

// forCommand says a refusal for a role too weak in terms of the command
// that was run ('ozdesk policy set' needs an admin) rather than of the
// broker's call it was refused (settings needs a viewer); other errors
// are returned as they are.
func forCommand(err error, cmd *cobra.Command) error {
	var role *broker.RoleError
	if cmd == nil || !errors.As(err, &role) {
		return err
	}
	return withCode(exitDenied, errors.New(role.For("'"+cmd.CommandPath()+"'", commandRoles[cmd.CommandPath()])), "'ozdesk whoami' says who the broker takes you for")
}

// hookInvocation reports whether args run `ozdesk hook …`: the first word
// that is not a flag is "hook".
func hookInvocation(args []string) bool { return hooksignal.CommandWord(args) == "hook" }
