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
	s, err := gossh.ParsePrivateKey(b)
	if err != nil {
		return nil, fmt.Errorf("read the SSH host key %s: %w", path, err)
	}
	return s, nil
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
