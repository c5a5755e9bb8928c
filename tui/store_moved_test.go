package tui

import (
	"os"
	"testing"
)

// TestStoreMovedUnderTheDesk (rt45k #10): the store is renamed away
// under the desk. The desk says what it knows, the file at the path is
// gone (moved or deleted), that no ask can arrive until a store is
// there again and that it reads it when it is back; never "deleted", nor
// that asks appear the moment an agent needs a person. Moved back, the
// store is read again, its asks with it.
func TestStoreMovedUnderTheDesk(t *testing.T) {
	d, _ := threeAsks(t, 80, 24)
	d.mustShow("Queue · 3 waiting")
	path := d.st.Path()
	if err := os.Rename(path, path+".moved"); err != nil {
		t.Fatal(err)
	}
	d.reload()
	d.mustShow("The store is gone: no store at "+testStorePath, "It was moved or deleted while the desk watched it",
		"No ask can arrive until a store is at that path again", "the desk reads it the moment it is back")
	d.mustNotShow("It was deleted", "Asks appear here the moment")
	if err := os.Rename(path+".moved", path); err != nil {
		t.Fatal(err)
	}
	d.reload()
	d.mustShow("Queue · 3 waiting")
	d.mustNotShow("The store is gone")
}
