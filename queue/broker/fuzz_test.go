package broker

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net"
	"testing"
	"time"
)

// FuzzParseOperators: no file makes ParseOperators panic, and a file it
// accepts names an operator and identifies root the same way every time:
// by its user line when it has one.
func FuzzParseOperators(f *testing.F) {
	for _, s := range []string{
		"operators:\n  - user: root\n    role: admin\n",
		"operators:\n  - {user: \"0\", name: boss, role: approver}\n  - {group: root, role: admin}\nagents:\n  see_queue: true\n",
		"operators:\n  - {group: \"0\", role: viewer}\n",
		"operators:\n  - {user: root, group: root, role: admin}\n",
		"operators: [root]\n",
		"operators:\n  user: root\n",
		"operators:\n  - &a {user: root, role: admin}\n  - *a\n",
		"operators:\n  - {user: root, role: admin, name: \"\\u202e\"}\n",
		"",
		"\t",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		ops, err := ParseOperators(b)
		if err != nil {
			if ops != nil {
				t.Fatalf("an error with operators: %v", err)
			}
			return
		}
		if len(ops.users)+len(ops.groups) == 0 {
			t.Fatalf("accepted a file that names no operator:\n%q", b)
		}
		root := Peer{UID: 0, GID: 0, PID: 1}
		id := ops.Identify(root)
		if again := ops.Identify(root); again != id {
			t.Fatalf("root is %+v, then %+v", id, again)
		}
		if id.Role < RoleAgent || id.Role > RoleAdmin {
			t.Fatalf("root's role is %d", id.Role)
		}
		if e, ok := ops.users[0]; ok {
			if id.Name != e.name || id.Role < e.role {
				t.Fatalf("root's line says %s (%s), Identify says %s (%s)", e.name, e.role, id.Name, id.Role)
			}
			if e.name == "" || e.role == RoleAgent {
				t.Fatalf("root's line has no name or no operator's role: %+v", e)
			}
		} else if id.Name != "root" {
			t.Fatalf("root without a user line is named %q", id.Name)
		}
		for uid, e := range ops.users {
			if e.role < RoleViewer || e.role > RoleAdmin {
				t.Fatalf("uid %d has role %d", uid, e.role)
			}
		}
		for gid, e := range ops.groups {
			if e.role < RoleViewer || e.role > RoleAdmin {
				t.Fatalf("gid %d has role %d", gid, e.role)
			}
		}
	})
}

// FuzzRequest sends arbitrary bytes as one request to a real broker (this
// account an admin, so every call's parameters are read): it never
// panics, it answers one response when a line came and closes otherwise,
// and it serves the next client.
func FuzzRequest(f *testing.F) {
	for _, s := range []string{
		`{"method":"whoami"}` + "\n",
		`{"method":"evaluate","params":{"Command":"rm -rf ~","Agent":"bot","Cwd":"/","Owner":"uid:0","Pid":1}}` + "\n",
		`{"method":"wait","params":{"id":"1"}}` + "\n",
		`{"method":"get","params":{"id":"1"}}` + "\n",
		`{"method":"withdraw","params":{"id":"1","by":"root"}}` + "\n",
		`{"method":"pending"}` + "\n",
		`{"method":"decide","params":{"id":"1","decision":{"Outcome":"allow","By":"mallory"}}}` + "\n",
		`{"method":"add_rule","params":{"Pattern":"ls *","Outcome":"allow","Reason":"r","End":"2030-01-01T00:00:00Z"}}` + "\n",
		`{"method":"set_settings","params":{"settings":{"fallback":"allow"}}}` + "\n",
		`{"method":"add_egress","params":{"host":"*.example.com"}}` + "\n",
		`{"method":"move_rule","params":{"id":"1","place":{"before":"2"}}}` + "\n",
		`{"method":"rules","params":null}` + "\n",
		`{"method":"whoami","method":"decide"}` + "\n",
		`{"method":"whoami"}{"method":"decide"}` + "\n",
		"\n",
		"{",
		"\xff\xfe\n",
		`{"method":"evaluate","params":{"Wait":-1}}` + "\n",
		`{"method":"evaluate","params":{"Command":"x","Cwd":"relative/dir"}}` + "\n",
	} {
		f.Add([]byte(s))
	}
	r := newRig(f, operatorsFor(f, RoleAdmin), withRequestTimeout(2*time.Second))
	f.Fuzz(func(t *testing.T, b []byte) {
		c, err := net.Dial("unix", r.sock)
		if err != nil {
			t.Fatalf("dial: %v", err)
		}
		defer c.Close()
		_ = c.SetDeadline(time.Now().Add(time.Minute))
		if _, err := c.Write(b); err != nil && !isReset(err) && !errors.Is(err, net.ErrClosed) {
			t.Fatalf("write: %v", err)
		}
		// No more comes: the broker reads EOF after the request (for a
		// wait: the client stopped waiting).
		_ = c.(*net.UnixConn).CloseWrite()
		out, err := io.ReadAll(bufio.NewReader(c))
		if err != nil && !isReset(err) {
			t.Fatalf("read: %v", err)
		}
		line := bytes.IndexByte(b, '\n') >= 0
		switch {
		case len(out) == 0 && line && len(b) <= MaxRequestBytes:
			t.Fatalf("a request line got no response: %q", b)
		case len(out) == 0:
			// closed without a line: fine
		default:
			if bytes.IndexByte(out, '\n') != len(out)-1 {
				t.Fatalf("not one response line: %q", out)
			}
			var resp Response
			if err := json.Unmarshal(out, &resp); err != nil {
				t.Fatalf("the response is not JSON: %v: %q", err, out)
			}
			if resp.Error != nil && resp.Result != nil {
				t.Fatalf("a response with a result and an error: %q", out)
			}
		}
	})
}
