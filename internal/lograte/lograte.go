// Package lograte bounds what a flood of one kind of event from one
// source writes to a log, without dropping any of it silently: the first
// few events of a kind from a source in each interval are logged one line
// each, and the rest are counted and said in one summary line once the
// interval is over ("412 more refused connections from uid 1003 in the
// last 1m0s"). A broker's refused connections and an SSH desk's unknown
// keys are such events: an agent or a stranger can make them as fast as
// it can connect, and one line each filled 8.8 MB of log in 5 s.
package lograte

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"
)

// Defaults: the first [Named] events of a kind from a source in each
// [Interval] are logged one by one.
const (
	Named    = 5
	Interval = time.Minute
	// MaxSources bounds the sources followed at once: events from
	// further sources in an interval are counted under [Others].
	MaxSources = 1024
)

// Others is the source under which events past [MaxSources] are counted.
const Others = "other sources"

// key is one kind of event from one source.
type key struct{ kind, source string }

// window counts one key's events in its current interval.
type window struct {
	start time.Time
	n     int // events in the interval
	level slog.Level
}

// Limiter logs events through a [slog.Logger], a few per kind and source
// in each interval, and summarises the rest. Its zero value is not
// usable: make one with [New]. It is safe for concurrent use.
type Limiter struct {
	log   *slog.Logger
	named int
	every time.Duration
	now   func() time.Time

	mu  sync.Mutex
	win map[key]*window
}

// Option configures [New].
type Option func(*Limiter)

// WithNamed sets how many events of a kind from a source are logged one
// by one in each interval (at least 1).
func WithNamed(n int) Option { return func(l *Limiter) { l.named = max(n, 1) } }

// WithInterval sets the interval (at least a millisecond).
func WithInterval(d time.Duration) Option {
	return func(l *Limiter) { l.every = max(d, time.Millisecond) }
}

// WithClock sets the clock (tests).
func WithClock(now func() time.Time) Option { return func(l *Limiter) { l.now = now } }

// New returns a limiter that logs to log.
func New(log *slog.Logger, opts ...Option) *Limiter {
	l := &Limiter{log: log, named: Named, every: Interval, now: time.Now, win: map[key]*window{}}
	for _, o := range opts {
		o(l)
	}
	return l
}

// Log logs msg with args at level, as the event kind (a plural noun
// phrase for the summary: "refused connections") from source (for the
// summary: "uid 1003", "203.0.113.7"), unless that key's events in this
// interval are past the named ones: then it only counts it. It reports
// whether it logged the line.
func (l *Limiter) Log(level slog.Level, kind, source, msg string, args ...any) bool {
	now := l.now()
	l.mu.Lock()
	k := key{kind, source}
	w := l.win[k]
	if w != nil && now.Sub(w.start) >= l.every {
		l.summarise(k, w, l.every)
		delete(l.win, k)
		w = nil
	}
	if w == nil {
		if len(l.win) >= MaxSources {
			l.flushLocked(now)
		}
		if len(l.win) >= MaxSources {
			k.source = Others
			w = l.win[k]
		}
		if w == nil {
			w = &window{start: now}
			l.win[k] = w
		}
	}
	w.n++
	w.level = max(w.level, level)
	named := w.n <= l.named
	l.mu.Unlock()
	if named {
		l.log.Log(context.Background(), level, msg, args...)
	}
	return named
}

// Flush writes the summary of every interval that is over, and forgets
// it. [Limiter.Run] calls it every interval; a window is also summed up
// by the next event of its key.
func (l *Limiter) Flush() {
	l.mu.Lock()
	l.flushLocked(l.now())
	l.mu.Unlock()
}

// FlushAll writes the summary of every interval, over or not (a server
// that stops), and forgets them.
func (l *Limiter) FlushAll() {
	l.mu.Lock()
	now := l.now()
	for k, w := range l.win {
		l.summarise(k, w, min(now.Sub(w.start), l.every).Round(time.Millisecond))
		delete(l.win, k)
	}
	l.mu.Unlock()
}

func (l *Limiter) flushLocked(now time.Time) {
	for k, w := range l.win {
		if now.Sub(w.start) >= l.every {
			l.summarise(k, w, l.every)
			delete(l.win, k)
		}
	}
}

// summarise logs the count of w's events past the named ones, if any,
// over span (the interval, or less for one cut short as the server stops).
func (l *Limiter) summarise(k key, w *window, span time.Duration) {
	if more := w.n - l.named; more > 0 {
		l.log.Log(context.Background(), w.level, fmt.Sprintf("%d more %s from %s in the last %s", more, k.kind, k.source, span),
			"kind", k.kind, "from", k.source, "more", more, "logged", min(w.n, l.named), "since", w.start.UTC().Format(time.RFC3339))
	}
}

// Run flushes every interval until ctx is done, then writes what is
// left (FlushAll).
func (l *Limiter) Run(ctx context.Context) {
	t := time.NewTicker(l.every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			l.FlushAll()
			return
		case <-t.C:
			l.Flush()
		}
	}
}
