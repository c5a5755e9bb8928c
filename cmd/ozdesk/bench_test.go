package main

import (
	"fmt"
	"path/filepath"
	"testing"
)

// The whole-process cost of a harness call, against its floor:
//
//	go test ./cmd/ozdesk -run '^$' -bench 'Hook|Ask' -benchtime 200x
//
// BenchmarkHookClaudeAllowed/ozdesk runs `ozdesk hook claude-code` for an
// allowed command against a store holding a few rules; /floor runs a bare
// Go program that reads the same JSON and prints an allow; /ozdesk-start
// runs `ozdesk help exit-codes`, which starts the same binary and touches
// no store, to tell start-up (package initialisation) from the work. All
// are built with `go build` and started with os/exec, one process per
// iteration.

// benchHookInput is a PreToolUse call for an allowed command.
const benchHookInput = `{"session_id":"bench","transcript_path":"/tmp/t.jsonl","cwd":"/tmp","permission_mode":"default","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"git status && ls -la src | head -n 20","description":"look"},"tool_use_id":"toolu_bench"}`

// benchStore makes a store with a few rules, as a desk in use has.
func benchStore(b *testing.B, bin string) []string {
	b.Helper()
	db := filepath.Join(b.TempDir(), "desk.db")
	env := []string{"OZDESK_DB=" + db, "OZDESK_OPERATOR=bench", "XDG_STATE_HOME=" + filepath.Dir(db)}
	for i, rule := range [][]string{
		{"refuse", "terraform destroy **"},
		{"ask", "kubectl delete **"},
		{"allow", "make test"},
		{"allow", "go test **"},
		{"refuse", "rm -rf /"},
	} {
		args := []string{"policy", rule[0], rule[1], "--reason", fmt.Sprintf("bench rule %d", i)}
		if rule[0] == "allow" {
			args = append(args, "--ends", "30d")
		}
		if r := runProc(bin, env, "", args...); r.code != 0 {
			b.Fatalf("ozdesk %v: exit %d\n%s", args, r.code, r.stderr)
		}
	}
	return env
}

func BenchmarkHookClaudeAllowed(b *testing.B) {
	oz := buildTool(b, ".", "ozdesk")
	floor := buildTool(b, "./testdata/floor", "floor")
	env := benchStore(b, oz)
	for _, bm := range []struct {
		name string
		bin  string
		args []string
	}{
		{"ozdesk", oz, []string{"hook", "claude-code"}},
		{"floor", floor, nil},
		{"ozdesk-start", oz, []string{"help", "exit-codes"}},
	} {
		b.Run(bm.name, func(b *testing.B) {
			for b.Loop() {
				r := runProc(bm.bin, env, benchHookInput, bm.args...)
				if r.code != 0 || len(r.stdout) == 0 {
					b.Fatalf("exit %d, stdout %q, stderr %q", r.code, r.stdout, r.stderr)
				}
			}
		})
	}
}

func BenchmarkAskAllowed(b *testing.B) {
	oz := buildTool(b, ".", "ozdesk")
	env := benchStore(b, oz)
	for b.Loop() {
		r := runProc(oz, env, "", "ask", "--agent", "bench", "--", "git status && ls -la src | head -n 20")
		if r.code != 0 {
			b.Fatalf("exit %d, stderr %q", r.code, r.stderr)
		}
	}
}
