package broker

import (
	"os"
	"os/user"
	"path/filepath"
	"strings"
	"testing"
)

// Every Linux box has root (uid 0, group root, gid 0); nobody and nogroup
// are common, and the cases that need them skip where they are missing.

func TestParseOperatorsGood(t *testing.T) {
	cases := []struct {
		name string
		file string
		need []string // accounts ("user:x") and groups ("group:x") the case needs
		peer Peer
		want Identity // Name and Role only
		see  bool
	}{
		{
			name: "a user by name",
			file: "operators:\n  - user: root\n    role: admin\n",
			peer: Peer{UID: 0, GID: 0},
			want: Identity{Name: "root", Role: RoleAdmin},
		},
		{
			name: "a user by uid",
			file: "operators:\n  - {user: \"0\", role: approver}\n",
			peer: Peer{UID: 0, GID: 0},
			want: Identity{Name: "root", Role: RoleApprover},
		},
		{
			name: "a user by an unquoted uid",
			file: "operators:\n  - {user: 0, role: viewer}\n",
			peer: Peer{UID: 0, GID: 0},
			want: Identity{Name: "root", Role: RoleViewer},
		},
		{
			name: "a name for the audit trail",
			file: "operators:\n  - user: root\n    name: the-boss\n    role: admin\n",
			peer: Peer{UID: 0, GID: 0},
			want: Identity{Name: "the-boss", Role: RoleAdmin},
		},
		{
			name: "a group by name",
			file: "operators:\n  - group: root\n    role: approver\n",
			peer: Peer{UID: 0, GID: 0},
			want: Identity{Name: "root", Role: RoleApprover},
		},
		{
			name: "a group by gid",
			file: "operators:\n  - {group: \"0\", role: viewer}\n",
			peer: Peer{UID: 0, GID: 0},
			want: Identity{Name: "root", Role: RoleViewer},
		},
		{
			name: "the strongest role wins, the user line names",
			file: "operators:\n  - {user: root, name: op, role: viewer}\n  - {group: root, role: admin}\n",
			peer: Peer{UID: 0, GID: 0},
			want: Identity{Name: "op", Role: RoleAdmin},
		},
		{
			name: "a group does not weaken a user line",
			file: "operators:\n  - {user: root, role: admin}\n  - {group: root, role: viewer}\n",
			peer: Peer{UID: 0, GID: 0},
			want: Identity{Name: "root", Role: RoleAdmin},
		},
		{
			name: "an account not named is an agent",
			file: "operators:\n  - {user: root, role: admin}\n",
			need: []string{"user:nobody", "group:nogroup"},
			peer: Peer{UID: 65534, GID: 65534},
			want: Identity{Name: "nobody", Role: RoleAgent},
		},
		{
			name: "an account with no name is uid:N",
			file: "operators:\n  - {user: root, role: admin}\n",
			peer: Peer{UID: 4000000123, GID: 4000000123},
			want: Identity{Name: "uid:4000000123", Role: RoleAgent},
		},
		{
			name: "agents may see the queue",
			file: "operators:\n  - {user: root, role: admin}\nagents:\n  see_queue: true\n",
			peer: Peer{UID: 0, GID: 0},
			want: Identity{Name: "root", Role: RoleAdmin},
			see:  true,
		},
		{
			name: "nobody by name and nogroup",
			file: "operators:\n  - {user: nobody, role: viewer}\n  - {group: nogroup, role: approver}\n",
			need: []string{"user:nobody", "group:nogroup"},
			peer: Peer{UID: 65534, GID: 65534},
			want: Identity{Name: "nobody", Role: RoleApprover},
		},
		{
			name: "a role with blanks around it",
			file: "operators:\n  - {user: root, role: \" admin \"}\n",
			peer: Peer{UID: 0, GID: 0},
			want: Identity{Name: "root", Role: RoleAdmin},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			needAccounts(t, c.need)
			ops, err := ParseOperators([]byte(c.file))
			if err != nil {
				t.Fatalf("ParseOperators:\n%s\nerror: %v", c.file, err)
			}
			got := ops.Identify(c.peer)
			if got.Name != c.want.Name || got.Role != c.want.Role || got.UID != c.peer.UID {
				t.Errorf("Identify(%+v) = %s (%s), want %s (%s)", c.peer, got.Name, got.Role, c.want.Name, c.want.Role)
			}
			if ops.SeeQueue != c.see {
				t.Errorf("SeeQueue = %v, want %v", ops.SeeQueue, c.see)
			}
		})
	}
}

// needAccounts skips a case whose accounts or groups this node lacks.
func needAccounts(t *testing.T, need []string) {
	t.Helper()
	for _, n := range need {
		kind, name, _ := strings.Cut(n, ":")
		var err error
		if kind == "user" {
			_, err = user.Lookup(name)
		} else {
			_, err = user.LookupGroup(name)
		}
		if err != nil {
			t.Skipf("this node has no %s %s", kind, name)
		}
	}
}

func TestParseOperatorsBad(t *testing.T) {
	cases := []struct {
		name string
		file string
		// want are the words the error must hold: where, and what to write.
		want []string
	}{
		{"not YAML", "operators: [\n  - user: root\n", []string{"not YAML", "line"}},
		{"tabs", "operators:\n\t- user: root\n", []string{"not YAML", "line 2"}},
		{"empty", "", []string{"names no operators", "operators: [{user:"}},
		{"only a comment", "# nobody yet\n", []string{"names no operators"}},
		{"an empty list", "operators: []\n", []string{"names no operators"}},
		{"agents only", "agents:\n  see_queue: true\n", []string{"names no operators"}},
		{"an unknown top key", "operators:\n  - {user: root, role: admin}\nadmins: [root]\n", []string{"line 3", "admins", "the keys are"}},
		{"an unknown line key", "operators:\n  - user: root\n    role: admin\n    uid: 0\n", []string{"line 4", "uid", "the keys are"}},
		{"an unknown agents key", "operators:\n  - {user: root, role: admin}\nagents:\n  see_all: true\n", []string{"line 4", "see_all"}},
		{"operators is a map", "operators:\n  user: root\n  role: admin\n", []string{"line 2", "the keys are"}},
		{"a list of names", "operators: [root]\n", []string{"line 1", "the keys are"}},
		{"see_queue not a bool", "operators:\n  - {user: root, role: admin}\nagents:\n  see_queue: maybe\n", []string{"line 4"}},
		{"no role", "operators:\n  - user: root\n", []string{"line 2", "viewer, approver or admin"}},
		{"a bad role", "operators:\n  - {user: root, role: admin}\n  - {group: root, role: root}\n", []string{"line 3", `role "root"`, "viewer, approver or admin"}},
		{"role agent", "operators:\n  - {user: root, role: agent}\n", []string{"line 2", "viewer, approver or admin"}},
		{"a role in capitals", "operators:\n  - {user: root, role: Admin}\n", []string{"line 2", "viewer, approver or admin"}},
		{"user and group", "operators:\n  - user: root\n    group: root\n    role: admin\n", []string{"line 2", "one line names one of them"}},
		{"neither user nor group", "operators:\n  - {name: boss, role: admin}\n", []string{"line 2", "write user: NAME, group: NAME, or name: NAME with keys"}},
		{"an unknown account", "operators:\n  - {user: root, role: admin}\n\n  - {user: no-such-ozdesk-account, role: viewer}\n", []string{"line 4", "no-such-ozdesk-account", "create it, or fix the name"}},
		{"an unknown uid", "operators:\n  - {user: \"4000000123\", role: viewer}\n", []string{"line 2", "4000000123", "create it, or fix the name"}},
		{"a negative uid", "operators:\n  - {user: \"-1\", role: viewer}\n", []string{"line 2", "no account"}},
		{"an unknown group", "operators:\n  - {group: no-such-ozdesk-group, role: viewer}\n", []string{"line 2", "no group", "create it, or fix the name"}},
		{"the same user twice", "operators:\n  - {user: root, role: admin}\n  - {user: root, role: viewer}\n", []string{"line 3", "named twice", "one line"}},
		{"the same user by name and uid", "operators:\n  - {user: root, role: admin}\n  - {user: \"0\", role: viewer}\n", []string{"line 3", "named twice"}},
		{"the same group twice", "operators:\n  - {group: root, role: admin}\n  - {group: \"0\", role: viewer}\n", []string{"line 3", "named twice"}},
		{"a blank name", "operators:\n  - {user: root, name: \"  \", role: admin}\n", []string{"line 2", "blank", "leave it out"}},
		{"a group with a name", "operators:\n  - {group: root, name: ops, role: admin}\n", []string{"line 2", "takes no name"}},
		{"a second document", "operators:\n  - {user: root, role: admin}\n---\noperators:\n  - {user: root, role: viewer}\n", []string{"line 4", "second YAML document", "---", "write everything in one"}},
		{"a bad line after good ones", "operators:\n  - {user: root, role: admin}\n  - {group: root, role: viewer}\n  - {user: root, group: root, role: viewer}\n", []string{"line 4"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ops, err := ParseOperators([]byte(c.file))
			if err == nil {
				t.Fatalf("ParseOperators accepted:\n%s", c.file)
			}
			if ops != nil {
				t.Errorf("ParseOperators returned operators with its error (half-loaded): %+v", ops)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("the error does not say %q:\n%v", w, err)
				}
			}
		})
	}
}

func TestReadOperators(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.yaml")
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(good, []byte("operators:\n  - {user: root, role: admin}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("operators:\n  - {user: root, role: boss}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if ops, err := ReadOperators(good); err != nil || ops.Identify(Peer{}).Role != RoleAdmin {
		t.Errorf("ReadOperators(good) = %v, %v", ops, err)
	}
	for _, c := range []struct{ path, want string }{
		{bad, bad + ": line 2"},
		{filepath.Join(dir, "missing.yaml"), "read the operators file"},
	} {
		ops, err := ReadOperators(c.path)
		if err == nil || ops != nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ReadOperators(%s) = %v, %v; want an error with %q", c.path, ops, err, c.want)
		}
	}
}

func TestNilOperatorsMakesAgents(t *testing.T) {
	var ops *Operators
	id := ops.Identify(Peer{UID: 0})
	if id.Role != RoleAgent || id.Operator() || ops.seeQueue() {
		t.Errorf("with no operators file, root is %s", id.Role)
	}
}

func TestRoles(t *testing.T) {
	for _, r := range []Role{RoleViewer, RoleApprover, RoleAdmin} {
		got, err := ParseRole(r.String())
		if err != nil || got != r {
			t.Errorf("ParseRole(%q) = %v, %v", r.String(), got, err)
		}
	}
	if RoleAgent.String() != "agent" || Role(99).String() != "agent" {
		t.Errorf("an unknown role must read as agent")
	}
	for r, want := range map[Role]string{RoleAgent: "an agent", RoleViewer: "a viewer", RoleApprover: "an approver", RoleAdmin: "an admin"} {
		if got := article(r); got != want {
			t.Errorf("article(%v) = %q, want %q", r, got, want)
		}
	}
}
