package replay

import (
	"encoding/json"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// Record is the part of a recorded evaluation a replay needs: who asked,
// where, what, and what the policy of the day answered.
type Record struct {
	// Seq is the audit entry's seq.
	Seq  uint64
	Time time.Time
	// Command is the command line, as the agent sent it.
	Command                   string
	Agent, Job, Session, Node string
	Context                   queue.ContextRecord
	// Outcome and Rule are the recorded answer.
	Outcome patterns.Outcome
	Rule    string
	// Unavailable is set when the store could not be read and the answer
	// failed closed: it says nothing of the policy, and is not replayed.
	Unavailable bool
}

// recordJSON decodes the fields of a [queue.Evaluation] a replay reads,
// and skips the rest (the report's parts).
type recordJSON struct {
	Time        time.Time           `json:"time"`
	Command     string              `json:"command"`
	Agent       string              `json:"agent"`
	Job         string              `json:"job"`
	Session     string              `json:"session"`
	Node        string              `json:"node"`
	Context     queue.ContextRecord `json:"context"`
	Unavailable string              `json:"unavailable"`
	Report      struct {
		Outcome *patterns.Outcome `json:"outcome"`
		Rule    string            `json:"rule"`
	} `json:"report"`
}

// Decode reads the record of an "evaluate" audit entry (its data is a
// [queue.Evaluation]). The evaluation's own time is used when it has one,
// else the entry's.
func Decode(e store.AuditEntry) (Record, error) {
	if e.Kind != store.KindEvaluate {
		return Record{}, fmt.Errorf("audit entry %d is %q, not an evaluation", e.Seq, e.Kind)
	}
	var j recordJSON
	if err := json.Unmarshal(e.Data, &j); err != nil {
		return Record{}, fmt.Errorf("audit entry %d: evaluation does not decode: %w", e.Seq, err)
	}
	if j.Report.Outcome == nil && j.Unavailable == "" {
		return Record{}, fmt.Errorf("audit entry %d: evaluation has no outcome", e.Seq)
	}
	if j.Command == "" { // a long command, referred to by hash
		j.Command = e.Command
	}
	r := Record{Seq: e.Seq, Time: j.Time, Command: j.Command, Agent: j.Agent, Job: j.Job, Session: j.Session,
		Node: j.Node, Context: j.Context, Rule: j.Report.Rule, Unavailable: j.Unavailable != ""}
	if j.Report.Outcome != nil {
		r.Outcome = *j.Report.Outcome
	}
	if r.Time.IsZero() {
		r.Time = e.Time
	}
	if e.Node != "" && r.Node == "" {
		r.Node = e.Node
	}
	return r, nil
}

// context is the context the record's command was judged in, with the
// egress list and protected paths of the replay.
func (r *Record) context(egress, protected []string) *patterns.Context {
	return &patterns.Context{Cwd: r.Context.Cwd, Workdir: r.Context.Workdir, Home: r.Context.Home,
		DefaultBranch: r.Context.DefaultBranch, Egress: egress, Protected: protected, Agent: r.Agent, Node: r.Node}
}

// group names the run of work a record belongs to: its job, else its
// session, else its agent.
func (r *Record) group() (kind, name string) {
	switch {
	case r.Job != "":
		return "job", r.Job
	case r.Session != "":
		return "session", r.Session
	case r.Agent != "":
		return "agent", r.Agent
	}
	return "none", ""
}
