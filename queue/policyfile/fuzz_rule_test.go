package policyfile_test

import (
	"testing"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// FuzzParseRuleText: a one-line rule never panics, and one it reads
// builds into a policy.
func FuzzParseRuleText(f *testing.F) {
	for _, s := range []string{"allow git push origin feature/*", "refuse over cmd.unreadable", "ask [shell] -c *",
		"allow * x", "deny rm", "refuse rm -rf ~ ; ls", "allow over cmd.download-run"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r, err := policyfile.ParseRuleText(text)
		if err != nil {
			return
		}
		pf := &policyfile.File{Version: policyfile.Version, Rules: []policyfile.Rule{r}}
		if _, err := queue.FilePolicy(pf, store.DefaultSettings(), false); err != nil {
			t.Fatalf("%q reads as a rule but builds no policy: %v", text, err)
		}
	})
}
