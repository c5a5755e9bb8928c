package queue

import (
	"testing"

	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// TestApplyPolicyLowersFloor: a policy file applied by a process whose
// floor is past the trail's head (a broker that served the fleet before
// a restore) takes effect, as a policy set does (fx20g2): the settings
// or egress list it writes are believed, not called put back.
func TestApplyPolicyLowersFloor(t *testing.T) {
	for _, tc := range []struct {
		name  string
		floor PolicyFloor
		file  string
		check func(s *Service) (string, error)
	}{
		{"settings", PolicyFloor{Settings: 900}, "version: 1\nsettings:\n  fallback: ask\n  ask_wait: 11m\n", (*Service).SettingsUnproven},
		{"egress", PolicyFloor{Egress: 900}, "version: 1\negress:\n  - host: get.k3s.io\n    reason: the installer\n  - host: new.example\n    reason: the mirror\n", (*Service).EgressUnproven},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newService(t)
			set := store.DefaultSettings()
			set.Fallback = store.OutcomeAsk
			if _, err := s.SetSettings(set, "alice"); err != nil {
				t.Fatal(err)
			}
			if _, err := s.AddEgress(store.EgressHost{Host: "get.k3s.io", AddedBy: "alice", Reason: "the installer"}); err != nil {
				t.Fatal(err)
			}
			s.RaisePolicyFloor(tc.floor)
			if why, err := tc.check(s); err != nil || why == "" {
				t.Fatalf("under a floor past the head: %q, %v; want not believed", why, err)
			}
			f, err := policyfile.Parse([]byte(tc.file))
			if err != nil {
				t.Fatal(err)
			}
			plan, err := s.PlanPolicy(f)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.ApplyPolicy(PolicyApply{File: f, Digest: plan.Digest, By: "alice"}); err != nil {
				t.Fatal(err)
			}
			if why, err := tc.check(s); err != nil || why != "" {
				t.Errorf("what the policy file wrote: %q, %v; want believed", why, err)
			}
		})
	}
}
