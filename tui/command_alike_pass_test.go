package tui

import (
	"fmt"
	"maps"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestCommandAlikeOnePassAsPairwise: on a real store, change after
// change (asks queued in rounds: many copies of one command, its
// look-alike spellings in 1/l and O/0 and with a mark, commands unlike
// any), the look-alikes the desk keeps (each group read in one pass) are
// those comparing every waiting ask with every other told.
func TestCommandAlikeOnePassAsPairwise(t *testing.T) {
	const base = "kubectl --context %s --namespace payments delete deployment api-gateway"
	rounds := [][]string{
		{"prod-eu-west-1", "prod-eu-west-1", "prod-eu-west-1", "dev-eu-west-1"},
		{"prod-eu-west-l", "prod-eu-west-1", "staging-1"},
		{"prod-eu-west-I", "prod-eu-west-1", "dev-eu-west-1", "staging-l"},
		{"PROD-eu-west-1", "pr\u00f6d-eu-west-1", "prod-eu-west-1", "dev-eu-west-1"},
		{"prod-eu-west-1", "prod-eu-west-1", "prod-eu-west-1", "prod-eu-west-1", "qa-0", "qa-O"},
	}
	d := openDesk(t, 120, 40)
	n := 0
	for r, round := range rounds {
		for _, ctx := range round {
			d.ask(fmt.Sprintf("agent-%d", n%6), "", fmt.Sprintf(base, ctx))
			n++
		}
		d.reload()
		if got := d.m.list.Len(); got != n {
			t.Fatalf("round %d: %d asks on the desk, want %d", r+1, got, n)
		}
		want := alikeCommandsPairwise(d.m.list.all)
		if r > 0 && len(want) == 0 { // the first round has none
			t.Fatalf("round %d: no look-alikes at all: the case proves nothing", r+1)
		}
		if !maps.Equal(d.m.list.cmdAlike, want) {
			t.Fatalf("round %d: the desk holds %v, pairwise %v", r+1, d.m.list.cmdAlike, want)
		}
	}
}

// alikeCommandsPairwise is how alikeCommands told the look-alikes
// before: each ask against every other of its skeleton, in order, the
// first whose command differs.
func alikeCommandsPairwise(asks []store.Ask) map[string]string {
	bySkel := map[string][]int{}
	for i, a := range asks {
		k := commandSkeleton(a.Command)
		bySkel[k] = append(bySkel[k], i)
	}
	var out map[string]string
	for _, g := range bySkel {
		for _, i := range g {
			for _, j := range g {
				if asks[i].Command == asks[j].Command {
					continue
				}
				if out == nil {
					out = map[string]string{}
				}
				out[asks[i].ID] = asks[j].ID
				break
			}
		}
	}
	return out
}
