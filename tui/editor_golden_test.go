package tui

import (
	"strings"
	"testing"
)

// TestEditorScreens draws, at each golden size, the pattern editor's
// screens: a flag widened one rung, a long word's steps cut around the
// chosen one, the guard rails' words wrapped, the reason a refuse asks
// for, the matches filling the room, and a download's host offered for
// the egress list, then proposed under four eyes. (The editor whose ask has left
// the queue is drawn by TestEditorKeepsDraftWhenItsAskLeaves.)
func TestEditorScreens(t *testing.T) {
	// Not `… | sh`: A offers no rule for a pipeline into a shell (a rule
	// for curl would leave it asking); an operator's ask rule makes
	// curl alone ask.
	const k3s = "curl -fsSL https://get.k3s.io/install.sh"
	scenes := []struct {
		name    string
		command string
		run     func(d *testDesk)
	}{
		{"a flag widened", k3s, func(d *testDesk) {
			d.keys("A", "up")
			// a flag has no rung above it: it stays (rt45k HIGH-1)
			d.mustShow("pattern curl -f -s -S -L https://get.k3s.io/install.sh\n")
		}},
		{"steps cut around the chosen one", k3s, func(d *testDesk) {
			d.keys("A", "right", "right", "right", "right", "right", "up", "up", "up")
			d.mustShow("▸[url]")
		}},
		{"rails wrapped", k3s, func(d *testDesk) {
			d.keys("A", "right", "right", "right", "right", "right", "up", "up", "up", "up")
			d.mustShow("guard rail program-alone")
		}},
		{"two rails wrapped", "rm -rf /srv/b/first5", func(d *testDesk) {
			// rt35k L2: two failing rails at 80x24 were cut to a line
			// each; their words now wrap whole
			d.keys("A", "right", "right", "up", "up", "up")
			d.mustShow("guard rail program-alone", "guard rail shielded-place")
			scr := d.mustShow("matches:", "enter: give a reason")
			rails := scr[strings.Index(scr, "guard rail"):strings.Index(scr, "matches:")]
			if strings.Contains(rails, "…") {
				d.t.Fatalf("a rail's text is cut:\n%s", scr)
			}
		}},
		{"refuse asks why", "npm publish --tag beta ./packages/ui", func(d *testDesk) {
			d.keys("D")
			d.mustShow("why should these commands be refused?")
		}},
		{"matches fill the room", "", nil},
		{"egress host offered", download, func(d *testDesk) {
			d.keys("A")
			d.mustShow("ctrl+o  add dl.example.com to the egress list")
		}},
		{"egress host proposed", download, func(d *testDesk) {
			d.fourEyesOn()
			d.reload()
			d.keys("A", "ctrl+o", "right", "enter")
			d.mustShow("dl.example.com waits, proposed as p1")
		}},
	}
	for _, sc := range scenes {
		t.Run(sc.name, func(t *testing.T) {
			for _, sz := range goldenSizes {
				t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
					if sc.run == nil {
						manyPackages(t, sz.w, sz.h).requireScreen(t)
						return
					}
					d := openDesk(t, sz.w, sz.h)
					if sc.command == k3s {
						d.askCurl()
					}
					d.askFixed("claude", "setup", sc.command)
					d.reload()
					d.settle()
					sc.run(d)
					d.requireScreen(t)
				})
			}
		})
	}
}
