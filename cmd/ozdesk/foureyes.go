package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// fourEyesHold refuses, under four eyes, a change to the policy that one
// operator may not make alone. It asks the rule `policy apply` follows
// (policyfile.CheckFourEyes) about the same change made through a file,
// so that every door of the command line holds back what apply holds
// back: retiring an ask or refuse rule, turning four eyes off, a fallback
// of allow, adding an egress host.
func fourEyesHold(svc *queue.Service, op string, edit func(*policyfile.File)) error {
	cur, set, _, err := currentPolicyFile(svc)
	if err != nil || !set.FourEyes {
		return err
	}
	want := *cur
	want.Rules = slices.Clone(cur.Rules)
	want.Egress = slices.Clone(cur.Egress)
	edit(&want)
	var held *policyfile.FourEyesError
	if err := policyfile.CheckFourEyes(policyfile.Diff(cur, &want), op); errors.As(err, &held) {
		var why []string
		for _, h := range held.Held {
			why = append(why, h.Why)
		}
		return withCode(exitConflict, fmt.Errorf("four eyes is on, and holds this change: %s", strings.Join(why, "; ")),
			"nothing was changed: under four eyes ozdesk has no way yet for two operators to make it together")
	}
	return nil
}

// addEgress edits a policy file: a host joins the egress list.
func addEgress(host, reason string) func(*policyfile.File) {
	return func(f *policyfile.File) {
		f.HasEgress = true
		f.Egress = append(f.Egress, policyfile.Egress{Host: host, Reason: reason})
		slices.SortFunc(f.Egress, func(a, b policyfile.Egress) int { return strings.Compare(a.Host, b.Host) })
	}
}

// setSettings edits a policy file: the settings become s.
func setSettings(s store.Settings) func(*policyfile.File) {
	return func(f *policyfile.File) { f.Settings = policyfile.FromSettings(s) }
}

// retireRule edits a policy file: the rule leaves it.
func retireRule(id string) func(*policyfile.File) {
	return func(f *policyfile.File) {
		f.Rules = slices.DeleteFunc(f.Rules, func(r policyfile.Rule) bool { return r.ID == id })
	}
}
