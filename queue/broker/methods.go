package broker

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/policyfile"
	"ozdesk.dev/ozdesk/store"
)

// method is one call the broker serves: the weakest role that may make
// it, and what it does.
type method struct {
	role Role
	run  func(ctx context.Context, s *Server, id Identity, params json.RawMessage) (any, error)
}

// Methods lists the calls the broker serves, with the weakest role that
// may make each.
func Methods() map[string]Role {
	out := map[string]Role{}
	for name, m := range methods() {
		out[name] = m.role
	}
	return out
}

// methods is the broker's table of calls.
func methods() map[string]method {
	m := map[string]method{
		"whoami":   {RoleAgent, whoami},
		"evaluate": {RoleAgent, evaluate},
		"wait":     {RoleAgent, wait},
		"withdraw": {RoleAgent, withdraw},
		"get":      {RoleAgent, get},
		"pending":  {RoleAgent, pending},
		"asks":     {RoleAgent, asks},

		"rules":      {RoleViewer, noParams(func(s *Server) (any, error) { return rulesToWire(s.svc.Rules()) })},
		"settings":   {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.Settings() })},
		"egress":     {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.Egress() })},
		"proposals":  {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.Proposals() })},
		"sweep":      {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.Sweep() })},
		"policy":     {RoleViewer, noParams(policyState)},
		"ignored":    {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.IgnoredRules() })},
		"context":    {RoleViewer, contextOf},
		"store_info": {RoleViewer, noParams(func(s *Server) (any, error) { return s.svc.StoreInfo() })},

		"decide":      {RoleApprover, decide},
		"decide_each": {RoleApprover, decideEach},

		"add_rule":           {RoleAdmin, addRule},
		"approve_rule":       {RoleAdmin, approving(func(s *Server, p approveParams) (any, error) { return s.svc.ApproveRuleListed(p.ID, p.By, p.listed()) })},
		"check_approve_rule": {RoleAdmin, byID(func(s *Server, p idParams) (any, error) { return s.svc.CheckApproveRule(p.ID, p.By) })},
		"retire_rule":        {RoleAdmin, byID(func(s *Server, p idParams) (any, error) { return nil, s.svc.RetireRule(p.ID, p.By) })},
		"approve_proposal": {RoleAdmin, approving(func(s *Server, p approveParams) (any, error) {
			res, err := s.svc.ApproveProposalListed(p.ID, p.By, p.listed())
			if errors.Is(err, queue.ErrProposalForged) {
				s.log.Warn("approval refused: the proposal is not as the audit trail wrote it (proposal.forged)", "by", p.By, "err", err)
			}
			return res, err
		})},
		"check_approve_proposal": {RoleAdmin, byID(func(s *Server, p idParams) (any, error) { return s.svc.CheckApproveProposal(p.ID, p.By) })},
		"withdraw_proposal":      {RoleAdmin, byID(func(s *Server, p idParams) (any, error) { return s.svc.WithdrawProposal(p.ID, p.By) })},
		"move_rule":              {RoleAdmin, moveRule},
		"plan_policy":            {RoleViewer, planPolicy},
		"apply_policy":           {RoleAdmin, applyPolicy},
		"set_settings":           {RoleAdmin, setSettings},
		"add_egress":             {RoleAdmin, addEgress},
		"remove_egress":          {RoleAdmin, byID(func(s *Server, p idParams) (any, error) { return s.svc.RemoveEgress(p.ID, p.By) })},
		"compact":                {RoleAdmin, compact},
		"audit_cut":              {RoleAdmin, auditCut},
	}
	for name, d := range deskMethods() {
		m[name] = d
	}
	return m
}

// decodeParams reads a call's parameters strictly: an unknown field is an
// error, not ignored.
func decodeParams(raw json.RawMessage, v any) error {
	if len(raw) == 0 {
		raw = []byte("{}")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: read the parameters: %v", ErrProtocol, err)
	}
	return nil
}

// actor is who acts: the authenticated name. A name the client sent must
// be that name: nobody acts under another's.
func actor(id Identity, claimed string) (string, error) {
	claimed = strings.TrimSpace(claimed)
	if claimed != "" && claimed != id.Name {
		return "", deniedf("you are %s here (the account that connected); you cannot act as %q", id.Name, claimed)
	}
	return id.Name, nil
}

func noParams(f func(s *Server) (any, error)) func(context.Context, *Server, Identity, json.RawMessage) (any, error) {
	return func(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
		if err := decodeParams(raw, &struct{}{}); err != nil {
			return nil, err
		}
		return f(s)
	}
}

// byID decodes a method's parameters that name an object by id and the
// operator acting on it, fills the operator in from the caller (see
// [actor]), and calls f.
func byID(f func(s *Server, p idParams) (any, error)) func(context.Context, *Server, Identity, json.RawMessage) (any, error) {
	return acting(f)
}

// approving is byID for an approval, whose parameters may bound the asks
// it resolves.
func approving(f func(s *Server, p approveParams) (any, error)) func(context.Context, *Server, Identity, json.RawMessage) (any, error) {
	return acting(f)
}

// actingParams are parameters that name the operator acting (their By).
type actingParams[P any] interface {
	*P
	actingBy() *string
}

func (p *idParams) actingBy() *string      { return &p.By }
func (p *approveParams) actingBy() *string { return &p.By }

// acting decodes P, sets its By to the operator the caller acts as, and
// calls f: what byID and approving share.
func acting[P any, PP actingParams[P]](f func(s *Server, p P) (any, error)) func(context.Context, *Server, Identity, json.RawMessage) (any, error) {
	return func(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
		var p P
		if err := decodeParams(raw, &p); err != nil {
			return nil, err
		}
		by := PP(&p).actingBy()
		name, err := actor(id, *by)
		if err != nil {
			return nil, err
		}
		*by = name
		return f(s, p)
	}
}

// whoamiResult says who the broker takes the caller for.
type whoamiResult struct {
	Name string `json:"name"`
	Role string `json:"role"`
	UID  uint32 `json:"uid"`
	Node string `json:"node"`
}

func whoami(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	if err := decodeParams(raw, &struct{}{}); err != nil {
		return nil, err
	}
	return whoamiResult{Name: id.Name, Role: id.Role.String(), UID: id.UID, Node: s.svc.Node()}, nil
}

// evaluate decides a command for the caller. What the kernel says of the
// caller replaces what the request says: the waiting process is the
// peer's, the home directory its account's, and the ask is the account's.
func evaluate(ctx context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var req queue.Request
	if err := decodeParams(raw, &req); err != nil {
		return nil, err
	}
	req.Pid, req.Home, req.Owner = id.PID, id.Home, id.owner()
	if req.Home == "" {
		req.Home = "/nonexistent"
	}
	req.Agent, req.Job = agentOf(id, req.Agent, req.Job)
	// A command the reader would not read is kept as its head, tail,
	// length and hash, not whole: what an over-long ask keeps is bounded.
	req.Command = patterns.ClipCommand(req.Command)
	// The queue caps each account's pending asks (the max-pending
	// setting), in the transaction that would queue one: past it the
	// answer is a refusal and nothing is queued.
	ans, err := evaluateWithin(ctx, s, req)
	if err != nil {
		return nil, err
	}
	if err := s.fallbackTrusted(ans); err != nil {
		return nil, err
	}
	return answerToWire(ans, true), nil
}

// evaluateWithin evaluates req within the asker's wait. A fleet's
// evaluation (a file store's broker answers as before) tries the store
// until its deadline ([evaluateBudget]), not for the store's own timeout
// (5 s): its reads and its write are tried again on an etcd election, a
// conflict or a lost connection ([queue.Service.EvaluateContext]), and
// the whole evaluation again while the store cannot be reached and time
// is left. So a broker on a busy host, or meeting an election, answers
// late rather than refusing, and one cut off from its cluster refuses
// within the asker's wait instead of after it. A write whose outcome is
// unknown ([store.ErrInDoubt]) is not run again (the ask may be queued:
// it would be queued twice), nor is an answer the asker stopped waiting
// for.
func evaluateWithin(ctx context.Context, s *Server, req queue.Request) (*queue.Answer, error) {
	if !s.fleet {
		return s.svc.Evaluate(req)
	}
	// The asker's wait runs from its request's arrival: time spent
	// waiting for one of its account's places counts.
	wait := evaluateBudget(req.Wait)
	ctx, cancel := context.WithDeadline(ctx, arrived(ctx).Add(wait))
	defer cancel()
	return answerBy(ctx, s.log, wait, func(ctx context.Context) (*queue.Answer, error) { return evaluateRetrying(ctx, s, req) })
}

// evaluateRetrying evaluates req again while the store cannot be
// reached and ctx has time left ([evaluateWithin]).
func evaluateRetrying(ctx context.Context, s *Server, req queue.Request) (*queue.Answer, error) {
	deadline, _ := ctx.Deadline()
	for {
		ans, err := s.svc.EvaluateContext(ctx, req)
		if err == nil && errors.Is(ans.Unavailable, store.ErrLeaseLapsed) {
			s.kickKeepNode() // failed closed; the lease is taken again, or the broker stops
		}
		if err != nil || !retryable(ans.Unavailable) || ctx.Err() != nil {
			return ans, err
		}
		if time.Until(deadline) < 2*evaluateRetryPause {
			return ans, nil
		}
		s.log.Warn("evaluate: the store could not be reached; trying again", "err", ans.Unavailable)
		select {
		case <-ctx.Done():
			return ans, nil
		case <-time.After(evaluateRetryPause):
		}
	}
}

// arrivedKey keys the time a request's connection was accepted in its
// context.
type arrivedKey struct{}

// arrived is when ctx's request arrived (now, if it does not say).
func arrived(ctx context.Context) time.Time {
	if t, ok := ctx.Value(arrivedKey{}).(time.Time); ok {
		return t
	}
	return time.Now()
}

// evaluateBudget is how long, from its arrival, a fleet's evaluation of
// an ask that may wait up to wait (0: the settings' default) tries the
// store: as long as
// a file store's lock wait ([store.LockWaitWithin]: half the wait, at
// least 5 s), never past half the client's [CallTimeout], and, for a
// given wait, ending a quarter of it (at most a second) before it, so
// the broker's refusal reaches the asker before the asker gives up.
func evaluateBudget(wait time.Duration) time.Duration {
	budget := min(store.LockWaitWithin(wait), CallTimeout/2)
	if wait > 0 {
		budget = min(budget, wait-min(wait/4, time.Second))
	}
	return budget
}

// evaluateRetryPause is the moment between two evaluations of one ask.
const evaluateRetryPause = 250 * time.Millisecond

// retryable reports an evaluation that failed because the store could
// not be reached, with nothing written.
func retryable(why error) bool {
	return errors.Is(why, store.ErrUnavailable) && !errors.Is(why, store.ErrInDoubt) && !errors.Is(why, store.ErrNoSpace)
}

// agentOf is who asks, in protected mode: the account, whatever label the
// client gives, so that a rule scoped to an agent glob applies to the
// accounts it names and to no account that calls itself by their name.
// A label other than the account's name is kept, in front of the job.
func agentOf(id Identity, label, job string) (agent, jobOut string) {
	label = strings.TrimSpace(label)
	if label == "" || label == id.Name {
		return id.Name, job
	}
	if job == "" {
		return id.Name, label
	}
	return id.Name, label + ": " + job
}

// ownAsk reads an ask the caller may see: an operator any, an agent its
// own ([Server.owns]). Another's ask is "not found" to an agent, so that
// it learns nothing of it.
func ownAsk(s *Server, id Identity, askID string) (store.Ask, error) {
	a, err := s.svc.Get(askID)
	switch {
	case id.Operator():
		return a, err
	case errors.Is(err, store.ErrNotFound), err == nil && !s.owns(id, a):
		// The same words either way: an agent cannot tell another's
		// ask from none.
		return store.Ask{}, fmt.Errorf("ask %s: %w", askID, store.ErrNotFound)
	}
	return a, err
}

func get(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p idParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	return ownAsk(s, id, p.ID)
}

// wait blocks until the caller's ask ends. The connection closing (the
// client stopped waiting) withdraws it. The wait is bound to the ask the
// caller made (its identity: time and sum), as a wait in direct mode is:
// an ID that names another ask in the store read now (another store put
// in the file's place since the ask was made) is refused at once, and
// every later read checks the same ask in the same store ([queue.Service.Wait]).
func wait(ctx context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p waitParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	a, err := ownAsk(s, id, p.ID)
	if err != nil {
		return nil, err
	}
	ans := &queue.Answer{Outcome: patterns.Ask, Rule: a.Rule, Reason: a.Reason, Ask: &a}
	if p.Identity != nil {
		if err := p.Identity.Check(a); err != nil {
			return answerToWire(queue.RefuseReplaced(ans, err), false), nil
		}
	}
	// A store found untrusted while the agent waits ends the wait
	// refused: no decision read from it afterwards releases the agent,
	// and nothing is written to it (the ask is not withdrawn there: the
	// fleet abandons it once this node's lease is gone).
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	go func() {
		select {
		case <-s.lostCh:
			cancel(queue.ErrStoreNotBelieved)
		case <-ctx.Done():
		}
	}()
	waited, err := s.svc.Wait(ctx, ans)
	var forged *queue.ForgedDecisionError
	if waited != nil && errors.As(waited.Unavailable, &forged) {
		s.log.Error(forged.Error()+"; the agent is refused", "ask", a.ID, "store", s.store)
		// Whoever wrote it reached the store: check the cluster at once.
		_ = s.trustFresh(true)
	}
	if lost := s.lostErr(); lost != nil {
		return nil, lost
	}
	if waited != nil && waited.Outcome == patterns.Allow {
		// A decision that releases the agent is believed only from a
		// cluster checked within TrustFresh (rt18g 11).
		if lost := s.trustFresh(false); lost != nil {
			return nil, lost
		}
	}
	if err != nil && ctx.Err() == nil {
		return nil, err
	}
	return answerToWire(waited, false), nil
}

func withdraw(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p idParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	if _, err := ownAsk(s, id, p.ID); err != nil {
		return nil, err
	}
	return nil, s.svc.Withdraw(p.ID, id.Name)
}

// owns reports whether a is the agent id's own ask: made by its account
// on this broker's node. In a fleet an account is a node's: uid 1003 on
// another node is another account (as the per-agent cap counts it), and
// its asks are not this one's to see, wait on or withdraw.
func (s *Server) owns(id Identity, a store.Ask) bool {
	return a.Owner == id.owner() && s.ofNode(a)
}

// ofNode reports whether a is this broker's node's ask: always on a file
// store (one node), in a fleet when it records this node.
func (s *Server) ofNode(a store.Ask) bool {
	return !s.fleet || a.Node == s.svc.Node()
}

// pending lists the pending asks: every one to an operator, else the
// caller's own, or, when the operators file lets agents see the queue,
// every one of this broker's node (a node's operators file says what
// its own agents see, not what other nodes' do).
func pending(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	if err := decodeParams(raw, &struct{}{}); err != nil {
		return nil, err
	}
	asks, err := s.svc.Pending()
	if err != nil {
		return nil, err
	}
	asks = queue.ClipAsks(asks)
	if id.Operator() {
		return asks, nil
	}
	own := asks[:0]
	for _, a := range asks {
		if s.owns(id, a) || s.ops.seeQueue() && s.ofNode(a) {
			own = append(own, a)
		}
	}
	return own, nil
}

// asks lists the asks a filter selects: every one to an operator, else
// the caller's own, on this node (agents never see other agents' asks
// this way, nor their account's on other nodes).
func asks(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var f store.AskFilter
	if err := decodeParams(raw, &f); err != nil {
		return nil, err
	}
	if !id.Operator() {
		f.Owner, f.Node = id.owner(), ""
		if s.fleet {
			f.Node = s.svc.Node()
		}
	}
	asks, err := s.svc.Asks(f)
	return queue.ClipAsks(asks), err
}

// decideParams are a decision on the wire.
type decideParams struct {
	ID       string         `json:"id"`
	Decision queue.Decision `json:"decision"`
}

func decide(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p decideParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	by, err := actor(id, p.Decision.By)
	if err != nil {
		return nil, err
	}
	p.Decision.By = by
	return s.svc.Decide(p.ID, p.Decision)
}

func addRule(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var spec queue.RuleSpec
	if err := decodeParams(raw, &spec); err != nil {
		return nil, err
	}
	by, err := actor(id, spec.Author)
	if err != nil {
		return nil, err
	}
	spec.Author = by
	if err := checkScope(spec.Outcome, spec.Scope.Agent, spec.Scope.Workdir, "the rule"); err != nil {
		return nil, err
	}
	return s.svc.AddRule(spec)
}

// moveParams move a rule, resolving the pending asks listed when
// Bounded (as approveParams), or check the move (Dry: nothing written).
type moveParams struct {
	ID      string      `json:"id"`
	Place   store.Place `json:"place"`
	By      string      `json:"by,omitempty"`
	Listed  []string    `json:"listed,omitempty"`
	Bounded bool        `json:"bounded,omitempty"`
	Dry     bool        `json:"dry,omitempty"`
	// Propose asks for a proposal only (queue.Service.ProposeMoveRule).
	Propose bool `json:"propose,omitempty"`
}

func moveRule(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p moveParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	by, err := actor(id, p.By)
	if err != nil {
		return nil, err
	}
	switch {
	case p.Dry:
		return s.svc.CheckMoveRule(p.ID, p.Place, by)
	case p.Propose:
		return s.svc.ProposeMoveRule(p.ID, p.Place, by)
	case p.Bounded:
		return s.svc.MoveRuleListed(p.ID, p.Place, by, append(queue.Listed{}, p.Listed...))
	}
	return s.svc.MoveRule(p.ID, p.Place, by)
}

// settingsParams change the settings.
type settingsParams struct {
	Settings store.Settings `json:"settings"`
	By       string         `json:"by,omitempty"`
}

func setSettings(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var p settingsParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	by, err := actor(id, p.By)
	if err != nil {
		return nil, err
	}
	return s.svc.SetSettings(p.Settings, by)
}

func addEgress(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var h store.EgressHost
	if err := decodeParams(raw, &h); err != nil {
		return nil, err
	}
	by, err := actor(id, h.AddedBy)
	if err != nil {
		return nil, err
	}
	h.AddedBy = by
	return s.svc.AddEgress(h)
}

// seeQueue reports whether agents may list every pending ask.
func (o *Operators) seeQueue() bool { return o != nil && o.SeeQueue }

// policyResult is the policy in force as data: the stored rules and the
// settings, which the client compiles.
type policyResult struct {
	Rules    []store.Rule   `json:"rules"`
	Settings store.Settings `json:"settings"`
}

// policyState is the rules that decide (those set aside as untrusted
// left out, as the broker's own evaluations leave them out) and the
// settings.
func policyState(s *Server) (any, error) {
	rules, err := s.svc.Rules()
	if err != nil {
		return nil, err
	}
	ignored, err := s.svc.IgnoredRules()
	if err != nil {
		return nil, err
	}
	rules = slices.DeleteFunc(rules, func(r store.Rule) bool {
		return slices.ContainsFunc(ignored, func(ig queue.IgnoredRule) bool { return ig.Rule.ID == r.ID })
	})
	set, err := s.svc.Settings()
	if err != nil {
		return nil, err
	}
	return policyResult{Rules: rules, Settings: set}, nil
}

// contextParams ask for the context a recorded command is judged in.
type contextParams struct {
	Record queue.ContextRecord `json:"record"`
	Agent  string              `json:"agent,omitempty"`
	Node   string              `json:"node,omitempty"`
}

func contextOf(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
	var p contextParams
	if err := decodeParams(raw, &p); err != nil {
		return nil, err
	}
	return s.svc.Context(p.Record, p.Agent, p.Node)
}

func planPolicy(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
	var f policyfile.File
	if err := decodeParams(raw, &f); err != nil {
		return nil, err
	}
	return s.svc.PlanPolicy(&f)
}

func applyPolicy(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
	var req queue.PolicyApply
	if err := decodeParams(raw, &req); err != nil {
		return nil, err
	}
	if req.File == nil {
		return nil, fmt.Errorf("%w: apply_policy without a file", ErrProtocol)
	}
	by, err := actor(id, req.By)
	if err != nil {
		return nil, err
	}
	req.By = by
	if err := checkFileScopes(req.File); err != nil {
		return nil, err
	}
	return s.svc.ApplyPolicy(req)
}
