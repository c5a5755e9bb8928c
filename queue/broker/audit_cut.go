package broker

import (
	"context"
	"encoding/json"

	"ozdesk.dev/ozdesk/queue"
)

// auditCut cuts the audit trail's oldest entries once exported (admins
// alone: an agent, or a viewer, who could cut could hide what it did).
// The cut is recorded with the account that connected, whatever name the
// call carries.
func auditCut(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var req queue.AuditCutRequest
	if err := decodeParams(raw, &req); err != nil {
		return nil, err
	}
	by, err := actor(id, req.By)
	if err != nil {
		return nil, err
	}
	req.By = by
	return s.svc.CutAudit(req)
}

// CutAudit has the broker cut its audit trail's oldest entries (admins).
func (c *Client) CutAudit(req queue.AuditCutRequest) (*queue.AuditCutResult, error) {
	var r queue.AuditCutResult
	if err := c.simple("audit_cut", req, &r); err != nil {
		return nil, err
	}
	return &r, nil
}
