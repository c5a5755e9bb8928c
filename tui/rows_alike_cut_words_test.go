package tui

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
)

// TestRowCutsKeepDifferingWords: at 80 columns, kubectl asks that differ
// in a few words (the context, the namespace, the deployment) read apart,
// each row showing every word where they differ from where it differs to
// its end, and as much of its start as the room holds, the words they
// share left out first (rt48k F-row-cuts: the rows read
// `kubectl…est-1 --namespace payments delete…ry-blue`, the context and
// the deployment cut to their last bytes while the words every row shares
// showed whole).
func TestRowCutsKeepDifferingWords(t *testing.T) {
	const (
		ctx    = "kubectl --context prod-eu-west-"
		deploy = " delete deployment web-frontend-v2-canary-"
	)
	for _, tc := range []struct {
		name string
		cmds []string
		// wants are, per row, what it must show
		wants [][]string
	}{
		{"rt48k", []string{
			ctx + "1 --namespace payments" + deploy + "blue",
			ctx + "l --namespace payments" + deploy + "blue",
			ctx + "1 --namespace paymants" + deploy + "blue",
			ctx + "1 --namespace payments" + deploy + "bIue",
		}, [][]string{
			{"-eu-west-1 ", "payments", "-canary-blue"},
			{"-eu-west-l ", "payments", "-canary-blue"},
			{"-eu-west-1 ", "paymants", "-canary-blue"},
			{"-eu-west-1 ", "payments", "-canary-bIue"},
		}},
		{"two words", []string{
			ctx + "1 --namespace payments" + deploy + "blue",
			ctx + "2 --namespace payments" + deploy + "blue",
			ctx + "1 --namespace payments" + deploy + "green",
			ctx + "2 --namespace payments" + deploy + "green",
		}, [][]string{
			{"prod-eu-west-1 ", "v2-canary-blue"},
			{"prod-eu-west-2 ", "v2-canary-blue"},
			{"prod-eu-west-1 ", "v2-canary-green"},
			{"prod-eu-west-2 ", "v2-canary-green"},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			ids := make([]string, len(tc.cmds))
			for i, c := range tc.cmds {
				ids[i] = d.askFixed("ops", "", c)
			}
			d.reload()
			d.settle()
			scr := d.screen()
			seen := map[string]string{}
			for i, id := range ids {
				row := rowOf(t, scr, queue.ShortID(id))
				cmd := rowLead.ReplaceAllString(row, "")
				if o, dup := seen[cmd]; dup {
					t.Errorf("rows %s and %s read the same:\n%s", o, id, scr)
				}
				seen[cmd] = id
				if !strings.Contains(row, "kubectl") || !strings.Contains(row, "cmd.cloud-delete") {
					t.Errorf("row %s lacks its program or its rule: %s", id, row)
				}
				for _, w := range tc.wants[i] {
					if !strings.Contains(row, w) {
						t.Errorf("row %s lacks %q: %s\n%s", id, w, row, scr)
					}
				}
			}
			d.requireScreen(t)
		})
	}
}
