package tui

import (
	"context"
	"fmt"
	"os"
	"testing"
)

// TestMain lets the test binary stand in for the ozdesk command in tests
// that need real processes: OZDESK_TUI_TEST_RUN=desk runs the desk,
// =demo runs the demo, =ask submits a command and waits for its answer.
func TestMain(m *testing.M) {
	switch os.Getenv("OZDESK_TUI_TEST_RUN") {
	case "":
		os.Exit(runTests(m))
	case "demo":
		if err := RunDemo(context.Background(), Config{}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	default:
		os.Exit(runChild(os.Getenv("OZDESK_TUI_TEST_RUN")))
	}
}

// testBinDir is where buildOzdesk puts the ozdesk binary: a directory of
// this test process's own, made by runTests.
var testBinDir string

// runTests runs the tests with testBinDir made afresh and removed at the
// end.
func runTests(m *testing.M) int {
	dir, err := os.MkdirTemp("", "ozdesk-tui-test-bin-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "make the test binaries' directory:", err)
		return 1
	}
	defer os.RemoveAll(dir)
	testBinDir = dir
	return m.Run()
}
