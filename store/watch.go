package store

import (
	"context"
	"errors"
	"hash/fnv"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"time"

	"github.com/fsnotify/fsnotify"
)

// The defaults of [Watch].
const (
	// DefaultSettle is how long a watch waits after the last file event
	// before it signals. A bbolt commit gives two write events within a
	// fraction of a millisecond, then syncs and closes; a reader that opens
	// at the first event only collides with the writer's lock.
	DefaultSettle = 5 * time.Millisecond
	// DefaultPollInterval is how often a watch compares the file's state,
	// as the fallback when file events are unavailable and as a safety net
	// when they are.
	DefaultPollInterval = 250 * time.Millisecond
)

// WatchOption configures [Watch].
type WatchOption func(*watcher)

// WithSettle sets the quiet time after the last file event before a
// signal (default [DefaultSettle]). Under a steady stream of events a
// signal still goes out at least every 20 settle times.
func WithSettle(d time.Duration) WatchOption {
	return func(w *watcher) {
		if d > 0 {
			w.settle = d
		}
	}
}

// WithPollInterval sets how often the file's state is compared (default
// [DefaultPollInterval]).
func WithPollInterval(d time.Duration) WatchOption {
	return func(w *watcher) {
		if d > 0 {
			w.poll = d
		}
	}
}

// WithCoalesce spaces the signals at least d apart (each gap drawn
// between d/2 and 3d/2, so that many watches of one file do not wake
// together): writes that come closer together give one signal at the end
// of the gap. A reader that reads the store once per signal then reads
// at most about once per d, however often the file is written (rt40k
// MEDIUM-1: a thousand waiting askers each read the store after every
// other asker's write). The first write after a quiet d is signalled at
// once, as without it.
func WithCoalesce(d time.Duration) WatchOption {
	return func(w *watcher) {
		if d > 0 {
			w.coalesce = d
		}
	}
}

// WithNetPoll sets how often the file's state is compared while file
// events arrive (the safety net under them; default the poll interval):
// a comparison reads the file's meta pages, which a thousand watches
// doing four times a second turn into a load of their own. Without file
// events the watch polls at the poll interval.
func WithNetPoll(d time.Duration) WatchOption {
	return func(w *watcher) {
		if d > 0 {
			w.net = d
		}
	}
}

// WithoutFsnotify turns file events off: the watch only polls.
func WithoutFsnotify() WatchOption {
	return func(w *watcher) { w.notify = false }
}

// Watch signals changes to the store file at path until ctx is done, then
// closes the channel. Signals are level-triggered: the channel holds at
// most one, so a burst of commits gives one signal, and a reader that
// reads the store after each signal misses nothing.
//
// It watches the file's directory with fsnotify (the file may not exist
// yet; bbolt writes it in place) and waits for a quiet moment after the
// last event, and it polls the file's size, modification time and bbolt
// meta pages as the fallback when fsnotify fails (or the directory is
// missing) and as a safety net. The file's own process's writes are
// signalled too.
func Watch(ctx context.Context, path string, opts ...WatchOption) (<-chan struct{}, error) {
	if path == "" {
		return nil, errors.New("watch store: no path")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	w := &watcher{path: abs, settle: DefaultSettle, poll: DefaultPollInterval, notify: true,
		out: make(chan struct{}, 1)}
	for _, o := range opts {
		o(w)
	}
	w.last = stateOf(w.path)
	w.startNotify()
	go w.run(ctx)
	return w.out, nil
}

// watcher is the state of one [Watch].
type watcher struct {
	path   string
	settle time.Duration
	poll   time.Duration
	notify bool // use fsnotify

	fsw *fsnotify.Watcher // nil when not watching events
	// coalesce is the least gap between signals (0: none); net how often
	// the state is compared while events arrive (0: every poll).
	coalesce time.Duration
	net      time.Duration
	// sent is when the last signal went; polled when the state was last
	// compared; gap the gap drawn for the next signal.
	sent, polled time.Time
	gap          time.Duration
	last         fileState // the state at the last signal
	out          chan struct{}
}

// startNotify watches the file's directory, if events are wanted and not
// on yet. Failing, the watch polls and tries again at the next poll.
func (w *watcher) startNotify() {
	if !w.notify || w.fsw != nil {
		return
	}
	fsw, err := fsnotify.NewWatcher()
	if err != nil {
		return
	}
	if err := fsw.Add(filepath.Dir(w.path)); err != nil {
		_ = fsw.Close()
		return
	}
	w.fsw = fsw
}

func (w *watcher) stopNotify() {
	if w.fsw != nil {
		_ = w.fsw.Close()
		w.fsw = nil
	}
}

func (w *watcher) run(ctx context.Context) {
	defer close(w.out)
	defer w.stopNotify()
	ticker := time.NewTicker(w.poll)
	defer ticker.Stop()
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	defer timer.Stop()
	var first time.Time // the first event not yet signalled; zero if none

	for {
		var events <-chan fsnotify.Event
		var errs <-chan error
		if w.fsw != nil {
			events, errs = w.fsw.Events, w.fsw.Errors
		}
		select {
		case <-ctx.Done():
			return
		case ev, ok := <-events:
			if !ok {
				w.stopNotify()
				continue
			}
			if ev.Name != w.path {
				continue
			}
			now := time.Now()
			if first.IsZero() {
				first = now
			}
			due := now.Add(w.settle)
			if late := first.Add(20 * w.settle); due.After(late) {
				due = late
			}
			if next := w.sent.Add(w.gap); w.coalesce > 0 && due.Before(next) {
				due = next
			}
			timer.Reset(time.Until(due))
		case _, ok := <-errs:
			// An overflow may have hidden our events: signal to be sure.
			// A closed error channel means the watcher is gone: poll.
			if !ok {
				w.stopNotify()
				continue
			}
			w.signal()
		case <-timer.C:
			first = time.Time{}
			w.signal()
		case <-ticker.C:
			w.startNotify()
			if w.fsw != nil && w.net > 0 && time.Since(w.polled) < w.net {
				continue
			}
			w.polled = time.Now()
			if s := stateOf(w.path); s != w.last {
				w.signal()
			}
		}
	}
}

// signal records the file's state and leaves a signal unless one waits.
func (w *watcher) signal() {
	w.last = stateOf(w.path)
	if w.coalesce > 0 {
		w.sent = time.Now()
		w.gap = w.coalesce/2 + rand.N(w.coalesce)
	}
	select {
	case w.out <- struct{}{}:
	default:
	}
}

// fileState is what polling compares.
type fileState struct {
	exists bool
	size   int64
	mtime  int64  // Unix nanoseconds
	head   uint64 // FNV-1a of the file's first metaSpan bytes
}

// metaSpan covers bbolt's two meta pages for page sizes up to 16 KiB.
// Every commit rewrites one of them (its transaction ID goes up), so this
// sees commits that leave size and a coarse modification time unchanged.
const metaSpan = 32 << 10

func stateOf(path string) fileState {
	f, err := os.Open(path)
	if err != nil {
		return fileState{}
	}
	defer func() { _ = f.Close() }()
	fi, err := f.Stat()
	if err != nil {
		return fileState{}
	}
	h := fnv.New64a()
	_, _ = io.Copy(h, io.LimitReader(f, metaSpan)) // a failed read only blurs one poll
	return fileState{exists: true, size: fi.Size(), mtime: fi.ModTime().UnixNano(), head: h.Sum64()}
}
