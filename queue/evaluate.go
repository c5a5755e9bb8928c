package queue

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// Evaluate decides req's command, records the evaluation in the audit trail
// and, when the answer is ask, queues a pending ask, in one transaction.
//
// It reads the store once (rules, settings, egress list) and writes it
// once. A store not made yet is no error: the defaults decide, and the
// write makes the store. A store that cannot be read or written is no
// error either: the answer fails closed (ask, or refuse when the policy
// refused; never allow) with Unavailable saying why, and nothing is
// queued. The error is for a request that cannot be evaluated at all.
func (s *Service) Evaluate(req Request) (*Answer, error) {
	return s.EvaluateContext(context.Background(), req)
}

// EvaluateContext is [Service.Evaluate] within ctx: on an etcd store its
// read and its write are tried again (on an election, a conflict, a lost
// connection) until ctx's deadline, the asker's, and not for the store's
// own timeout ([store.Store.UpdateContext]); past it the answer fails
// closed, with nothing queued.
//
// An answer failed closed because a file store's lock was held past its
// wait is noted beside the store, for the desk and the trail; an answer
// written folds those notes into the trail (see [Service.noteUnreached]).
func (s *Service) EvaluateContext(ctx context.Context, req Request) (*Answer, error) {
	s.flight.begin(req)
	ans, ev, err := s.evaluateContext(ctx, req)
	if err != nil {
		s.flight.finish()
		return ans, err
	}
	if ans.Unavailable != nil {
		if _, _, _, open := s.flight.finish(); open {
			s.noteUnreached(ev, ans)
		}
	} else if ans.Limit == "" {
		_, _ = s.foldUnreached(ctx) // a later write folds what this one could not
	}
	if ans.Unavailable == nil && ans.Ask != nil && ans.Outcome == patterns.Ask {
		s.flight.queued(ans.Ask.ID) // its end is written by its wait
	} else {
		s.flight.finish()
	}
	return ans, nil
}

// evaluateContext is [Service.EvaluateContext] but for the side file; it
// returns the evaluation record too.
func (s *Service) evaluateContext(ctx context.Context, req Request) (*Answer, Evaluation, error) {
	if req.Wait < 0 {
		return nil, Evaluation{}, fmt.Errorf("evaluate: wait %s is negative", req.Wait)
	}
	now := s.now().UTC()
	ev, err := s.record(req, now)
	if err != nil {
		return nil, ev, err
	}
	if !s.exclusive && s.st.Backend() == "bbolt" {
		if ans, ok := s.evaluateInOne(req, ev, now); ok {
			return ans, ev, nil
		}
	}
	ps, err := s.loadPolicyStateContext(ctx)
	if err != nil {
		if !errors.Is(err, store.ErrNoStore) {
			err = fmt.Errorf("the store could not be read: %w", err)
		}
		ans := s.failClosed(ev, err)
		s.noteOutage(ev, ans, err)
		return ans, ev, nil
	}
	if err := ps.trusted(); err != nil {
		return s.failClosed(ev, storeReadFailure(err)), ev, nil
	}
	pol, err := s.policy(ps)
	if err != nil {
		return s.failClosed(ev, fmt.Errorf("the store's rules could not be compiled: %w", err)), ev, nil
	}
	ans, ask := s.decide(req, &ev, ps, pol, now)
	budget, account, reserved := s.budgetFor(), budgetAccount(ev), 0
	if budget != nil {
		s.flushBudget(ctx, budget, now)
		reserved = s.writeBound(ev, ask)
		if why, nth := budget.reserve(account, ev.Agent, reserved, now); why != "" {
			if nth <= budgetNotes || ruleWouldStop(ans.Report) && budget.noteSevere(account, now) {
				s.noteOverBudget(ctx, account, ev.Agent, why, req.Command, nth)
			}
			return overBudget(ans, why), ev, nil
		}
	}
	var capped bool
	var written int
	err = s.st.UpdateContext(ctx, func(tx *store.Tx) error {
		ev.Limit, ev.Report = "", ans.Report
		var err error
		capped, written, err = s.commitEvaluation(tx, &ev, ask, req.Until)
		return err
	})
	if err != nil {
		budget.settle(account, reserved, 0, now)
		err = fmt.Errorf("the store could not be written: %w", err)
		ans = unrecorded(ans, err)
		s.noteOutage(ev, ans, err)
		return ans, ev, nil
	}
	budget.settle(account, reserved, written, now)
	return answered(ans, ev, ask, capped), ev, nil
}

// decide evaluates ev's command under the policy state ps: the answer,
// and the ask to queue when the policy asks.
func (s *Service) decide(req Request, ev *Evaluation, ps policyState, pol *patterns.Policy, now time.Time) (*Answer, *store.Ask) {
	ans, ask, _ := s.decideRead(req, ev, ps, pol, patterns.Read(req.Command), now)
	return ans, ask
}

// decideRead is [Service.decide] of req's command as cmd reads it;
// nested is the verdict's [patterns.Verdict.Nested].
func (s *Service) decideRead(req Request, ev *Evaluation, ps policyState, pol *patterns.Policy, cmd *patterns.Command, now time.Time) (ans *Answer, ask *store.Ask, nested bool) {
	var looks lookLog
	ctx := s.contextLogged(ev.Context, ev.Agent, ev.Node, ps.egress, &looks)
	ctx.HardLinked = hardLinkedOnce(ctx.HardLinked) // context_looks_once.go
	v := pol.Evaluate(cmd, ctx, now)
	if why := looks.reason(); why != "" && v.Outcome == patterns.Ask {
		v.Reason += why
	}
	ev.Report = v.Report()
	atLeastAsk(v, &ev.Report, ev.MustAsk)
	ans = &Answer{Outcome: v.Outcome, Rule: v.Rule, Reason: v.Reason, Report: ev.Report}
	if v.Outcome != patterns.Ask {
		return ans, nil, v.Nested
	}
	ev.Wait = waitFor(req.Wait, ps.settings)
	ask = &store.Ask{Command: req.Command, Agent: ev.Agent, AgentSays: ev.AgentSays, Job: ev.Job, Session: ev.Session,
		Node: ev.Node, Cwd: ev.Context.Cwd, Pid: ev.Pid, Harness: ev.Harness, Owner: ev.Owner, Created: now,
		Deadline: deadlineOf(req, ps.settings, now), State: store.StatePending,
		Outcome: store.OutcomeAsk, Rule: v.Rule, Reason: v.Reason, MustAsk: ev.MustAsk}
	ask.Asking, ask.AskingParts = askingOf(ev.Report, pol)
	ask.Asking = withAlso(ledBy(ask.Asking, v.Rule), ev.Report)
	if v.Rule == MustAskRule {
		ask.Asking = append([]store.AskingRule{{Rule: MustAskRule}}, ask.Asking...)
	}
	return ans, ask, v.Nested
}

// answered is ans once its evaluation is committed: refused when the
// ask was over its agent's cap, else carrying the ask queued (if any).
func answered(ans *Answer, ev Evaluation, ask *store.Ask, capped bool) *Answer {
	if capped { // no rule refused: the cap did (the report keeps the rule that asked)
		ans.Outcome, ans.Rule, ans.Reason, ans.Report, ans.Limit = patterns.Refuse, "", ev.Limit, ev.Report, ev.Limit
		return ans
	}
	ans.Ask = ask
	return ans
}

// commitEvaluation writes one evaluation: the ask when there is one (its
// ID goes into the record first), the "evaluate" entry, and the "ask"
// entry. An ask over its agent's cap of pending asks is not queued: the
// evaluation is recorded as refused (see [capAsk]), and it reports
// capped. until is the asker's own deadline ([Request.Until]): the
// stamp never moves the ask's deadline past it.
func (s *Service) commitEvaluation(tx *store.Tx, ev *Evaluation, ask *store.Ask, until time.Time) (capped bool, written int, err error) {
	if ask != nil {
		if capped, err = s.capAsk(tx, ev, ask); err != nil {
			return false, 0, err
		}
	}
	if ask != nil && !capped {
		id, err := tx.NextAskID()
		if err != nil {
			return false, 0, err
		}
		ask.ID, ev.Ask = id, id
		stampAsked(ask, s.now().UTC(), until)
	}
	kept := s.keptRecord(*ev, ask != nil && !capped)
	data, err := s.auditRecord(tx, store.KindEvaluate, ev.Agent, kept)
	if err != nil {
		return false, 0, err
	}
	written = writtenBytes(kept, data, ask != nil && !capped)
	if err := tx.AddHits(hitsOf(ev.Report)...); err != nil {
		return false, 0, err
	}
	if ask == nil || capped {
		return capped, written, nil
	}
	ask.Verdict = data
	if err := tx.PutAsk(*ask); err != nil {
		return false, 0, err
	}
	e := askEventOf(*ask)
	e.Reason = ask.Reason
	e.Asked = askedWordOf(ev.Report, ask.Command)
	return false, written, s.audit(tx, store.KindAsk, ev.Agent, e)
}

// stampAsked dates ask at, the time taken while the store's write lock
// is held, as the ask's ID is: so the order of the IDs is the order the
// asks were made, and the desk's "by age (oldest first)", which lists by
// ID, is true (rt42k F7: the time taken before the policy was read,
// under a burst of asks waiting for the lock, dated asks with later IDs
// earlier). The deadline moves with it, so the ask waits as long as
// asked, but never past until, the asker's own deadline (when not zero):
// an asker whose wait ran from before the stamp gave up before its
// ask's moved deadline, and recorded a withdrawal where it said "it
// expired" (rt45k #3: 39 of 40 asks of a burst). A clock that stepped
// back keeps the earlier time.
func stampAsked(ask *store.Ask, at, until time.Time) {
	d := at.Sub(ask.Created)
	if d <= 0 {
		return
	}
	ask.Created = at
	if !ask.Deadline.IsZero() {
		ask.Deadline = ask.Deadline.Add(d)
		if !until.IsZero() && ask.Deadline.After(until) {
			ask.Deadline = until
		}
	}
}

// deadlineOf is when req's ask, made at now, expires: after its wait
// (the settings' default, capped by their maximum), and never after
// req.Until.
func deadlineOf(req Request, set store.Settings, now time.Time) time.Time {
	d := now.Add(waitFor(req.Wait, set))
	if !req.Until.IsZero() && d.After(req.Until) {
		d = req.Until
	}
	return d
}

// keptRecord is the record of ev the store keeps, queued saying whether
// it queues an ask. A fleet keeps of what no card shows neither the
// parts' texts (the command has them) nor a long command whole: its
// head, tail, length and SHA-256 (see [storedCommandBytes]).
func (s *Service) keptRecord(ev Evaluation, queued bool) Evaluation {
	if !queued && s.st.Backend() == "etcd" {
		ev.Report = storedReport(ev.Report)
		ev.Command = patterns.ClipCommandOver(ev.Command, storedCommandBytes)
	}
	return ev
}

// record fills in the request's defaults and makes its evaluation record,
// without the verdict.
func (s *Service) record(req Request, now time.Time) (Evaluation, error) {
	if err := CheckAgentName(req.Agent); err != nil {
		return Evaluation{}, fmt.Errorf("evaluate: %w", err)
	}
	cwd := req.Cwd
	if cwd == "" {
		wd, err := os.Getwd()
		if err != nil {
			return Evaluation{}, fmt.Errorf("evaluate: no cwd given, and this process's is unknown: %w", err)
		}
		cwd = wd
	}
	cwd, err := filepath.Abs(cwd)
	if err != nil {
		return Evaluation{}, fmt.Errorf("evaluate: cwd %q: %w", req.Cwd, err)
	}
	home := req.Home
	if home == "" {
		home = s.home
	}
	workdir := req.Workdir
	if workdir != "" {
		if workdir, err = filepath.Abs(workdir); err != nil {
			return Evaluation{}, fmt.Errorf("evaluate: workdir %q: %w", req.Workdir, err)
		}
	}
	project := req.ProjectDir
	if project != "" {
		if project, err = filepath.Abs(project); err != nil {
			return Evaluation{}, fmt.Errorf("evaluate: project dir %q: %w", req.ProjectDir, err)
		}
	}
	for _, d := range []struct{ what, dir string }{{"working directory", cwd}, {"workdir", workdir}, {"project directory", project}, {"home", home}} {
		if err := checkDirDepth(d.what, d.dir); err != nil {
			return Evaluation{}, err
		}
	}
	pid := req.Pid
	if pid == 0 {
		pid = os.Getpid()
	}
	start, _ := processStart(pid)
	askerPaths, over := boundAskerPaths(req.AskerPaths)
	return Evaluation{
		Time: now, Command: req.Command, Agent: req.Agent, AgentSays: req.AgentSays, Job: req.Job, Session: req.Session,
		Harness: req.Harness, Owner: req.Owner, Node: s.node, Pid: pid, PidStart: start, PidNS: s.pidNS,
		MustAsk: mustAskText(req),
		Context: ContextRecord{Cwd: cwd, Workdir: workdir, Home: home, Project: project,
			DefaultBranch: patterns.RepoDefaultBranch(cwd), AskerPaths: askerPaths, AskerPathsOver: over,
			LoadsEnv: envLoads(req.Harness, req.Agent)},
	}, nil
}

// waitFor is how long an ask waits: the request's wait, or the settings'
// default, capped by the settings' maximum.
func waitFor(want time.Duration, set store.Settings) time.Duration {
	if want <= 0 {
		want = set.AskWait
	}
	return min(want, set.AskWaitMax)
}

// failClosed answers ask for a command whose policy could not be known:
// the defaults alone explain the command (so a person still sees what it
// is), but the outcome is ask, whatever they say, and nothing is queued.
func (s *Service) failClosed(ev Evaluation, why error) *Answer {
	ans := &Answer{Outcome: patterns.Ask, Unavailable: why,
		Reason: fmt.Sprintf("%v; failing closed: ask", why)}
	if pol, err := patterns.NewPolicy(nil); err == nil {
		v := pol.Evaluate(patterns.Read(ev.Command), s.contextFor(ev.Context, ev.Agent, ev.Node, nil), ev.Time)
		ans.Report = v.Report()
		ans.Report.Outcome, ans.Report.Rule, ans.Report.Reason = patterns.Ask, "", ans.Reason
	}
	return ans
}

// unrecorded fails closed an answer that could not be recorded: a
// refusal stands, anything else becomes ask, with nothing queued.
func unrecorded(ans *Answer, why error) *Answer {
	ans.Unavailable = why
	if ans.Outcome == patterns.Refuse {
		ans.Reason = fmt.Sprintf("%s (not recorded: %v)", ans.Reason, why)
	} else {
		ans.Outcome, ans.Rule = patterns.Ask, ""
		ans.Reason = fmt.Sprintf("%v; failing closed: ask", why)
	}
	ans.Report.Outcome, ans.Report.Rule, ans.Report.Reason = ans.Outcome, ans.Rule, ans.Reason
	return ans
}

// hitsOf names the rules an evaluation counts a hit for: the rule that
// decided it, and each shadow rule that would have decided a part.
func hitsOf(r patterns.Report) []string {
	ids := make([]string, 0, 1+len(r.Shadow))
	if r.Rule != "" {
		ids = append(ids, r.Rule)
	}
	for _, h := range r.Shadow {
		ids = append(ids, h.Rule)
	}
	return ids
}
