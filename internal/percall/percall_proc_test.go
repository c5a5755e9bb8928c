package percall

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
)

// TestOneP: a process whose command word is a per-call command runs on
// one P from this package's initialiser on; any other keeps a P per CPU.
// Each case is this test binary run again as a real process, its
// command line ending in the case's words.
func TestOneP(t *testing.T) {
	if os.Getenv("OZDESK_PERCALL_CHILD") != "" {
		fmt.Printf("procs=%d\n", runtime.GOMAXPROCS(0))
		return
	}
	if runtime.NumCPU() < 2 {
		t.Fatalf("this test needs 2 CPUs or more to tell one P from many: %d", runtime.NumCPU())
	}
	for _, tc := range []struct {
		words []string
		want  int
	}{
		{[]string{"hook", "claude-code"}, 1},
		{[]string{"ask", "--", "ls"}, 1},
		{[]string{"serve"}, runtime.NumCPU()},
	} {
		cmd := exec.Command(os.Args[0], append([]string{"-test.run=^TestOneP$"}, tc.words...)...)
		cmd.Env = append(os.Environ(), "OZDESK_PERCALL_CHILD=1", "GOMAXPROCS=")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %v\n%s", tc.words, err, out)
		}
		if want := fmt.Sprintf("procs=%d\n", tc.want); !strings.Contains(string(out), want) {
			t.Errorf("%v: want %q in\n%s", tc.words, want, out)
		}
	}
}
