package queue

import "testing"

// TestHardLinkedOnce: each path is looked at once and answered as it was
// the first time; other paths are looked at in turn.
func TestHardLinkedOnce(t *testing.T) {
	looked := map[string]int{}
	answers := map[string]bool{"/a": true, "/b": false}
	once := hardLinkedOnce(func(p string) bool { looked[p]++; return answers[p] })
	for _, c := range []struct {
		path string
		want bool
	}{{"/a", true}, {"/b", false}, {"/a", true}, {"/b", false}, {"/a", true}} {
		if got := once(c.path); got != c.want {
			t.Errorf("%s: %v, want %v", c.path, got, c.want)
		}
	}
	if looked["/a"] != 1 || looked["/b"] != 1 {
		t.Errorf("looked %v, want each path once", looked)
	}
	if hardLinkedOnce(nil) != nil {
		t.Error("no look made one")
	}
}
