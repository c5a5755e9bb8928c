package acpproxy

import (
	"strings"
	"testing"
)

// TestReadLines: blank lines are skipped, a line over the limit is
// dropped whole (however many reads it takes) and the next one read, and
// a last line without its newline counts.
func TestReadLines(t *testing.T) {
	long := strings.Repeat("x", 200<<10) // longer than the reader's buffer
	in := "a\n\n  b  \r\n" + long + "\nc\n" + strings.Repeat("y", 11) + "\nd"
	var got []string
	var bad int
	readLines(strings.NewReader(in), 100<<10, func(l []byte) { got = append(got, string(l)) }, func(error) { bad++ })
	want := []string{"a", "b", "c", "yyyyyyyyyyy", "d"}
	if strings.Join(got, "|") != strings.Join(want, "|") || bad != 1 {
		t.Errorf("read %q and %d bad lines; want %q and 1", got, bad, want)
	}
}
