package screenshots

import (
	"errors"
	"testing"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// proposeLoosening turns four eyes on over the demo's rules, and has bob
// propose what then needs a second operator: retiring the refuse rule r1,
// turning four eyes off, a host for the egress list.
func proposeLoosening(t *testing.T, svc *queue.Service) {
	t.Helper()
	set, err := svc.Settings()
	if err != nil {
		t.Fatal(err)
	}
	set.FourEyes = true
	if _, err := svc.SetSettings(set, "bob"); err != nil {
		t.Fatal(err)
	}
	off := set
	off.FourEyes = false
	for _, propose := range []func() error{
		func() error { return svc.RetireRule("r1", "bob") },
		func() error { _, err := svc.SetSettings(off, "bob"); return err },
		func() error {
			_, err := svc.AddEgress(store.EgressHost{Host: "get.k3s.io", AddedBy: "bob", Reason: "the k3s installer"})
			return err
		},
	} {
		if err := propose(); !errors.Is(err, queue.ErrProposed) {
			t.Fatalf("want a proposal, got %v", err)
		}
	}
}
