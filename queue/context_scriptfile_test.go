package queue

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestScriptFileOutsideProject (rt49k N1): a script a shell runs by its
// path is read wherever it is, so `bash /tmp/s` whose file an agent wrote
// in an earlier command, `ozdesk queue approve 27`, asks by
// cmd.guard-tamper (it approved the agent's own ask), while a script
// outside the project that does nothing a default names stays allowed,
// and a FIFO or a file below /proc is never read (no hang, no ask). What
// a runner's body is read from stays the project's: a package.json
// outside it is still refused (TestProjectFileBounds).
func TestScriptFileOutsideProject(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	scratch := t.TempDir()
	if err := os.MkdirAll(proj, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"s": "ozdesk queue approve 27\n", "ok.sh": "echo hello\nls -la\n"} {
		if err := os.WriteFile(filepath.Join(scratch, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := syscall.Mkfifo(filepath.Join(scratch, "fifo.sh"), 0o644); err != nil {
		t.Fatal(err)
	}
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &Service{}
	ctx := s.contextLogged(ContextRecord{Cwd: proj, Workdir: proj, Home: home}, "a", "n", nil, &lookLog{})
	for cmd, want := range map[string]string{
		"bash " + filepath.Join(scratch, "s"):       "cmd.guard-tamper",
		"source " + filepath.Join(scratch, "s"):     "cmd.guard-tamper",
		"bash " + filepath.Join(scratch, "ok.sh"):   "",
		"bash " + filepath.Join(scratch, "fifo.sh"): "",
	} {
		v := pol.Evaluate(patterns.Read(cmd), ctx, time.Now())
		if want == "" && v.Outcome != patterns.Allow || want != "" && (v.Outcome != patterns.Ask || v.Rule != want) {
			t.Errorf("%q: %v by %s (%s), want %q", cmd, v.Outcome, v.Rule, v.Reason, want)
		}
	}
	if _, err := readScriptFile("/proc/self/environ", 1<<10); !errors.Is(err, errNotProject) {
		t.Errorf("a file below /proc was read as a script: %v", err)
	}
	if _, err := readProjectFile(proj, home, filepath.Join(scratch, "s"), 1<<10); !errors.Is(err, errNotProject) {
		t.Errorf("a file outside the project was read as a project file: %v", err)
	}
}
