package store

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDefaultPath(t *testing.T) {
	home := t.TempDir()
	tests := []struct {
		name, xdg, want string
	}{
		{"xdg", "/srv/state", "/srv/state/ozdesk/desk.db"},
		{"xdg relative is ignored", "state", filepath.Join(home, ".local/state/ozdesk/desk.db")},
		{"no xdg", "", filepath.Join(home, ".local/state/ozdesk/desk.db")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("HOME", home)
			t.Setenv("XDG_STATE_HOME", tt.xdg)
			got, err := DefaultPath()
			if err != nil || got != tt.want {
				t.Errorf("DefaultPath() = %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

func TestResolvePath(t *testing.T) {
	t.Setenv("XDG_STATE_HOME", "/srv/state")
	wd, _ := os.Getwd()
	tests := []struct {
		name, flag, env, want string
	}{
		{"flag wins", "/a/flag.db", "/b/env.db", "/a/flag.db"},
		{"env next", "", "/b/env.db", "/b/env.db"},
		{"default last", "", "", "/srv/state/ozdesk/desk.db"},
		{"relative flag made absolute", "x/desk.db", "", filepath.Join(wd, "x/desk.db")},
		{"relative env made absolute", "", "y.db", filepath.Join(wd, "y.db")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(EnvDB, tt.env)
			got, err := ResolvePath(tt.flag)
			if err != nil || got != tt.want {
				t.Errorf("ResolvePath(%q) = %q, %v; want %q", tt.flag, got, err, tt.want)
			}
		})
	}
}
