package queue

import (
	"testing"

	"ozdesk.dev/ozdesk/store"
)

// TestChangesShowBelievedPolicy: the desk's change feed shows the
// settings the policy goes by, not a record forged around ozdesk (four
// eyes off, fallback allow, read at the desk as off while the broker
// holds it on), says why they are not believed, and marks a host put on
// the egress list around ozdesk as forged, as 'policy egress list' does.
func TestChangesShowBelievedPolicy(t *testing.T) {
	s := newService(t)
	set := store.DefaultSettings()
	set.FourEyes, set.Fallback = true, store.OutcomeAsk
	if _, err := s.SetSettings(set, "alice"); err != nil {
		t.Fatal(err)
	}
	c, err := s.Changes(0, true)
	if err != nil {
		t.Fatal(err)
	}
	if c.Settings != set || c.SettingsUnproven != "" || len(c.EgressNotInEffect) != 0 {
		t.Fatalf("changes before the forgery: %+v, %q, %v", c.Settings, c.SettingsUnproven, c.EgressNotInEffect)
	}
	forged := set
	forged.FourEyes, forged.Fallback = false, store.OutcomeAllow
	err = s.st.Update(func(tx *store.Tx) error {
		if err := tx.PutSettingsAttested(forged, tx.LatestSettingsEntry()); err != nil {
			return err
		}
		return tx.AddEgress(store.EgressHost{Host: "evil.example", AddedBy: "alice"})
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, full := range []bool{true, false} {
		c, err := s.Changes(1, full)
		if err != nil {
			t.Fatal(err)
		}
		if !c.Settings.FourEyes || c.Settings.Fallback != store.OutcomeAsk {
			t.Errorf("full %v: the desk reads forged settings as %+v; want four eyes on, fallback ask", full, c.Settings)
		}
		if c.SettingsUnproven == "" {
			t.Errorf("full %v: the desk is not told the settings are not believed", full)
		}
		listed, err := s.Egress()
		if err != nil || len(listed) != 1 {
			t.Fatalf("egress list: %v, %v", listed, err)
		}
		if got := c.EgressNotInEffect["evil.example"]; got == "" || got != listed[0].NotInEffect {
			t.Errorf("full %v: a forged egress host is marked %q, egress %v; want %q as the egress list says", full, got, c.Egress, listed[0].NotInEffect)
		}
	}
}
