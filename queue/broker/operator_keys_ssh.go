//go:build !ozdesk_adapters

package broker

import (
	"errors"
	"fmt"
	"strings"

	gossh "golang.org/x/crypto/ssh"
)

// authorizedKeyFingerprint reads one authorized_keys line (no options,
// no certificate) and returns its key's SHA-256 fingerprint.
func authorizedKeyFingerprint(s string) (string, error) {
	pub, _, options, rest, err := gossh.ParseAuthorizedKey([]byte(s))
	if err != nil {
		return "", fmt.Errorf("not an authorized_keys line nor a SHA256: fingerprint (%v): copy the line from KEY.pub", err)
	}
	if len(options) > 0 {
		return "", fmt.Errorf("the key has options (%s): ozdesk reads none, write the key alone", strings.Join(options, ","))
	}
	if len(strings.TrimSpace(string(rest))) > 0 {
		return "", errors.New("more than one key on a line: give each key its own item")
	}
	if _, cert := pub.(*gossh.Certificate); cert {
		return "", errors.New("a certificate: name the key itself")
	}
	return gossh.FingerprintSHA256(pub), nil
}

// IdentifyKey says which operator an SSH key is, by its fingerprint: the
// name and role of its line in the operators file. A key no line names is
// no one (false): it is refused before anything is shown.
func (o *Operators) IdentifyKey(pub gossh.PublicKey) (Identity, bool) {
	if o == nil || pub == nil {
		return Identity{}, false
	}
	fp := gossh.FingerprintSHA256(pub)
	e, ok := o.keys[fp]
	if !ok {
		return Identity{}, false
	}
	return Identity{Name: e.name, Role: e.role, Key: fp}, true
}
