package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// adapterInitAllocs is the most each of ozdesk's library packages may allocate
// in its initialisers in an adapter process: their tables are built on
// first use (patterns/lazy.go), so a hook that asks the broker, or
// `--version`, builds none of them. Before, patterns' initialisers made
// 800 allocations (some 60 maps, the wrapper specs, regexps' OnceValues).
const adapterInitAllocs = 8

// initTrace is one line of GODEBUG=inittrace=1: a package and its allocations.
var initTrace = regexp.MustCompile(`(?m)^init (\S+) @.* (\d+) allocs$`)

// TestAdapterInits holds the initialisers of ozdesk's packages in the
// adapter-only build to a few allocations each (GODEBUG=inittrace=1 of a
// real process): a table built at init is paid for by every hook process,
// whether it evaluates or not.
func TestAdapterInits(t *testing.T) {
	t.Parallel() // a process of its own: its build overlaps the other tests' waits
	bin := buildTool(t, ".", "ozdesk-hook", "-tags", adapterTags)
	r := runProc(bin, []string{"GODEBUG=inittrace=1"}, "", "--version")
	if r.code != 0 {
		t.Fatalf("--version: exit %d\n%s", r.code, r.stderr)
	}
	seen := map[string]bool{}
	for _, m := range initTrace.FindAllStringSubmatch(r.stderr, -1) {
		pkg := m[1]
		if !strings.HasPrefix(pkg, "ozdesk.dev/") {
			continue // main's few small maps are its own flags'
		}
		seen[pkg] = true
		n, err := strconv.Atoi(m[2])
		if err != nil {
			t.Fatal(err)
		}
		if n > adapterInitAllocs {
			t.Errorf("%s's initialisers make %d allocations, over %d: build its tables on first use (patterns/lazy.go)", pkg, n, adapterInitAllocs)
		}
	}
	for _, pkg := range []string{"ozdesk.dev/ozdesk/patterns", "ozdesk.dev/ozdesk/queue"} {
		if !seen[pkg] {
			t.Errorf("no init trace for %s in:\n%s", pkg, r.stderr)
		}
	}
}
