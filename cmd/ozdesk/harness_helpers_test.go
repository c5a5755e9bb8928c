package main

// What the end-to-end tests of every real harness share: finding the
// harness's command (installed from npm by a .ci script and named in an
// environment variable) and running it to the end within a time limit.

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"
)

// npmHarness is a harness the tests run for real.
type npmHarness struct {
	name    string // as people call it: "Gemini CLI"
	env     string // the variable naming its command: OZDESK_GEMINI
	script  string // the .ci script that installs it and prints its path
	pkg     string // the npm package
	version string // the version the tests were written against (the script's)
	run     string // the -run pattern of its tests
}

// binary returns the command h's variable names, or skips the test saying
// how to get one.
func (h npmHarness) binary(t testing.TB) string {
	t.Helper()
	bin := os.Getenv(h.env)
	if bin == "" {
		t.Skip("the real " + h.name + " is not available: set " + h.env + " to its command, " +
			"e.g. " + h.env + "=$(" + h.script + ") go test ./cmd/ozdesk -run " + h.run + " " +
			"(" + h.script + " installs " + h.pkg + "@" + h.version + " from npm into a cache and prints the path)")
	}
	if _, err := os.Stat(bin); err != nil {
		t.Fatalf("%s=%s: %v", h.env, bin, err)
	}
	return bin
}

// harnessResult is how a harness's run ended.
type harnessResult struct {
	Err            error
	Stdout, Stderr string
}

// startHarness starts cmd (made with ctx, which ends after limit) with its
// output captured; the function it returns waits for it. name names the
// harness in the error when it overruns.
func startHarness(name string, limit time.Duration, cmd func(ctx context.Context) *exec.Cmd) func() harnessResult {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	c := cmd(ctx)
	var out, errOut bytes.Buffer
	c.Stdout, c.Stderr = &out, &errOut
	err := c.Start()
	return func() harnessResult {
		defer cancel()
		if err == nil {
			err = c.Wait()
		}
		if ctx.Err() != nil {
			err = fmt.Errorf("%s did not finish in time: %w", name, ctx.Err())
		}
		return harnessResult{Err: err, Stdout: out.String(), Stderr: errOut.String()}
	}
}
