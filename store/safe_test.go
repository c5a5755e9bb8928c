package store

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUnsafeStore: a store file others could change, a symbolic link,
// an emptied or truncated file are refused, to readers and writers
// alike, with an error that names the fix; nothing is made or reset in
// their place.
func TestUnsafeStore(t *testing.T) {
	cases := []struct {
		name  string
		spoil func(t *testing.T, path string) // path is a store made with data in it
		want  error
		fix   string
	}{
		{"group-writable file", func(t *testing.T, path string) { chmod(t, path, 0o660) }, ErrUnsafe, "chmod 600 "},
		{"world-writable file", func(t *testing.T, path string) { chmod(t, path, 0o606) }, ErrUnsafe, "chmod 600 "},
		{"world-writable directory", func(t *testing.T, path string) { chmod(t, filepath.Dir(path), 0o777) }, ErrUnsafe, "chmod 700 "},
		{"a symbolic link", func(t *testing.T, path string) {
			real := path + ".real"
			if err := os.Rename(path, real); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(real, path); err != nil {
				t.Fatal(err)
			}
		}, ErrUnsafe, "point --db at the file itself"},
		{"emptied", func(t *testing.T, path string) {
			if err := os.Truncate(path, 0); err != nil {
				t.Fatal(err)
			}
		}, ErrCorrupt, "the file is empty"},
		{"truncated", func(t *testing.T, path string) {
			if err := os.Truncate(path, 4096*3); err != nil {
				t.Fatal(err)
			}
		}, ErrCorrupt, ""},
	}
	if os.Geteuid() == 0 {
		cases = append(cases, struct {
			name  string
			spoil func(t *testing.T, path string)
			want  error
			fix   string
		}{"owned by another user", func(t *testing.T, path string) {
			if err := os.Chown(path, 65534, 65534); err != nil {
				t.Fatal(err)
			}
		}, ErrUnsafe, "chown 0 "})
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := newTestStore(t)
			for range 50 {
				mustUpdate(t, s, func(tx *Tx) error { _, err := putAskAndAudit(tx, "bot", strings.Repeat("x", 2000)); return err })
			}
			tc.spoil(t, s.Path())
			before := fileBytes(t, s.Path())
			errs := map[string]error{
				"view":   s.View(func(*Tx) error { return nil }),
				"update": s.Update(func(*Tx) error { return nil }),
			}
			for what, err := range errs {
				if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.fix) {
					t.Errorf("%s: %v; want %v naming %q", what, err, tc.want, tc.fix)
				}
			}
			if after := fileBytes(t, s.Path()); after != before {
				t.Errorf("the file changed: %d bytes, was %d", len(after), len(before))
			}
		})
	}
}

// TestWithoutCreate: a store that must not create its file answers a
// write of a store not made yet with ErrNoStore, saying who makes it, and
// leaves no file or directory behind; Init makes it once.
func TestWithoutCreate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "state", "desk.db")
	s := New(path, WithoutCreate())
	err := s.Update(func(*Tx) error { t.Error("update ran"); return nil })
	if !errors.Is(err, ErrNoStore) || !strings.Contains(err.Error(), "ozdesk init") {
		t.Fatalf("Update: %v", err)
	}
	// The desk never makes the store (rt18h #9).
	if strings.Contains(err.Error(), "'ozdesk' once") {
		t.Errorf("Update: %v: says the desk makes the store", err)
	}
	if _, err := os.Stat(filepath.Dir(path)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the directory was made: %v", err)
	}
	for i, want := range []bool{true, false} {
		made, err := New(path).Init()
		if err != nil || made != want {
			t.Fatalf("Init #%d = %v, %v; want %v", i+1, made, err, want)
		}
	}
	mustUpdate(t, s, func(tx *Tx) error { return tx.PutSettings(DefaultSettings()) })
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("the directory holds %d files, want the store alone", len(entries))
	}
	checkStore(t, s)
}

// TestWithoutDirectory: a store that must not make its directory makes
// no tree of missing directories, fails with the missing directory's
// path error, and makes its file once the directory is there.
func TestWithoutDirectory(t *testing.T) {
	root := t.TempDir()
	path := filepath.Join(root, "missing", "tree", "desk.db")
	s := New(path, WithoutDirectory())
	err := s.Update(func(*Tx) error { t.Error("update ran"); return nil })
	var pe *fs.PathError
	if !errors.As(err, &pe) || !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "only the default store's directory is made") {
		t.Fatalf("Update: %v", err)
	}
	if _, err := s.Init(); err == nil {
		t.Fatal("Init made a store whose directory is missing")
	}
	if _, err := os.Stat(filepath.Join(root, "missing")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a directory was made: %v", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if made, err := s.Init(); err != nil || !made {
		t.Fatalf("Init in a directory that is there = %v, %v; want true, nil", made, err)
	}
	checkStore(t, s)
}

func chmod(t *testing.T, path string, mode os.FileMode) {
	t.Helper()
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.Chmod(path, 0o700) })
}

func fileBytes(t *testing.T, path string) string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = f.Close() }()
	b, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
