package harness

import (
	"context"
	"io"
	"time"

	"ozdesk.dev/ozdesk/internal/hookcall"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
)

// DefaultCrushWait is how long the hook waits for the desk unless told
// otherwise: under crush's default hook timeout (30 s) with a margin, so
// that ozdesk, and not crush's timeout (after which the command goes
// ahead), decides what a wait that runs out means.
const DefaultCrushWait = 20 * time.Second

// DefaultCrushAgent is the agent the hook asks as unless told otherwise;
// CrushHarness the harness name its asks carry.
const (
	DefaultCrushAgent = "crush"
	CrushHarness      = "crush"
)

// EnvCrushProjectDir is the environment variable in which crush gives its
// hooks the project's directory.
const EnvCrushProjectDir = "CRUSH_PROJECT_DIR"

// CrushConfig configures [Crush].
type CrushConfig struct {
	// Open returns the queue. It is called only for a bash call or a
	// file tool's write, inside the hook's failure perimeter: an error is
	// a deny.
	Open func() (queue.Asker, error)
	// Agent is the agent the asks come from (default [DefaultCrushAgent]).
	Agent string
	// Wait is how long an ask waits for the desk (default
	// [DefaultCrushWait]); keep it under the hook's timeout.
	Wait time.Duration
	// Getenv reads crush's environment, which the hook inherits (default
	// os.Getenv): BASH_ENV or ENV set there runs code before every
	// command ([runningEnvDoubt]).
	Getenv func(string) string
}

// Crush answers one PreToolUse call read from stdin, within one deadline
// (Wait from the start of the call). A file tool's write (write, edit,
// multiedit, download) is judged as the other harnesses' are
// ([crushFileWrite]); every other tool but bash passes through (no
// output); a bash command is evaluated for the agent in the session
// and the directory it runs in (its working_dir, else the call's cwd),
// and when the policy asks the hook waits for the desk until the deadline
// or until ctx is done (the ask is then withdrawn). An allow the policy or
// an operator gave is {"decision":"allow"}; every other end, malformed
// input, another event, a failure or a panic, is {"decision":"deny"} with
// a reason. It never answers "no opinion" for a bash call: `crush run`
// approves whatever no hook decided.
func Crush(ctx context.Context, stdin io.Reader, cfg CrushConfig) (reply CrushReply) {
	defer func() {
		if p := recover(); p != nil {
			reply = crushDeny(recovered(p))
		}
	}()
	in, err := ReadCrushInput(stdin)
	if err != nil {
		return crushDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	if in.Event == "" && in.HookEventName != nil {
		return crushDeny("ozdesk hook crush: " + hookcall.ErrCrushClaudeShaped.Error())
	}
	if in.Event != CrushEvent {
		return crushDeny("ozdesk hook crush answers PreToolUse only, not " + crushEvent(in.Event) + ": fix the hook's event in crush.json; the call is refused")
	}
	if in.ToolName == "" {
		return crushDeny("ozdesk could not read the tool call (it names no tool_name); the command is refused")
	}
	if lookalikeShell(in.ToolName, CrushShell) {
		return crushDeny(lookalikeReason(in.ToolName, CrushShell))
	}
	if crushFileTool(in.ToolName) {
		return crushFileWrite(ctx, cfg, in)
	}
	if in.ToolName != CrushShell {
		return CrushReply{}
	}
	command, cwd, workdir, err := in.BashCall()
	if err != nil {
		return crushDeny("ozdesk could not read the tool call (" + safetext.Escape(err.Error()) + "); the command is refused")
	}
	call := shellCall{command: command, session: in.SessionID, cwd: cwd, workdir: workdir, project: envDir(EnvCrushProjectDir), mustAsk: runningEnvDoubt("crush", cfg.Getenv)}
	r := askHook(ctx, cfg.hook(), call, nil)
	switch {
	case r.End == Allowed && !r.Stopped:
		return CrushReply{Version: CrushVersion, Decision: CrushAllow, Reason: "ozdesk: " + r.Say()}
	case r.Stopped:
		return crushDeny("ozdesk: the hook was stopped while waiting for the desk; the command is refused")
	}
	return crushDeny("ozdesk: " + r.Say())
}

// hook is cfg with its defaults.
func (cfg CrushConfig) hook() hookConfig {
	h := hookConfig{open: cfg.Open, agent: cfg.Agent, harness: CrushHarness, wait: cfg.Wait}
	if h.agent == "" {
		h.agent = DefaultCrushAgent
	}
	if h.wait <= 0 {
		h.wait = DefaultCrushWait
	}
	return h
}

// crushEvent names an event for a message: escaped, or "none".
func crushEvent(event string) string {
	if event == "" {
		return "a call that names no event"
	}
	return safetext.Escape(event)
}

func crushDeny(reason string) CrushReply {
	return CrushReply{Version: CrushVersion, Decision: CrushDeny, Reason: reason}
}
