package broker

import (
	"bytes"
	"log/slog"
	"net"
	"regexp"
	"strconv"
	"sync"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/lograte"
)

// lockedBuffer is a log sink read while the server writes to it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestRefusedConnectionsLogBounded (rt17f #5): a flood of connections
// the broker refuses (one account over its connections) writes a few
// lines naming the first refusals and one summary counting every other,
// not a line each (8.8 MB in 5 s before). The count is the flood's.
func TestRefusedConnectionsLogBounded(t *testing.T) {
	const flood = 2000
	var logBuf lockedBuffer
	log := slog.New(slog.NewTextHandler(&logBuf, nil))
	// One connection an account: the one held open below takes it, and
	// every other is refused.
	r := newRig(t, nil, WithLogger(log), WithMaxConns(8), withRequestTimeout(time.Minute),
		withFloodLog(lograte.WithInterval(time.Hour)))
	held, err := net.Dial("unix", r.sock)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	eventually(t, "the held connection admitted", func() bool {
		r.srv.openMu.Lock()
		defer r.srv.openMu.Unlock()
		return len(r.srv.open) == 1
	})
	refused := 0
	for range flood {
		c, err := net.Dial("unix", r.sock)
		if err != nil {
			t.Fatal(err)
		}
		_ = c.SetDeadline(time.Now().Add(30 * time.Second))
		if resp := readResponse(t, c); resp != nil && resp.Error != nil {
			refused++
		}
		c.Close()
	}
	if refused != flood {
		t.Fatalf("%d of %d connections refused, want all", refused, flood)
	}
	during := len(logBuf.String())
	held.Close()
	r.stop() // the summary of the interval still open is written as the broker stops
	r.stop = nil
	out := logBuf.String()
	t.Logf("%d refused connections: %d log bytes during the flood, %d in all", flood, during, len(out))
	t.Logf("the log:\n%s", out)
	if n := bytes.Count([]byte(out), []byte("msg=\"refused a connection\"")); n != lograte.Named {
		t.Errorf("%d refusals named one by one, want %d", n, lograte.Named)
	}
	m := regexp.MustCompile(`msg="(\d+) more refused connections from uid \d+ in the last [0-9.]+m?s"`).FindAllStringSubmatch(out, -1)
	if len(m) != 1 {
		t.Fatalf("%d summary lines, want 1", len(m))
	}
	if more, _ := strconv.Atoi(m[0][1]); more+lograte.Named != flood {
		t.Errorf("the summary counts %d more, want %d (%d refused, %d named)", more, flood-lograte.Named, flood, lograte.Named)
	}
	// A line each was about 200 bytes: 400 KB for this flood.
	if max := 4 << 10; len(out) > max {
		t.Errorf("%d log bytes for %d refused connections, want at most %d", len(out), flood, max)
	}
}
