package queue

import (
	"errors"
	"fmt"
	"io/fs"
	"os/user"
	"strings"
	"sync"
	"syscall"
	"unicode"
)

// The looks at the file system an evaluation makes (a hard link's count,
// the repository a git part writes from, its configuration, a patch
// file) run as the account that judges: in protected mode the broker's,
// which may not read the agent's project (a home of mode 0700). Each look
// tells "not there" (a name the kernel looked up and found missing: a
// write of it makes it, git fails there) from "could not look"
// (permission denied, a loop of links, a timeout, any other error): the
// latter asks, as README says, and the ask's reason names why (rt21i #4).

// notThere reports whether err, from a look at a path, says the path is
// not there: ENOENT, ENOTDIR (a name on the way is a file), or
// ENAMETOOLONG (no file has that name: the write fails as the look did).
// These are answers of a lookup the kernel could make; any other error
// (EACCES, EPERM, ELOOP …) is a look that failed.
func notThere(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) || errors.Is(err, syscall.ENAMETOOLONG)
}

// couldNotRead is the error of a look that failed at path, naming the
// account the look ran as.
func couldNotRead(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s could not read %s: %w", lookAccount(), path, err)
}

// lookAccount names the account the looks run as ("the broker's account
// rt_broker"), or "ozdesk" when it cannot be named.
func lookAccount() string {
	if u, err := user.Current(); err == nil && u.Username != "" {
		return "ozdesk (as " + u.Username + ")"
	}
	return "ozdesk"
}

// maxLookNotes bounds the failed looks an ask's reason names, and
// maxLookNote each one's length.
const (
	maxLookNotes = 3
	maxLookNote  = 200
)

// lookLog collects the looks of one evaluation that failed, so that the
// ask they cause says why. Safe for concurrent use.
type lookLog struct {
	mu    sync.Mutex
	notes []string
}

// note records err, a look's failure, once, clipped and without control
// characters (a path is the agent's text).
func (l *lookLog) note(err error) {
	if l == nil || err == nil {
		return
	}
	s := strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, err.Error())
	if len(s) > maxLookNote {
		s = strings.ToValidUTF8(s[:maxLookNote], "") + "…"
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, n := range l.notes {
		if n == s {
			return
		}
	}
	if len(l.notes) < maxLookNotes {
		l.notes = append(l.notes, s)
	}
}

// reason is what an ask's reason adds for the failed looks: "" when none
// failed.
func (l *lookLog) reason() string {
	if l == nil {
		return ""
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.notes) == 0 {
		return ""
	}
	return " (a look at the files failed, which asks: " + strings.Join(l.notes, "; ") + ")"
}
