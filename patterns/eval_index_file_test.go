package patterns

import (
	"reflect"
	"testing"
)

// TestFileByName: each name's positions in the order given, a position
// given again right after itself kept once, every name filed.
func TestFileByName(t *testing.T) {
	for _, tc := range []struct {
		name string
		refs []programRef
		want map[string][]int
	}{
		{"none", nil, map[string][]int{}},
		{"one", []programRef{{"git", 3}}, map[string][]int{"git": {3}}},
		{"interleaved", []programRef{{"git", 0}, {"rm", 0}, {"git", 2}, {"ls", 2}, {"rm", 5}, {"git", 7}},
			map[string][]int{"git": {0, 2, 7}, "rm": {0, 5}, "ls": {2}}},
		{"a rule naming a program twice", []programRef{{"rm", 1}, {"rm", 1}, {"git", 1}, {"rm", 2}},
			map[string][]int{"rm": {1, 2}, "git": {1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := fileByName(tc.refs)
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("fileByName(%v) = %v, want %v", tc.refs, got, tc.want)
			}
			// Each list is its own: appending to one leaves the next alone.
			for name, l := range got {
				if len(l) != cap(l) {
					t.Errorf("%s: len %d, cap %d: an append would write over another list", name, len(l), cap(l))
				}
			}
		})
	}
}
