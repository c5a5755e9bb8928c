package main

import (
	"context"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

var update = flag.Bool("update", false, "rewrite the expected output files of testdata/script")

// TestMain lets the test binary run as ozdesk: testscript puts it on the
// scripts' PATH under that name, so each script runs the real command
// line in processes of its own.
func TestMain(m *testing.M) {
	testscript.Main(binDirM{m}, map[string]func(){
		"ozdesk": main,
	})
}

// binDirM runs the tests with buildOzdesk's directory made afresh (a
// directory left by an earlier process of the same ID could hold an older
// binary) and removed at the end, and stops the shared gemini --acp
// (sharedGeminiAgent) when a test started it. When the whole package runs
// (no -run), it starts the builds of the binaries most tests run
// (prebuiltTools) at once, side by side, so that they overlap the first
// tests rather than each paying its build in line; a test asking for one
// still being built waits for it (buildToolCtx).
type binDirM struct{ m *testing.M }

func (b binDirM) Run() int {
	os.RemoveAll(testBinDir())
	defer os.RemoveAll(testBinDir())
	defer stopSharedGeminiACP()
	flag.Parse()
	if f := flag.Lookup("test.run"); f != nil && f.Value.String() == "" && !testing.Short() {
		ctx, cancel := context.WithCancel(context.Background())
		var wg sync.WaitGroup
		// Stopped and waited for before the directory is removed: a run
		// that ends before a build does must not leave it writing there.
		defer wg.Wait()
		defer cancel()
		for _, tool := range prebuiltTools {
			// An error is the asking test's to report: it builds again.
			wg.Go(func() { _, _ = buildToolCtx(ctx, tool[0], tool[1], tool[2:]...) })
		}
	}
	return b.m.Run()
}

// prebuiltTools are the binaries (package, name, go build flags) the
// package's tests run most, as buildTool is asked for them: the full
// ozdesk, the adapter-only ozdesk-hook and ozdesk-hook-broker.
var prebuiltTools = [][]string{
	{".", "ozdesk"},
	{".", "ozdesk-hook", "-tags", adapterTags},
	{"../ozdesk-hook-broker", "ozdesk-hook-broker", "-tags", "netgo,osusergo"},
}

// TestScripts runs testdata/script/*.txtar: every verb against real store
// files in each script's work directory.
func TestScripts(t *testing.T) {
	// The binary people run, for what runs it hundreds of times
	// (explain-defaults): the test binary under the race detector takes
	// several times as long to start.
	bin := buildOzdesk(t)
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("OZDESK_DB", filepath.Join(env.WorkDir, "desk.db"))
			env.Setenv("OZDESK_OPERATOR", "alice")
			env.Setenv("XDG_STATE_HOME", filepath.Join(env.WorkDir, "state"))
			env.Setenv("HOME", filepath.Join(env.WorkDir, "home"))
			env.Setenv("TZ", "UTC")
			env.Setenv("NO_COLOR", "1")
			env.Setenv("OZDESK_SCRIPT_BINARY", bin)
			return os.MkdirAll(filepath.Join(env.WorkDir, "home"), 0o700)
		},
		Condition: scriptCondition,
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"exits":            cmdExits,
			"waitask":          cmdWaitAsk,
			"tamper":           cmdTamper,
			"startcut":         cmdStartCut,
			"explain-defaults": cmdExplainDefaults,
			"setunquoted":      cmdSetUnquoted,
			"growfile":         cmdGrowFile,
			"waitsock":         cmdWaitSock,
			"brokerask":        cmdBrokerAsk,
			"perm":             cmdPerm,
			"expand":           cmdExpand,
			"setfrom":          cmdSetFrom,
		},
	})
}

// cmdExits runs a command and checks its exit code:
//
//	exits CODE program [args...]
//
// Its standard output and error are kept for stdout, stderr and cmp.
func cmdExits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exits CODE program [args...]")
	}
	want, err := strconv.Atoi(args[0])
	if err != nil {
		ts.Fatalf("exits: %q is not an exit code", args[0])
	}
	err = ts.Exec(args[1], args[2:]...)
	got := 0
	var exitErr *exec.ExitError
	switch {
	case errors.As(err, &exitErr):
		got = exitErr.ExitCode()
	case err != nil:
		ts.Fatalf("exits: %v", err)
	}
	if got != want {
		ts.Fatalf("%s exited %d, want %d", args[1], got, want)
	}
}

// cmdWaitAsk waits until the store holds at least N pending asks (default
// 1) and sets $ASK to the newest one's short ID:
//
//	waitask [N]
func cmdWaitAsk(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) > 1 {
		ts.Fatalf("usage: waitask [N]")
	}
	n := 1
	if len(args) == 1 {
		var err error
		if n, err = strconv.Atoi(args[0]); err != nil {
			ts.Fatalf("waitask: %q is not a number", args[0])
		}
	}
	st := store.New(ts.Getenv("OZDESK_DB"))
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		var pending []store.Ask
		err := st.View(func(tx *store.Tx) error {
			var err error
			pending, err = tx.PendingAsks()
			return err
		})
		if err == nil && len(pending) >= n {
			ts.Setenv("ASK", queue.ShortID(pending[len(pending)-1].ID))
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	ts.Fatalf("waitask: fewer than %d pending asks after 30 s", n)
}

// cmdExplainDefaults runs `ozdesk policy explain --json` on every example
// of every default rule: each command a default catches must be asked
// about by that rule, and each it passes must not be decided by it.
func cmdExplainDefaults(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) > 0 {
		ts.Fatalf("usage: explain-defaults")
	}
	explainDefaults(ts)
}

// cmdSetUnquoted sets an environment variable to a Go string literal's
// value, so that scripts can pass control characters in arguments:
//
//	setunquoted NAME "text with \x1b escapes"
func cmdSetUnquoted(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: setunquoted NAME GO-STRING-LITERAL")
	}
	v, err := strconv.Unquote(args[1])
	if err != nil {
		ts.Fatalf("setunquoted: %s is not a Go string literal: %v", args[1], err)
	}
	ts.Setenv(args[0], v)
}

// cmdGrowFile makes a file that many bytes long (the space a bbolt file
// keeps once it has grown, without writing them):
//
//	growfile FILE BYTES
func cmdGrowFile(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: growfile FILE BYTES")
	}
	n, err := strconv.ParseInt(args[1], 10, 64)
	if err != nil {
		ts.Fatalf("growfile: %q is not a number", args[1])
	}
	ts.Check(os.Truncate(ts.MkAbs(args[0]), n))
}
