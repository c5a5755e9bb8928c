package broker

import (
	"context"
	"fmt"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// Changes reads what changed after an audit entry (operators).
func (c *Client) Changes(afterSeq uint64, full bool) (*queue.Changes, error) {
	ch := wireChanges{Changes: &queue.Changes{}}
	if err := c.simple("changes", changesParams{After: afterSeq, Full: full}, &ch); err != nil {
		return nil, err
	}
	ch.Changes.Rules = rulesFromWire(ch.Rules)
	return ch.Changes, nil
}

// Head reads the seq of the last audit entry (operators).
func (c *Client) Head() (uint64, error) {
	var head uint64
	err := c.simple("head", struct{}{}, &head)
	return head, err
}

// WaitChange blocks until the audit head passes afterSeq, or ctx is done.
func (c *Client) WaitChange(ctx context.Context, afterSeq uint64) (uint64, error) {
	var head uint64
	if err := c.call(ctx, "wait_change", changesParams{After: afterSeq}, &head); err != nil {
		return afterSeq, err
	}
	if ctx.Err() != nil {
		return afterSeq, ctx.Err()
	}
	return head, nil
}

// Audit reads the audit entries after afterSeq, at most limit (operators).
func (c *Client) Audit(afterSeq uint64, limit int) ([]store.AuditEntry, error) {
	var es []store.AuditEntry
	err := c.simple("audit", auditParams{After: afterSeq, Limit: limit}, &es)
	return es, err
}

// AuditRange reads the audit entries in a time range, of the given kinds
// (operators).
func (c *Client) AuditRange(from, to time.Time, kinds ...string) ([]store.AuditEntry, error) {
	var es []store.AuditEntry
	err := c.simple("audit_range", auditParams{From: from, To: to, Kinds: kinds}, &es)
	return es, err
}

// VerifyAudit has the broker check the audit trail, against the anchors
// given (operators).
func (c *Client) VerifyAudit(anchors ...store.AuditHead) (*queue.Verification, error) {
	var r verifyResult
	if err := c.simple("verify_audit", verifyParams{Anchors: anchors}, &r); err != nil {
		return nil, err
	}
	if r.Verification == nil {
		r.Verification = &queue.Verification{}
	}
	return r.Verification, verifyError(r)
}

// verifyError turns a verification's wire error back into its kind.
func verifyError(r verifyResult) error {
	if r.Error == nil {
		return nil
	}
	switch r.Error.Code {
	case "ignored":
		return &queue.IgnoredError{Rules: r.Verification.Ignored, Records: r.Verification.Unproven}
	}
	return fromWire(r.Error)
}

// LoadCorpus has the broker read the recorded commands; previews against
// the corpus run there (operators).
func (c *Client) LoadCorpus(since time.Time, limit int) (*queue.Corpus, error) {
	var r corpusResult
	if err := c.simple("load_corpus", corpusParams{Since: since, Limit: limit}, &r); err != nil {
		return nil, err
	}
	return queue.RemoteCorpus(r.Handle, r.Total, r.Distinct, r.Loaded), nil
}

// PreviewRule previews a rule being edited, at the broker, against a
// corpus it loaded (operators). A preview that cannot be had says why in
// its Err.
func (c *Client) PreviewRule(spec queue.RuleSpec, from *store.Ask, corpus *queue.Corpus, pending []store.Ask) *queue.Preview {
	p := previewParams{Spec: spec}
	if corpus != nil {
		p.Corpus = corpus.Handle()
	}
	if from != nil {
		p.From = from.ID
	}
	for _, a := range pending {
		p.Pending = append(p.Pending, a.ID)
	}
	var w wirePreview
	if err := c.simple("preview", p, &w); err != nil {
		return &queue.Preview{Pattern: spec.Pattern, Err: fmt.Errorf("preview at the broker: %w", err)}
	}
	return &queue.Preview{Pattern: w.Pattern, Err: fromWire(w.Err), Rails: w.Rails, Recorded: w.Recorded,
		Commands: w.Commands, Changed: w.Changed, Examples: w.Examples, Resolves: w.Resolves,
		ShadowedBy: w.ShadowedBy, ShadowedHow: w.ShadowedHow,
		MatchesAsk: w.MatchesAsk, DecidesAsk: w.DecidesAsk, StillAsks: w.StillAsks,
		Matched: w.Matched, MatchedPending: w.MatchedPending}
}

// Init makes nothing: the broker owns its store, made once with 'ozdesk
// serve --init'.
func (c *Client) Init() (bool, error) { return false, nil }

// StorePath names where the queue is, for messages.
func (c *Client) StorePath() string {
	if c.local != nil {
		return "the broker's " + c.local.srv.store
	}
	return "the broker at " + c.socket
}

// PlanPolicy says what applying a policy file would change (operators).
func (c *Client) PlanPolicy(f *policyfile.File) (*queue.PolicyPlan, error) {
	var p queue.PolicyPlan
	if err := c.simple("plan_policy", f, &p); err != nil {
		return nil, err
	}
	return &p, nil
}

// ApplyPolicy applies a policy file while it still makes the plan shown
// (admins).
func (c *Client) ApplyPolicy(req queue.PolicyApply) (*queue.PolicyApplied, error) {
	var r queue.PolicyApplied
	if err := c.simple("apply_policy", req, &r); err != nil {
		return nil, err
	}
	return &r, nil
}
