package queue

import (
	"testing"
	"time"
)

// TestShortDuration: how long an ask waited reads as the wait its asker
// set. `ozdesk ask --wait 1s` counts from the process's start, so its ask
// is in the queue a little less (900ms), and the trail said "nobody
// decided within 900ms", a wait nobody set (rt22k #11d). From half a
// second up the words round to the second; a wait set in milliseconds
// below that keeps them.
func TestShortDuration(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{300 * time.Millisecond, "300ms"},
		{900 * time.Millisecond, "1s"},
		{1100 * time.Millisecond, "1s"},
		{2950 * time.Millisecond, "3s"},
		{10 * time.Minute, "10m"},
		{10*time.Minute - 80*time.Millisecond, "10m"},
		{90 * time.Second, "1m30s"},
		{2 * time.Hour, "2h"},
	} {
		if got := shortDuration(tc.d); got != tc.want {
			t.Errorf("shortDuration(%s) = %q, want %q", tc.d, got, tc.want)
		}
	}
}
