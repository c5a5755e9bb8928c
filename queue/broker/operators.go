package broker

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/user"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// DefaultOperatorsPath is where the broker reads its operators file unless
// told otherwise.
const DefaultOperatorsPath = "/etc/ozdesk/operators.yaml"

// Operators is the operators file, read: which accounts act as which
// operators, with which roles. Everyone else is an agent. It is read once,
// whole, when the broker starts: a file with any error is refused, never
// loaded half-way.
//
// The file, in YAML:
//
//	operators:
//	  - user: alice        # an account on this node: a name, or a uid
//	    role: admin        # viewer, approver or admin
//	  - user: bob
//	    name: bob          # the name in the audit trail (default: the account's)
//	    role: approver
//	  - group: oncall      # every member of a group
//	    role: viewer
//	  - name: carol        # an operator known only by SSH keys ('ozdesk serve --ssh')
//	    role: approver
//	    keys:              # authorized_keys lines, or SHA256: fingerprints
//	      - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI… carol@laptop
//	      - SHA256:1mK3zY0o2…
//	agents:
//	  see_queue: false     # may agents list every pending ask (of this node, in a fleet), not only their own?
type Operators struct {
	users  map[uint32]entry
	groups map[uint32]entry
	// keys maps an SSH key's SHA-256 fingerprint to its operator.
	keys map[string]entry
	// SeeQueue lets agents list every pending ask, not only their own (in
	// a fleet, every one of the broker's node).
	SeeQueue bool
}

// entry is one operator line, resolved.
type entry struct {
	name string
	role Role
}

// operatorsFile is the file's shape.
type operatorsFile struct {
	Operators []operatorLine `yaml:"operators"`
	Agents    struct {
		SeeQueue bool `yaml:"see_queue"`
	} `yaml:"agents"`
}

type operatorLine struct {
	User  string   `yaml:"user"`
	Group string   `yaml:"group"`
	Name  string   `yaml:"name"`
	Role  string   `yaml:"role"`
	Keys  []string `yaml:"keys"`
}

// ReadOperators reads and checks an operators file.
func ReadOperators(path string) (*Operators, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read the operators file: %w", err)
	}
	ops, err := ParseOperators(b)
	if err != nil {
		return nil, fmt.Errorf("operators file %s: %w", path, err)
	}
	return ops, nil
}

// ParseOperators reads an operators file's contents. Every error names the
// line and what to write instead; nothing is loaded unless all of it reads.
func ParseOperators(b []byte) (*Operators, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("not YAML: %w", err)
	}
	var f operatorsFile
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%w (the keys are operators: [user|group, name, role, keys] and agents: [see_queue])", err)
	}
	if err := oneDocument(dec); err != nil {
		return nil, err
	}
	if len(f.Operators) == 0 {
		return nil, errors.New("names no operators: add at least one, e.g. operators: [{user: alice, role: admin}]")
	}
	lines := operatorLines(&doc)
	ops := &Operators{users: map[uint32]entry{}, groups: map[uint32]entry{}, keys: map[string]entry{}, SeeQueue: f.Agents.SeeQueue}
	for i, l := range f.Operators {
		at := "operator " + strconv.Itoa(i+1)
		var keyAt []int
		if i < len(lines) {
			at, keyAt = fmt.Sprintf("line %d", lines[i].line), lines[i].keys
		}
		if err := ops.add(l); err != nil {
			return nil, fmt.Errorf("%s: %w", at, err)
		}
		if err := ops.addKeys(l, keyAt); err != nil {
			return nil, err
		}
	}
	return ops, nil
}

// oneDocument checks that dec, having read a file's first YAML document,
// finds no other: a second one would be silently ignored.
func oneDocument(dec *yaml.Decoder) error {
	var more yaml.Node
	err := dec.Decode(&more)
	if errors.Is(err, io.EOF) {
		return nil
	}
	line := more.Line
	if len(more.Content) > 0 {
		line = more.Content[0].Line
	}
	if err != nil || line == 0 {
		return errors.New("holds more than one YAML document (after ---): write everything in one")
	}
	return fmt.Errorf("line %d: a second YAML document (after ---) would be ignored: write everything in one", line)
}

// itemLines are where one item of the operators list is: its line, and
// the line of each of its keys.
type itemLines struct {
	line int
	keys []int
}

// operatorLines finds the line of each item of the operators list.
func operatorLines(doc *yaml.Node) []itemLines {
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil
	}
	m := doc.Content[0]
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == "operators" {
			var out []itemLines
			for _, item := range m.Content[i+1].Content {
				out = append(out, itemLines{line: item.Line, keys: keyLines(item)})
			}
			return out
		}
	}
	return nil
}

// keyLines finds the line of each key of an operator's item.
func keyLines(item *yaml.Node) []int {
	for i := 0; i+1 < len(item.Content); i += 2 {
		if item.Content[i].Value == "keys" {
			var out []int
			for _, k := range item.Content[i+1].Content {
				out = append(out, k.Line)
			}
			return out
		}
	}
	return nil
}

// add resolves one line and adds it.
func (o *Operators) add(l operatorLine) error {
	role, err := ParseRole(l.Role)
	if err != nil {
		return err
	}
	if l.Name != "" && strings.TrimSpace(l.Name) == "" {
		return errors.New("the name is blank: give a name, or leave it out to use the account's")
	}
	switch {
	case l.User != "" && l.Group != "":
		return errors.New("names both a user and a group: one line names one of them")
	case l.User != "":
		u, err := lookupUser(l.User)
		if err != nil {
			return err
		}
		uid, _ := strconv.ParseUint(u.Uid, 10, 32)
		if _, dup := o.users[uint32(uid)]; dup {
			return fmt.Errorf("user %s is named twice: give each account one line", l.User)
		}
		name := l.Name
		if name == "" {
			name = u.Username
		}
		o.users[uint32(uid)] = entry{name: name, role: role}
	case l.Group != "":
		if len(l.Keys) > 0 {
			return errors.New("a group's line takes no keys: give each operator's keys on a line of its own, with its name")
		}
		if l.Name != "" {
			return errors.New("a group's line takes no name: its members act under their own account names")
		}
		g, err := lookupGroup(l.Group)
		if err != nil {
			return err
		}
		gid, _ := strconv.ParseUint(g.Gid, 10, 32)
		if _, dup := o.groups[uint32(gid)]; dup {
			return fmt.Errorf("group %s is named twice: give each group one line", l.Group)
		}
		o.groups[uint32(gid)] = entry{role: role}
	case len(l.Keys) > 0:
		if strings.TrimSpace(l.Name) == "" {
			return errors.New("names keys but no one: write name: NAME for the operator the keys are")
		}
		// An operator known only by keys must not go by an account's
		// name: the audit trail would read "agent1's ask approved by
		// agent1" of an agent account and an operator who are not one.
		if _, err := user.Lookup(l.Name); err == nil {
			return fmt.Errorf("the operator %q known by keys has the name of an account on this node: write user: %s on this line if it is that account, or give the operator another name", l.Name, l.Name)
		}
	default:
		return errors.New("names no user, no group and no keys: write user: NAME, group: NAME, or name: NAME with keys: [...]")
	}
	return nil
}

// lookupUser finds an account by name, or by uid when the text is a number.
func lookupUser(s string) (*user.User, error) {
	if _, err := strconv.ParseUint(s, 10, 32); err == nil {
		if u, err := user.LookupId(s); err == nil {
			return u, nil
		}
	}
	u, err := user.Lookup(s)
	if err != nil {
		return nil, fmt.Errorf("no account %q on this node: create it, or fix the name", s)
	}
	return u, nil
}

// lookupGroup finds a group by name, or by gid when the text is a number.
func lookupGroup(s string) (*user.Group, error) {
	if _, err := strconv.ParseUint(s, 10, 32); err == nil {
		if g, err := user.LookupGroupId(s); err == nil {
			return g, nil
		}
	}
	g, err := user.LookupGroup(s)
	if err != nil {
		return nil, fmt.Errorf("no group %q on this node: create it, or fix the name", s)
	}
	return g, nil
}

// Identify says who a peer is: the operator its account or one of its
// groups names (the strongest role wins; a user line names it), else an
// agent.
func (o *Operators) Identify(p Peer) Identity {
	id := Identity{Peer: p, Name: fmt.Sprintf("uid:%d", p.UID)}
	u, uerr := user.LookupId(strconv.FormatUint(uint64(p.UID), 10))
	if uerr == nil {
		id.Name, id.Home = u.Username, u.HomeDir
	}
	if o == nil {
		return id
	}
	if e, ok := o.users[p.UID]; ok {
		id.Name, id.Role = e.name, e.role
	}
	gids := []uint32{p.GID}
	if uerr == nil {
		if more, err := u.GroupIds(); err == nil {
			for _, g := range more {
				if n, err := strconv.ParseUint(g, 10, 32); err == nil {
					gids = append(gids, uint32(n))
				}
			}
		}
	}
	for _, g := range gids {
		if e, ok := o.groups[g]; ok && e.role > id.Role {
			id.Role = e.role
		}
	}
	return id
}
