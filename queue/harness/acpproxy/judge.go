package acpproxy

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	acp "github.com/coder/acp-go-sdk"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
)

// maxShown caps how much of a command the editor is shown in the proxy's
// own messages.
const maxShown = 300

// permission judges the agent's session/request_permission m: a shell
// call (see [runsShell]; a request with no kind has its tool call's, as
// an update announced it; a tool call an update once showed as a shell
// call is one), or a tool call of any kind whose rawInput (its own, or
// the last an update showed) holds a command, is evaluated and answered
// by the proxy; a tool call of any kind that names the files it writes
// (see [editPaths]), or whose kind writes files (see [writesFiles]), is
// judged by [proxy.edit], as is one of kind "other" or of no kind that
// names neither (see [unknownAction]); any other tool call goes to the
// editor without its allow-always options.
func (p *proxy) permission(m *Message) {
	req, err := readPermission(m.Params)
	if err != nil {
		p.logf("refused permission request %s, which ozdesk cannot read: %v", m.ID, err)
		p.reply(p.agent, m.ID, rejected(req))
		return
	}
	shell, announced := p.toolCalls.shellCall(req.session, req.toolCall)
	if !req.hasRawCommand && announced != "" {
		// The command an update showed in the tool call's rawInput is
		// what runs, whatever the request's title says.
		req.command, req.hasRawCommand = announced, true
	}
	kind := p.toolCalls.kindOf(req.session, req.toolCall, req.kind)
	if !runsShell(kind) && !req.hasRawCommand && !shell {
		// Not marked asked: a tool call the editor alone decided that
		// then runs as a shell call ("execute", its kind left out of the
		// request and no update announcing it) is one ozdesk never
		// judged, and stops the agent as an unasked one does.
		// A tool call of kind "other", or of none, that names no file
		// is an action nobody can know: it waits at the desk as an edit
		// that names no file does (fx28i #2).
		// One of a kind that runs no command by its word (read,
		// search, fetch…) but titled as a shell command waits at the
		// desk as one of kind "other" does, whatever files it names
		// (rt37h D5).
		base, _ := p.sessions.cwdOf(req.session)
		if !writesFiles(kind) && !unknownAction(kind) && titleReadsAsCommand(req.title, p.getenv("PATH"), base) {
			titled := *req
			titled.paths = nil
			p.edit(m, &titled, kind)
			return
		}
		if len(req.paths) > 0 || writesFiles(kind) || unknownAction(kind) {
			p.edit(m, req, kind)
			return
		}
		if p.flooded(req.session) {
			p.reply(p.agent, m.ID, rejected(req))
			return
		}
		p.forward(m, req)
		return
	}
	p.toolCalls.ask(req.session, req.toolCall, req.command, !req.hasRawCommand)
	refuse := func() {
		p.toolCalls.answered(req.session, req.toolCall, false)
		p.reply(p.agent, m.ID, rejected(req))
	}
	if p.flooded(req.session) {
		refuse()
		return
	}
	if req.rawErr != nil {
		p.logf("refused permission request %s: %v", m.ID, req.rawErr)
		p.tell(req.session, shownCommand(req.title)+"refuse: "+cards.Escape(req.rawErr.Error())+"\n")
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
		handedOver := false
		r := p.judgeRewritten(ctx, req.session, req.command, req.dir, func(r harness.Result) bool {
			if p.cfg.LocalAsk {
				handedOver = true
				return false
			}
			p.tell(req.session, shownCommand(req.command)+r.Say()+"\n")
			return true
		})
		switch {
		case handedOver:
			p.forward(m, req)
		case errors.Is(context.Cause(ctx), errSessionCancelled):
			p.toolCalls.answered(req.session, req.toolCall, false)
			p.reply(p.agent, m.ID, cancelled())
		case r.End == harness.Allowed && !r.Stopped:
			if id, ok := req.option(acp.PermissionOptionKindAllowOnce); ok {
				p.toolCalls.answered(req.session, req.toolCall, true)
				p.reply(p.agent, m.ID, selected(id))
				return
			}
			p.tell(req.session, shownCommand(req.command)+"refuse: ozdesk allows it, but the agent offers no allow-once option (only one that would let later commands run unasked); the command must not run\n")
			refuse()
		default:
			p.tell(req.session, shownCommand(req.command)+r.Say()+"\n")
			refuse()
		}
	}, refuse)
}

// forward hands the agent's permission request m to the editor, with
// only the options it may see; with none left, it is answered
// "cancelled".
func (p *proxy) forward(m *Message, req *permissionRequest) {
	shown := req.shown()
	params, err := req.forwardParams(shown)
	if err != nil || len(shown) == 0 {
		p.logf("refused permission request %s: it offers no option the editor may be shown", m.ID)
		p.toolCalls.answered(req.session, req.toolCall, false)
		p.reply(p.agent, m.ID, rejected(req))
		return
	}
	p.expect(m, req)
	if len(shown) == len(req.options) {
		p.editor.line(m.Line)
		return
	}
	p.send(p.editor, rpc{ID: m.ID, Method: m.Method, Params: params})
}

// judgeRewritten judges what the agent runs for command: the text its
// Config.Rewrite makes of it, and command itself when that differs (the
// stricter verdict wins, within one deadline); a rewrite that cannot be
// read for certain is asked about, command judged: a person decides
// ([queue.Request.MustAsk]).
func (p *proxy) judgeRewritten(ctx context.Context, session, command, dir string, pending func(harness.Result) bool) harness.Result {
	if p.cfg.Rewrite == nil {
		return p.judge(ctx, session, command, dir, "", pending)
	}
	runs, err := p.cfg.Rewrite(command)
	if err != nil {
		return p.judge(ctx, session, command, dir, "the agent rewrites the command before it runs it, and "+err.Error(), pending)
	}
	ctx = harness.WithAnswerBy(ctx, time.Now().Add(p.cfg.Wait))
	r := p.judge(ctx, session, runs, dir, "", pending)
	if runs != command && r.End == harness.Allowed && !r.Stopped {
		r = p.judge(ctx, session, command, dir, "", pending)
	}
	return r
}

// judge evaluates command for session, in dir (absolute, or relative to
// the session's cwd; "" for the session's cwd), and waits for the desk
// when the policy asks (pending decides, see [harness.Ask]); mustAsk, when
// not "", makes it at least ask ([queue.Request.MustAsk]). Every failure
// is a Result with End Unavailable.
func (p *proxy) judge(ctx context.Context, session, command, dir, mustAsk string, pending func(harness.Result) bool) harness.Result {
	failed := func(err error) harness.Result { return harness.Result{End: harness.Unavailable, Err: err} }
	if command == "" {
		return failed(errors.New("got a request that names no command (the tool call has no title, and no command in its rawInput)"))
	}
	// The command runs in dir, so it is judged there; the task's workdir
	// (what deleting outside it is measured against) and the project
	// stay the session's cwd, whatever directory the model chose.
	base, ok := p.sessions.cwdOf(session)
	if !ok {
		return failed(fmt.Errorf("cannot tell the command's working directory: no session/new (or load) for session %s passed through ozdesk", quote(session)))
	}
	if !filepath.IsAbs(base) {
		return failed(fmt.Errorf("got a session working directory that is not absolute (%s)", quote(base)))
	}
	cwd := dir
	if !filepath.IsAbs(dir) {
		cwd = filepath.Join(base, dir)
	}
	if p.cfg.Open == nil {
		return failed(errors.New("has no store to ask"))
	}
	svc, err := p.cfg.Open()
	if err != nil {
		return failed(fmt.Errorf("could not open its store (%w)", err))
	}
	req := queue.Request{
		Command:    command,
		Agent:      p.cfg.Agent,
		Session:    session,
		Harness:    Harness,
		Cwd:        filepath.Clean(cwd),
		Workdir:    filepath.Clean(base),
		ProjectDir: filepath.Clean(base),
		Wait:       p.cfg.Wait,
		MustAsk:    harness.WithDoubt(mustAsk, harness.RunningEnvDoubt("the ACP agent", p.cfg.Getenv)),
	}
	return harness.Ask(ctx, svc, req, harness.AnswerBy(ctx, time.Now().Add(p.cfg.Wait)), pending)
}

// shownCommand begins the proxy's message about command to the editor.
func shownCommand(command string) string {
	return "\n\nozdesk · " + cards.Escape(clipped(command)) + "\n"
}
