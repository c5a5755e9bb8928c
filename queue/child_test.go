//go:build !ozdesk_adapters

package queue

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/testproc"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// The multi-process tests run this test binary again as children; the
// role comes in the environment and TestMain hands over to runChild.
const (
	childRoleEnv = "OZDESK_QUEUE_TEST_ROLE"
	childDBEnv   = "OZDESK_QUEUE_TEST_DB"
	childNameEnv = "OZDESK_QUEUE_TEST_NAME"
	childNEnv    = "OZDESK_QUEUE_TEST_N"
	childWaitEnv = "OZDESK_QUEUE_TEST_WAIT"
)

func TestMain(m *testing.M) {
	if role := os.Getenv(childRoleEnv); role != "" {
		os.Exit(runChild(role))
	}
	os.Exit(m.Run())
}

// childEnv is what a child reads from its environment.
type childEnv struct {
	path, name string
	n          int
	wait       time.Duration
	in         *bufio.Scanner
}

// runChild plays one role and returns the exit code. Children read lines
// on stdin (to start, or to be told what to do) and report on stdout, one
// line per event.
func runChild(role string) int {
	env := childEnv{path: os.Getenv(childDBEnv), name: os.Getenv(childNameEnv), in: bufio.NewScanner(os.Stdin)}
	env.n, _ = strconv.Atoi(os.Getenv(childNEnv))
	env.wait, _ = time.ParseDuration(os.Getenv(childWaitEnv))
	roles := map[string]func(childEnv) error{
		"hold": childHold, "holdread": childHoldRead, "evaluate": childEvaluate, "wait": childWait,
		"decide": childDecide, "watch": childWatch, "waiter": childWaiter, "approve": childApprove,
		"capped": childCapped, "cut": childCut, "rule": childRule,
	}
	play, ok := roles[role]
	if !ok {
		fmt.Fprintf(os.Stderr, "unknown role %q\n", role)
		return 1
	}
	if err := play(env); err != nil {
		fmt.Fprintf(os.Stderr, "child %s %s: %v\n", role, env.name, err)
		return 1
	}
	return 0
}

// childService is the service a child uses: node-a, like the parent's.
func childService(env childEnv, opts ...store.Option) *Service {
	return New(store.New(env.path, opts...), WithNode("node-a"), WithHome("/home/op"))
}

// childHold holds the store open for writing until stdin closes.
func childHold(env childEnv) error {
	return store.New(env.path).Update(func(*store.Tx) error {
		fmt.Println("held")
		for env.in.Scan() {
		}
		return nil
	})
}

// childHoldRead holds the store open for reading until stdin closes.
func childHoldRead(env childEnv) error {
	return store.New(env.path).View(func(*store.Tx) error {
		fmt.Println("held")
		for env.in.Scan() {
		}
		return nil
	})
}

// evalMix are the commands the load test's children evaluate, with what
// the policy the test writes answers.
func evalMix() []struct {
	command string
	outcome patterns.Outcome
} {
	return []struct {
		command string
		outcome patterns.Outcome
	}{
		{"make build", patterns.Allow},
		{"rm -rf ~", patterns.Ask},
		{"terraform destroy -auto-approve", patterns.Refuse},
		{"git status && go test ./...", patterns.Allow},
	}
}

// childEvaluate makes n evaluations as fast as it can, once told "go",
// and reports what it got and its slowest open of the store.
func childEvaluate(env childEnv) error {
	var slowest time.Duration
	s := childService(env, store.WithOpenObserver(func(d time.Duration) { slowest = max(slowest, d) }))
	if !env.in.Scan() {
		return fmt.Errorf("no go")
	}
	mix := evalMix()
	counts := map[string]int{}
	for i := range env.n {
		m := mix[i%len(mix)]
		a, err := s.Evaluate(Request{Command: m.command, Agent: env.name, Cwd: "/work/proj", Job: strconv.Itoa(i)})
		if err != nil {
			return err
		}
		if a.Unavailable != nil {
			return fmt.Errorf("evaluation %d failed closed: %w", i, a.Unavailable)
		}
		if a.Outcome != m.outcome {
			return fmt.Errorf("%q: %s, want %s", m.command, a.Outcome, m.outcome)
		}
		counts[a.Outcome.String()]++
	}
	fmt.Printf("slowest %d allow %d ask %d refuse %d\n", slowest, counts["allow"], counts["ask"], counts["refuse"])
	return nil
}

// waitReport is what the wait role prints when its wait ends.
type waitReport struct {
	Outcome string `json:"outcome"`
	Rule    string `json:"rule"`
	Reason  string `json:"reason"`
	State   string `json:"state"`
	Err     string `json:"err,omitempty"`
}

// childWait evaluates its name as a command (which the policy asks
// about), says "asked ID", waits (with a context cancelled after
// env.wait, if set) and prints a waitReport.
func childWait(env childEnv) error {
	s := childService(env)
	a, err := s.Evaluate(Request{Command: env.name, Agent: "waiter", Cwd: "/work/proj", Wait: time.Duration(env.n) * time.Millisecond})
	if err != nil {
		return err
	}
	if a.Ask == nil {
		return fmt.Errorf("%q was not asked about: %s", env.name, a.Outcome)
	}
	fmt.Println("asked", a.Ask.ID)
	ctx := context.Background()
	if env.wait > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, env.wait)
		defer cancel()
	}
	got, err := s.Wait(ctx, a)
	rep := waitReport{Outcome: got.Outcome.String(), Rule: got.Rule, Reason: got.Reason, State: got.Ask.State}
	if err != nil {
		rep.Err = err.Error()
	}
	line, _ := json.Marshal(rep)
	fmt.Println(string(line))
	return nil
}

// childDecide decides, in each of n rounds, the ask named by the parent
// ("go ID"), as env.name, and says "won" or "lost BY".
func childDecide(env childEnv) error {
	s := childService(env)
	for range env.n {
		if !env.in.Scan() {
			return fmt.Errorf("stdin closed")
		}
		id := strings.TrimPrefix(env.in.Text(), "go ")
		_, err := s.Decide(id, Decision{Outcome: patterns.Allow, By: env.name})
		var de *DecidedError
		switch {
		case err == nil:
			fmt.Println("won")
		case asDecided(err, &de):
			fmt.Println("lost", de.By)
		default:
			return err
		}
	}
	return nil
}

// childWatch watches the store and prints the ID of every pending ask it
// has not printed before, as soon as it sees it.
func childWatch(env childEnv) error {
	s := childService(env)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	changes, err := store.Watch(ctx, env.path)
	if err != nil {
		return err
	}
	go func() { // stop when the parent closes stdin
		for env.in.Scan() {
		}
		cancel()
	}()
	seen := map[string]bool{}
	fmt.Println("watching")
	for range changes {
		pending, err := s.Pending()
		if err != nil {
			continue // a writer holds the lock: the next signal comes
		}
		for _, a := range pending {
			if !seen[a.ID] {
				seen[a.ID] = true
				fmt.Println(a.ID)
			}
		}
	}
	return nil
}

// childWaiter waits, in turn, for each ask the parent names on stdin:
// "ready" once it is about to wait, "done OUTCOME" when the wait ends.
func childWaiter(env childEnv) error {
	s := childService(env)
	for env.in.Scan() {
		a, err := s.Get(env.in.Text())
		if err != nil {
			return err
		}
		fmt.Println("ready")
		got, err := s.Wait(context.Background(), &Answer{Outcome: patterns.Ask, Ask: &a})
		if err != nil {
			return err
		}
		fmt.Println("done", got.Outcome)
	}
	return nil
}

// child is a running child process.
type child = testproc.Child

// startChild runs this test binary as a child in a role, on the store at
// path; extra are more environment variables.
func startChild(t testing.TB, role, path, name string, n int, extra ...string) *child {
	t.Helper()
	env := []string{childRoleEnv + "=" + role, childDBEnv + "=" + path,
		childNameEnv + "=" + name, childNEnv + "=" + strconv.Itoa(n)}
	return testproc.Start(t, append(env, extra...)...)
}
