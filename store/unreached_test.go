package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestUnreachedLines: askers appending at once write whole lines (one
// O_APPEND write each, under PIPE_BUF), however long their texts; a
// fold not committed leaves them, one committed empties the file.
func TestUnreachedLines(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "state")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "desk.db")
	var wg sync.WaitGroup
	const n = 32 // 32 lines of about 1.7 KiB: under the cap, all described
	for i := range n {
		wg.Go(func() {
			u := Unreached{Agent: strings.Repeat("a", 500), Pid: i, Cwd: strings.Repeat(`\"`, 2000),
				Command: strings.Repeat("é", 1000), CommandBytes: 5000}
			if err := NoteUnreached(path, u); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	raw, err := os.ReadFile(UnreachedPath(path))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(raw), "\n"), "\n")
	for _, l := range lines {
		if len(l) >= UnreachedLineMax {
			t.Errorf("a line of %d bytes", len(l))
		}
	}
	c, err := ReadUnreached(path)
	if err != nil || c.Count != n || len(c.Records) != n {
		t.Fatalf("read %d described of %d (%v), want %d whole lines", len(c.Records), c.Count, err, n)
	}
	take, err := TakeUnreached(path)
	if err != nil || take == nil || take.Count != n {
		t.Fatalf("take: %+v, %v", take, err)
	}
	if err := take.Done(false); err != nil {
		t.Fatal(err)
	}
	if c, _ := ReadUnreached(path); c.Count != n {
		t.Fatalf("a fold not committed emptied the file: %d left", c.Count)
	}
	take, _ = TakeUnreached(path)
	if err := take.Done(true); err != nil {
		t.Fatal(err)
	}
	if c, _ := ReadUnreached(path); c.Count != 0 {
		t.Fatalf("%d left after a committed fold", c.Count)
	}
	if take, err := TakeUnreached(path); take != nil || err != nil {
		t.Errorf("take of an empty file: %+v, %v", take, err)
	}
}

// TestUnreachedUnsafe: the side file is checked as the store is: a
// symbolic link, a file others may write, a directory others may write,
// are refused, and nothing is written through them.
func TestUnreachedUnsafe(t *testing.T) {
	cases := []struct {
		name string
		make func(t *testing.T, dir, side string)
	}{
		{"symlink", func(t *testing.T, dir, side string) {
			if err := os.Symlink(filepath.Join(dir, "elsewhere"), side); err != nil {
				t.Fatal(err)
			}
		}},
		{"group-writable file", func(t *testing.T, dir, side string) {
			if err := os.WriteFile(side, nil, 0o600); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(side, 0o620); err != nil {
				t.Fatal(err)
			}
		}},
		{"world-writable directory", func(t *testing.T, dir, side string) {
			if err := os.Chmod(dir, 0o777); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "state")
			if err := os.Mkdir(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dir, "desk.db")
			tc.make(t, dir, UnreachedPath(path))
			err := NoteUnreached(path, Unreached{Agent: "bot", Command: "ls"})
			if !errors.Is(err, ErrUnsafe) {
				t.Errorf("note: %v, want unsafe", err)
			}
			if _, err := os.Stat(filepath.Join(dir, "elsewhere")); err == nil {
				t.Error("written through the link")
			}
		})
	}
}
