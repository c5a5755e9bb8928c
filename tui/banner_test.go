package tui

import (
	"errors"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// TestUnbelievedSettingsBanner: settings and an egress host put into the
// store around ozdesk are not believed (the policy goes by the strictest
// settings); the desk says so on a line under the header, with what to
// run, at 80 and at 120 columns, and marks a forged proposal in the
// rules view as `policy list` does (issue 9: the feed carried why, the
// desk printed nothing). A believed store shows no banner.
func TestUnbelievedSettingsBanner(t *testing.T) {
	for _, w := range []int{80, 120} {
		d := openDesk(t, w, 30)
		set := store.DefaultSettings()
		set.FourEyes, set.Fallback = true, store.OutcomeAsk
		if _, err := d.svc.SetSettings(set, "admin"); err != nil {
			t.Fatal(err)
		}
		loose := set
		loose.Fallback = store.OutcomeAllow
		_, err := d.svc.SetSettings(loose, "alice")
		var pe *queue.ProposedError
		if !errors.As(err, &pe) {
			t.Fatalf("want a proposal, got %v", err)
		}
		d.reload()
		d.keys("1")
		if scr := d.screen(); strings.Contains(scr, "audit verify") {
			t.Fatalf("%d: a banner over believed settings:\n%s", w, scr)
		}
		forged := set
		forged.FourEyes, forged.Fallback = false, store.OutcomeAllow
		p := pe.Proposal
		p.By = "mallory"
		err = d.st.Update(func(tx *store.Tx) error {
			if err := tx.PutSettingsAttested(forged, tx.LatestSettingsEntry()); err != nil {
				return err
			}
			if err := tx.PutProposal(p); err != nil {
				return err
			}
			return tx.AddEgress(store.EgressHost{Host: "evil.example", AddedBy: "alice"})
		})
		if err != nil {
			t.Fatal(err)
		}
		d.reload()
		scr := d.screen()
		banner := strings.Join(strings.Fields(strings.Join(strings.Split(scr, "\n")[1:3], " ")), " ")
		for _, want := range []string{"settings not proven", "strict settings in effect", "evil.example not in effect", "ozdesk audit verify"} {
			if !strings.Contains(banner, want) {
				t.Errorf("%d: the line under the header lacks %q:\n%s", w, want, scr)
			}
		}
		d.keys("2")
		d.mustShow("FORGED: not as its audit entry wrote it", "audit verify")
	}
}
