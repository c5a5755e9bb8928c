package harness

import (
	"context"
	"os"
	"time"

	"ozdesk.dev/ozdesk/queue"
)

// parentPoll is how often an asker looks whether the process that
// started it still runs: one getppid call.
const parentPoll = 500 * time.Millisecond

// WatchParent is ctx, cancelled with the cause [queue.ErrParentGone]
// once the process that started this one ends (this process is
// reparented: its parent's pid changes, to init's or a subreaper's), so
// that the ask it waits for is withdrawn, "its agent is gone: the
// process that started it ended" (rt47k M1 variant: the harness was
// killed, its orphaned `ozdesk ask` received an approval nothing would
// act on, recorded approved). Only a parent reads an asker's exit
// status and reply: `nohup` and `setsid -w` keep the parent, and a
// process started by init itself (parent pid 1 from the start) is not
// watched. stop ends the watch.
func WatchParent(ctx context.Context) (watched context.Context, stop func()) {
	return watchParent(ctx, os.Getppid, parentPoll)
}

// watchParent is [WatchParent] with the parent's pid read by ppid, every
// poll.
func watchParent(ctx context.Context, ppid func() int, poll time.Duration) (context.Context, func()) {
	first := ppid()
	if first <= 1 {
		return ctx, func() {}
	}
	ctx, cancel := context.WithCancelCause(ctx)
	go func() {
		t := time.NewTicker(poll)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if ppid() != first {
					cancel(queue.ErrParentGone)
					return
				}
			}
		}
	}()
	return ctx, func() { cancel(nil) }
}
