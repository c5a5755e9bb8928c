package store

import (
	"os"
	"strings"
	"testing"
)

// TestNotRegularSaysWhat: a store path that is a directory or a device
// is refused in words ("is a directory"), not by a mode string with no
// bits ("d---------", rt28k #12h).
func TestNotRegularSaysWhat(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		path, want string
	}{
		{dir, "is a directory"},
		{os.DevNull, "is a device"},
	}
	for _, tc := range cases {
		fi, err := os.Stat(tc.path)
		if err != nil {
			t.Fatal(err)
		}
		msg := notRegular(tc.path, fi).Error()
		if !strings.Contains(msg, tc.want) || strings.Contains(msg, "---") {
			t.Errorf("%s: %q, want %q", tc.path, msg, tc.want)
		}
	}
}
