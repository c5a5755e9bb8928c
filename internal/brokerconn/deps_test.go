package brokerconn

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// bannedDeps are what a client that only talks to a broker must not
// link: direct mode's policy, store and configuration reader, and the
// desk's drawing, each with its initialisers and tables run in every
// process that links them.
var bannedDeps = []string{"ozdesk.dev/ozdesk/patterns", "ozdesk.dev/ozdesk/store", "ozdesk.dev/ozdesk/queue",
	"go.etcd.io/bbolt", "yaml", "lipgloss", "charm", "runewidth", "mvdan.cc/sh", "compress/", "hash/crc32"}

// brokerOnly are the packages a client that only talks to a broker
// links of ozdesk's: this one, the request it sends, the request's JSON
// strings, and the answer's reader.
var brokerOnly = []string{"ozdesk.dev/ozdesk/internal/brokerconn", "ozdesk.dev/ozdesk/internal/askwire", "ozdesk.dev/ozdesk/internal/jsonstr",
	"ozdesk.dev/ozdesk/internal/jsonobj"}

// TestDeps holds the import graph (go list -deps) of this package and of
// askwire to the standard library, x/sys and brokerOnly.
func TestDeps(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", brokerOnly[0], brokerOnly[1]).Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, banned := range bannedDeps {
			if strings.Contains(dep, banned) {
				t.Errorf("brokerconn or askwire links %s (%q): a broker-only client would run its initialisers", dep, banned)
			}
		}
		if strings.HasPrefix(dep, "ozdesk.dev/") && !slices.Contains(brokerOnly, dep) {
			t.Errorf("brokerconn or askwire links %s: they import nothing else of ozdesk's", dep)
		}
	}
}
