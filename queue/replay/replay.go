package replay

import (
	"cmp"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// Options say what to replay under.
type Options struct {
	// Policy is the changed policy the evaluations are decided again under.
	Policy *patterns.Policy
	// Baseline, when set, is the policy the changed one is compared with,
	// decided again on the same records at the same times: only what the
	// change does shows. When nil, the changed policy's answers are
	// compared with the answers recorded, which also shows every change
	// made to the policy since.
	Baseline *patterns.Policy
	// Egress is the egress list of the changed policy (and the baseline);
	// Protected are the paths ozdesk guards ([protected]).
	Egress, Protected []string
	// At, when set, is the time every record is decided at (rules' ends
	// are judged then); when zero, each record's own time.
	At time.Time
	// Workers is how many goroutines decide records; 0 means one per CPU.
	Workers int
	// Examples is how many commands the report shows for each unreadable
	// code; 0 means 3.
	Examples int
}

// batch is how many records a worker takes at a time.
const batch = 64

// outcome is how one record was decided again.
type outcome struct {
	rec Record
	err error
	old Decision
	verdict
}

// Replay decides the evaluations recorded in entries again under
// opts.Policy and reports what changes. Entries of other kinds are
// skipped; an evaluation that does not decode is listed in Report.Broken.
// Records are taken in time order (then seq), whatever order entries are
// in; the report is the same whatever the number of workers.
func Replay(entries []store.AuditEntry, opts Options) (*Report, error) {
	if opts.Policy == nil {
		return nil, errors.New("replay: no policy to replay under")
	}
	evals := make([]*store.AuditEntry, 0, len(entries))
	for i := range entries {
		if entries[i].Kind == store.KindEvaluate {
			evals = append(evals, &entries[i])
		}
	}
	results := make([]outcome, len(evals))
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, (len(evals)+batch-1)/batch)
	ends := ruleEnds(opts.Policy, opts.Baseline)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			d := newDecider(&opts, ends)
			for {
				start := int(next.Add(batch)) - batch
				if start >= len(evals) {
					return
				}
				for i := start; i < min(start+batch, len(evals)); i++ {
					results[i] = d.decide(evals[i])
				}
			}
		})
	}
	wg.Wait()
	slices.SortStableFunc(results, func(a, b outcome) int {
		if c := a.rec.Time.Compare(b.rec.Time); c != 0 {
			return c
		}
		return cmp.Compare(a.rec.Seq, b.rec.Seq)
	})
	examples := opts.Examples
	if examples <= 0 {
		examples = 3
	}
	rep := summarize(results, examples)
	rep.Against = "recorded"
	if opts.Baseline != nil {
		rep.Against = "baseline"
	}
	return rep, nil
}

// chunkEntries is about how many audit entries FromTrail reads in one
// request: the store stays open for a few tens of milliseconds at a
// time, so the harnesses writing to it wait no longer than that.
const chunkEntries = 20_000

// maxSlice is the widest slice of time FromTrail reads at once.
const maxSlice = 90 * 24 * time.Hour

// Trail is where a replay reads the audit trail: a queue.Service (in
// this process, or the broker's). A store not made yet has an empty
// trail.
type Trail interface {
	// Audit returns at most limit entries after afterSeq (0: all).
	Audit(afterSeq uint64, limit int) ([]store.AuditEntry, error)
	// AuditRange returns the entries of the kinds given with from <=
	// Time < to (a zero bound is open), in time order.
	AuditRange(from, to time.Time, kinds ...string) ([]store.AuditEntry, error)
}

// FromTrail replays the evaluations recorded in the audit trail with
// since <= time < until (a zero bound is open). It reads the window in
// slices of time, each a request of its own (a reader holding the store
// blocks every writer), sized to hold about chunkEntries entries.
func FromTrail(trail Trail, since, until time.Time, opts Options) (*Report, error) {
	entries, err := readWindow(trail, since, until)
	if err != nil {
		return nil, fmt.Errorf("replay: read the audit trail: %w", err)
	}
	rep, err := Replay(entries, opts)
	if err != nil {
		return nil, err
	}
	rep.Since, rep.Until = since, until
	return rep, nil
}

// readWindow reads the evaluate entries with since <= time < until.
func readWindow(trail Trail, since, until time.Time) ([]store.AuditEntry, error) {
	view := func(from, to time.Time) ([]store.AuditEntry, error) {
		return trail.AuditRange(from, to, store.KindEvaluate)
	}
	end := until
	if end.IsZero() {
		end = time.Now()
	}
	from, width := since, time.Hour
	if from.IsZero() {
		// Start the slices at the first entry written.
		first, err := trail.Audit(0, 1)
		if err != nil {
			return nil, err
		}
		if len(first) == 0 { // an empty trail
			return view(since, until)
		}
		from = first[0].Time
	}
	var all []store.AuditEntry
	lo := since // the first slice starts at since itself, even when from moved
	for {
		to := from.Add(width)
		last := !to.Before(end)
		if last {
			to = until
		}
		got, err := view(lo, to)
		if err != nil {
			return nil, err
		}
		all = append(all, got...)
		if last {
			return all, nil
		}
		switch {
		case len(got) > chunkEntries && width > time.Millisecond:
			width /= 2
		case len(got) < chunkEntries/4 && width < maxSlice:
			width *= 2
		}
		from, lo = to, to
	}
}
