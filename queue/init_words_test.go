package queue

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestInitWordsForAFileThatIsNoStore (rt40k LOW-1): Init on a path that
// holds a file ozdesk did not make (junk, an empty file, a directory)
// says it could not open the store there, never that it tried to make
// one; on a path with nothing it makes the store.
func TestInitWordsForAFileThatIsNoStore(t *testing.T) {
	cases := []struct {
		name string
		put  func(path string) error
		want string // "" for a store made
	}{
		{"junk", func(p string) error { return os.WriteFile(p, []byte("not a store\n"), 0o600) }, "open the store: "},
		{"empty", func(p string) error { return os.WriteFile(p, nil, 0o600) }, "open the store: "},
		{"directory", func(p string) error { return os.Mkdir(p, 0o700) }, "open the store: "},
		{"nothing", func(string) error { return nil }, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "desk.db")
			if err := tc.put(path); err != nil {
				t.Fatal(err)
			}
			made, err := New(store.New(path), WithNode("node-a")).Init()
			switch {
			case tc.want == "" && (err != nil || !made):
				t.Fatalf("Init on nothing: made %v, %v", made, err)
			case tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want)):
				t.Fatalf("Init on %s: %v, want an error starting %q", tc.name, err, tc.want)
			}
		})
	}
}
