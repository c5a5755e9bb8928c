package tui

import (
	"strings"
	"testing"
)

// TestQueueFilterReadsEveryAskingRule (rt38k MEDIUM-5): the queue's /
// matched only an ask's gravest rule, so that /cloud-delete missed an ask
// whose second part deletes a namespace, and /2 parts matched nothing
// beside a row reading "2 parts ask:". A filter now matches every asking
// part's rule and the words the rule cell shows.
func TestQueueFilterReadsEveryAskingRule(t *testing.T) {
	for _, c := range []struct {
		filter string
		n      int
	}{
		{"cloud-delete", 2},
		{"delete-home", 1},
		{"2 parts", 1},
		{"nothing-such", 0},
	} {
		t.Run(strings.ReplaceAll(c.filter, " ", "_"), func(t *testing.T) {
			d := openDesk(t, 120, 40)
			d.askFixed("ci", "", "rm -rf ~ ; kubectl delete namespace staging")
			d.askFixed("ci", "", "kubectl delete namespace prod")
			d.askFixed("ci", "", "rm -rf /srv/x")
			d.reload()
			d.settle()
			d.keys("/", c.filter, "enter")
			d.mustShow(itoa(c.n) + " match /" + c.filter)
		})
	}
}
