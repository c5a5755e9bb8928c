package acpproxy

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	acp "github.com/coder/acp-go-sdk"

	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
)

// An edit whose target cannot be known (no locations, no diff path, no
// path in its rawInput) must not pass to the editor unjudged: the file it
// writes may be one the guard-tamper default protects, and ozdesk cannot
// tell. It is judged as a write of an unknown file: an ask by the
// asker's doubt ([queue.MustAskRule]), saying so, that waits at the desk.

// unknownEditDoubt is why an edit that names no file asks.
const unknownEditDoubt = "the agent's file edit names no file (no locations, no diff path, no path in its rawInput): which file it writes cannot be known, and it may be one ozdesk guards (a harness's settings or policy)"

// writesFiles reports whether a tool call of kind writes files: ACP's
// edit, delete and move.
func writesFiles(kind string) bool {
	switch acp.ToolKind(kind) {
	case acp.ToolKindEdit, acp.ToolKindDelete, acp.ToolKindMove:
		return true
	}
	return false
}

// unknownActionDoubt is why a tool call of kind "other", or of no kind,
// that names no command and no file asks (issue 10, fx28i #2).
const unknownActionDoubt = "the agent's tool call (of kind \"other\", or of none) names no command and no file: what it does cannot be known, and it may run a command or write a file ozdesk guards"

// unknownAction reports whether a tool call of kind is judged as an
// action nobody can know when it names no command and no file: ACP's
// "other", and no kind at all (none given, none announced). The kinds
// that say what they do (read, search, fetch, think, switch_mode) go to
// the editor.
func unknownAction(kind string) bool {
	return kind == "" || acp.ToolKind(kind) == acp.ToolKindOther
}

// unknownDoubt is why a tool call of kind that names no file asks: one
// of a kind that neither writes files nor is unknown is judged so only
// when its title reads as a command (see [titleReadsAsCommand]).
func unknownDoubt(kind string) string {
	switch {
	case writesFiles(kind):
		return unknownEditDoubt
	case unknownAction(kind):
		return unknownActionDoubt
	}
	return commandTitleDoubt
}

// unknownEditShown is what the editor and the desk are shown of a tool
// call of kind, titled title, that names no file (and, unless it writes
// files by its kind, no command).
func unknownEditShown(kind, title string) string {
	if !writesFiles(kind) {
		return "# the agent's tool call (kind " + quote(kind) + ", titled " + quote(clipped(title)) + ") does what it does not name"
	}
	return "# " + editTool + " (kind " + quote(kind) + ", titled " + quote(clipped(title)) + ") writes a file it does not name"
}

// judgeUnknownEdit judges the agent's edit of kind, titled title, that
// names no file (or its tool call of unknown action, see
// [unknownAction]): an ask that waits at the desk whatever the policy says
// (pending decides, see [harness.Ask]).
func (p *proxy) judgeUnknownEdit(ctx context.Context, session, kind, title string, pending func(harness.Result) bool) harness.Result {
	failed := func(err error) harness.Result { return harness.Result{End: harness.Unavailable, Err: err} }
	base, ok := p.sessions.cwdOf(session)
	if !ok {
		return failed(fmt.Errorf("cannot tell where the file lies: no session/new (or load) for session %s passed through ozdesk", quote(session)))
	}
	if !filepath.IsAbs(base) {
		return failed(fmt.Errorf("got a session working directory that is not absolute (%s)", quote(base)))
	}
	if p.cfg.Open == nil {
		return failed(errors.New("has no store to ask"))
	}
	svc, err := p.cfg.Open()
	if err != nil {
		return failed(fmt.Errorf("could not open its store (%w)", err))
	}
	base = filepath.Clean(base)
	req := queue.Request{
		// A comment (one line: the title is quoted) and the no-op
		// command: nothing in it runs, the doubt makes it ask.
		Command:    strings.ReplaceAll(unknownEditShown(kind, title), "\n", " ") + "\n:",
		Agent:      p.cfg.Agent,
		Session:    session,
		Harness:    Harness,
		Cwd:        base,
		Workdir:    base,
		ProjectDir: base,
		Wait:       p.cfg.Wait,
		MustAsk:    unknownDoubt(kind),
	}
	return harness.Ask(ctx, svc, req, harness.AnswerBy(ctx, time.Now().Add(p.cfg.Wait)), pending)
}
