package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// EnvDB is the environment variable that overrides the store's location
// when no --db flag is given.
const EnvDB = "OZDESK_DB"

// DefaultPath returns where the store lives when nothing overrides it:
// $XDG_STATE_HOME/ozdesk/desk.db, or ~/.local/state/ozdesk/desk.db when
// XDG_STATE_HOME is unset or not absolute (the XDG base directory
// specification says to ignore relative values).
func DefaultPath() (string, error) {
	if dir := os.Getenv("XDG_STATE_HOME"); dir != "" && filepath.IsAbs(dir) {
		return filepath.Join(dir, "ozdesk", "desk.db"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("find the store: %w", err)
	}
	if home == "" {
		return "", errors.New("find the store: no home directory; set XDG_STATE_HOME or OZDESK_DB")
	}
	return filepath.Join(home, ".local", "state", "ozdesk", "desk.db"), nil
}

// ResolvePath picks the store file: flag (the --db flag) when not empty,
// else $OZDESK_DB when not empty, else [DefaultPath]. The result is made
// absolute, so processes started in different directories agree on one file.
func ResolvePath(flag string) (string, error) {
	p := flag
	if p == "" {
		p = os.Getenv(EnvDB)
	}
	if p == "" {
		return DefaultPath()
	}
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", fmt.Errorf("resolve store path %s: %w", p, err)
	}
	return abs, nil
}
