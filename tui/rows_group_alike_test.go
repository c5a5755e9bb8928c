package tui

import (
	"fmt"
	"strings"
	"testing"
)

// groupAlikeCommands are n asks whose commands share a long middle and
// differ, each from the first, at one place: at the start (the release's
// name), in the middle (the image's tag) or at the end (the namespace),
// as rt42k F2 sent them. Each is long enough to be cut at 80 and at 120
// columns.
func groupAlikeCommands(n int, where string) []string {
	const mid = "--config-file=/etc/app/settings/production/override/values.yaml --namespace=platform-services-east"
	out := make([]string, 0, n)
	for i := range n {
		app, tag, ns := "appA", "1.0", "staging"
		switch where {
		case "start":
			app = fmt.Sprintf("app%c", 'A'+i)
		case "middle":
			tag = fmt.Sprintf("1.%d", i)
		case "end":
			ns = fmt.Sprintf("stagin%d", i)
		case "mixed":
			// rt42k F2's four: the first, then one place each
			switch i % 4 {
			case 1:
				app = fmt.Sprintf("app%c", 'B'+i/4)
			case 2:
				tag = fmt.Sprintf("1.%d", 1+i/4)
			case 3:
				ns = fmt.Sprintf("stagin%d", 9-i/4)
			}
		}
		out = append(out, fmt.Sprintf("helm upgrade --install %s %s --set image.tag=%s --set replicas=3 --atomic --wait && kubectl delete ns %s", app, mid, tag, ns))
	}
	return out
}

// TestRowsOfManyLookAlikesReadApart (rt42k F2): three or more asks whose
// commands differ in the middle read alike in rows that keep the start
// and the end: at 80 columns three rows read exactly the same, at 120
// two, with no row saying that it differs off-screen (pairs were told
// apart; the look-alike logic compared pairs). After layout, any two
// rows of different commands must read differently once their IDs and
// ages are set aside, or say that they differ off-screen.
func TestRowsOfManyLookAlikesReadApart(t *testing.T) {
	for _, sz := range goldenSizes {
		for _, n := range []int{3, 4, 6} {
			for _, where := range []string{"start", "middle", "end", "mixed"} {
				t.Run(fmt.Sprintf("%s/%d/%s", sizeName(sz.w, sz.h), n, where), func(t *testing.T) {
					d := openDesk(t, sz.w, sz.h)
					cmds := groupAlikeCommands(n, where)
					for _, c := range cmds {
						d.askFixed("k", "J", c)
					}
					d.reload()
					d.settle()
					scr := d.screen()
					rows := queueRows(scr, sz.w)
					if len(rows) != n {
						t.Fatalf("%d rows, want %d:\n%s", len(rows), n, scr)
					}
					// the rows, but for the selection mark, the ID and the age
					cells := make([]string, n)
					for i, r := range rows {
						f := strings.Fields(strings.TrimPrefix(r, "▸"))
						if len(f) < 3 || f[0] != itoa(i+1) {
							t.Fatalf("row %d is not ask %d's: %q", i, i+1, r)
						}
						cells[i] = strings.Join(f[2:], " ")
					}
					for i := range cells {
						for j := i + 1; j < n; j++ {
							if cmds[i] == cmds[j] || cells[i] != cells[j] {
								continue
							}
							if strings.Contains(cells[i], "differs off-screen") {
								continue
							}
							t.Errorf("rows of asks %d and %d read the same:\n%s\n%s\n%s", i+1, j+1, cells[i], cells[j], scr)
						}
					}
				})
			}
		}
	}
}
