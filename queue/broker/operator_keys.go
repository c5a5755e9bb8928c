package broker

import (
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
)

// addKeys adds the SSH keys of an operator's line (checked by add), each
// an authorized_keys line or a SHA256: fingerprint. at are the keys'
// lines in the file, for errors.
func (o *Operators) addKeys(l operatorLine, at []int) error {
	if len(l.Keys) == 0 {
		return nil
	}
	role, _ := ParseRole(l.Role)
	name := strings.TrimSpace(l.Name)
	if name == "" && l.User != "" {
		u, err := lookupUser(l.User)
		if err != nil {
			return err
		}
		name = u.Username
	}
	for i, k := range l.Keys {
		where := fmt.Sprintf("key %d of %s", i+1, name)
		if i < len(at) {
			where = fmt.Sprintf("line %d", at[i])
		}
		fp, err := ParseKey(k)
		if err != nil {
			return fmt.Errorf("%s: %w", where, err)
		}
		if prev, dup := o.keys[fp]; dup {
			return fmt.Errorf("%s: the key %s is %s's already: one key is one operator", where, fp, prev.name)
		}
		o.keys[fp] = entry{name: name, role: role}
	}
	return nil
}

// ParseKey reads an operator's key as the operators file writes it: an
// authorized_keys line ("ssh-ed25519 AAAA… comment", without options), or
// the key's SHA-256 fingerprint ("SHA256:…", as ssh-keygen -lf prints
// it). It returns the fingerprint.
func ParseKey(s string) (string, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return "", errors.New("the key is empty: write an authorized_keys line or a SHA256: fingerprint")
	}
	if rest, ok := strings.CutPrefix(s, "SHA256:"); ok {
		b, err := base64.RawStdEncoding.DecodeString(rest)
		if err != nil || len(b) != 32 {
			return "", fmt.Errorf("%q is not a SHA-256 fingerprint: copy it whole from 'ssh-keygen -lf KEY.pub'", s)
		}
		return s, nil
	}
	return authorizedKeyFingerprint(s)
}

// HasKeys reports whether the operators file names any SSH key: without
// one, nobody can log in to the SSH desk.
func (o *Operators) HasKeys() bool { return o != nil && len(o.keys) > 0 }
