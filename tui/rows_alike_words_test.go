package tui

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// kubectlTwins are four asks whose commands differ in two places, the
// cluster (A, B) and the deployment (v1, v2), each long enough to be cut
// (rt14k #2).
func kubectlTwins(d *testDesk) []string {
	var ids []string
	for _, x := range []string{"A", "B"} {
		for _, n := range []string{"1", "2"} {
			ids = append(ids, d.askFixed("agentK", "k8s", fmt.Sprintf("kubectl --context prod-eu-west-1-cluster-%s"+
				" --namespace payments-service-backend-tier delete deployment payments-api-v%s"+
				" --grace-period=0 --wait=false --cascade=foreground", x, n)))
		}
	}
	return ids
}

// rowLead is what a queue row starts with before its command: the
// selection and marks, the ID and the age.
var rowLead = regexp.MustCompile(`^\s*[▸ ]?\s*[●○ ]?\s*\d+\s+\d+s\s`)

// TestLookAlikesDifferingTwice: four commands that differ in two places
// read as four different rows, at 80 and 120 columns, each showing its
// cluster and its deployment, and so do the lines of the bulk
// confirmation (rt14k #2: A-v1 and B-v1 read the same, row and
// confirmation alike).
func TestLookAlikesDifferingTwice(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			d := openDesk(t, size[0], size[1])
			kubectlTwins(d)
			d.reload()
			d.settle()
			want := [][2]string{{"cluster-A", "v1"}, {"cluster-A", "v2"}, {"cluster-B", "v1"}, {"cluster-B", "v2"}}
			// each row as it reads under the cursor (at 80 columns the
			// stacked card leaves the queue few lines)
			var rows []string
			for range 4 {
				sel := lines(d.screen(), "▸")
				if len(sel) == 0 {
					t.Fatalf("no selected row:\n%s", d.screen())
				}
				rows = append(rows, sel[0])
				d.keys("j")
				d.settle()
			}
			d.keys("g")
			d.settle()
			seen := map[string]bool{}
			for i, r := range rows {
				cmd := rowLead.ReplaceAllString(r, "")
				if i < len(rows)/2 && size[0] == 120 {
					cmd = strings.SplitN(cmd, "│", 2)[0]
				}
				cmd = strings.SplitN(cmd, "│", 2)[0]
				if seen[cmd] {
					t.Errorf("row %d reads as another:\n%s", i+1, d.screen())
				}
				seen[cmd] = true
				for _, w := range want[i] {
					if !strings.Contains(r, w) {
						t.Errorf("row %d lacks %q: %s", i+1, w, r)
					}
				}
				if !strings.Contains(r, "kubectl") {
					t.Errorf("row %d lacks its program: %s", i+1, r)
				}
			}
			// mark asks 1 and 3 (cluster A and B, both v1): the
			// confirmation's lines tell them apart
			d.keys("space")
			d.settle()
			d.keys("j", "space")
			d.settle()
			d.keys("a")
			d.mustShow("Approve 2 marked asks once?")
			conf := lines(d.screen(), "   ask ")
			if len(conf) != 2 {
				t.Fatalf("want 2 lines in the confirmation:\n%s", d.screen())
			}
			// they differ in the cluster alone: each line shows it
			for i, s := range []string{"cluster-A", "cluster-B"} {
				if !strings.Contains(conf[i], s) {
					t.Errorf("confirmation line %d lacks %q:\n%s", i+1, s, d.screen())
				}
			}
		})
	}
}

// lines are the lines of screen that hold s.
func lines(screen, s string) []string {
	var out []string
	for _, l := range strings.Split(screen, "\n") {
		if strings.Contains(l, s) {
			out = append(out, l)
		}
	}
	return out
}
