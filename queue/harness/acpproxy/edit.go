package acpproxy

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
)

// An agent's file edit (Gemini CLI's write_file and replace, kind
// "edit"; any tool call that names the files it writes) is judged as the hooks judge a file tool's write (rt22i #4):
// an edit of a file the guard-tamper default protects (the harnesses'
// settings and policies, .env, hooks, files that run later) waits at the
// desk and is refused unless an operator allows it; any other edit goes
// to the editor as it came. Otherwise the model writes a Gemini policy
// that allows run_shell_command, and the next session's shell commands
// never ask.

// editTool is the tool name a judged edit is shown with.
const editTool = "the agent's file edit"

// edit judges the agent's permission request m for a file edit (see
// [editPaths]): every file it names is judged in turn; a guarded one
// waits at the desk, and unless an operator allows it the request is
// answered with the agent's reject-once option. An edit, delete or move
// that names no file (kind is its kind) is judged as a write of a file
// nobody can know (see [proxy.judgeUnknownEdit]): it waits at the desk
// as a guarded one does.
func (p *proxy) edit(m *Message, req *permissionRequest, kind string) {
	refuse := func() {
		p.toolCalls.answered(req.session, req.toolCall, false)
		p.reply(p.agent, m.ID, rejected(req))
	}
	if p.flooded(req.session) {
		refuse()
		return
	}
	p.judging(m, req.session, func(ctx context.Context) {
		defer func() {
			if v := recover(); v != nil {
				p.logf("refused permission request %s: internal error: %v", m.ID, v)
				refuse()
			}
		}()
		ctx = harness.WithAnswerBy(ctx, time.Now().Add(p.cfg.Wait))
		targets := req.paths
		if len(targets) == 0 {
			targets = []string{""}
		}
		for _, path := range targets {
			handedOver := false
			shown := path
			if path == "" {
				shown = unknownEditShown(kind, req.title)
			}
			pending := func(r harness.Result) bool {
				if p.cfg.LocalAsk {
					handedOver = true
					return false
				}
				p.tell(req.session, shownCommand(shown)+r.Say()+"\n")
				return true
			}
			var r harness.Result
			if path == "" {
				r = p.judgeUnknownEdit(ctx, req.session, kind, req.title, pending)
			} else {
				r = p.judgeEdit(ctx, req.session, path, pending)
			}
			switch {
			case handedOver:
				// The editor asks its user, as for a shell call.
			case errors.Is(context.Cause(ctx), errSessionCancelled):
				p.toolCalls.answered(req.session, req.toolCall, false)
				p.reply(p.agent, m.ID, cancelled())
				return
			case r.Pending(): // withdrawn: not a guarded file
			case r.End == harness.Allowed && !r.Stopped:
			default:
				p.tell(req.session, shownCommand(shown)+r.Say()+"\n")
				refuse()
				return
			}
		}
		p.forward(m, req)
	}, refuse)
}

// judgeEdit judges the write of path (absolute, or relative to the
// session's cwd) as the hooks judge a file tool's: the asks that do not
// wait (see [harness.FileWrite.Waits]) are withdrawn at once, pending
// deciding for those that do.
func (p *proxy) judgeEdit(ctx context.Context, session, path string, pending func(harness.Result) bool) harness.Result {
	failed := func(err error) harness.Result { return harness.Result{End: harness.Unavailable, Err: err} }
	base, ok := p.sessions.cwdOf(session)
	if !ok {
		return failed(fmt.Errorf("cannot tell where the file lies: no session/new (or load) for session %s passed through ozdesk", quote(session)))
	}
	if !filepath.IsAbs(base) {
		return failed(fmt.Errorf("got a session working directory that is not absolute (%s)", quote(base)))
	}
	base = filepath.Clean(base)
	fw := harness.JudgedFileWrite(editTool, path, base, base)
	if p.cfg.Open == nil {
		return failed(errors.New("has no store to ask"))
	}
	svc, err := p.cfg.Open()
	if err != nil {
		return failed(fmt.Errorf("could not open its store (%w)", err))
	}
	waits := fw.Waits()
	req := queue.Request{
		Command:    fw.Command,
		Agent:      p.cfg.Agent,
		Session:    session,
		Harness:    Harness,
		Cwd:        base,
		Workdir:    base,
		ProjectDir: base,
		Wait:       p.cfg.Wait,
		MustAsk:    fw.MustAsk,
	}
	return harness.Ask(ctx, svc, req, harness.AnswerBy(ctx, time.Now().Add(p.cfg.Wait)), func(r harness.Result) bool {
		return waits(r) && pending(r)
	})
}
