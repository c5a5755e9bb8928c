//go:build !ozdesk_adapters

package sshdesk_test

import (
	"bytes"
	"log/slog"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/lograte"
	"ozdesk.dev/ozdesk/tui/sshdesk"
)

// syncBuffer is a log sink read while the server writes to it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestUnknownKeysLogBounded (rt17f #5): a flood of logins with a key the
// operators file does not name writes a few lines naming the first, and
// then one line a minute (here, an interval of 300 ms) counting the rest,
// not a line each.
func TestUnknownKeysLogBounded(t *testing.T) {
	const dials = 120
	var logBuf syncBuffer
	carol := newOperator(t, "carol", "approver")
	stranger := newOperator(t, "mallory", "admin")
	n := startNode(t, sshdesk.Config{MaxAuthFailures: 10 * dials, AuthWindow: time.Hour,
		Log:      slog.New(slog.NewTextHandler(&logBuf, nil)),
		FloodLog: []lograte.Option{lograte.WithInterval(300 * time.Millisecond)}}, carol)
	start := time.Now()
	for range dials {
		if c, err := n.dial(stranger); err == nil {
			c.Close()
			t.Fatal("an unknown key got in")
		}
	}
	t.Logf("%d logins with an unknown key in %s", dials, time.Since(start).Round(time.Millisecond))
	re := regexp.MustCompile(`msg="(\d+) more unknown SSH keys refused from 127\.0\.0\.1 in the last 300ms"`)
	more := 0
	for deadline := time.Now().Add(10 * time.Second); ; {
		more = 0
		for _, m := range re.FindAllStringSubmatch(logBuf.String(), -1) {
			k, _ := strconv.Atoi(m[1])
			more += k
		}
		named := bytes.Count([]byte(logBuf.String()), []byte(`msg="SSH: refused an unknown key"`))
		if more+named >= dials || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	out := logBuf.String()
	named := bytes.Count([]byte(out), []byte(`msg="SSH: refused an unknown key"`))
	windows := len(re.FindAllString(out, -1))
	t.Logf("%d named, %d more in %d summaries; %d log bytes", named, more, windows, len(out))
	if named+more != dials {
		t.Errorf("%d named and %d counted, want %d in all (one a login)\n%s", named, more, dials, out)
	}
	// At most the named ones and one summary per interval the flood
	// lasted (each interval names its first few again).
	intervals := int(time.Since(start)/(300*time.Millisecond)) + 2
	if named > intervals*lograte.Named || windows > intervals {
		t.Errorf("%d named lines and %d summaries over about %d intervals, want at most %d and %d", named, windows, intervals, intervals*lograte.Named, intervals)
	}
	if line := 250; len(out) > (named+windows)*line {
		t.Errorf("%d log bytes", len(out))
	}
}
