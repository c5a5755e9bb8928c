package queue

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"ozdesk.dev/ozdesk/internal/testproc"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/patterns/worstcase"
	"ozdesk.dev/ozdesk/store"
)

// BenchmarkWorstEvaluate is the whole call the Claude Code hook makes
// (and `ozdesk ask`), for each costliest shape of command grown to the
// size cap: read the policy, evaluate, build the report, encode it and
// record it in a store of its own; it reports cpu-ns/op too (the
// process's, the store's fsync waits excluded). It runs in a context like a real
// hook's ([worstFixture]): a home and a project on disk, harness settings
// that call ozdesk, the store under the home. $OZDESK_WORST_BYTES sets a
// smaller size, to measure code too slow for the cap; $OZDESK_WORST_BARE
// runs in the bare context the benchmark used before (no files on disk).
func BenchmarkWorstEvaluate(b *testing.B) {
	n := patterns.DefaultMaxBytes
	if s := os.Getenv("OZDESK_WORST_BYTES"); s != "" {
		var err error
		if n, err = strconv.Atoi(s); err != nil {
			b.Fatalf("OZDESK_WORST_BYTES=%q: %v", s, err)
		}
	}
	for _, in := range worstcase.All(n) {
		b.Run(in.Name, func(b *testing.B) {
			s, req := worstFixture(b)
			if os.Getenv("OZDESK_WORST_BARE") != "" {
				s, req = newService(b), Request{Agent: "claude", Cwd: "/work/proj"}
			}
			req.Command = in.Src
			b.ReportAllocs()
			start := testproc.CPU()
			for b.Loop() {
				a, err := s.Evaluate(req)
				if err != nil || a.Unavailable != nil {
					b.Fatalf("%v %v", err, a.Unavailable)
				}
				if a.Outcome == patterns.Allow && len(a.Report.Unreadable) > 0 {
					b.Fatalf("allowed what cannot be read: %+v", a.Report.Unreadable)
				}
			}
			if cpu := testproc.CPU() - start; cpu > 0 {
				b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
			}
		})
	}
}

// worstFixture lays out what a real hook's evaluation looks at, under a
// temporary directory: a home with its harness settings (a hook that
// calls ozdesk and a script it names) and shell start-up files, the store
// in the home's state directory, and a git repository with project
// settings of its own; it returns a service on that store and a request
// from a subdirectory of the project, as the Claude Code hook sends it.
func worstFixture(b *testing.B) (*Service, Request) {
	b.Helper()
	root, err := filepath.EvalSymlinks(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	home := filepath.Join(root, "home", "op")
	proj := filepath.Join(home, "src", "proj")
	hook := `{"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command","command":"ozdesk hook claude-code"},` +
		`{"type":"command","command":"$CLAUDE_PROJECT_DIR/.claude/hooks/check.sh"}]}]}}`
	files := map[string]string{
		filepath.Join(home, ".claude", "settings.json"):       hook,
		filepath.Join(home, ".bashrc"):                        "export PATH=$HOME/bin:$PATH\n",
		filepath.Join(home, ".profile"):                       ". ~/.bashrc\n",
		filepath.Join(proj, ".claude", "settings.json"):       hook,
		filepath.Join(proj, ".claude", "settings.local.json"): `{"permissions":{"allow":[]}}`,
		filepath.Join(proj, ".claude", "hooks", "check.sh"):   "#!/bin/sh\nexit 0\n",
		filepath.Join(proj, "src", "main.go"):                 "package main\n",
		filepath.Join(proj, "README.md"):                      "proj\n",
	}
	for p, text := range files {
		if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			b.Fatal(err)
		}
	}
	git := exec.Command("git", "init", "-q", "-b", "main", proj)
	if out, err := git.CombinedOutput(); err != nil {
		b.Fatalf("git init: %v %s", err, out)
	}
	st := store.New(filepath.Join(home, ".local", "state", "ozdesk", "desk.db"))
	b.Cleanup(func() { checkStore(b, st) })
	s := New(st, WithNode("node-a"), WithHome(home))
	if _, err := s.Init(); err != nil {
		b.Fatal(err)
	}
	return s, Request{Agent: "claude", Harness: "claude-code", Cwd: filepath.Join(proj, "src"), Home: home, ProjectDir: proj}
}
