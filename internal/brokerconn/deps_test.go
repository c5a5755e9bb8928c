package brokerconn

import (
	"os/exec"
	"strings"
	"testing"
)

// bannedDeps are what a client that only talks to a broker must not
// link: direct mode's policy, store and configuration reader, and the
// desk's drawing, each with its initialisers and tables run in every
// process that links them.
var bannedDeps = []string{"ozdesk.dev/ozdesk/patterns", "ozdesk.dev/ozdesk/store", "ozdesk.dev/ozdesk/queue",
	"go.etcd.io/bbolt", "yaml", "lipgloss", "charm", "runewidth", "mvdan.cc/sh", "compress/", "hash/crc32"}

// TestDeps holds the package's import graph (go list -deps) to the
// standard library, x/sys and nothing else of ozdesk's.
func TestDeps(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, banned := range bannedDeps {
			if strings.Contains(dep, banned) {
				t.Errorf("brokerconn links %s (%q): a broker-only client would run its initialisers", dep, banned)
			}
		}
		if strings.HasPrefix(dep, "ozdesk.dev/") && dep != "ozdesk.dev/ozdesk/internal/brokerconn" {
			t.Errorf("brokerconn links %s: it imports nothing of ozdesk's", dep)
		}
	}
}
