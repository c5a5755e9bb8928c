//go:build !ozdesk_adapters

package sshdesk

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"syscall"

	gossh "golang.org/x/crypto/ssh"
	"golang.org/x/crypto/ssh/knownhosts"
)

// HostKeyName is the host key's file name in the broker's state
// directory.
const HostKeyName = "ssh_host_ed25519_key"

// HostKey reads the server's host key at path, or makes it (ed25519,
// 0600, in a directory made 0700) when there is none yet: made once, then
// reused, so that operators' known_hosts stay right. A key file that
// others can read is refused.
func HostKey(path string) (gossh.Signer, error) {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real // check where the key is, not where a link is
	}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return makeHostKey(path)
	}
	if err != nil {
		return nil, fmt.Errorf("read the SSH host key: %w", err)
	}
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("check the SSH host key: %w", err)
	}
	if fi.Mode().Perm()&0o077 != 0 {
		return nil, fmt.Errorf("the SSH host key %s is %v, so other accounts can read it: chmod 600 %s", path, fi.Mode().Perm(), path)
	}
	if st, ok := fi.Sys().(*syscall.Stat_t); ok && int(st.Uid) != os.Geteuid() {
		return nil, fmt.Errorf("the SSH host key %s belongs to uid %d, not to the broker's account (uid %d), so that account can read it: make a new one", path, st.Uid, os.Geteuid())
	}
	if err := privateDir(filepath.Dir(path)); err != nil {
		return nil, err
	}
	s, err := gossh.ParsePrivateKey(b)
	if err != nil {
		return nil, fmt.Errorf("read the SSH host key %s: %w", path, err)
	}
	return s, nil
}

// privateDir refuses a host key's directory that other accounts may
// write: there they could put their own key in its place.
func privateDir(dir string) error {
	fi, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("check the SSH host key's directory: %w", err)
	}
	if fi.Mode().Perm()&0o022 != 0 {
		return fmt.Errorf("the SSH host key's directory %s is %v, so other accounts can put their own key there: chmod go-w %s", dir, fi.Mode().Perm(), dir)
	}
	return nil
}

// makeHostKey makes a new ed25519 host key at path.
func makeHostKey(path string) (gossh.Signer, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, fmt.Errorf("make the SSH host key: %w", err)
	}
	block, err := gossh.MarshalPrivateKey(priv, "ozdesk host key")
	if err != nil {
		return nil, fmt.Errorf("make the SSH host key: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, fmt.Errorf("make the SSH host key's directory: %w", err)
	}
	if err := privateDir(filepath.Dir(path)); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return nil, fmt.Errorf("write the SSH host key: %w", err)
	}
	if err := pem.Encode(f, block); err != nil {
		f.Close()
		return nil, fmt.Errorf("write the SSH host key %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return nil, fmt.Errorf("write the SSH host key %s: %w", path, err)
	}
	s, err := gossh.NewSignerFromKey(priv)
	if err != nil {
		return nil, fmt.Errorf("make the SSH host key: %w", err)
	}
	return s, nil
}

// KnownHostsLine is the line operators add to their known_hosts for the
// server at addr (host:port; a host left out is the node's name).
func KnownHostsLine(addr string, key gossh.PublicKey) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		host, port = addr, "22"
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host, _ = os.Hostname()
	}
	if p, err := strconv.Atoi(port); err == nil && p != 22 {
		host = net.JoinHostPort(host, port)
	}
	return knownhosts.Line([]string{host}, key)
}
