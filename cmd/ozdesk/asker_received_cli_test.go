//go:build linux

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"

	"ozdesk.dev/ozdesk/internal/testproc"
	"ozdesk.dev/ozdesk/store"
)

// TestQueueShowReceived (fx53e, rt47k 5; fx54g): `ozdesk queue approve`
// of a real `ozdesk ask` is recorded, and `queue show` tells whether the
// asker received it, as the asker's own ask.received entry in `ozdesk
// audit` says: SIGSTOPped in its wait and killed before it was continued,
// "not received"; continued, "received"; running, "received" once it
// has answered; the decision's line in `ozdesk audit` says "not received"
// where queue show does (issue 9: it said nothing). Failed before fx53e: both stopped cases read alike;
// before fx54g: a running asker's approval wrote no entry, and queue show
// said nothing of its receipt.
func TestQueueShowReceived(t *testing.T) {
	bin := buildOzdesk(t)
	for _, tc := range []struct {
		name           string
		stop, received bool
	}{
		{"continued", true, true},
		{"killed", true, false},
		{"running", false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			oz := ozdeskCLI{bin: bin, db: filepath.Join(dir, "desk.db")}
			oz.must(t, "init")
			command := "rm -rf /srv/received"
			asker := exec.Command(bin, "ask", "--db", oz.db, "--agent", "bot", "--wait", "2m", "--", "rm", "-rf", "/srv/received")
			asker.Env = append(os.Environ(), "XDG_STATE_HOME="+filepath.Join(dir, "state"))
			var out bytes.Buffer
			asker.Stdout, asker.Stderr = &out, &out
			if err := asker.Start(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = asker.Process.Kill(); _ = asker.Wait() })
			id := waitPendingAsk(t, oz, command).id()
			if tc.stop {
				if _, err := testproc.StopHolding(asker.Process.Pid); err != nil {
					t.Fatal(err)
				}
			}
			oz.must(t, "queue", "approve", id)
			switch {
			case tc.received:
				if tc.stop {
					if err := syscall.Kill(asker.Process.Pid, syscall.SIGCONT); err != nil {
						t.Fatal(err)
					}
				}
				if err := asker.Wait(); err != nil {
					t.Fatalf("the asker: %v (%s)", err, out.Bytes())
				}
			default:
				_ = asker.Process.Kill()
				_ = asker.Wait()
			}
			show := oz.must(t, "queue", "show", id)
			want, not := "received: its agent read the decision", "not received"
			if !tc.received {
				want, not = not, "received: its agent read"
			}
			if !bytes.Contains(show, []byte(want)) || bytes.Contains(show, []byte(not)) {
				t.Errorf("queue show %s lacks %q (or holds %q):\n%s", id, want, not, show)
			}
			audit := oz.must(t, "audit", "--kind", store.KindReceived)
			if got := bytes.Contains(audit, []byte("received the decision")); got != tc.received {
				t.Errorf("ozdesk audit --kind %s (want an entry: %v):\n%s", store.KindReceived, tc.received, audit)
			}
			// the decision's line in the list says what queue show says
			decided := oz.must(t, "audit", "--kind", store.KindDecide)
			if got := bytes.Contains(decided, []byte("· not received")); got == tc.received {
				t.Errorf("ozdesk audit --kind %s says not received: %v, want %v:\n%s", store.KindDecide, got, !tc.received, decided)
			}
		})
	}
}
