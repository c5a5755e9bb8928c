package editor

import (
	"strings"
	"testing"
	"time"
)

var now = time.Date(2026, 11, 29, 14, 0, 0, 0, time.UTC)

func TestParseDate(t *testing.T) {
	cases := []struct {
		in, want, err string
	}{
		{in: "2026-12-13", want: "2026-12-13 23:59:59"},
		{in: " 2026-12-13 ", want: "2026-12-13 23:59:59"},
		{in: "2026-11-29 18:30", want: "2026-11-29 18:30:00"},
		{in: "2026-11-29", want: "2026-11-29 23:59:59"},
		{in: "2026-11-28", err: "has passed"},
		{in: "2026-11-29 13:59", err: "has passed"},
		{in: "tomorrow", err: "YYYY-MM-DD"},
		{in: "", err: "YYYY-MM-DD"},
		{in: "2026-13-01", err: "YYYY-MM-DD"},
	}
	for _, tc := range cases {
		got, err := parseDate(tc.in, now)
		switch {
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("parseDate(%q) = %v, %v; want an error saying %q", tc.in, got, err, tc.err)
		case tc.err == "" && err != nil:
			t.Errorf("parseDate(%q): %v", tc.in, err)
		case tc.err == "" && got.Format("2006-01-02 15:04:05") != tc.want:
			t.Errorf("parseDate(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// FuzzParseDate: whatever is typed, a date is either refused with a
// message or lies in the future.
func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"2026-12-13", "2026-11-29 18:30", "", "0000-00-00", "9999-12-31 23:59", "2026-02-30"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := parseDate(s, now)
		if err == nil && !got.After(now) {
			t.Fatalf("parseDate(%q) = %s, not after %s", s, got, now)
		}
		if err != nil && err.Error() == "" {
			t.Fatalf("parseDate(%q): an empty error", s)
		}
	})
}

func TestAgentGlob(t *testing.T) {
	for in, want := range map[string]string{
		"builder-2": "builder-*", "claude": "claude*", "ci-runner-17": "ci-runner-*", "42": "*", "": "*",
	} {
		if got := agentGlob(in); got != want {
			t.Errorf("agentGlob(%q) = %q, want %q", in, got, want)
		}
	}
}
