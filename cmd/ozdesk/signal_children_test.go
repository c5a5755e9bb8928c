package main

import (
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// inheritableIgnores are the signals Go's runtime leaves ignored when its
// process was started ignoring them (SIGHUP under nohup; SIGINT in every
// background job of a non-interactive shell, as a CI script's `go test
// … &`), and that a child then inherits ignored across exec.
var inheritableIgnores = []os.Signal{syscall.SIGHUP, syscall.SIGINT}

// childSignalsDefault makes the processes the test starts from here on
// begin with inheritableIgnores at their default action, as a harness
// starts its hooks (node resets every signal in the processes it spawns),
// even when this test process was started ignoring them: it catches them
// itself until the test ends, and the kernel resets a caught signal to
// its default at exec. A hook started ignoring SIGINT loses a SIGINT sent
// before its catch is in place (internal/hooksignal): the kernel discards
// it, and the hook answers only when its --wait is over (a local CI run
// spent 33 minutes so in TestHookSignalAtStart). One that arrives in this
// process meanwhile does what it did before: ends it, unless it was
// ignored.
func childSignalsDefault(t *testing.T) {
	t.Helper()
	ignored := map[os.Signal]bool{}
	for _, s := range inheritableIgnores {
		ignored[s] = signal.Ignored(s)
	}
	caught := make(chan os.Signal, 1)
	done := make(chan struct{})
	signal.Notify(caught, inheritableIgnores...)
	go func() {
		for {
			select {
			case s := <-caught:
				if !ignored[s] {
					// Ctrl-C on the test: as if nothing caught it.
					signal.Stop(caught)
					_ = syscall.Kill(os.Getpid(), s.(syscall.Signal))
					return
				}
			case <-done:
				return
			}
		}
	}()
	t.Cleanup(func() {
		signal.Stop(caught)
		close(done)
	})
}

// ignoredSignals returns the set of signals /proc/PID/status says pid
// ignores (its SigIgn mask).
func ignoredSignals(status string) (uint64, error) {
	for _, l := range strings.Split(status, "\n") {
		if v, ok := strings.CutPrefix(l, "SigIgn:"); ok {
			return strconv.ParseUint(strings.TrimSpace(v), 16, 64)
		}
	}
	return 0, fmt.Errorf("no SigIgn line in %q", status)
}

// TestChildSignalsDefault: in a test process started ignoring SIGHUP and
// SIGINT, as a CI script's background job and nohup leave it (here: this
// test binary run again by sh after `trap ” HUP INT`), a child started
// before childSignalsDefault ignores both (the case TestHookSignalAtStart
// hung on), and one started after it neither.
func TestChildSignalsDefault(t *testing.T) {
	bits := uint64(1)<<(syscall.SIGHUP-1) | uint64(1)<<(syscall.SIGINT-1)
	if os.Getenv("OZDESK_TEST_SIGNALS_CHILD") != "" {
		mask := func() uint64 {
			out, err := exec.Command("cat", "/proc/self/status").Output()
			if err != nil {
				t.Fatal(err)
			}
			m, err := ignoredSignals(string(out))
			if err != nil {
				t.Fatal(err)
			}
			return m
		}
		if m := mask(); m&bits != bits {
			t.Fatalf("a child of a process started ignoring SIGHUP and SIGINT ignores %#x: the case this guards against did not happen", m)
		}
		childSignalsDefault(t)
		if m := mask(); m&bits != 0 {
			t.Errorf("a child started after childSignalsDefault ignores %#x (SIGHUP and SIGINT are %#x)", m, bits)
		}
		return
	}
	cmd := exec.Command("sh", "-c", `trap '' HUP INT; exec "$0" "$@"`, os.Args[0], "-test.run=^TestChildSignalsDefault$", "-test.v")
	cmd.Env = append(os.Environ(), "OZDESK_TEST_SIGNALS_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestChildSignalsDefault") {
		t.Fatalf("the test process started ignoring SIGHUP and SIGINT: %v\n%s", err, out)
	}
}
