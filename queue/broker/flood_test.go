package broker

import (
	"encoding/json"
	"fmt"
	"net"
	"os"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// The red team's flood (rt10s F3, F7): one agent's large commands must
// neither stall the broker for other accounts nor grow the store.

// TestOverLongCommandReachesTheDesk: a command longer than the reader
// reads reaches the desk as an ask about an unreadable command that says
// how long it was, whether the client clipped it (a 3 MB one was refused
// before it was sent) or a raw request brought it whole, and the ask
// keeps its head and tail, a few KB, not the command.
func TestOverLongCommandReachesTheDesk(t *testing.T) {
	r := newRig(t, nil)
	for _, c := range []struct {
		name  string
		bytes int
		raw   bool
	}{
		{"just over the reader's limit", patterns.DefaultMaxBytes + 1, false},
		{"1.5 MB", 1_500_000, false},
		{"3 MB, over what one request takes", 3_000_000, false},
		{"400 KB sent whole", 400_000, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			cmd := "rm -rf ~ #" + strings.Repeat("a", c.bytes-10)
			var ans *queue.Answer
			if c.raw {
				var w wireAnswer
				params, _ := json.Marshal(queue.Request{Command: cmd, Agent: "bot", Cwd: r.dir, Wait: time.Hour})
				must(t, r.call("evaluate", string(params), &w))
				ans = answerFromWire(&w, nil)
			} else {
				var err error
				if ans, err = r.cl.Evaluate(queue.Request{Command: cmd, Agent: "bot", Cwd: r.dir, Wait: time.Hour}); err != nil {
					t.Fatal(err)
				}
			}
			if ans.Outcome != patterns.Ask || ans.Ask == nil || ans.Unavailable != nil {
				t.Fatalf("answered %s (%s), ask %v, unavailable %v: want an ask queued", ans.Outcome, ans.Reason, ans.Ask, ans.Unavailable)
			}
			a, err := r.svc.Get(ans.Ask.ID)
			must(t, err)
			defer func() { must(t, r.svc.Withdraw(a.ID, "test")) }()
			if n, clipped := patterns.ClippedBytes(a.Command); !clipped || n != len(cmd) {
				t.Errorf("the ask's command is not the clipped %d bytes: %d, %v", len(cmd), n, clipped)
			}
			if len(a.Command) > 2*patterns.ClipKeepBytes+200 || !strings.HasPrefix(a.Command, "rm -rf ~ #aaa") {
				t.Errorf("the ask keeps %d bytes of the command, starting %.20q", len(a.Command), a.Command)
			}
			if a.CommandRef != nil && a.CommandRef.Bytes > 2*patterns.ClipKeepBytes+200 {
				t.Errorf("the store keeps %d bytes of the command", a.CommandRef.Bytes)
			}
			ev, err := queue.EvaluationOf(a)
			must(t, err)
			if u := ev.Report.Unreadable; len(u) != 1 || u[0].Code != patterns.UnreadableSize || !strings.Contains(u[0].Detail, fmt.Sprint(len(cmd))) {
				t.Errorf("the ask's evaluation: %+v, want the size limit naming %d bytes", u, len(cmd))
			}
		})
	}
}

// TestOverLongAsksKeepLittle: what over-long asks keep in the store is
// bounded by their ends, not their length: forty asks of commands of
// 1 MB (clipped by the client) and 400 KB (sent whole to the broker),
// 28 MB in all, grow the store file by less than 4 MiB (the file grows
// in steps, up to doubling; before, the commands went whole into the
// spool).
func TestOverLongAsksKeepLittle(t *testing.T) {
	r := newRig(t, nil)
	before, err := r.svc.StoreInfo()
	must(t, err)
	for i := range 40 {
		cmd := fmt.Sprintf("rm -rf ~ #%d %s", i, strings.Repeat("b", 1_000_000))
		if i%2 == 1 {
			cmd = cmd[:400_000] // under what one agent's request takes
		}
		var w wireAnswer
		if i%2 == 0 {
			ans, err := r.cl.Evaluate(queue.Request{Command: cmd, Agent: "bot", Cwd: r.dir})
			must(t, err)
			w.Ask = ans.Ask
		} else {
			params, _ := json.Marshal(queue.Request{Command: cmd, Agent: "bot", Cwd: r.dir})
			must(t, r.call("evaluate", string(params), &w))
		}
		if w.Ask == nil {
			t.Fatalf("ask %d not queued", i)
		}
		must(t, r.svc.Withdraw(w.Ask.ID, "test"))
	}
	after, err := r.svc.StoreInfo()
	must(t, err)
	grew := after.Size - before.Size
	t.Logf("forty over-long asks grew the store by %d bytes", grew)
	if grew > 4<<20 {
		t.Errorf("forty over-long asks grew the store by %d bytes (from %d to %d)", grew, before.Size, after.Size)
	}
}

// TestAgentRequestCap: an agent's request over [MaxAgentRequestBytes] is
// refused once that much is read, before it is decoded, saying so; an
// operator's is capped at [MaxRequestBytes] (see TestProtocolErrors).
func TestAgentRequestCap(t *testing.T) {
	r := newRig(t, nil)
	resp := r.raw(t, floodRequest(2_000_000))
	if resp == nil || resp.Error == nil {
		t.Fatalf("a 2 MB request from an agent: %+v, want a protocol error", resp)
	}
	if err := fromWire(resp.Error); !strings.Contains(err.Error(), fmt.Sprintf("over %d bytes, as many as the broker takes from an agent", MaxAgentRequestBytes)) {
		t.Errorf("the error is %v", err)
	}
	if resp := r.raw(t, floodRequest(MaxAgentRequestBytes-200)); resp == nil || resp.Error != nil {
		t.Errorf("a request just under the agents' cap: %+v", resp)
	}
}

// TestAgentRequestCapOldClient: a client that writes its whole request
// before it reads (an ozdesk older than the broker, which sent a long
// command whole) gets the refusal, saying the request is over the cap,
// that its command is denied, and what to update, rather than a broken
// pipe (which read as a broker that could not be reached).
func TestAgentRequestCapOldClient(t *testing.T) {
	r := newRig(t, nil)
	for _, size := range []int{MaxAgentRequestBytes + 100_000, 3_000_000} {
		c, err := net.Dial("unix", r.sock)
		if err != nil {
			t.Fatal(err)
		}
		_ = c.SetDeadline(time.Now().Add(time.Minute))
		if _, err := c.Write(floodRequest(size)); err != nil {
			c.Close()
			t.Errorf("a %d-byte request written whole: %v, want its refusal", size, err)
			continue
		}
		resp := readResponse(t, c)
		c.Close()
		if resp == nil || resp.Error == nil {
			t.Errorf("a %d-byte request written whole: %+v, want its refusal", size, resp)
			continue
		}
		for _, want := range []string{fmt.Sprintf("over %d bytes", MaxAgentRequestBytes), "its command is denied", "update the ozdesk the hooks run"} {
			if msg := fromWire(resp.Error).Error(); !strings.Contains(msg, want) {
				t.Errorf("a %d-byte request: %q; want it to hold %q", size, msg, want)
			}
		}
	}
}

// TestFloodingAccountKeepsToItsShare (rt10s F3): an agent account that
// opens many connections, each sending a large request slowly, has at
// most [DefaultWorkPerAccount] of them read at once; the others wait for
// its places, and are refused when none comes in time, while another
// account's allowed command is answered before the flood ends. The
// flooder runs as an account of its own.
func TestFloodingAccountKeepsToItsShare(t *testing.T) {
	const n = 24
	r := newRig(t, nil, withRequestTimeout(4*time.Second))
	p := startAgent(t, r.sock, "partial", fmt.Sprintf("OZB_N=%d", n), "OZB_BYTES=300000")
	eventually(t, "the flooder's requests being read", func() bool { return r.srv.working(hostileUID) == DefaultWorkPerAccount })
	ans, err := r.cl.Evaluate(queue.Request{Command: "ls", Agent: "other", Cwd: r.dir})
	if err != nil || ans.Outcome != patterns.Allow || ans.Unavailable != nil {
		t.Errorf("another account's ls while the flooder holds its places: %+v, %v", ans, err)
	}
	// Answered while the flood went on, not after it.
	r.srv.openMu.Lock()
	held := r.srv.open[hostileUID]
	r.srv.openMu.Unlock()
	if held == 0 {
		t.Errorf("another account's ls was answered only once the flooder's connections had all ended")
	}
	eventually(t, "the other account's place given back", func() bool { return r.srv.working(uint32(os.Getuid())) == 0 })
	var refused, closed int
	if _, err := fmt.Sscanf(p.end(t), "refused %d closed %d", &refused, &closed); err != nil {
		t.Fatal(err)
	}
	// The first requests time out being read (closed without an answer),
	// and so may a few that took a place freed as their wait ended; every
	// other one waited for a place in vain.
	if refused+closed != n || refused < n-3*DefaultWorkPerAccount {
		t.Errorf("of %d slow requests, %d were refused for the account's share and %d closed unanswered; want at least %d refused", n, refused, closed, n-3*DefaultWorkPerAccount)
	}
}

// TestClientRefusesWhatNoClipShortens: a request still over what the
// broker takes from an agent once its command is clipped (its job is
// that long) is refused by the client, saying so, and nothing is queued.
func TestClientRefusesWhatNoClipShortens(t *testing.T) {
	r := newRig(t, nil)
	ans, err := r.cl.Evaluate(queue.Request{Command: "rm -rf ~", Job: strings.Repeat("j", MaxAgentRequestBytes), Agent: "bot", Cwd: r.dir})
	if err != nil || ans.Outcome != patterns.Refuse || ans.Ask != nil || !strings.Contains(ans.Reason, fmt.Sprintf("over the %d bytes the broker takes in one request from an agent", MaxAgentRequestBytes)) {
		t.Fatalf("a request with a 512 KiB job: %+v, %v", ans, err)
	}
	if pending, err := r.svc.Pending(); err != nil || len(pending) != 0 {
		t.Errorf("pending after the refusal: %v, %v", pending, err)
	}
}
