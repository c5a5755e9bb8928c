package broker

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// rig is a broker serving a real store on a real socket, in this process:
// every call comes from the test's own account, which the operators file
// makes the role the test asks for.
type rig struct {
	dir, sock, store string
	svc              *queue.Service
	srv              *Server
	cl               *Client
	stop             func()
}

// socketDir makes a short directory for a socket: a socket's path must fit
// in sun_path (108 bytes), which t.TempDir's long names may not.
func socketDir(t testing.TB) string {
	t.Helper()
	d, err := os.MkdirTemp("", "ozb")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(d) })
	return d
}

// operatorsFor returns the operators that make this process's account
// role: a file naming its uid, or none at all for an agent.
func operatorsFor(t testing.TB, role Role) *Operators {
	t.Helper()
	if role == RoleAgent {
		return nil
	}
	ops, err := ParseOperators(fmt.Appendf(nil, "operators:\n  - user: %q\n    role: %s\n", strconv.Itoa(os.Getuid()), role))
	if err != nil {
		t.Fatal(err)
	}
	return ops
}

// newRig starts a broker on a fresh store for ops.
func newRig(t testing.TB, ops *Operators, opts ...ServerOption) *rig {
	t.Helper()
	r := freshRig(t)
	r.serve(t, ops, opts...)
	return r
}

// freshRig makes the rig's store, with no broker serving it yet.
func freshRig(t testing.TB) *rig {
	t.Helper()
	r := &rig{dir: t.TempDir(), sock: filepath.Join(socketDir(t), "s")}
	r.store = filepath.Join(r.dir, "state", "desk.db")
	r.svc = queue.New(store.New(r.store), queue.WithNode("n1"), queue.WithHome(r.dir))
	if _, err := r.svc.InitOrigin("test"); err != nil {
		t.Fatal(err)
	}
	return r
}

// serve starts the broker on the rig's store, and stops it when the test
// ends.
func (r *rig) serve(t testing.TB, ops *Operators, opts ...ServerOption) {
	t.Helper()
	srv, err := NewServer(r.svc, r.store, ops, opts...)
	if err != nil {
		t.Fatal(err)
	}
	r.srv = srv
	ln, err := Listen(r.sock)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, ln) }()
	r.stop = func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	}
	t.Cleanup(func() {
		if r.stop != nil {
			r.stop()
		}
	})
	r.cl = NewClient(r.sock)
}

// call makes one call with raw parameters.
func (r *rig) call(method string, params string, out any) error {
	ctx, cancel := context.WithTimeout(context.Background(), CallTimeout)
	defer cancel()
	var p any
	if params != "" {
		p = json.RawMessage(params)
	}
	return r.cl.call(ctx, method, p, out)
}

// raw sends b on a fresh connection and returns what the broker answers
// before it closes: a response, or nil when it closed without one.
func (r *rig) raw(t testing.TB, b []byte) *Response {
	t.Helper()
	c, err := net.Dial("unix", r.sock)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(time.Minute))
	go func() { _, _ = c.Write(b) }()
	return readResponse(t, c)
}

// readResponse reads the one response the broker sends before it closes
// (nil when it closes without one).
func readResponse(t testing.TB, c net.Conn) *Response {
	t.Helper()
	line, err := bufio.NewReader(c).ReadBytes('\n')
	if len(line) == 0 && (errors.Is(err, io.EOF) || isReset(err)) {
		return nil
	}
	if err != nil {
		t.Fatalf("read the response: %v (got %q)", err, line)
	}
	var resp Response
	if err := json.Unmarshal(line, &resp); err != nil {
		t.Fatalf("the response is not JSON: %v: %q", err, line)
	}
	rest, _ := io.ReadAll(c)
	if len(rest) > 0 {
		t.Errorf("the broker sent more after its response: %q", rest)
	}
	return &resp
}

// isReset reports an error of a connection the peer closed with unread
// data (ECONNRESET).
func isReset(err error) bool { return errors.Is(err, syscall.ECONNRESET) }

// askNow evaluates a command the defaults ask about, as this account, and
// returns its pending ask.
func (r *rig) askNow(t testing.TB) *store.Ask {
	t.Helper()
	ans, err := r.cl.Evaluate(queue.Request{Command: "rm -rf ~", Agent: "bot", Cwd: r.dir, Wait: time.Hour})
	if err != nil || ans.Unavailable != nil || ans.Ask == nil {
		t.Fatalf("evaluate rm -rf ~: %+v, %v", ans, err)
	}
	return ans.Ask
}

// eventually polls cond until it holds, failing after a minute: the
// property is the end state, not how fast it comes.
func eventually(t testing.TB, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("%s: not after a minute", what)
}

// initStore makes a store at path, as 'ozdesk serve --init' does.
func initStore(path string) error {
	_, err := queue.New(store.New(path)).InitOrigin("test")
	return err
}
