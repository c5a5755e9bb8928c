package cards

import (
	"reflect"
	"strings"
	"testing"
)

func TestLineIndex(t *testing.T) {
	s := strings.Repeat("0123456789abcdefghij\x1b[0m\n", 50)
	all, _ := SafeBlock(s, 12, 1<<30, PlainStyles())
	x := NewLineIndex(s, 12, PlainStyles())
	if n, exact := x.Count(false); n != 1 || exact {
		t.Errorf("fresh index counts %d, %v", n, exact)
	}
	windows := [][2]int{{10, 5}, {0, 3}, {147, 10}, {149, 1}, {150, 1}, {60, 0}, {-1, 2}, {3, 4}}
	for _, w := range windows {
		first, n := w[0], w[1]
		var want []string
		if first >= 0 && n > 0 && first < len(all) {
			want = all[first:min(first+n, len(all))]
		}
		if got := x.Lines(first, n); !reflect.DeepEqual(got, want) {
			t.Errorf("Lines(%d, %d) = %q, want %q", first, n, got, want)
		}
	}
	if n, exact := x.Count(true); n != len(all) || !exact {
		t.Errorf("Count(true) = %d, %v, want %d lines", n, exact, len(all))
	}
	if off, ok := x.Offset(3); !ok || off != len("0123456789abcdefghij\x1b[0m\n") {
		t.Errorf("Offset(3) = %d, %v", off, ok)
	}
	if _, ok := x.Offset(len(all)); ok {
		t.Errorf("Offset past the end is ok")
	}
	if n, exact := NewLineIndex("", 12, PlainStyles()).Count(true); n != 0 || !exact {
		t.Errorf("empty text counts %d lines", n)
	}
}
