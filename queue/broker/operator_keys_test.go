//go:build !ozdesk_adapters

package broker

import (
	"crypto/ed25519"
	"crypto/rand"
	"strings"
	"testing"

	gossh "golang.org/x/crypto/ssh"
)

// testKey makes an SSH public key and its authorized_keys line.
func testKey(t *testing.T) (gossh.PublicKey, string) {
	t.Helper()
	pub, _, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	k, err := gossh.NewPublicKey(pub)
	if err != nil {
		t.Fatal(err)
	}
	return k, strings.TrimSpace(string(gossh.MarshalAuthorizedKey(k))) + " someone@laptop"
}

func TestOperatorKeys(t *testing.T) {
	carol, carolLine := testKey(t)
	dave, _ := testKey(t)
	stranger, _ := testKey(t)
	file := "operators:\n" +
		"  - name: carol\n    role: approver\n    keys:\n      - " + carolLine + "\n" +
		"  - name: dave\n    role: viewer\n    keys: [\"" + gossh.FingerprintSHA256(dave) + "\"]\n"
	ops, err := ParseOperators([]byte(file))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		key  gossh.PublicKey
		name string
		role Role
		ok   bool
	}{
		{carol, "carol", RoleApprover, true},
		{dave, "dave", RoleViewer, true},
		{stranger, "", RoleAgent, false},
	} {
		id, ok := ops.IdentifyKey(tc.key)
		if ok != tc.ok || id.Name != tc.name || id.Role != tc.role {
			t.Errorf("IdentifyKey = %+v, %v; want %s %v %v", id, ok, tc.name, tc.role, tc.ok)
		}
		if ok && (id.Key != gossh.FingerprintSHA256(tc.key) || id.owner() != "key:"+id.Key) {
			t.Errorf("identity %+v does not carry its key's fingerprint", id)
		}
	}
	if !ops.HasKeys() {
		t.Error("HasKeys = false")
	}
}

func TestOperatorKeysRefused(t *testing.T) {
	_, line := testKey(t)
	for _, tc := range []struct {
		name, file, want string
	}{
		{"no name", "operators:\n  - role: admin\n    keys: [\"" + line + "\"]\n", "line 2: names keys but no one"},
		{"bad key", "operators:\n  - name: a\n    role: admin\n    keys:\n      - ssh-ed25519 nonsense\n", "line 5: not an authorized_keys line"},
		{"bad fingerprint", "operators:\n  - name: a\n    role: admin\n    keys:\n      - SHA256:short\n", "line 5: \"SHA256:short\" is not a SHA-256 fingerprint"},
		{"options", "operators:\n  - name: a\n    role: admin\n    keys:\n      - command=\"x\" " + line + "\n", "line 5: the key has options"},
		{"twice", "operators:\n  - name: a\n    role: admin\n    keys: [\"" + line + "\"]\n  - name: b\n    role: viewer\n    keys:\n      - " + line + "\n", "line 8: the key SHA256:"},
		{"group", "operators:\n  - group: root\n    role: admin\n    keys: [\"" + line + "\"]\n", "line 2: a group's line takes no keys"},
		// An operator known by keys named like an account (root is on
		// every node) would read as that account in the audit trail.
		{"an account's name", "operators:\n  - name: root\n    role: admin\n    keys: [\"" + line + "\"]\n", "line 2: the operator \"root\" known by keys has the name of an account"},
		{"unknown field", "operators:\n  - name: a\n    role: admin\n    key: x\n", "field key not found"},
		{"bad role", "operators:\n  - name: a\n    role: boss\n    keys: [\"" + line + "\"]\n", "line 2: role \"boss\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseOperators([]byte(tc.file))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want it to say %q", err, tc.want)
			}
		})
	}
}
