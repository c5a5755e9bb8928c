package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// parseSpan reads a span of time: a Go duration (90m, 1h30m) or a whole
// number of days or weeks (7d, 2w). It must be positive.
func parseSpan(s string) (time.Duration, error) {
	var d time.Duration
	switch unit := s[max(len(s)-1, 0):]; unit {
	case "d", "w":
		n, err := strconv.ParseUint(strings.TrimSuffix(s, unit), 10, 32)
		if err != nil {
			return 0, fmt.Errorf("%q is not a span of time", s)
		}
		day := 24 * time.Hour
		if unit == "w" {
			day *= 7
		}
		if n > uint64(100*365*24*time.Hour/day) {
			return 0, fmt.Errorf("%q is more than a hundred years", s)
		}
		d = time.Duration(n) * day
	default:
		var err error
		if d, err = time.ParseDuration(s); err != nil {
			return 0, fmt.Errorf("%q is not a span of time", s)
		}
	}
	if d <= 0 {
		return 0, fmt.Errorf("%q is not a positive span of time", s)
	}
	return d, nil
}

// errPast is an end that has already come.
var errPast = errors.New("is already past")

// parseEnd reads when a rule ends: "never" (the zero time), a span from
// now (7d), a date (2026-12-31: the rule holds through that day, local
// time) or an RFC 3339 time. An end must lie in the future.
func parseEnd(s string, now time.Time) (time.Time, error) {
	if s == "never" {
		return time.Time{}, nil
	}
	var end time.Time
	if d, err := parseSpan(s); err == nil {
		end = now.Add(d)
	} else if t, err := time.ParseInLocation(time.DateOnly, s, time.Local); err == nil {
		end = t.AddDate(0, 0, 1)
	} else if t, err := time.Parse(time.RFC3339, s); err == nil {
		end = t
	} else {
		return time.Time{}, fmt.Errorf("%q is not an end: write never, a span such as 7d or 12h, a date such as 2026-12-31, or an RFC 3339 time", s)
	}
	if !end.After(now) {
		return time.Time{}, fmt.Errorf("%q %w", s, errPast)
	}
	return end, nil
}

// parseSince reads where a look back starts: a span back from now (1h,
// 7d), a date (from its start, local time) or an RFC 3339 time.
func parseSince(s string, now time.Time) (time.Time, error) {
	if d, err := parseSpan(s); err == nil {
		return now.Add(-d), nil
	}
	if t, err := time.ParseInLocation(time.DateOnly, s, time.Local); err == nil {
		return t, nil
	}
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, nil
	}
	return time.Time{}, fmt.Errorf("%q is not a time: write a span back from now such as 1h or 7d, a date such as 2026-11-30, or an RFC 3339 time", s)
}
