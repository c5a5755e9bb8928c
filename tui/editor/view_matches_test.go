package editor

import (
	"strconv"
	"testing"
)

func TestSplit(t *testing.T) {
	cases := []struct{ room, a, b, ra, rb int }{
		{10, 20, 20, 5, 5},
		{9, 20, 20, 5, 4},
		{10, 2, 20, 2, 8},
		{10, 20, 3, 7, 3},
		{10, 2, 3, 2, 3},
		{1, 5, 5, 1, 0},
		{0, 5, 5, 0, 0},
	}
	for _, c := range cases {
		if ra, rb := split(c.room, c.a, c.b); ra != c.ra || rb != c.rb {
			t.Errorf("split(%d, %d, %d) = %d, %d; want %d, %d", c.room, c.a, c.b, ra, rb, c.ra, c.rb)
		}
	}
}

func TestListed(t *testing.T) {
	items := []string{"a", "b", "c"}
	cases := []struct {
		total, n int
		want     string
	}{
		{3, 3, "a b c"},
		{3, 5, "a b c"},
		{3, 2, "a +2"},
		{10, 4, "a b c +7"},
		{10, 3, "a b +8"},
		{3, 1, "+3"},
		{3, 0, ""},
	}
	for _, c := range cases {
		got := ""
		for i, it := range listed(items, c.total, c.n) {
			if i > 0 {
				got += " "
			}
			if it.more > 0 {
				got += "+" + strconv.Itoa(it.more)
			} else {
				got += it.text
			}
		}
		if got != c.want {
			t.Errorf("listed(total %d, n %d) = %q, want %q", c.total, c.n, got, c.want)
		}
	}
}
