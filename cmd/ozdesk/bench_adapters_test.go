package main

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// The whole-process cost of every harness adapter, in both modes, against
// its floor:
//
//	go test ./cmd/ozdesk -run '^$' -bench Adapters -benchtime 100x
//
// Each iteration runs the adapter and its floor once each, in turn (which
// goes first alternates), so that both see the same machine; the figures
// are medians over the iterations: ms-ozdesk and ms-floor, and x-floor,
// the median of the per-pair ratios (the goal is 1.5). cpu-ms-ozdesk,
// cpu-ms-floor and cpu-x-floor are the same for the CPU time each
// process took (user and system): on a shared machine, where the wall
// time waits for other work, they are the steadier figures. ns/op counts
// both processes and is not the figure to read.
//
// direct: the adapter on a store file holding a few rules, against
// testdata/floordirect, a bare Go program that reads the same JSON (or
// takes the command as an argument), parses the command with mvdan/sh and
// makes one durable bbolt write. protected: the adapter asking a broker
// (in this process, on a real socket and store) against testdata/floor,
// a bare Go program that reads the JSON and answers; the client makes one
// socket round trip. Protected mode's configuration must be root's, so
// that half needs root (CI runs as root). `shell -c` runs the command
// with bash after the answer, and so do its floors. start is no adapter:
// `ozdesk --version` against the same floors, what starting the binary
// costs before any adapter does its work.
//
// Each is measured for two builds of the same source: full, the ozdesk
// binary (go build ./cmd/ozdesk), and adapters, the adapter-only build
// the README's harness snippets name for the cheapest calls, built as the
// README says (go build -tags ozdesk_adapters,netgo,osusergo -o
// ozdesk-hook ./cmd/ozdesk, see tree_adapters.go): -bench
// 'Adapters/.*/adapters' measures that one alone. protected/bound is no
// build: testdata/brokerbound, the least a hook that only talks to a
// broker costs, one evaluate round trip and nothing else;
// protected/brokeronly is cmd/ozdesk-hook-broker, the build that only
// talks to a broker.
func BenchmarkAdapters(b *testing.B) {
	builds := []struct{ name, bin string }{
		{"full", buildTool(b, ".", "ozdesk")},
		{"adapters", buildTool(b, ".", "ozdesk-hook", "-tags", adapterTags)},
	}
	floor := buildTool(b, "./testdata/floor", "floor")
	floorDirect := buildTool(b, "./testdata/floordirect", "floordirect")
	env := benchStore(b, builds[0].bin)
	b.Run("direct", func(b *testing.B) {
		db := filepath.Join(b.TempDir(), "floor.db")
		for _, build := range builds {
			for _, ac := range adapterCases() {
				b.Run(build.name+"/"+ac.name, func(b *testing.B) {
					benchPairs(b, ac,
						func() procResult { return runProc(build.bin, env, ac.stdin, ac.args...) },
						func() procResult { return runProc(floorDirect, nil, ac.stdin, append([]string{db}, ac.floor...)...) })
				})
			}
		}
	})
	b.Run("protected", func(b *testing.B) {
		if os.Getuid() != 0 {
			b.Skip("protected mode's configuration must be root's: run as root")
		}
		config := benchBroker(b)
		for _, build := range builds {
			for _, ac := range adapterCases() {
				b.Run(build.name+"/"+ac.name, func(b *testing.B) {
					benchPairs(b, ac,
						func() procResult {
							return runProc(build.bin, nil, ac.stdin, append([]string{"--config", config}, ac.args...)...)
						},
						func() procResult { return runProc(floor, nil, ac.stdin, ac.floor...) })
				})
			}
		}
		// Not a build: the least a hook that only talks to a broker
		// costs (testdata/brokerbound: the JSON read, one evaluate
		// round trip through internal/brokerconn, the answer written),
		// against the same floor.
		bound := buildTool(b, "./testdata/brokerbound", "brokerbound", "-tags", "netgo,osusergo")
		socket := filepath.Join(filepath.Dir(config), "ozdesk.sock")
		ac := adapterCases()[0]
		b.Run("bound/"+ac.name, func(b *testing.B) {
			benchPairs(b, ac,
				func() procResult { return runProc(bound, nil, ac.stdin, socket) },
				func() procResult { return runProc(floor, nil, ac.stdin, ac.floor...) })
		})
		// The build that only talks to a broker (cmd/ozdesk-hook-broker),
		// an adapter: its call read and checked as ozdesk's, the
		// configuration read, the ask sent and its answer written.
		// Its codex asks about every command (it cannot read what Codex
		// may type into later), so only claude-code and gemini-cli allow.
		brokerOnly := buildTool(b, "../ozdesk-hook-broker", "ozdesk-hook-broker", "-tags", "netgo,osusergo")
		for _, ac := range adapterCases()[:2] {
			b.Run("brokeronly/"+ac.name, func(b *testing.B) {
				benchPairs(b, ac,
					func() procResult {
						return runProc(brokerOnly, nil, ac.stdin, append([]string{"--config", config}, ac.args...)...)
					},
					func() procResult { return runProc(floor, nil, ac.stdin, ac.floor...) })
			})
		}
	})
}

// adapterTags are the build tags of the adapter-only build, as the README
// gives them: netgo and osusergo keep it static with cgo on.
const adapterTags = "ozdesk_adapters,netgo,osusergo"

// adapterCase is one harness's call for an allowed command: how ozdesk is
// run, what its floor is given, and what an allow looks like.
type adapterCase struct {
	name  string
	args  []string
	stdin string
	floor []string
	// allows reports whether ozdesk's answer allows.
	allows func(procResult) bool
}

// benchCommand is the allowed command every adapter is asked about; `shell
// -c` also runs it, in the benchmark's directory.
const benchCommand = "git status && ls -la src | head -n 20"

// benchShellCommand is the command `shell -c` and its floors run: cheap,
// and as long to read.
const benchShellCommand = "ls -la . | head -n 20 && true"

func adapterCases() []adapterCase {
	geminiInput := `{"session_id":"bench","transcript_path":"/tmp/t.json","cwd":"/tmp","hook_event_name":"BeforeTool","timestamp":"2026-01-01T00:00:00Z","tool_name":"run_shell_command","tool_input":{"command":"` + benchCommand + `"}}`
	exit0 := func(r procResult) bool { return r.code == 0 }
	return []adapterCase{
		{"claude-code", []string{"hook", "claude-code"}, benchHookInput, nil, func(r procResult) bool { return r.code == 0 && containsAllow(r.stdout) }},
		{"gemini-cli", []string{"hook", "gemini-cli"}, geminiInput, nil, func(r procResult) bool {
			return r.code == 0 && strings.Contains(r.stdout, `"decision":"allow"`)
		}},
		// Codex can only block: an allow is no answer at all.
		{"codex", []string{"hook", "codex"}, benchHookInput, nil, func(r procResult) bool { return r.code == 0 && r.stdout == "" }},
		{"ask", []string{"ask", "--agent", "bench", "--", benchCommand}, "", []string{"-c", benchCommand}, exit0},
		{"shell", []string{"shell", "-c", benchShellCommand}, "", []string{"--exec", "-c", benchShellCommand}, func(r procResult) bool {
			return r.code == 0 && strings.Contains(r.stdout, "..")
		}},
		// Not an adapter: the binary started, its command tree built and
		// its version printed, against the same floor. No adapter can
		// come in under this.
		{"start", []string{"--version"}, benchHookInput, nil, func(r procResult) bool {
			return r.code == 0 && strings.HasPrefix(r.stdout, "ozdesk ")
		}},
	}
}

// benchPairs runs ozdesk and its floor once each per iteration, in turn,
// and reports their medians and the median of their ratios.
func benchPairs(b *testing.B, ac adapterCase, oz, floor func() procResult) {
	b.Helper()
	timed := func(run func() procResult, ok func(procResult) bool, what string) (wall, cpu time.Duration) {
		start := time.Now()
		r := run()
		wall = time.Since(start)
		if !ok(r) {
			b.Fatalf("%s %s: exit %d, stdout %q, stderr %q", ac.name, what, r.code, r.stdout, r.stderr)
		}
		return wall, r.cpu
	}
	floorOK := func(r procResult) bool { return r.code == 0 && r.stdout != "" }
	var ozT, floorT, ozCPU, floorCPU []time.Duration
	var ratios, cpuRatios []float64
	i := 0
	for b.Loop() {
		var o, f, oc, fc time.Duration
		if i%2 == 0 {
			o, oc = timed(oz, ac.allows, "ozdesk")
			f, fc = timed(floor, floorOK, "floor")
		} else {
			f, fc = timed(floor, floorOK, "floor")
			o, oc = timed(oz, ac.allows, "ozdesk")
		}
		i++
		ozT, floorT = append(ozT, o), append(floorT, f)
		ozCPU, floorCPU = append(ozCPU, oc), append(floorCPU, fc)
		ratios = append(ratios, float64(o)/float64(f))
		if fc > 0 {
			cpuRatios = append(cpuRatios, float64(oc)/float64(fc))
		}
	}
	b.ReportMetric(float64(median(ozT))/1e6, "ms-ozdesk")
	b.ReportMetric(float64(median(floorT))/1e6, "ms-floor")
	b.ReportMetric(median(ratios), "x-floor")
	b.ReportMetric(float64(median(ozCPU))/1e6, "cpu-ms-ozdesk")
	b.ReportMetric(float64(median(floorCPU))/1e6, "cpu-ms-floor")
	if len(cpuRatios) > 0 {
		b.ReportMetric(median(cpuRatios), "cpu-x-floor")
	}
}

// median returns the middle value of xs (the mean of the two middle ones
// for an even count).
func median[T time.Duration | float64](xs []T) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
