package patterns

import (
	"fmt"
	"sync"
	"testing"
)

// TestLazy holds lazy to building its table once, on first use, and to
// failing closed: a build that panicked is never answered from as an
// empty table.
func TestLazy(t *testing.T) {
	calls := 0
	ok := lazy[map[string]bool]{build: func() map[string]bool { calls++; return map[string]bool{"rm": true} }}
	if calls != 0 {
		t.Fatalf("built before first use: %d", calls)
	}
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if !ok.get()["rm"] {
				t.Error("the table lost its entry")
			}
		})
	}
	wg.Wait()
	if calls != 1 {
		t.Errorf("built %d times, want once", calls)
	}

	bad := lazy[map[string]bool]{build: func() map[string]bool { panic("no table") }}
	for i, want := range []string{"no table", "patterns: a table could not be built: an earlier build of it failed"} {
		got := func() (v any) {
			defer func() { v = recover() }()
			return bad.get()
		}()
		if fmt.Sprint(got) != want {
			t.Errorf("get %d after a failed build: %v, want a panic %q", i, got, want)
		}
	}
}
