package demo

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
	"ozdesk.dev/ozdesk/store"
)

// Node is the node name the demo's asks come from: a build host, as the
// agents' node would be named.
const Node = "build-01"

// The operators who wrote the demo's standing policy: the desk's own
// operator reads rules written by colleagues, as on a real node.
const (
	opPlatform = "priya"
	opTeam     = "marco"
)

// Options configure a demo.
type Options struct {
	// Now is the clock of the store and the queue; nil: time.Now.
	Now func() time.Time
	// Sleep waits d or until ctx is done, reporting whether it waited;
	// nil: a timer. Tests pass one that returns at once.
	Sleep func(ctx context.Context, d time.Duration) bool
	// Steps are the commands to submit; nil: [Script].
	Steps []Step
	// Detached submits without waiting for the answers: the asks stay
	// pending, with this process as their harness (golden screens).
	Detached bool
	// Home is the home directory the agents say they run in; "": a
	// directory made under the demo's directory. Golden screens pass a
	// fixed path (which need not exist) so screens do not change from run
	// to run.
	Home string
}

// Demo is a scratch store with its queue and simulated agents.
type Demo struct {
	// Dir holds the store and the agents' home directory.
	Dir string
	// Store is the scratch store, and Service the queue over it.
	Store   *store.Store
	Service *queue.Service
	opts    Options
	wg      sync.WaitGroup

	mu      sync.Mutex
	answers []Result
}

// Result is what one submitted step got: the policy's answer, and for an
// ask the decision once waited for.
type Result struct {
	// Step is what was submitted; Outcome and Rule the answer (once
	// waited for, the decision); Err what kept it from an answer.
	Step    Step
	Outcome patterns.Outcome
	Rule    string
	Err     error
}

// Home is the home directory of the demo's agents.
func (d *Demo) Home() string {
	if d.opts.Home != "" {
		return d.opts.Home
	}
	return filepath.Join(d.Dir, "home", "dev")
}

// Workdir is the directory of a project.
func (d *Demo) Workdir(project string) string { return filepath.Join(d.Home(), "src", project) }

// New makes the demo's store in dir (which must exist) with its settings
// and standing rules, and the agents' directories.
func New(dir string, opts Options) (*Demo, error) {
	if opts.Steps == nil {
		opts.Steps = Script()
	}
	var sopts []store.Option
	qopts := []queue.Option{queue.WithNode(Node)}
	if opts.Now != nil {
		sopts = append(sopts, store.WithClock(opts.Now))
		qopts = append(qopts, queue.WithClock(opts.Now))
	}
	d := &Demo{Dir: dir, opts: opts}
	d.Store = store.New(filepath.Join(dir, "state", "desk.db"), sopts...)
	d.Service = queue.New(d.Store, append(qopts, queue.WithHome(d.Home()))...)
	for _, p := range []string{"api", "web", "infra", "docs", "data"} {
		if opts.Home != "" {
			break
		}
		if err := os.MkdirAll(d.Workdir(p), 0o755); err != nil {
			return nil, fmt.Errorf("demo: make the %s project: %w", p, err)
		}
	}
	if err := d.seed(); err != nil {
		return nil, err
	}
	return d, nil
}

// seed writes the demo's settings and standing rules: a refuse, a shadow
// rule being tried out, an allow, and a host on the egress list.
func (d *Demo) seed() error {
	set := store.DefaultSettings()
	set.AskWait, set.AskWaitMax = 30*time.Minute, 24*time.Hour
	if _, err := d.Service.SetSettings(set, opPlatform); err != nil {
		return fmt.Errorf("demo: settings: %w", err)
	}
	if _, err := d.Service.AddEgress(store.EgressHost{Host: "proxy.golang.org", AddedBy: opPlatform, Reason: "Go modules"}); err != nil {
		return fmt.Errorf("demo: egress list: %w", err)
	}
	now := time.Now
	if d.opts.Now != nil {
		now = d.opts.Now
	}
	for _, spec := range []queue.RuleSpec{
		{Outcome: patterns.Refuse, Pattern: "terraform destroy **", Reason: "production infrastructure changes go through the platform team", Author: opPlatform},
		{Outcome: patterns.Refuse, Pattern: "git push --force * [default-branch]", Reason: "trying out: never force-push a default branch", Shadow: true, Author: opPlatform},
		{Outcome: patterns.Allow, Pattern: "rm -rf ~/.cache/go-build", Reason: "the Go build cache is disposable", End: now().Add(30 * 24 * time.Hour), Author: opTeam},
	} {
		if _, err := d.Service.AddRule(spec); err != nil {
			return fmt.Errorf("demo: rule %q: %w", spec.Pattern, err)
		}
	}
	return nil
}

// Run submits the steps on their schedule and waits for the asks'
// decisions in the background; it returns when every step is submitted.
// Wait waits for the decisions too. Cancelling ctx withdraws the asks
// still waiting.
func (d *Demo) Run(ctx context.Context) {
	start := time.Duration(0)
	for _, s := range d.opts.Steps {
		if s.At > start && !d.sleep(ctx, s.At-start) {
			return
		}
		start = max(start, s.At)
		d.submit(ctx, s)
	}
}

// Wait waits until every ask submitted has its answer.
func (d *Demo) Wait() { d.wg.Wait() }

// Results returns what the steps got so far.
func (d *Demo) Results() []Result {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]Result(nil), d.answers...)
}

func (d *Demo) sleep(ctx context.Context, dur time.Duration) bool {
	if d.opts.Sleep != nil {
		return d.opts.Sleep(ctx, dur)
	}
	t := time.NewTimer(dur)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-t.C:
		return true
	}
}

// submit evaluates one step as `ozdesk ask` would (the one ask flow of
// package harness); an ask is waited for in a goroutine, as a harness
// blocks on it, and withdrawn when ctx ends first.
func (d *Demo) submit(ctx context.Context, s Step) {
	r := harness.Evaluate(ctx, d.Service, queue.Request{Command: s.Command, Agent: s.Agent, Job: s.Job,
		Harness: harnessOf(s.Agent), Cwd: d.Workdir(s.Project), Home: d.Home()}, time.Time{})
	if r.Err != nil || r.Answer.Ask == nil || d.opts.Detached {
		d.record(s, r.Answer, r.Err)
		return
	}
	d.wg.Add(1)
	go func() {
		defer d.wg.Done()
		r := harness.Await(ctx, d.Service, r, time.Time{})
		d.record(s, r.Answer, r.Err)
	}()
}

func (d *Demo) record(s Step, ans *queue.Answer, err error) {
	r := Result{Step: s, Err: err}
	if ans != nil {
		r.Outcome, r.Rule = ans.Outcome, ans.Rule
	}
	d.mu.Lock()
	d.answers = append(d.answers, r)
	d.mu.Unlock()
}
