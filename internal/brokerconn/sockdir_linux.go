//go:build linux

package brokerconn

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// SocketOwner checks that only root, and the owner of the socket's own
// directory, could have put a socket at path, and returns that owner: the
// one account (with root) a client believes. The socket's directory must
// not be writable by group or others; every directory above it must be
// root's and not writable by group or others, except a sticky one (such
// as /tmp) whose entry on the way down is root's, since no other account
// can replace root's entry there (but could make one that is missing).
// Symbolic links on the way are followed, and the directories they lead
// to checked.
func SocketOwner(path string) (uint32, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return 0, fmt.Errorf("%w at %s: %v", ErrUnreachable, path, err)
	}
	dir, err := filepath.EvalSymlinks(filepath.Dir(abs))
	if err != nil {
		return 0, fmt.Errorf("%w at %s: its directory: %v", ErrUnreachable, path, err)
	}
	owner, mode, err := ownerMode(dir)
	if err != nil {
		return 0, fmt.Errorf("%w at %s: %v", ErrUnreachable, path, err)
	}
	if mode&0o022 != 0 {
		return 0, untrusted(path, dir, fmt.Sprintf("is writable by group or others (mode %s)", mode.Perm()|mode&fs.ModeSticky),
			"make it writable only by its owner, root or the broker's account (chmod go-w)")
	}
	below, belowOwner := dir, owner
	for d := filepath.Dir(dir); ; d = filepath.Dir(d) {
		uid, m, err := ownerMode(d)
		if err != nil {
			return 0, fmt.Errorf("%w at %s: %v", ErrUnreachable, path, err)
		}
		switch {
		case uid != 0:
			return 0, untrusted(path, d, fmt.Sprintf("is owned by uid %d, not root", uid),
				"put the socket in a directory whose parents are all root's, such as /run/ozdesk")
		case m&0o022 != 0 && (m&fs.ModeSticky == 0 || belowOwner != 0):
			what := fmt.Sprintf("is writable by group or others (mode %s)", m.Perm()|m&fs.ModeSticky)
			if m&fs.ModeSticky != 0 {
				what += fmt.Sprintf(" and %s in it is not root's, so another account could have made it", below)
			}
			return 0, untrusted(path, d, what, "put the socket in a directory whose parents only root may change, such as /run/ozdesk")
		}
		if d == filepath.Dir(d) {
			return owner, nil
		}
		below, belowOwner = d, uid
	}
}

// ownerMode reads a directory's owner and mode, without following a link.
func ownerMode(dir string) (uint32, fs.FileMode, error) {
	fi, err := os.Lstat(dir)
	if err != nil {
		return 0, 0, err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok || !fi.IsDir() {
		return 0, 0, fmt.Errorf("%s is not a directory", dir)
	}
	return st.Uid, fi.Mode(), nil
}

// untrusted is the error for a socket another account could have put in
// place: the client fails closed, saying which directory and what to do.
func untrusted(socket, dir, what, fix string) error {
	return fmt.Errorf("%w: %s is not believed, since another account than root and the broker's could have put it there: %s %s; %s",
		ErrUnreachable, socket, dir, what, fix)
}
