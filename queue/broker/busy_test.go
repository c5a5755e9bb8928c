package broker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
)

// holdPlaces takes the test account's places for requests being read or
// evaluated (as that many of its requests would), for d, then gives
// them back.
func holdPlaces(t *testing.T, r *rig, d time.Duration) <-chan struct{} {
	t.Helper()
	id := Identity{Peer: Peer{UID: uint32(os.Getuid())}, Name: "me"}
	var ends []func()
	for range DefaultWorkPerAccount {
		end, err := r.srv.startWork(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		ends = append(ends, end)
	}
	done := make(chan struct{})
	go func() {
		time.Sleep(d)
		for _, end := range ends {
			end()
		}
		close(done)
	}()
	return done
}

// TestAccountLimitSaysSo (rt46k M2): a request refused because the
// account's other requests hold its places at the broker is told that
// limit, per account, and what to do, in the words every adapter prints
// (harness.Say), not "the store could not be read". Failed before: it was
// a plain "not permitted", said as a store that could not be read.
func TestAccountLimitSaysSo(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleAgent), withRequestTimeout(time.Second))
	done := holdPlaces(t, r, 4*time.Second)
	ans, err := r.cl.Evaluate(queue.Request{Command: "git push --force origin main", Agent: "claude", Cwd: r.dir, Wait: time.Minute})
	<-done
	if err != nil {
		t.Fatal(err)
	}
	if !errors.Is(ans.Unavailable, queue.ErrBrokerBusy) || errors.Is(ans.Unavailable, ErrDenied) {
		t.Fatalf("the answer's error %v is not the account's limit", ans.Unavailable)
	}
	say := harness.Say(ans)
	for _, want := range []string{"a limit it keeps per account, not for its store", "2 requests being read or evaluated",
		"run it again once fewer of this account's commands wait"} {
		if !strings.Contains(say, want) {
			t.Errorf("the agent is told %q, without %q", say, want)
		}
	}
	if strings.Contains(say, "could not be read") {
		t.Errorf("the agent is told the store could not be read: %q", say)
	}
}

// TestWaitRefusedBusyWaitsOn (rt46k M2): an ask already queued whose
// wait the broker refuses for the account's limit is not left behind on
// the desk: the wait is tried again while its asker waits, and gets the
// operator's decision. Failed before: the asker gave up at the first
// refusal, exit 4, and its ask stayed approvable until a sweep found its
// process gone.
func TestWaitRefusedBusyWaitsOn(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleAgent), withRequestTimeout(time.Second))
	ans, err := r.cl.Evaluate(queue.Request{Command: "git push --force origin main", Agent: "claude", Cwd: r.dir, Wait: time.Minute})
	if err != nil || ans.Ask == nil {
		t.Fatalf("evaluate: %+v, %v", ans, err)
	}
	done := holdPlaces(t, r, 4*time.Second)
	decided := make(chan error, 1)
	go func() {
		<-done
		_, err := r.svc.Decide(ans.Ask.ID, queue.Decision{Outcome: patterns.Allow, By: "alice"})
		decided <- err
	}()
	defer func() {
		if err := <-decided; err != nil {
			t.Errorf("decide: %v", err)
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	got, err := r.cl.Wait(ctx, ans)
	if err != nil || got.Unavailable != nil || harness.EndOf(got) != harness.Allowed {
		t.Fatalf("the wait: %+v (%v), %v; want the approval", got, got.Unavailable, err)
	}
}

// TestAskerGoneBeforeAnswerWithdrawn (rt46k M2): an asker that gives up
// on the evaluation's answer (its client's bound) while its request
// waits for one of its account's places leaves no ask behind: the broker
// queues it once it reads the request, finds the connection closed, and
// withdraws it at once. Failed before: the ask stayed pending, on the
// desk, until a sweep found the asker's process gone (434 of them in
// rt46k's run B2).
func TestAskerGoneBeforeAnswerWithdrawn(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleAgent), withRequestTimeout(5*time.Second))
	done := holdPlaces(t, r, time.Second)
	c, err := net.Dial("unix", r.sock)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Write(floodRequestOf("git push --force origin main", r.dir)); err != nil {
		t.Fatal(err)
	}
	c.Close() // gave up before the answer
	<-done
	var asks []store.Ask
	eventuallyWithin(t, 5*time.Second, "the ask queued and ended", func() bool {
		asks, err = r.svc.Asks(store.AskFilter{})
		return err == nil && len(asks) == 1 && asks[0].State != store.StatePending
	})
	if asks[0].State != store.StateWithdrawn {
		t.Fatalf("the ask of an asker gone is %s, want withdrawn", asks[0].State)
	}
}

// floodRequestOf is a raw evaluate request of command, run in cwd.
func floodRequestOf(command, cwd string) []byte {
	params, _ := json.Marshal(map[string]string{"Command": command, "Cwd": cwd, "Agent": "claude"})
	return fmt.Appendf(nil, `{"method":"evaluate","params":%s}`+"\n", params)
}

// eventuallyWithin is eventually, within d.
func eventuallyWithin(t testing.TB, d time.Duration, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("%s: not after %v", what, d)
}
