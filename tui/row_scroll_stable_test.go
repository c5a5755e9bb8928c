package tui

import (
	"fmt"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// TestRowTextStableUnderScrolling (rt35k L7): at 120x40 a long row reads
// the same whether or not its look-alike (…/five/etc beside …/five/tmp)
// is on screen, as j and ctrl+d scroll the queue: it read
// "rm … /srv/build/…/three/…" (its -rf and its end hidden) while the
// look-alike was off screen, and "rm -rf /srv/build/…/five/tmp" once it
// scrolled in.
func TestRowTextStableUnderScrolling(t *testing.T) {
	const deep = "/cache/project/module/component/subdir/deeper/still/one/two/three/four/five/"
	d := openDesk(t, 120, 40)
	for i := range 13 {
		d.askFixed("b", "", fmt.Sprintf("rm -rf /srv/scratch%02d%s%s", i, deep, "six"))
	}
	tmp := d.askFixed("a", "", "rm -rf /srv/build"+deep+"tmp")
	d.askFixed("a", "", "rm -rf /srv/build"+deep+"etc")
	for i := range 10 {
		d.askFixed("c", "", fmt.Sprintf("rm -rf /srv/scratch%02d%s%s", 20+i, deep, "seven"))
	}
	d.reload()
	d.settle()
	row := func() string {
		for _, l := range strings.Split(d.screen(), "\n") {
			if f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(l), "▸")); len(f) > 3 && f[0] == queue.ShortID(tmp) {
				_, cmd, _ := strings.Cut(l, "«a»")
				cmd, _, _ = strings.Cut(cmd, "cmd.")
				return strings.TrimSpace(cmd)
			}
		}
		return ""
	}
	seen := map[string][]string{}
	for _, k := range []string{"j", "j", "j", "j", "ctrl+d", "j", "j", "j", "ctrl+d", "j", "ctrl+d", "G", "ctrl+u", "k"} {
		d.keys(k)
		d.settle()
		if r := row(); r != "" {
			seen[r] = append(seen[r], k)
		}
	}
	if len(seen) == 0 {
		t.Fatalf("ask %s never on screen:\n%s", tmp, d.screen())
	}
	if len(seen) > 1 {
		t.Fatalf("ask %s's row changes as the queue scrolls: %q", tmp, seen)
	}
	for r := range seen {
		if !strings.HasSuffix(r, "five/tmp") || !strings.HasPrefix(r, "rm -rf ") {
			t.Errorf("ask %s's row hides its start or its end: %q", tmp, r)
		}
	}
}
