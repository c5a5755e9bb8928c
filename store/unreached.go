package store

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// An asker refused because it could not take the store's lock in time
// (a [*LockError]: a burst of asks, or a process holding the store open)
// wrote nothing to the store, so the desk and the audit trail would know
// nothing of it (issue 9, rt46k M3: 328 of 1,000 asks at once refused,
// silently). Such an asker appends one line to a side file beside the
// store ([UnreachedPath]); the desk counts them, and the next write that
// holds the store folds them into the audit trail ([TakeUnreached]) and
// empties the file.
//
// The file is checked as the store is (its directory and itself: owned by
// this user, not writable by its group or others, no symbolic link; made
// with mode 0600). A line is one JSON object of at most
// [UnreachedLineMax] bytes, written with one O_APPEND write, so lines of
// concurrent askers never interleave. Past [UnreachedFileCap] bytes an
// asker writes only a count mark ([unreachedMark]), and past
// [UnreachedMarkCap] nothing at all: the file never grows without bound.
// Nothing in the file ever allows anything: it is what askers said of
// themselves (any process of the store's user can write it), read as
// claims.

// UnreachedSuffix names the side file: the store's path with it appended.
const UnreachedSuffix = ".unreached"

// Limits of the side file.
const (
	// UnreachedLineMax bounds one line, under PIPE_BUF (4096 on Linux,
	// 512 by POSIX: appends that small are atomic on local files).
	UnreachedLineMax = 2048
	// UnreachedFileCap is the size past which an asker writes only a
	// count mark.
	UnreachedFileCap = 64 << 10
	// UnreachedMarkCap is the size past which nothing is written.
	UnreachedMarkCap = 256 << 10
	// unreachedAgentMax, unreachedCwdMax and unreachedHeadMax bound a
	// line's texts (bytes, once escaped by the caller).
	unreachedAgentMax = 96
	unreachedCwdMax   = 512
	unreachedHeadMax  = 512
	unreachedWhyMax   = 256
)

// unreachedMark is the line an asker writes past [UnreachedFileCap]: a
// refusal counted, not described.
const unreachedMark = "+\n"

// Unreached is one asker's refusal for a store it could not reach.
type Unreached struct {
	Time         time.Time `json:"time"`
	Agent        string    `json:"agent,omitempty"`
	UID          int       `json:"uid"`
	Pid          int       `json:"pid"`
	Cwd          string    `json:"cwd,omitempty"`
	Command      string    `json:"command,omitempty"` // its head
	CommandBytes int       `json:"command_bytes"`     // the whole command's length
	Wait         string    `json:"wait,omitempty"`    // how long the asker waited for the lock
	// Why is, for a refusal at the asker's deadline for another reason
	// than the lock, what ended it (ozdesk's words); "" for the lock.
	Why string `json:"why,omitempty"`
	// Ask is the ask the asker had queued, when it had: its end was
	// not written.
	Ask string `json:"ask,omitempty"`
}

// UnreachedPath is the side file of the store at path.
func UnreachedPath(path string) string { return path + UnreachedSuffix }

// NoteUnreached appends u to the side file of the store at path, making
// the file (mode 0600) when it is not there. The caller escapes u's
// texts; they are clipped here to the line's bounds.
func NoteUnreached(path string, u Unreached) error {
	side := UnreachedPath(path)
	if err := checkDir(filepath.Dir(side)); err != nil {
		return err
	}
	f, err := openUnreached(side, os.O_WRONLY|os.O_APPEND|os.O_CREATE)
	if err != nil {
		return err
	}
	defer f.Close()
	unlock, _ := lockUnreached(f, false) // past the wait: appended anyway
	defer unlock()
	fi, err := f.Stat()
	if err != nil {
		return fmt.Errorf("unreached-store file %s: %w", side, err)
	}
	line := []byte(unreachedMark)
	switch {
	case fi.Size() >= UnreachedMarkCap:
		return nil // counted no more: the file stays bounded
	case fi.Size() < UnreachedFileCap:
		line = unreachedLine(u)
	}
	if _, err := f.Write(line); err != nil {
		return fmt.Errorf("unreached-store file %s: %w", side, err)
	}
	return nil
}

// unreachedLine is u as one line of at most [UnreachedLineMax] bytes.
func unreachedLine(u Unreached) []byte {
	u.Agent = clipText(u.Agent, unreachedAgentMax)
	u.Cwd = clipText(u.Cwd, unreachedCwdMax)
	u.Command = clipText(u.Command, unreachedHeadMax)
	u.Why = clipText(u.Why, unreachedWhyMax)
	u.Ask = clipText(u.Ask, unreachedAgentMax)
	for {
		b, err := json.Marshal(u)
		if err == nil && len(b) < UnreachedLineMax {
			return append(b, '\n')
		}
		// JSON's own escapes made it longer: halve the longest text.
		switch {
		case len(u.Cwd) >= len(u.Command) && u.Cwd != "":
			u.Cwd = clipText(u.Cwd, len(u.Cwd)/2)
		case u.Command != "":
			u.Command = clipText(u.Command, len(u.Command)/2)
		default:
			u.Agent = clipText(u.Agent, len(u.Agent)/2)
		}
	}
}

// clipText is s cut to at most n bytes, at a rune's start.
func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}

// openUnreached opens the side file, refusing a symbolic link and a file
// others could change (see [checkOwner]).
func openUnreached(side string, flag int) (*os.File, error) {
	f, err := os.OpenFile(side, flag|noFollow|nonBlock, 0o600)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		if fi, lerr := os.Lstat(side); lerr == nil && fi.Mode()&fs.ModeSymlink != 0 {
			return nil, &UnsafeError{Path: side, Why: "is a symbolic link", Fix: "rm " + side}
		}
		return nil, fmt.Errorf("unreached-store file %s: %w", side, err)
	}
	fi, err := f.Stat()
	if err == nil && !fi.Mode().IsRegular() {
		err = notRegular(side, fi)
	}
	if err == nil {
		err = checkOwner(side, fi, "chmod 600 "+side)
	}
	if err != nil {
		_ = f.Close()
		return nil, err
	}
	return f, nil
}

// UnreachedCount is what the side file holds: the refusals described
// (at most the file's cap of them) and how many in all.
type UnreachedCount struct {
	Records []Unreached // those described, oldest first
	Count   int         // every refusal, marks and lines not read included
}

// ReadUnreached reads the side file of the store at path without taking
// it: for the desk, which counts. No file is no refusal.
func ReadUnreached(path string) (UnreachedCount, error) {
	side := UnreachedPath(path)
	f, err := openUnreached(side, os.O_RDONLY)
	if errors.Is(err, fs.ErrNotExist) {
		return UnreachedCount{}, nil
	}
	if err != nil {
		return UnreachedCount{}, err
	}
	defer f.Close()
	return parseUnreached(f)
}

// parseUnreached reads the lines of a side file: a line that does not
// decode (cut short, or written by something else) is counted, not
// described.
func parseUnreached(r io.Reader) (UnreachedCount, error) {
	var c UnreachedCount
	sc := bufio.NewScanner(io.LimitReader(r, UnreachedMarkCap+UnreachedLineMax))
	sc.Buffer(make([]byte, 0, UnreachedLineMax), UnreachedLineMax*2)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		c.Count++
		var u Unreached
		if line[0] == '{' && json.Unmarshal(line, &u) == nil {
			c.Records = append(c.Records, u)
		}
	}
	if err := sc.Err(); err != nil && !errors.Is(err, bufio.ErrTooLong) {
		return c, fmt.Errorf("read the unreached-store file: %w", err)
	}
	return c, nil
}

// UnreachedTake is the side file taken by a writer of the store: its
// refusals, and the file held until [UnreachedTake.Done].
type UnreachedTake struct {
	UnreachedCount
	f      *os.File
	unlock func()
}

// TakeUnreached takes the side file of the store at path for folding
// into the audit trail: it is held (askers appending wait) until Done,
// which empties it when the fold was committed. A nil take, with no
// error, is no file or an empty one. Call it while the store is held for
// writing, so that one writer folds at a time.
func TakeUnreached(path string) (*UnreachedTake, error) {
	side := UnreachedPath(path)
	f, err := openUnreached(side, os.O_RDWR)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	unlock, held := lockUnreached(f, true)
	if !held { // askers are appending: the next writer folds
		_ = f.Close()
		return nil, nil
	}
	c, err := parseUnreached(f)
	if err != nil || c.Count == 0 {
		unlock()
		_ = f.Close()
		return nil, err
	}
	return &UnreachedTake{UnreachedCount: c, f: f, unlock: unlock}, nil
}

// Done lets the side file go: emptied when committed (the fold is in the
// trail), left as it was otherwise, for the next writer.
func (t *UnreachedTake) Done(committed bool) error {
	if t == nil {
		return nil
	}
	defer t.f.Close()
	defer t.unlock()
	if !committed {
		return nil
	}
	if err := t.f.Truncate(0); err != nil {
		return fmt.Errorf("empty the unreached-store file: %w", err)
	}
	return nil
}
