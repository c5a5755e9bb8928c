package main

import (
	"strings"
	"testing"
	"time"
)

func TestParseSpan(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
		err  string
	}{
		{in: "90m", want: 90 * time.Minute},
		{in: "1h30m", want: 90 * time.Minute},
		{in: "7d", want: 7 * 24 * time.Hour},
		{in: "2w", want: 14 * 24 * time.Hour},
		{in: "168h", want: 168 * time.Hour},
		{in: "0d", err: "not a positive"},
		{in: "-1h", err: "not a positive"},
		{in: "d", err: "not a span"},
		{in: "1.5d", err: "not a span"},
		{in: "-3d", err: "not a span"},
		{in: "soon", err: "not a span"},
		{in: "", err: "not a span"},
		{in: "99999999w", err: "hundred years"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := parseSpan(tt.in)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("parseSpan = %v, %v; want an error saying %q", got, err, tt.err)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("parseSpan = %v, %v; want %v", got, err, tt.want)
			}
		})
	}
}

func TestParseEnd(t *testing.T) {
	now := time.Date(2026, 11, 29, 15, 4, 5, 0, time.Local)
	tests := []struct {
		in   string
		want time.Time
		err  string
	}{
		{in: "never"},
		{in: "7d", want: now.Add(7 * 24 * time.Hour)},
		{in: "12h", want: now.Add(12 * time.Hour)},
		{in: "2026-12-31", want: time.Date(2027, 1, 1, 0, 0, 0, 0, time.Local)},
		{in: "2026-11-29", want: time.Date(2026, 11, 30, 0, 0, 0, 0, time.Local)},
		{in: "2027-01-02T03:04:05Z", want: time.Date(2027, 1, 2, 3, 4, 5, 0, time.UTC)},
		{in: "2026-11-28", err: "already past"},
		{in: "2020-01-01T00:00:00Z", err: "already past"},
		{in: "tomorrow", err: "not an end"},
		{in: "Never", err: "not an end"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := parseEnd(tt.in, now)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("parseEnd = %v, %v; want an error saying %q", got, err, tt.err)
				}
				return
			}
			if err != nil || !got.Equal(tt.want) {
				t.Fatalf("parseEnd = %v, %v; want %v", got, err, tt.want)
			}
		})
	}
}

func TestParseSince(t *testing.T) {
	now := time.Date(2026, 11, 29, 15, 0, 0, 0, time.UTC)
	tests := []struct {
		in   string
		want time.Time
		err  bool
	}{
		{in: "1h", want: now.Add(-time.Hour)},
		{in: "7d", want: now.Add(-7 * 24 * time.Hour)},
		{in: "2026-11-01", want: time.Date(2026, 11, 1, 0, 0, 0, 0, time.Local)},
		{in: "2026-11-29T14:00:00Z", want: now.Add(-time.Hour)},
		{in: "yesterday", err: true},
	}
	for _, tt := range tests {
		got, err := parseSince(tt.in, now)
		if tt.err != (err != nil) || (!tt.err && !got.Equal(tt.want)) {
			t.Errorf("parseSince(%q) = %v, %v; want %v (error: %v)", tt.in, got, err, tt.want, tt.err)
		}
	}
}

// FuzzParseEnd: any text either fails or gives never or a time after now.
func FuzzParseEnd(f *testing.F) {
	for _, s := range []string{"7d", "never", "2026-12-31", "1h30m", "9223372036854775807d", "2w", "", "d", "2027-01-02T03:04:05+01:00"} {
		f.Add(s)
	}
	now := time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC)
	f.Fuzz(func(t *testing.T, s string) {
		end, err := parseEnd(s, now)
		if err != nil {
			return
		}
		if end.IsZero() != (s == "never") || (!end.IsZero() && !end.After(now)) {
			t.Fatalf("parseEnd(%q) = %v", s, end)
		}
		if d, err := parseSpan(s); err == nil && d <= 0 {
			t.Fatalf("parseSpan(%q) = %v", s, d)
		}
		if _, err := parseSince(s, now); err != nil && s != "never" {
			t.Fatalf("parseSince(%q) fails where parseEnd reads it: %v", s, err)
		}
	})
}
