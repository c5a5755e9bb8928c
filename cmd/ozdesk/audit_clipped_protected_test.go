package main

import (
	"fmt"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// TestProtectedAuditSaysClipped: a command over the reader's limit, which
// the broker keeps as its head and tail, reads in `ozdesk audit` as
// clipped, with its whole length, on the evaluate, ask and expire lines
// alike (rt18k 9f: they read "… +3,896 B …" and "… +3,900 B …", the length of
// the clipped text, and nothing said 70 KB nor clipped); `queue show`
// says its length too.
func TestProtectedAuditSaysClipped(t *testing.T) {
	needRoot(t)
	broker := makeAccount(t, "ozclbroker")
	alice := makeAccount(t, "ozclalice") // admin
	agent := makeAccount(t, "ozclagent")
	n := newNode(t, buildTool(t, ".", "ozdesk"), broker, fmt.Sprintf("operators:\n  - {user: %s, role: admin}\n", alice.name))
	n.start(t)
	cmd := "rm -rf /srv/big " + strings.Repeat("a", 70_000)
	if r := n.ozdesk(agent, cmd, "ask", "--agent", "bot", "--wait", "1s"); r.code != exitUndecided {
		t.Fatalf("ask of %d bytes: exit %d, want %d (expired)\n%s", len(cmd), r.code, exitUndecided, r.stderr)
	}
	r := n.ozdesk(alice, "", "audit")
	if r.code != 0 {
		t.Fatalf("audit: exit %d\n%s", r.code, r.stderr)
	}
	want := "(" + queue.ClippedWords(len(cmd)) + "): rm -rf /srv/big aaa"
	for _, kind := range []string{"evaluate", "ask", "expire"} {
		found := false
		for _, line := range strings.Split(r.stdout, "\n") {
			if f := strings.Fields(line); len(f) > 3 && f[3] == kind {
				found = true
				if kind == "expire" && !strings.HasSuffix(line, "aaa… ("+queue.ClippedWords(len(cmd))+" in the ask's entry)") ||
					kind != "expire" && !strings.Contains(line, want) {
					t.Errorf("the %s line does not say %q:\n%s", kind, want, line)
				}
			}
		}
		if !found {
			t.Errorf("no %s line in the audit:\n%s", kind, r.stdout)
		}
	}
	show := n.ozdesk(alice, "", "queue", "show", "1")
	if show.code != 0 || !strings.Contains(show.stdout, fmt.Sprint(len(cmd))) && !strings.Contains(show.stdout, "70,016") {
		t.Errorf("queue show 1: exit %d, does not give the length %d\n%s%s", show.code, len(cmd), show.stdout, show.stderr)
	}
}
