package broker

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// deskMethods are the calls the desk and the audit commands make: the
// change feed, the audit trail, and the pattern editor's corpus and
// previews. All are reads, for operators, but "sweep_changes", the
// desk's load, which sweeps first as "sweep" does, and needs what
// "sweep" and "changes" need.
func deskMethods() map[string]method {
	return map[string]method{
		"changes":       {RoleViewer, changes},
		"sweep_changes": {RoleViewer, sweepChanges},
		"head":          {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.Head() })},
		"wait_change":   {RoleViewer, waitChange},
		"audit":         {RoleViewer, audit},
		"audit_range":   {RoleViewer, auditRange},
		"verify_audit":  {RoleViewer, verifyAudit},
		"load_corpus":   {RoleViewer, loadCorpus},
		"preview":       {RoleViewer, preview},
	}
}

// changesParams ask what changed after an audit entry.
type changesParams struct {
	After uint64 `json:"after"`
	Full  bool   `json:"full,omitempty"`
}

func changes(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
	var p changesParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	return changesToWire(s.svc.Changes(p.After, p.Full))
}

// waitChange blocks until the audit head passes After, or the client
// stops waiting (closes the connection).
func waitChange(ctx context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
	var p changesParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	head, err := s.svc.WaitChange(ctx, p.After)
	if err != nil && ctx.Err() == nil {
		return nil, err
	}
	return head, nil
}

// auditParams read the audit trail after an entry, or in a time range.
type auditParams struct {
	After uint64    `json:"after,omitempty"`
	Limit int       `json:"limit,omitempty"`
	From  time.Time `json:"from,omitzero"`
	To    time.Time `json:"to,omitzero"`
	Kinds []string  `json:"kinds,omitempty"`
}

func audit(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
	var p auditParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	return s.svc.Audit(p.After, p.Limit)
}

func auditRange(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
	var p auditParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	return s.svc.AuditRange(p.From, p.To, p.Kinds...)
}

// verifyParams check the audit trail against anchors.
type verifyParams struct {
	Anchors []store.AuditHead `json:"anchors,omitempty"`
}

// verifyResult is a verification on the wire: what was found, and the
// error that says it does not hold.
type verifyResult struct {
	Verification *queue.Verification `json:"verification"`
	Error        *WireError          `json:"error,omitempty"`
}

func verifyAudit(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
	var p verifyParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	// The highest head this broker has read is an anchor too: a trail
	// rolled back under it does not verify, anchor given or not. Cut
	// since (read before an operator's cut), it is not the operator's
	// to check against an export: it is left out of those.
	anchors := p.Anchors
	floor := s.svc.AuditFloor()
	if floor.Seq > 0 {
		anchors = append(slices.Clip(anchors), floor)
	}
	v, err := s.svc.VerifyAudit(anchors...)
	if v != nil && floor.Seq > 0 && !slices.Contains(p.Anchors, floor) {
		v.CutAnchors = slices.DeleteFunc(v.CutAnchors, func(h store.AuditHead) bool { return h == floor })
	}
	return verifyResult{Verification: v, Error: toWire(err)}, nil
}

// corpusParams load a corpus.
type corpusParams struct {
	Since time.Time `json:"since"`
	Limit int       `json:"limit,omitempty"`
}

// corpusResult stands for a corpus the broker keeps.
type corpusResult struct {
	Handle   string    `json:"handle"`
	Total    int       `json:"total"`
	Distinct int       `json:"distinct"`
	Loaded   time.Time `json:"loaded"`
}

func loadCorpus(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
	var p corpusParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	c, err := s.svc.LoadCorpus(p.Since, p.Limit)
	if err != nil {
		return nil, err
	}
	return corpusResult{Handle: s.corpora.put(c), Total: c.Total(), Distinct: c.Len(), Loaded: c.Loaded()}, nil
}

// previewParams preview a rule being edited against a kept corpus.
type previewParams struct {
	Corpus  string         `json:"corpus"`
	Spec    queue.RuleSpec `json:"spec"`
	From    string         `json:"from,omitempty"`
	Pending []string       `json:"pending,omitempty"`
}

// wirePreview is a [queue.Preview] on the wire.
type wirePreview struct {
	Pattern                     string                `json:"pattern"`
	Err                         *WireError            `json:"err,omitempty"`
	Rails                       []*patterns.RailError `json:"rails,omitempty"`
	Recorded, Commands, Changed int
	Examples                    []string `json:"examples,omitempty"`
	Resolves                    []string `json:"resolves,omitempty"`
	// ShadowedBy and ShadowedHow: the rule that decides the ask's
	// command in the new rule's place (queue.Preview).
	ShadowedBy  string           `json:"shadowed_by,omitempty"`
	ShadowedHow patterns.Outcome `json:"shadowed_how,omitempty"`
	// MatchesAsk, DecidesAsk and StillAsks: what the rule does to the
	// ask it is written from (queue.Preview). Without them the editor
	// said "not this ask" of a rule that decides it (rt46k M6).
	MatchesAsk bool               `json:"matches_ask,omitempty"`
	DecidesAsk bool               `json:"decides_ask,omitempty"`
	StillAsks  *queue.StillAsking `json:"still_asks,omitempty"`
	// Matched and MatchedPending: what the pattern alone matches, said
	// where a guard rail refuses the allow (queue.Preview).
	Matched        int `json:"matched,omitempty"`
	MatchedPending int `json:"matched_pending,omitempty"`
}

func preview(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
	var p previewParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	c := s.corpora.get(p.Corpus)
	if c == nil && p.Corpus != "" {
		return nil, fmt.Errorf("%w: the recorded commands were dropped; load them again", store.ErrNotFound)
	}
	var from *store.Ask
	if p.From != "" {
		a, err := s.svc.Get(p.From)
		if err != nil {
			return nil, err
		}
		from = &a
	}
	var pending []store.Ask
	if len(p.Pending) > 0 {
		all, err := s.svc.Pending()
		if err != nil {
			return nil, err
		}
		for _, a := range all {
			if slices.Contains(p.Pending, a.ID) {
				pending = append(pending, a)
			}
		}
	}
	pv := s.svc.PreviewRule(p.Spec, from, c, pending)
	return wirePreview{Pattern: pv.Pattern, Err: toWire(pv.Err), Rails: pv.Rails, Recorded: pv.Recorded,
		Commands: pv.Commands, Changed: pv.Changed, Examples: pv.Examples, Resolves: pv.Resolves,
		ShadowedBy: pv.ShadowedBy, ShadowedHow: pv.ShadowedHow,
		MatchesAsk: pv.MatchesAsk, DecidesAsk: pv.DecidesAsk, StillAsks: pv.StillAsks,
		Matched: pv.Matched, MatchedPending: pv.MatchedPending}, nil
}
