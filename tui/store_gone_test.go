package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStoreDeletedUnderTheDesk: the store the desk reads is deleted (a
// demo's scratch store removed, a store moved away) while asks wait in
// it. The desk says the store is gone and that its asks can no longer be
// decided, never that nothing waits; once a store is made there again,
// the desk reads it as before (rt9c F14).
func TestStoreDeletedUnderTheDesk(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d, _ := threeAsks(t, sz.w, sz.h)
			d.mustShow("Queue · 3 waiting")
			if err := os.RemoveAll(filepath.Dir(d.st.Path())); err != nil {
				t.Fatal(err)
			}
			d.reload()
			scr := d.mustShow("The store is gone: no store at "+testStorePath,
				"the store is gone: 3 asks left with it; their agents are refused")
			if strings.Contains(scr, "Nothing waits for you") || strings.Contains(scr, "left the queue") {
				t.Fatalf("a deleted store reads as an empty queue:\n%s", scr)
			}
			d.requireScreen(t)
			d.askFixed("claude", "refactor", "git push --force origin main") // makes the store again
			d.reload()
			scr = d.mustShow("Queue · 1 waiting")
			if strings.Contains(scr, "The store is gone") {
				t.Fatalf("a store made again still reads as gone:\n%s", scr)
			}
		})
	}
}
