package harness

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
)

// A shell call, as every hook adapter decodes it from its harness.
type shellCall struct {
	command, session, cwd string
	// workdir is the directory the task owns, what deleting outside it
	// is measured against: the harness's cwd when the model chose
	// another directory to run in (cwd); "" for cwd itself.
	workdir string
	// project is the project's directory the harness names, whose hook
	// settings are guarded wherever the command runs ("" for none).
	project string
	// mustAsk says why the adapter cannot be sure its harness runs what
	// ozdesk reads ("" when it can): the command at least asks
	// ([queue.Request.MustAsk]).
	mustAsk string
	// terminal: a file tool writes a terminal (see terminalFile): every
	// ask about it waits for the desk ([fileAsk]).
	terminal bool
}

// hookConfig is what every hook adapter is told.
type hookConfig struct {
	open    func() (queue.Asker, error)
	agent   string
	harness string
	wait    time.Duration
}

// askHook asks the queue about call for a hook: one deadline (wait from
// now, or the earlier time ctx carries: see [WithAnswerBy]) for opening
// the queue, evaluating and waiting; pending, when not
// nil, decides whether to wait for a queued ask (see [Ask]). Every
// failure is a Result with End Unavailable: nothing lets the command run
// but an allow the policy or an operator gave.
func askHook(ctx context.Context, cfg hookConfig, call shellCall, pending func(Result) bool) Result {
	req, err := hookRequest(cfg, call)
	if err != nil {
		return failed(err)
	}
	deadline := answerBy(ctx, time.Now().Add(req.Wait))
	if cfg.open == nil {
		return failed(fmt.Errorf("has no store to ask"))
	}
	svc, err := cfg.open()
	if err != nil {
		return failed(fmt.Errorf("could not open its store (%w)", err))
	}
	return Ask(ctx, svc, req, deadline, pending)
}

// hookRequest builds the queue's request for a shell call. A call with no
// cwd (or an empty one) is refused: every harness sends the session's
// directory, and the hook's own, which a global hook or one started
// elsewhere need not share, would judge the command (and what its task
// owns) in the wrong place.
func hookRequest(cfg hookConfig, call shellCall) (queue.Request, error) {
	cwd := call.cwd
	if cwd == "" {
		return queue.Request{}, fmt.Errorf("got no cwd: where the command runs is not known")
	}
	if !filepath.IsAbs(cwd) {
		return queue.Request{}, fmt.Errorf("got a cwd that is not absolute (%s)", safetext.Escape(cwd))
	}
	return queue.Request{
		Command:    call.command,
		Agent:      cfg.agent,
		Session:    call.session,
		Harness:    cfg.harness,
		Cwd:        filepath.Clean(cwd),
		Workdir:    call.workdir,
		ProjectDir: call.project,
		Wait:       cfg.wait,
		MustAsk:    call.mustAsk,
		// A hook answers with the outcome, rule and reason only.
		NoReport: true,
	}, nil
}

// envDir is the absolute directory the environment variable name holds,
// or "".
func envDir(name string) string {
	if dir := os.Getenv(name); filepath.IsAbs(dir) {
		return filepath.Clean(dir)
	}
	return ""
}

// recovered turns a panic into a refusal's reason, escaped.
func recovered(p any) string {
	return fmt.Sprintf("ozdesk failed (internal error: %s); the command is refused", safetext.Escape(fmt.Sprint(p)))
}
