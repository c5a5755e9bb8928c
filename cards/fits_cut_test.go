package cards

import (
	"slices"
	"testing"
)

// TestFitsCut: a cut text fits a whole one when its pieces stand in it
// in order, the first at its start and the last at its end.
func TestFitsCut(t *testing.T) {
	for _, c := range []struct {
		drawn, whole, ell string
		fits              bool
	}{
		{"ab…yz", "abcxyz", "…", true},
		{"…cx…z", "abcxyz", "…", true},
		{"…xc…z", "abcxyz", "…", false},
		{"abc…bcd", "abcd", "…", false},
		{"abcd", "abcd", "…", true},
		{"abcd", "abcde", "…", false},
		{"ab...yz", "abcxyz", "...", true},
		{"ab…yz", "abcxyz", "", true},
		{"rm …/one/x//srv/a…", "rm -rf /p/one/x//srv/aaa/kee", "…", true},
		{"rm …/one/x//srv/a…", "rm -rf /p/onf/x//srv/aaa/keep", "…", false},
	} {
		if got := FitsCut(c.drawn, c.whole, c.ell); got != c.fits {
			t.Errorf("FitsCut(%q, %q, %q) = %v, want %v", c.drawn, c.whole, c.ell, got, c.fits)
		}
	}
}

// TestCutAlikes: each cut row names the rows whose commands it fits; a
// row drawn whole, the same command, or rows past most are left out.
func TestCutAlikes(t *testing.T) {
	cmds := []string{"aaaa-one-zzzz", "aaaa-onf-zzzz", "aaaa-one-zzz", "short", "aaaa-one-zzzz"}
	drawn := []string{"aaaa…zzzz", "aaaa…zzzz", "aaaa…zzz", "short", "aaaa…zzzz"}
	for _, c := range []struct {
		most int
		want [][]int
	}{
		{10, [][]int{{1}, {0, 4}, {0, 1, 4}, nil, {1}}},
		{2, [][]int{{1}, {0}, nil, nil, nil}},
	} {
		got := CutAlikes(drawn, cmds, cmds, "…", c.most)
		for i := range c.want {
			if !slices.Equal(got[i], c.want[i]) {
				t.Errorf("most %d, row %d: %v, want %v", c.most, i, got[i], c.want[i])
			}
		}
	}
}
