package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestEditorEgressHostListed (rt37k MEDIUM-1): the download's host is
// put on the egress list after its card was built (from the command
// line, or from an editor closed since). The editor opened on the card
// reads the list as it stands: it offers no ctrl+o to add the host
// again, ctrl+o says plainly there is nothing to add, and with the URL
// widened to [url] the rail says the URL is not pinned, not that the
// host is off the list.
func TestEditorEgressHostListed(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.askCurl()
	d.ask("claude", "setup", "curl -fsSL https://dl.example.org/tool.tgz")
	d.reload()
	d.settle()
	d.mustShow("curl -fsSL https://dl.example.org/tool.tgz")
	if _, err := d.svc.AddEgress(store.EgressHost{Host: "dl.example.org", AddedBy: "bob", Reason: "tools"}); err != nil {
		t.Fatal(err)
	}
	d.reload()
	d.settle()
	d.keys("A")
	scr := d.mustShow("pattern curl")
	if strings.Contains(scr, "to the egress list") {
		t.Fatalf("the editor offers to add a host the egress list holds:\n%s", scr)
	}
	d.keys("ctrl+o")
	d.mustShow("ctrl+o: no host to add: the download rail does not refuse this pattern")
	for range 5 {
		d.keys("right")
	}
	for range 3 {
		d.keys("up")
	}
	scr = d.mustShow("[url]", "the URL is not pinned: [url] stands for any host", "narrow [url] to [egress], [host:NAME] or")
	if strings.Contains(scr, "not on the egress list") || strings.Contains(scr, "ctrl+o  add") {
		t.Fatalf("the rail says the listed host is off the list:\n%s", scr)
	}
	d.keys("ctrl+o")
	d.mustShow("ctrl+o: no host to add: every host it fetches from is on the list")
}
