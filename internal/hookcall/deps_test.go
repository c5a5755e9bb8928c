package hookcall

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// bannedDeps are what an adapter's checks must not link: direct mode's
// policy, store and configuration reader, each with its initialisers and
// tables run in every process that links them, and go-runewidth, whose
// initialisers build tables that safetext's escaping does without
// (fx56g; docs/adapter-cost.md).
var bannedDeps = []string{"ozdesk.dev/ozdesk/patterns", "ozdesk.dev/ozdesk/store", "ozdesk.dev/ozdesk/queue",
	"go.etcd.io/bbolt", "yaml", "lipgloss", "charm", "compress/", "hash/crc32", "runewidth",
	// mvdan/sh: the shells' readings are internal/shelldialect's, so
	// that a broker-only hook links no parser (fx56j).
	"mvdan.cc/sh"}

// ours are the packages of ozdesk's this one links.
var ours = []string{"ozdesk.dev/ozdesk/internal/hookcall", "ozdesk.dev/ozdesk/internal/safetext", "ozdesk.dev/ozdesk/internal/jsonstr", "ozdesk.dev/ozdesk/internal/jsonobj"}

// TestDeps holds the import graph (go list -deps) of this package to the
// standard library, safetext's width tables and ours.
func TestDeps(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ours[0]).Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, banned := range bannedDeps {
			if strings.Contains(dep, banned) {
				t.Errorf("hookcall links %s (%q): a broker-only build would run its initialisers", dep, banned)
			}
		}
		if strings.HasPrefix(dep, "ozdesk.dev/") && !slices.Contains(ours, dep) {
			t.Errorf("hookcall links %s: it imports nothing else of ozdesk's", dep)
		}
	}
}
