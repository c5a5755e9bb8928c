package main

import (
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"testing"
)

// envTestPorts names a range of loopback ports (FIRST-LAST) the mock
// model APIs may listen on, for a machine shared with others; unset,
// each listens on a port the system picks.
const envTestPorts = "OZDESK_TEST_PORTS"

// newLoopbackServer starts an httptest server of h (see
// [startLoopbackServer]) and closes it when the test ends.
func newLoopbackServer(t testing.TB, h http.Handler) *httptest.Server {
	t.Helper()
	srv, err := startLoopbackServer(h)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	return srv
}

// startLoopbackServer starts an httptest server of h on 127.0.0.1, on a
// free port of $OZDESK_TEST_PORTS when it is set; the caller closes it.
func startLoopbackServer(h http.Handler) (*httptest.Server, error) {
	srv := httptest.NewUnstartedServer(h)
	if r := os.Getenv(envTestPorts); r != "" {
		l, err := listenInRange(r)
		if err != nil {
			_ = srv.Listener.Close()
			return nil, fmt.Errorf("%s=%s: %w", envTestPorts, r, err)
		}
		_ = srv.Listener.Close()
		srv.Listener = l
	}
	srv.Start()
	return srv, nil
}

// listenInRange listens on the first free loopback port of r (FIRST-LAST).
func listenInRange(r string) (net.Listener, error) {
	a, b, ok := strings.Cut(r, "-")
	first, err1 := strconv.Atoi(a)
	last, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || first <= 0 || last < first || last > 65535 {
		return nil, fmt.Errorf("not a port range FIRST-LAST")
	}
	for p := first; p <= last; p++ {
		if l, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(p))); err == nil {
			return l, nil
		}
	}
	return nil, fmt.Errorf("no free port in %d-%d", first, last)
}
