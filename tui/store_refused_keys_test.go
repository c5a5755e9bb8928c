package tui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// TestRefusedStoreKeysAnswerAtOnce (rt38k LOW-2): after "store replaced
// by an older copy … decisions refused", a still started a 2 s approval
// countdown ("approving ask 1 once … · u undoes · 2s") that then failed.
// Every decision key, and a bulk decision, now answers at once with the
// refusal: no countdown, no dialog, and the ask stays pending.
func TestRefusedStoreKeysAnswerAtOnce(t *testing.T) {
	cases := []struct {
		name string
		keys []string
	}{
		{"approve", []string{"a"}},
		{"deny", []string{"d"}},
		{"always allow", []string{"A"}},
		{"always refuse", []string{"D"}},
		{"bulk approve", []string{"space", "a"}},
		{"bulk deny", []string{"space", "d"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			id := d.askFixed("base", "", "rm -rf /srv/base2")
			d.reload()
			d.settle()
			backup := filepath.Join(d.dir, "backup.db")
			copyFile(t, d.storeFile(), backup)
			d.askFixed("later", "", "rm -rf /srv/later")
			d.reload()
			d.settle()
			copyFile(t, backup, d.storeFile())
			d.reload()
			d.mustShow("store replaced by an older copy of itself")
			d.clock.Add(3 * time.Second)
			d.settle()
			d.keys(tc.keys...)
			scr := d.mustShow("nothing decided: restart the desk to decide here: decisions refused")
			for _, bad := range []string{"approving", "denying", "u undoes", "Approve", "Deny", "Always", "reason"} {
				if strings.Contains(scr, bad) {
					t.Errorf("%s after a refused store shows %q:\n%s", tc.name, bad, scr)
				}
			}
			if tc.name == "approve" {
				d.requireScreen(t)
			}
			d.pastUndo()
			d.reload()
			if got := d.askState(id).State; got != store.StatePending {
				t.Fatalf("ask 1 is %s, want pending", got)
			}
		})
	}
}
