package broker

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestMethodsRefuseWeakerRoles gives this account each role in turn and
// makes every call: each one whose role is above the account's is denied,
// and no other is.
func TestMethodsRefuseWeakerRoles(t *testing.T) {
	roles := []Role{RoleAgent, RoleViewer, RoleApprover, RoleAdmin}
	for _, role := range roles {
		t.Run(role.String(), func(t *testing.T) {
			r := newRig(t, operatorsFor(t, role))
			var who whoamiResult
			if err := r.call("whoami", "", &who); err != nil || who.Role != role.String() || who.UID != uint32(os.Getuid()) {
				t.Fatalf("whoami = %+v, %v; want role %s", who, err, role)
			}
			for method, need := range Methods() {
				err := r.call(method, "{}", nil)
				switch {
				case role < need && !errors.Is(err, ErrDenied):
					t.Errorf("%s as %s: %v, want denied", method, role, err)
				case role < need && !strings.Contains(err.Error(), need.String()):
					t.Errorf("%s as %s: the refusal does not name the role needed (%s): %v", method, role, need, err)
				case role >= need && errors.Is(err, ErrDenied):
					t.Errorf("%s as %s: denied (%v), but %s may", method, role, err, need)
				}
			}
		})
	}
}

// TestMethodsTable holds the roles of the calls that matter most still.
func TestMethodsTable(t *testing.T) {
	want := map[string]Role{
		"whoami": RoleAgent, "evaluate": RoleAgent, "wait": RoleAgent, "withdraw": RoleAgent, "expire": RoleAgent, "get": RoleAgent, "pending": RoleAgent,
		"rules": RoleViewer, "settings": RoleViewer, "egress": RoleViewer, "proposals": RoleViewer, "sweep": RoleViewer,
		"decide": RoleApprover, "decide_each": RoleApprover,
		"add_rule": RoleAdmin, "approve_rule": RoleAdmin, "check_approve_rule": RoleAdmin, "retire_rule": RoleAdmin, "approve_proposal": RoleAdmin, "check_approve_proposal": RoleAdmin,
		"withdraw_proposal": RoleAdmin, "move_rule": RoleAdmin, "set_settings": RoleAdmin, "add_egress": RoleAdmin, "remove_egress": RoleAdmin,
		// The desk's and the command line's reads, and policy files.
		"asks": RoleAgent, "policy": RoleViewer, "ignored": RoleViewer, "context": RoleViewer,
		"changes": RoleViewer, "sweep_changes": RoleViewer, "head": RoleViewer, "wait_change": RoleViewer, "audit": RoleViewer, "audit_range": RoleViewer,
		"verify_audit": RoleViewer, "load_corpus": RoleViewer, "preview": RoleViewer, "store_info": RoleViewer,
		"plan_policy": RoleViewer, "apply_policy": RoleAdmin, "compact": RoleAdmin, "audit_cut": RoleAdmin,
	}
	got := Methods()
	for m, r := range want {
		if got[m] != r {
			t.Errorf("%s needs %s, want %s", m, got[m], r)
		}
	}
	for m := range got {
		if _, ok := want[m]; !ok {
			t.Errorf("a new call %s (needs %s): add it to this table and to the role tests", m, got[m])
		}
	}
}

func TestProtocolErrors(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleAdmin))
	big := append([]byte(`{"method":"whoami","params":{"x":"`), bytes.Repeat([]byte("a"), MaxRequestBytes)...)
	cases := []struct {
		name string
		send []byte
		want string
	}{
		{"over the cap, no newline", bytes.Repeat([]byte("x"), MaxRequestBytes+1), "over"},
		{"over the cap, a request", append(big, []byte("\"}}\n")...), "over"},
		{"not JSON", []byte("hello\n"), "not JSON"},
		{"JSON, not an object", []byte("[1,2]\n"), "not JSON"},
		{"trailing bytes", []byte(`{"method":"whoami"} x` + "\n"), "not JSON"},
		{"an unknown method", []byte(`{"method":"approve_everything"}` + "\n"), "no method"},
		{"no method", []byte(`{}` + "\n"), "no method"},
		{"an unknown parameter", []byte(`{"method":"get","params":{"id":"x","owner":"uid:0"}}` + "\n"), "unknown field"},
		{"an unknown parameter to a call with none", []byte(`{"method":"rules","params":{"all":true}}` + "\n"), "unknown field"},
		{"an unknown parameter to whoami", []byte(`{"method":"whoami","params":{"as":"root"}}` + "\n"), "unknown field"},
		{"an unknown field in the request", []byte(`{"method":"whoami","as":"root"}` + "\n"), "unknown field"},
		{"parameters of the wrong type", []byte(`{"method":"decide","params":{"id":7}}` + "\n"), "parameters"},
		{"parameters not an object", []byte(`{"method":"get","params":"x"}` + "\n"), "parameters"},
		{"an evaluate with a field of no request", []byte(`{"method":"evaluate","params":{"Command":"ls","Uid":0}}` + "\n"), "unknown field"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			resp := r.raw(t, c.send)
			if resp == nil || resp.Error == nil {
				t.Fatalf("the broker answered %+v, want a protocol error", resp)
			}
			if err := fromWire(resp.Error); !errors.Is(err, ErrProtocol) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("the error is %v (code %s), want a protocol error saying %q", err, resp.Error.Code, c.want)
			}
			if resp.Result != nil {
				t.Errorf("a refused request has a result: %s", resp.Result)
			}
		})
	}
}

// TestRequestTimeout: a client that connects and sends nothing, or drips
// a request that never ends, is dropped; one that sends in time is served.
func TestRequestTimeout(t *testing.T) {
	r := newRig(t, nil, withRequestTimeout(200*time.Millisecond))
	for _, c := range []struct {
		name string
		drip func(net.Conn)
	}{
		{"silent", func(net.Conn) {}},
		{"dripping", func(c net.Conn) {
			for i := 0; i < 1000; i++ {
				if _, err := c.Write([]byte(" ")); err != nil {
					return
				}
				time.Sleep(20 * time.Millisecond)
			}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			conn, err := net.Dial("unix", r.sock)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			_ = conn.SetReadDeadline(time.Now().Add(time.Minute))
			go c.drip(conn)
			if resp := readResponse(t, conn); resp != nil {
				t.Errorf("the broker answered a request that never came: %+v", resp)
			}
		})
	}
	var who whoamiResult
	if err := r.call("whoami", "", &who); err != nil || who.Role != "agent" {
		t.Errorf("whoami after the idle clients: %+v, %v", who, err)
	}
}

// TestWaitWithdrawnWhenClientGoes: a waiting client that closes its
// connection withdraws its ask, in the store.
func TestWaitWithdrawnWhenClientGoes(t *testing.T) {
	r := newRig(t, nil)
	t.Run("the client's context ends", func(t *testing.T) {
		ask := r.askNow(t)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan *queue.Answer)
		go func() {
			ans, _ := r.cl.Wait(ctx, &queue.Answer{Outcome: patterns.Ask, Ask: ask})
			done <- ans
		}()
		// The wait is served: the ask stays pending while it waits.
		time.Sleep(100 * time.Millisecond)
		if a, err := r.svc.Get(ask.ID); err != nil || a.State != store.StatePending {
			t.Fatalf("the ask while waiting: %s, %v", a.State, err)
		}
		cancel()
		if ans := <-done; ans.Outcome == patterns.Allow {
			t.Errorf("a wait given up allowed: %+v", ans)
		}
		eventually(t, "the ask withdrawn", func() bool {
			a, err := r.svc.Get(ask.ID)
			return err == nil && a.State == store.StateWithdrawn
		})
	})
	t.Run("the connection closes at once", func(t *testing.T) {
		ask := r.askNow(t)
		c, err := net.Dial("unix", r.sock)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(Request{Method: "wait", Params: json.RawMessage(`{"id":"` + ask.ID + `"}`)})
		if _, err := c.Write(append(b, '\n')); err != nil {
			t.Fatal(err)
		}
		c.Close()
		eventually(t, "the ask withdrawn", func() bool {
			a, err := r.svc.Get(ask.ID)
			return err == nil && a.State == store.StateWithdrawn
		})
	})
}

// TestWaitEndsWithDecision: an operator's decision ends the wait, and the
// waiter learns it (the decision here written in-process, as the desk of
// a direct store would).
func TestWaitEndsWithDecision(t *testing.T) {
	r := newRig(t, nil)
	ask := r.askNow(t)
	done := make(chan *queue.Answer)
	go func() {
		ans, _ := r.cl.Wait(context.Background(), &queue.Answer{Outcome: patterns.Ask, Ask: ask})
		done <- ans
	}()
	if _, err := r.svc.Decide(ask.ID, queue.Decision{Outcome: patterns.Allow, By: "op", Reason: "fine"}); err != nil {
		t.Fatal(err)
	}
	if ans := <-done; ans.Outcome != patterns.Allow || ans.Ask == nil || ans.Ask.State != store.StateApproved {
		t.Errorf("the wait ended with %+v", ans)
	}
}

// TestStoreGone: a store removed, replaced, emptied or turned into a link
// after the broker started makes every call fail with ErrStoreGone, and
// the broker never makes the file again.
func TestStoreGone(t *testing.T) {
	cases := []struct {
		name string
		do   func(t *testing.T, path string)
		// absent: the file must not exist after the calls.
		absent bool
	}{
		{"removed", func(t *testing.T, p string) { must(t, os.Remove(p)) }, true},
		{"moved away", func(t *testing.T, p string) { must(t, os.Rename(p, p+".old")) }, true},
		{"emptied", func(t *testing.T, p string) { must(t, os.Truncate(p, 0)) }, false},
		{"replaced by a fresh store", func(t *testing.T, p string) {
			must(t, os.Remove(p))
			must(t, initStore(p))
		}, false},
		{"overwritten in place by a fresh store", func(t *testing.T, p string) {
			fresh := p + ".fresh"
			must(t, initStore(fresh))
			b, err := os.ReadFile(fresh)
			must(t, err)
			must(t, os.WriteFile(p, b, 0o600)) // as cp does: the same inode, truncated and written
		}, false},
		{"replaced by a copy of itself", func(t *testing.T, p string) {
			b, err := os.ReadFile(p)
			must(t, err)
			must(t, os.WriteFile(p+".new", b, 0o600))
			must(t, os.Rename(p+".new", p))
		}, false},
		{"replaced by a link to itself", func(t *testing.T, p string) {
			must(t, os.Rename(p, p+".real"))
			must(t, os.Symlink(p+".real", p))
		}, false},
		{"replaced by a directory", func(t *testing.T, p string) {
			must(t, os.Remove(p))
			must(t, os.Mkdir(p, 0o700))
		}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, operatorsFor(t, RoleAdmin))
			if err := r.call("rules", "", nil); err != nil {
				t.Fatalf("rules before: %v", err)
			}
			c.do(t, r.store)
			for method := range Methods() {
				if err := r.call(method, "{}", nil); !errors.Is(err, ErrStoreGone) {
					t.Errorf("%s with the store %s: %v, want ErrStoreGone", method, c.name, err)
				}
			}
			ans, err := r.cl.Evaluate(queue.Request{Command: "ls", Cwd: r.dir})
			if err != nil || ans.Outcome == patterns.Allow || ans.Unavailable == nil {
				t.Errorf("evaluate of ls with the store %s: %+v, %v; want a fail-closed ask", c.name, ans, err)
			}
			if _, err := os.Lstat(r.store); c.absent && !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the broker made the store again (%v)", err)
			}
		})
	}
}

func TestNewServerRefusesMissingOrEmptyStore(t *testing.T) {
	dir := t.TempDir()
	empty := dir + "/empty.db"
	must(t, os.WriteFile(empty, nil, 0o600))
	for _, p := range []string{dir + "/none.db", empty, dir} {
		svc := queue.New(store.New(p))
		if _, err := NewServer(svc, p, nil); !errors.Is(err, ErrStoreGone) {
			t.Errorf("NewServer on %s: %v, want ErrStoreGone", p, err)
		}
	}
	if _, err := os.Stat(dir + "/none.db"); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("NewServer made the store")
	}
}

// TestClaimedNames: a name a client sends for the audit trail must be the
// account's own; any other is refused, and nothing is written.
func TestClaimedNames(t *testing.T) {
	r := newRig(t, operatorsFor(t, RoleAdmin))
	var who whoamiResult
	must(t, r.call("whoami", "", &who))
	cases := []struct{ method, params string }{
		{"decide", `{"id":"x","decision":{"Outcome":"allow","By":"mallory"}}`},
		{"decide_each", `{"asks":[{"id":"x","decision":{"Outcome":"refuse","By":"` + who.Name + `"}},{"id":"y","decision":{"Outcome":"refuse","By":"mallory"}}]}`},
		{"add_rule", `{"Pattern":"ls","Outcome":"allow","Reason":"r","Author":"mallory"}`},
		{"approve_rule", `{"id":"x","by":"mallory"}`},
		{"retire_rule", `{"id":"x","by":"mallory"}`},
		{"approve_proposal", `{"id":"x","by":"mallory"}`},
		{"withdraw_proposal", `{"id":"x","by":"mallory"}`},
		{"move_rule", `{"id":"x","by":"mallory"}`},
		{"set_settings", `{"settings":{},"by":"mallory"}`},
		{"add_egress", `{"host":"example.com","added_by":"mallory"}`},
		{"remove_egress", `{"id":"example.com","by":"mallory"}`},
		{"decide", `{"id":"x","decision":{"Outcome":"allow","By":" ` + who.Name + `x"}}`},
	}
	for _, c := range cases {
		err := r.call(c.method, c.params, nil)
		if !errors.Is(err, ErrDenied) || !strings.Contains(err.Error(), "you cannot act as") {
			t.Errorf("%s %s: %v, want denied: you cannot act as", c.method, c.params, err)
		}
	}
	// The account's own name, with blanks, is no claim of another.
	err := r.call("decide", `{"id":"x","decision":{"Outcome":"allow","By":" `+who.Name+` "}}`, nil)
	if errors.Is(err, ErrDenied) {
		t.Errorf("deciding under one's own name: %v", err)
	}
}

// TestAgentOwnership: what an ask records of its asker comes from the
// kernel, whatever the request says; another account's ask is not found.
func TestAgentOwnership(t *testing.T) {
	r := newRig(t, nil)
	ans, err := r.cl.Evaluate(queue.Request{Command: "rm -rf ~", Agent: "bot", Cwd: r.dir,
		Owner: "uid:4242", Pid: 1, Home: "/nonexistent/elsewhere"})
	if err != nil || ans.Ask == nil {
		t.Fatalf("evaluate: %+v, %v", ans, err)
	}
	a, err := r.svc.Get(ans.Ask.ID)
	must(t, err)
	if a.Owner != "uid:"+itoa(os.Getuid()) || a.Pid != os.Getpid() {
		t.Errorf("the ask records owner %q pid %d, want uid:%d and pid %d", a.Owner, a.Pid, os.Getuid(), os.Getpid())
	}
	// An ask another account made: this agent cannot read, wait on,
	// withdraw or list it.
	other, err := r.svc.Evaluate(queue.Request{Command: "rm -rf ~", Agent: "other", Cwd: r.dir, Owner: "uid:4242", Pid: os.Getpid()})
	if err != nil || other.Ask == nil {
		t.Fatalf("the other's ask: %+v, %v", other, err)
	}
	for _, m := range []string{"get", "wait", "withdraw", "expire"} {
		if err := r.call(m, `{"id":"`+other.Ask.ID+`"}`, nil); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("%s of another's ask: %v, want not found", m, err)
		}
	}
	var pending []store.Ask
	must(t, r.call("pending", "", &pending))
	for _, p := range pending {
		if p.ID == other.Ask.ID {
			t.Errorf("pending lists another's ask")
		}
	}
	if len(pending) != 1 || pending[0].ID != a.ID {
		t.Errorf("pending = %d asks, want the agent's own", len(pending))
	}
	if o, _ := r.svc.Get(other.Ask.ID); o.State != store.StatePending {
		t.Errorf("the other's ask is %s", o.State)
	}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
