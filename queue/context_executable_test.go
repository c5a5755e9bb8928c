package queue

import (
	"os"
	"path/filepath"
	"testing"
)

// TestExecutableFile: a hook git runs is an executable regular file (a
// link to one too); one without an execute bit, or not there, is none,
// and a look that fails counts as executable (the hook is then read).
func TestExecutableFile(t *testing.T) {
	dir := t.TempDir()
	for name, mode := range map[string]os.FileMode{"x": 0o755, "u": 0o700, "plain": 0o644} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"), mode); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("x", filepath.Join(dir, "link")); err != nil {
		t.Fatal(err)
	}
	cases := map[string]bool{"x": true, "u": true, "link": true, "plain": false, "absent": false}
	for name, want := range cases {
		if got := executableFile(filepath.Join(dir, name)); got != want {
			t.Errorf("%s: executable %v, want %v", name, got, want)
		}
	}
}
