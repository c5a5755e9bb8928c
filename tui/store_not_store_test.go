package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	bolt "go.etcd.io/bbolt"
)

// TestStoreFileNotAStore (issue 9 leftover 3): a file that holds no
// ozdesk store put in the store's place while the desk runs: an empty
// bbolt file read as the store deleted ("no store at PATH", "It was
// deleted"); the desk says the file at PATH is not an ozdesk store, as
// its start-up says "open the store: …". An empty file and a text file
// read as an error reading the store, never as a deletion.
func TestStoreFileNotAStore(t *testing.T) {
	for _, kind := range []string{"bbolt", "empty", "text"} {
		for _, sz := range goldenSizes {
			t.Run(kind+"/"+sizeName(sz.w, sz.h), func(t *testing.T) {
				d, _ := threeAsks(t, sz.w, sz.h)
				d.mustShow("Queue · 3 waiting")
				other := filepath.Join(t.TempDir(), "other.db")
				switch kind {
				case "bbolt":
					db, err := bolt.Open(other, 0o600, nil)
					if err != nil {
						t.Fatal(err)
					}
					if err := db.Close(); err != nil {
						t.Fatal(err)
					}
				case "empty":
					if err := os.WriteFile(other, nil, 0o600); err != nil {
						t.Fatal(err)
					}
				case "text":
					if err := os.WriteFile(other, []byte("notes\n"), 0o600); err != nil {
						t.Fatal(err)
					}
				}
				if err := os.Rename(other, d.st.Path()); err != nil {
					t.Fatal(err)
				}
				d.reload()
				scr := d.screen()
				if kind == "bbolt" {
					scr = d.mustShow("The file at "+testStorePath+" is not an ozdesk store",
						"asks left with the store read", "no ozdesk store in")
				}
				if strings.Contains(scr, "deleted") || strings.Contains(scr, "no store at") {
					t.Fatalf("a file that is no store reads as the store deleted:\n%s", scr)
				}
			})
		}
	}
}
