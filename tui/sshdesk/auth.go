//go:build !ozdesk_adapters

package sshdesk

import (
	"net"
	"sync"
	"time"
)

// The failed authentications a remote address may make in a window;
// past them, all of its authentications and connections are refused
// until the window ends. Each key a client offers that no operator has
// counts (an agent holding several keys offers them all), so the count
// leaves room for a few connections of an operator with many keys.
const (
	DefaultMaxAuthFailures = 30
	DefaultAuthWindow      = time.Minute
)

// failures counts the failed authentications of each remote address.
type failures struct {
	max    int
	window time.Duration
	now    func() time.Time
	mu     sync.Mutex
	byAddr map[string]*failCount
}

type failCount struct {
	n     int
	since time.Time
}

func newFailures(max int, window time.Duration) *failures {
	return &failures{max: max, window: window, now: time.Now, byAddr: map[string]*failCount{}}
}

// addrKey is what failures count by: the IP, without the port.
func addrKey(a net.Addr) string {
	if t, ok := a.(*net.TCPAddr); ok {
		return t.IP.String()
	}
	if a == nil {
		return ""
	}
	host, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return host
}

// blocked reports whether addr has failed too often in the window.
func (f *failures) blocked(addr string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	c := f.current(addr)
	return c != nil && c.n >= f.max
}

// fail counts one failed authentication of addr.
func (f *failures) fail(addr string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	c := f.current(addr)
	if c == nil {
		if len(f.byAddr) > 10000 {
			f.prune()
		}
		c = &failCount{since: f.now()}
		f.byAddr[addr] = c
	}
	c.n++
}

// current is addr's count in the window (nil: none); f.mu is held.
func (f *failures) current(addr string) *failCount {
	c := f.byAddr[addr]
	if c != nil && f.now().Sub(c.since) >= f.window {
		delete(f.byAddr, addr)
		return nil
	}
	return c
}

// prune forgets the counts whose window ended; f.mu is held.
func (f *failures) prune() {
	for addr, c := range f.byAddr {
		if f.now().Sub(c.since) >= f.window {
			delete(f.byAddr, addr)
		}
	}
}
