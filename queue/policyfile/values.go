package policyfile

import (
	"fmt"
	"strconv"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// boolText writes a set boolean, or "" for unset.
func boolText(b *bool) string {
	if b == nil {
		return ""
	}
	return strconv.FormatBool(*b)
}

// strText writes a set string, or "" for unset.
func strText(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// durText writes a set duration, or "" for unset.
func intText(n *int) string {
	if n == nil {
		return ""
	}
	return strconv.Itoa(*n)
}

func durText(d *time.Duration) string {
	if d == nil {
		return ""
	}
	return formatDuration(*d)
}

// endsText writes an end as a file does, or "never".
func endsText(t time.Time) string {
	if t.IsZero() {
		return "never"
	}
	return formatEnds(t)
}

// setSetting returns s with the setting name set to value, as a file
// writes it.
func setSetting(s store.Settings, name, value string) (store.Settings, error) {
	switch name {
	case "four_eyes":
		b, err := strconv.ParseBool(value)
		if err != nil {
			return s, fmt.Errorf("four_eyes %q: %w", value, err)
		}
		s.FourEyes = b
	case "fallback":
		s.Fallback = value
	case "ask_wait", "ask_wait_max":
		d, err := time.ParseDuration(value)
		if err != nil {
			return s, fmt.Errorf("%s %q: %w", name, value, err)
		}
		if name == "ask_wait" {
			s.AskWait = d
		} else {
			s.AskWaitMax = d
		}
	case "max_pending":
		n, err := strconv.Atoi(value)
		if err != nil {
			return s, fmt.Errorf("max_pending %q: %w", value, err)
		}
		s.MaxPendingPerAgent = n
	default:
		return s, fmt.Errorf("unknown setting %q", name)
	}
	return s, nil
}
