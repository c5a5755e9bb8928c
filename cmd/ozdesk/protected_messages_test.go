package main

import (
	"os"
	"strings"
	"testing"
)

// TestProtectedMessages (rt12 #4): every error of protected mode a user
// meets names the problem and what to do about it, in the words of what
// happened. With the broker stopped, adapters and the command line say
// that no broker runs at the socket and how an operator starts it (they
// said "the store could not be read"); a command an account's role is too
// weak for names the command and the role it needs ('policy set' said a
// viewer, for the settings it reads first); a store deleted behind the
// broker's back is not answered with 'serve --init', which would start a
// new policy; and `ozdesk ask` needs no --agent, since the broker records
// the account.
func TestProtectedMessages(t *testing.T) {
	needRoot(t)
	brokerAcct := makeAccount(t, "oztmsbroker")
	agent := makeAccount(t, "oztmsagent")
	viewer := makeAccount(t, "oztmsviewer")
	root := account{name: "root", home: "/root"}
	n := newNode(t, buildTool(t, ".", "ozdesk"), brokerAcct,
		"operators:\n  - {user: root, role: admin}\n  - {user: "+viewer.name+", role: viewer}\n")

	type row struct {
		name  string
		acct  account
		stdin string
		args  []string
		code  int
		want  []string // each must be in what it says
		never []string // none may be
	}
	check := func(t *testing.T, rows []row) {
		t.Helper()
		for _, r := range rows {
			res := n.ozdesk(r.acct, r.stdin, r.args...)
			said := res.stdout + res.stderr
			if res.code != r.code {
				t.Errorf("%s: exit %d, want %d\n%s", r.name, res.code, r.code, said)
			}
			for _, w := range r.want {
				if !strings.Contains(said, w) {
					t.Errorf("%s: says %q; want it to hold %q", r.name, said, w)
				}
			}
			for _, w := range r.never {
				if strings.Contains(said, w) {
					t.Errorf("%s: says %q; it must not hold %q", r.name, said, w)
				}
			}
		}
	}

	notRunning := []string{"no broker is running at " + n.socket, "systemctl start ozdesk", "ozdesk serve"}
	notStore := []string{"store could not be read", "could not be read"}
	t.Run("broker stopped", func(t *testing.T) {
		check(t, []row{
			{"hook claude-code", agent, hookCall(t, "claude-code", "/", "ls"), []string{"hook", "claude-code", "--wait", "5s"}, 0, notRunning, notStore},
			{"hook gemini-cli", agent, hookCall(t, "gemini-cli", "/", "ls"), []string{"hook", "gemini-cli", "--wait", "5s"}, 0, notRunning, notStore},
			{"ask", agent, "", []string{"ask", "--wait", "5s", "--", "ls"}, exitStore, notRunning, notStore},
			{"shell", agent, "", []string{"shell", "--wait", "5s", "-c", "ls"}, exitShellRefused, notRunning, notStore},
			{"queue ls", root, "", []string{"queue", "ls"}, exitStore, notRunning, nil},
		})
	})

	// A configuration others could write is the problem ask reports, with
	// --agent or without (it said "needs an agent" without).
	t.Run("configuration others can write", func(t *testing.T) {
		if err := os.Chmod(n.config, 0o666); err != nil {
			t.Fatal(err)
		}
		defer os.Chmod(n.config, 0o644)
		said := []string{"writable by group or others", "chmod go-w " + n.config}
		check(t, []row{
			{"ask", agent, "", []string{"ask", "--", "ls"}, exitStore, said, []string{"needs an agent"}},
			{"ask --agent", agent, "", []string{"ask", "--agent", "bot", "--", "ls"}, exitStore, said, nil},
		})
	})

	n.start(t)
	t.Run("roles", func(t *testing.T) {
		check(t, []row{
			{"ask without --agent", agent, "", []string{"ask", "--", "ls"}, 0, []string{"allow"}, []string{"needs an agent"}},
			{"agent policy set", agent, "", []string{"policy", "set", "max-pending", "5"}, exitDenied,
				[]string{"is an agent here", "'ozdesk policy set' needs an admin"}, []string{"needs a viewer", "settings needs"}},
			{"viewer policy set", viewer, "", []string{"policy", "set", "max-pending", "5"}, exitDenied,
				[]string{"is a viewer here", "'ozdesk policy set' needs an admin"}, []string{"set_settings"}},
			{"viewer policy allow", viewer, "", []string{"policy", "allow", "ls foo", "--reason", "r"}, exitDenied,
				[]string{"'ozdesk policy allow' needs an admin"}, []string{"add_rule"}},
			{"viewer queue approve", viewer, "", []string{"queue", "approve", "1"}, exitDenied,
				[]string{"'ozdesk queue approve' needs an approver"}, []string{"decide needs"}},
			{"agent policy settings", agent, "", []string{"policy", "settings"}, exitDenied,
				[]string{"'ozdesk policy settings' needs a viewer"}, nil},
		})
	})

	if err := os.Remove(n.store); err != nil {
		t.Fatal(err)
	}
	t.Run("store deleted", func(t *testing.T) {
		check(t, []row{
			{"ask", agent, "", []string{"ask", "--wait", "5s", "--", "ls"}, exitStore,
				[]string{"was deleted since the broker started", "not 'serve --init'", "restarts the broker"}, notStore},
			{"queue ls", root, "", []string{"queue", "ls"}, exitStore,
				[]string{"was deleted since the broker started", "not 'serve --init'"}, nil},
		})
		n.stop()
		r := n.broker.run(n.bin, "", "--config", n.config, "serve")
		if r.code == 0 || !strings.Contains(r.stderr, "restore that file from a backup") {
			t.Errorf("serve with its store deleted: exit %d\n%s%s; want a refusal that says to restore the store", r.code, r.stdout, r.stderr)
		}
	})
}
