package broker

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"os/user"
	"syscall"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/store"
)

// DialTimeout is how long a client waits to connect to the broker.
const DialTimeout = 5 * time.Second

// CallTimeout bounds every call but a wait: the broker answers within it
// or the call fails (and the caller fails closed).
const CallTimeout = 60 * time.Second

// Client calls a broker. Its methods are those of [queue.Service], with
// the same meanings and errors; who acts is the account the client runs
// as, whatever names it passes. A Client is safe for concurrent use: each
// call is one connection.
type Client struct {
	socket string
	// local, when set, answers the calls in this process (see
	// [Server.LocalClient]) instead of the socket.
	local *localCaller
}

// NewClient returns a client of the broker listening at socket.
func NewClient(socket string) *Client { return &Client{socket: socket} }

// Socket returns the socket the client calls.
func (c *Client) Socket() string { return c.socket }

// call makes one call: it sends the request, and decodes the result into
// out (when not nil). ctx bounds the call; when it ends, the connection is
// closed (for a wait, the broker then withdraws the ask).
func (c *Client) call(ctx context.Context, method string, params, out any) error {
	raw, err := json.Marshal(params)
	if err != nil {
		return fmt.Errorf("%s: encode the request: %w", method, err)
	}
	b, err := json.Marshal(Request{Method: method, Params: raw})
	if err != nil {
		return fmt.Errorf("%s: encode the request: %w", method, err)
	}
	if len(b) > MaxRequestBytes {
		return fmt.Errorf("%s: the request is %d bytes, over the broker's cap of %d", method, len(b), MaxRequestBytes)
	}
	var resp Response
	if c.local != nil {
		resp = c.local.srv.answer(ctx, c.local.id, Request{Method: method, Params: raw})
	} else if resp, err = c.roundTrip(ctx, method, b); err != nil {
		return err
	}
	if resp.Error != nil {
		return fromWire(resp.Error)
	}
	if out != nil && len(resp.Result) > 0 {
		if err := json.Unmarshal(resp.Result, out); err != nil {
			return fmt.Errorf("%w: %s: read the result: %v", ErrProtocol, method, err)
		}
	}
	return nil
}

// trust checks who serves the socket: root, or the account that owns the
// socket's directory, in a directory only that account and root could
// change (see [socketOwner]); and never the client's own account (but
// root), since an agent that could bind the socket would otherwise answer
// its own hook. The broker runs as an account of its own.
func (c *Client) trust(conn net.Conn) error {
	owner, err := socketOwner(c.socket)
	if err != nil {
		return err
	}
	uc, ok := conn.(*net.UnixConn)
	if !ok {
		return fmt.Errorf("%w at %s: not a Unix socket", ErrUnreachable, c.socket)
	}
	p, err := peerOf(uc)
	if err != nil {
		return fmt.Errorf("%w at %s: %v", ErrUnreachable, c.socket, err)
	}
	if me := uint32(os.Geteuid()); me != 0 && p.UID == me {
		return fmt.Errorf("%w: %s is served by your own account (uid %d), not by a broker, so its answers are not believed: the broker runs as an account of its own", ErrUnreachable, c.socket, me)
	}
	if p.UID != 0 && p.UID != owner {
		return fmt.Errorf("%w: %s is served by uid %d, neither root nor uid %d that owns its directory, so its answers are not believed", ErrUnreachable, c.socket, p.UID, owner)
	}
	return nil
}

// StartBroker says how an operator starts the broker.
const StartBroker = "an operator starts it: 'systemctl start ozdesk' (the unit is contrib/systemd/ozdesk.service), or 'ozdesk serve' run as the broker's account"

// notRunning is the error of a dial to socket that failed with err: no
// broker listens there (no socket, or nobody behind it), or it could not
// be dialled at all.
func notRunning(socket string, err error) error {
	var errno syscall.Errno
	if errors.As(err, &errno) && (errno == syscall.ENOENT || errno == syscall.ECONNREFUSED) {
		return fmt.Errorf("%w: no broker is running at %s (%v): %s", ErrUnreachable, socket, errno, StartBroker)
	}
	if errors.As(err, &errno) && errno == syscall.EAGAIN {
		return fmt.Errorf("%w at %s (%v): a broker listens there, but its queue of connections stayed full while this client waited "+
			"(a burst of connections, or one account flooding the socket): try again; an operator looks at its log ('systemctl status ozdesk')",
			ErrUnreachable, socket, err)
	}
	return fmt.Errorf("%w at %s (%v): is it running? %s", ErrUnreachable, socket, err, StartBroker)
}

// roundTrip sends one request over the socket and reads its answer.
func (c *Client) roundTrip(ctx context.Context, method string, b []byte) (Response, error) {
	conn, err := dialBroker(ctx, c.socket)
	if err != nil {
		return Response{}, notRunning(c.socket, err)
	}
	defer conn.Close()
	if err := c.trust(conn); err != nil {
		return Response{}, err
	}
	stop := context.AfterFunc(ctx, func() { conn.Close() })
	defer stop()
	if _, err := conn.Write(append(b, '\n')); err != nil {
		return Response{}, fmt.Errorf("%w: send %s: %v", ErrUnreachable, method, ctxErr(ctx, err))
	}
	line, err := bufio.NewReader(io.LimitReader(conn, 64<<20)).ReadBytes('\n')
	if err != nil {
		return Response{}, fmt.Errorf("%w: the broker at %s took %s but gave no answer (%v): it may be stopped or overloaded; an operator looks at it ('systemctl status ozdesk', its log)",
			ErrUnreachable, c.socket, method, ctxErr(ctx, err))
	}
	var resp Response
	if err := json.Unmarshal(line, &resp); err != nil {
		return Response{}, fmt.Errorf("%w: %s: the answer is not JSON: %v", ErrProtocol, method, err)
	}
	return resp, nil
}

// ctxErr prefers the context's error, when it ended, to the I/O error it
// caused.
func ctxErr(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	return err
}

// simple makes a call bounded by [CallTimeout].
func (c *Client) simple(method string, params, out any) error {
	ctx, cancel := context.WithTimeout(context.Background(), CallTimeout)
	defer cancel()
	return c.call(ctx, method, params, out)
}

// WhoAmI says who the broker takes this client for: name, role, uid, node.
func (c *Client) WhoAmI() (name, role string, err error) {
	var r whoamiResult
	err = c.simple("whoami", struct{}{}, &r)
	return r.Name, r.Role, err
}

// Evaluate asks the broker to decide req. A broker that cannot be
// reached, or that refuses the request (its store gone, say), is no
// error: the answer fails closed (ask, with Unavailable saying why, and
// nothing queued), as a store that cannot be read does in direct mode. A
// command longer than the reader reads is sent as its head and tail (see
// [forBroker]). The paths the command writes are sent resolved as this
// account sees them ([queue.AskerPaths]).
func (c *Client) Evaluate(req queue.Request) (*queue.Answer, error) {
	if req.AskerPaths == nil {
		// The broker may not read this account's home: the paths the
		// guard judges are resolved here too, as this account, from
		// the home the broker takes for it (the password file's).
		mine := req
		if u, err := user.Current(); err == nil && u.HomeDir != "" {
			mine.Home = u.HomeDir
		}
		req.AskerPaths = queue.AskerPaths(mine)
	}
	req, ans := forBroker(req)
	if ans != nil {
		return ans, nil
	}
	var raw json.RawMessage
	err := c.simple("evaluate", req, &raw)
	var w *wireAnswer
	if err == nil {
		w, err = readAnswer("evaluate", raw, nil)
	}
	if err != nil {
		return &queue.Answer{Outcome: patterns.Ask, Rule: "ozdesk", Reason: err.Error(), Unavailable: err}, nil
	}
	return answerFromWire(w, nil), nil
}

// Wait blocks until a's ask ends, or ctx is done (the connection is then
// closed, and the broker withdraws the ask). A wait that loses the broker
// refuses: nothing allows what nobody approved.
func (c *Client) Wait(ctx context.Context, a *queue.Answer) (*queue.Answer, error) {
	if a == nil || a.Ask == nil || a.Outcome != patterns.Ask {
		return a, nil
	}
	var raw json.RawMessage
	id := queue.IdentityOf(*a.Ask)
	err := c.call(ctx, "wait", waitParams{ID: a.Ask.ID, Identity: &id}, &raw)
	var w *wireAnswer
	if err == nil {
		w, err = readAnswer("wait", raw, a.Ask)
	}
	if ctx.Err() != nil {
		out := *a
		out.Outcome, out.Rule, out.Reason = patterns.Refuse, "ozdesk", "withdrawn: the asker stopped waiting"
		return &out, ctx.Err()
	}
	if err != nil {
		out := *a
		out.Outcome, out.Rule = patterns.Refuse, "ozdesk"
		out.Reason = fmt.Sprintf("refused: the wait for ask %s failed (%v)", queue.ShortID(a.Ask.ID), err)
		out.Unavailable = err
		return &out, nil
	}
	return answerFromWire(w, a), nil
}

// Withdraw withdraws the caller's pending ask.
func (c *Client) Withdraw(id, by string) error {
	return c.simple("withdraw", idParams{ID: id, By: by}, nil)
}

// Get reads an ask (an agent only its own).
func (c *Client) Get(id string) (store.Ask, error) {
	var a store.Ask
	err := c.simple("get", idParams{ID: id}, &a)
	return a, err
}

// Pending lists the pending asks (an agent only its own, unless the
// operators file lets agents see the queue).
func (c *Client) Pending() ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("pending", struct{}{}, &asks)
	return asks, err
}

// Asks lists the asks a filter selects (an agent only its own).
func (c *Client) Asks(f store.AskFilter) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("asks", f, &asks)
	return asks, err
}

// Decide approves or denies an ask (approvers and admins).
func (c *Client) Decide(id string, d queue.Decision) (store.Ask, error) {
	var a store.Ask
	err := c.simple("decide", decideParams{ID: id, Decision: d}, &a)
	return a, err
}

// Rules lists the rules (operators).
func (c *Client) Rules() ([]store.Rule, error) {
	var r []wireRule
	err := c.simple("rules", struct{}{}, &r)
	return rulesFromWire(r), err
}

// Settings reads the settings (operators).
func (c *Client) Settings() (store.Settings, error) {
	var set store.Settings
	err := c.simple("settings", struct{}{}, &set)
	return set, err
}

// Egress reads the egress list (operators).
func (c *Client) Egress() ([]store.EgressHost, error) {
	var hs []store.EgressHost
	err := c.simple("egress", struct{}{}, &hs)
	return hs, err
}

// Proposals lists the proposals that wait (operators).
func (c *Client) Proposals() ([]store.Proposal, error) {
	var ps []store.Proposal
	err := c.simple("proposals", struct{}{}, &ps)
	return ps, err
}

// Sweep marks asks past their deadline or whose waiter is gone (operators).
func (c *Client) Sweep() (queue.SweepResult, error) {
	var r queue.SweepResult
	err := c.simple("sweep", struct{}{}, &r)
	return r, err
}

// AddRule writes a rule (admins).
func (c *Client) AddRule(spec queue.RuleSpec) (*queue.RuleResult, error) {
	var r queue.RuleResult
	if err := c.simple("add_rule", spec, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// ApproveRule approves a proposed rule (admins; four eyes: not its author).
func (c *Client) ApproveRule(id, approver string) (*queue.RuleResult, error) {
	return c.ApproveRuleListed(id, approver, nil)
}

// ApproveRuleListed approves a proposed rule resolving only the pending
// asks listed (see [queue.Listed]).
func (c *Client) ApproveRuleListed(id, approver string, listed queue.Listed) (*queue.RuleResult, error) {
	var r queue.RuleResult
	if err := c.simple("approve_rule", approveParamsOf(id, approver, listed), &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// CheckApproveRule says what approving a proposed rule would do, writing
// nothing (admins).
func (c *Client) CheckApproveRule(id, approver string) (*queue.RuleResult, error) {
	var r queue.RuleResult
	if err := c.simple("check_approve_rule", idParams{ID: id, By: approver}, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// RetireRule retires a rule (admins).
func (c *Client) RetireRule(id, by string) error {
	return c.simple("retire_rule", idParams{ID: id, By: by}, nil)
}

// MoveRule moves a rule (admins), and returns the asks the new order
// resolved.
func (c *Client) MoveRule(id string, at store.Place, by string) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("move_rule", moveParams{ID: id, Place: at, By: by}, &asks)
	return asks, err
}

// MoveRuleListed moves a rule resolving only the pending asks listed
// (see [queue.Listed]).
func (c *Client) MoveRuleListed(id string, at store.Place, by string, listed queue.Listed) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("move_rule", moveParams{ID: id, Place: at, By: by, Listed: listed, Bounded: listed != nil}, &asks)
	return asks, err
}

// CheckMoveRule says which pending asks moving a rule would resolve,
// writing nothing (admins).
func (c *Client) CheckMoveRule(id string, at store.Place, by string) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("move_rule", moveParams{ID: id, Place: at, By: by, Dry: true}, &asks)
	return asks, err
}

// ProposeMoveRule proposes a move, and only proposes it (see
// [queue.Service.ProposeMoveRule]) (admins).
func (c *Client) ProposeMoveRule(id string, at store.Place, by string) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("move_rule", moveParams{ID: id, Place: at, By: by, Propose: true}, &asks)
	return asks, err
}

// SetSettings changes the settings (admins).
func (c *Client) SetSettings(set store.Settings, by string) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("set_settings", settingsParams{Settings: set, By: by}, &asks)
	return asks, err
}

// AddEgress adds a host to the egress list (admins).
func (c *Client) AddEgress(h store.EgressHost) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("add_egress", h, &asks)
	return asks, err
}

// RemoveEgress removes a host from the egress list (admins).
func (c *Client) RemoveEgress(host, by string) ([]store.Ask, error) {
	var asks []store.Ask
	err := c.simple("remove_egress", idParams{ID: host, By: by}, &asks)
	return asks, err
}

// CheckApproveProposal says what approving a proposal would do, writing
// nothing (admins).
func (c *Client) CheckApproveProposal(id, approver string) (*queue.ProposalResult, error) {
	var r queue.ProposalResult
	if err := c.simple("check_approve_proposal", idParams{ID: id, By: approver}, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// ApproveProposal approves a proposal (admins; not its author).
func (c *Client) ApproveProposal(id, approver string) (*queue.ProposalResult, error) {
	return c.ApproveProposalListed(id, approver, nil)
}

// ApproveProposalListed approves a proposal resolving only the pending
// asks listed (see [queue.Listed]).
func (c *Client) ApproveProposalListed(id, approver string, listed queue.Listed) (*queue.ProposalResult, error) {
	var r queue.ProposalResult
	if err := c.simple("approve_proposal", approveParamsOf(id, approver, listed), &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// StoreInfo describes the broker's store file (viewers).
func (c *Client) StoreInfo() (queue.StoreInfo, error) {
	var info queue.StoreInfo
	err := c.simple("store_info", struct{}{}, &info)
	return info, err
}

// Compact has the broker compact its store file (admins). The result's
// File is not sent: it is the broker's.
func (c *Client) Compact(by string) (store.CompactResult, error) {
	var r store.CompactResult
	err := c.simple("compact", compactParams{By: by}, &r)
	return r, err
}

// WithdrawProposal withdraws a proposal (admins).
func (c *Client) WithdrawProposal(id, by string) (store.Proposal, error) {
	var p store.Proposal
	err := c.simple("withdraw_proposal", idParams{ID: id, By: by}, &p)
	return p, err
}

// Policy reads the rules and settings in force (operators) and compiles
// them here.
func (c *Client) Policy() (*patterns.Policy, error) {
	var r policyResult
	if err := c.simple("policy", struct{}{}, &r); err != nil {
		return nil, err
	}
	return queue.CompilePolicy(r.Rules, r.Settings)
}

// Context returns the context a recorded command is judged in, as the
// broker judges it: its egress list and the paths it protects (operators).
func (c *Client) Context(rec queue.ContextRecord, agent, node string) (*patterns.Context, error) {
	var ctx patterns.Context
	if err := c.simple("context", contextParams{Record: rec, Agent: agent, Node: node}, &ctx); err != nil {
		return nil, err
	}
	return &ctx, nil
}

// IgnoredRules lists the rules set aside as untrusted (operators).
func (c *Client) IgnoredRules() ([]queue.IgnoredRule, error) {
	var r []queue.IgnoredRule
	err := c.simple("ignored", struct{}{}, &r)
	return r, err
}
