package tui

import (
	"fmt"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestHeaderKeepsFallbackAllow (rt37k MEDIUM-4): at 80 columns, with a
// long operator name and many asks waiting, the header keeps
// "fallback: allow" and cuts the operator's name; with the fallback ask
// and room short, the name is kept whole as before.
func TestHeaderKeepsFallbackAllow(t *testing.T) {
	const op = "alice-the-night-shift-operator"
	for _, tc := range []struct {
		name, fallback string
		asks           int
		want, lacks    string
	}{
		{name: "allow, 64 asks", fallback: store.OutcomeAllow, asks: 64, want: "fallback: allow · alice-the", lacks: op + "@node-1"},
		{name: "allow, 16 asks", fallback: store.OutcomeAllow, asks: 16, want: "fallback: allow · alice-the"},
		{name: "ask, 64 asks", fallback: store.OutcomeAsk, asks: 64, want: op, lacks: "fallback"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			set := store.DefaultSettings()
			set.Fallback = tc.fallback
			set.MaxPendingPerAgent = 100
			if _, err := d.svc.SetSettings(set, "admin"); err != nil {
				t.Fatal(err)
			}
			for i := range tc.asks {
				d.ask("builder", "", fmt.Sprintf("rm -rf /srv/cache/tmp%d", i))
			}
			o := d.asOperator(op)
			o.settle()
			head := strings.SplitN(o.screen(), "\n", 2)[0]
			if !strings.Contains(head, tc.want) {
				t.Fatalf("the header lacks %q: %q", tc.want, head)
			}
			if tc.lacks != "" && strings.Contains(head, tc.lacks) {
				t.Fatalf("the header has %q: %q", tc.lacks, head)
			}
		})
	}
}
