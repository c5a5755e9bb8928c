package queue

import (
	"os"
	"path/filepath"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// homeService opens a service on a store under root, for node-a, with
// home as the operator's home: the fixture of the tests that judge
// commands against files laid out on disk.
func homeService(t *testing.T, root, home string) *Service {
	t.Helper()
	s := New(store.New(filepath.Join(root, "state", "desk.db")), WithNode("node-a"), WithHome(home))
	if _, err := s.Init(); err != nil {
		t.Fatal(err)
	}
	return s
}

// writeTree writes each file of files (path to text), making its
// directories.
func writeTree(t *testing.T, files map[string]string) {
	t.Helper()
	for p, text := range files {
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
}
