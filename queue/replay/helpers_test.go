package replay

import (
	"encoding/json"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/internal/teststore"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// t0 is when the recorded work starts.
var t0 = time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)

// openStore makes a store in t.TempDir and checks it when the test ends.
func openStore(t testing.TB) *store.Store {
	t.Helper()
	return teststore.Open(t)
}

// asked is one command an agent asked about.
type asked struct {
	at                  time.Duration // after t0
	command             string
	agent, job, session string
	unavailable         bool
}

// home and work are where the recorded agents work.
const (
	home = "/home/op"
	work = "/home/op/src/app"
)

// evaluation decides a command under pol as the queue does, and returns
// the record it writes.
func evaluation(pol *patterns.Policy, a asked) queue.Evaluation {
	rec := queue.ContextRecord{Cwd: work, Workdir: work, Home: home}
	ctx := &patterns.Context{Cwd: work, Workdir: work, Home: home, Agent: a.agent, Node: "node1"}
	when := t0.Add(a.at)
	v := pol.Explain(a.command, ctx, when)
	e := queue.Evaluation{Time: when, Command: a.command, Agent: a.agent, Job: a.job, Session: a.session,
		Harness: "cli", Node: "node1", Context: rec, Report: v.Report()}
	if a.unavailable {
		e.Report = patterns.Report{Outcome: patterns.Ask, Rule: "", Part: -1}
		e.Unavailable = "store locked"
	}
	return e
}

// record writes evaluations of cmds under pol to st's audit trail, as
// "evaluate" entries at their times.
func record(t testing.TB, st *store.Store, pol *patterns.Policy, cmds []asked) {
	t.Helper()
	err := st.Update(func(tx *store.Tx) error {
		for _, a := range cmds {
			data, err := json.Marshal(evaluation(pol, a))
			if err != nil {
				return err
			}
			if _, err := tx.AppendAudit(store.AuditEntry{Time: t0.Add(a.at), Kind: store.KindEvaluate,
				Actor: a.agent, Node: "node1", Data: data}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatalf("record: %v", err)
	}
}

// policyWith is the policy of the store's rules (none here) plus rules
// written one a line, as `ozdesk policy replay --rule` takes them.
func policyWith(t testing.TB, rules ...string) *patterns.Policy {
	t.Helper()
	f := &policyfile.File{Version: policyfile.Version}
	for _, text := range rules {
		r, err := policyfile.ParseRuleText(text)
		if err != nil {
			t.Fatalf("rule: %v", err)
		}
		f.Rules = append(f.Rules, r)
	}
	p, err := queue.FilePolicy(f, store.DefaultSettings(), false)
	if err != nil {
		t.Fatalf("policy: %v", err)
	}
	return p
}
