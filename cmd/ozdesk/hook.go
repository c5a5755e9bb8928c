package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/internal/hooksignal"
	"ozdesk.dev/ozdesk/internal/safetext"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/queue/harness"
)

func (a *app) hookCommand() *cobra.Command {
	hook := &cobra.Command{
		Use:   "hook",
		Short: "Answer a harness's hook protocol (claude-code, gemini-cli, codex, crush, opencode)",
		Long: "hook speaks a harness's own hook protocol on standard input and output, and fails\n" +
			"closed in that harness's own terms. Other harnesses can call 'ozdesk ask', or run\n" +
			"their commands through 'ozdesk shell -c'.",
		Args: noArgs,
	}
	hook.AddCommand(a.claudeHookCommand(), a.geminiHookCommand(), a.codexHookCommand())
	hook.AddCommand(a.crushHookCommand(), a.opencodeHookCommand())
	return hook
}

// isHookCommand reports whether c is `ozdesk hook` or below it.
func isHookCommand(c *cobra.Command) bool {
	for ; c != nil && c.HasParent(); c = c.Parent() {
		if c.Name() == "hook" && !c.Parent().HasParent() {
			return true
		}
	}
	return false
}

func (a *app) claudeHookCommand() *cobra.Command {
	var cfg harness.ClaudeConfig
	c := &cobra.Command{
		Use:   "claude-code [--local-ask] [--wait 9m] [--agent NAME]",
		Short: "Claude Code's PreToolUse hook: decide each Bash command",
		Long: "ozdesk hook claude-code reads Claude Code's PreToolUse call on standard input.\n" +
			"Tools other than Bash pass through (no answer: Claude Code's own rules decide),\n" +
			"but for Write, Edit, MultiEdit and NotebookEdit writing a file the guard-tamper\n" +
			"default protects (the harnesses' settings and hooks): that waits for the desk,\n" +
			"and is denied unless an operator allows it. PowerShell (Claude Code's PowerShell\n" +
			"tool) is denied: ozdesk reads only POSIX shell (set CLAUDE_CODE_USE_POWERSHELL_TOOL=0).\n" +
			"A Bash command is evaluated for the agent (default claude-code) in the call's\n" +
			"session and cwd, and answered allow or deny on standard output; when the policy\n" +
			"asks, the hook waits for the desk (at most --wait), or with --local-ask answers\n" +
			"\"ask\" at once so that Claude Code's own prompt decides.\n\n" +
			"It fails closed: unreadable input, an unreadable store or any failure answers\n" +
			"deny; it never exits 1 (Claude Code would run the command). Keep --wait under\n" +
			"the hook's \"timeout\" in the settings (seconds, default 600): at that timeout\n" +
			"Claude Code ignores the hook and goes ahead.\n\n" +
			"Settings (.claude/settings.json):\n\n" + claudeSettings,
		Args: noArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			cfg.Open = a.harnessAPIAsker
			return a.runHook(c, cfg.Wait, "9m", func(ctx context.Context) hookReply {
				return harness.Claude(ctx, a.stdin, cfg)
			}, func(reason string) hookReply {
				// Claude Code's own deny, as for an ask nobody decided: the
				// model reads "PreToolUse:Bash hook error: R" (an exit 2
				// would show it the hook's command line as well).
				return harness.Reply{Decision: harness.ClaudeDeny, Reason: reason}
			})
		},
	}
	fl := c.Flags()
	fl.BoolVar(&cfg.LocalAsk, "local-ask", false, "answer \"ask\" at once (Claude Code's own prompt decides) instead of waiting at the desk, in a permission mode that prompts")
	fl.DurationVar(&cfg.Wait, "wait", harness.DefaultClaudeWait, "how long an ask waits for the desk; keep it under the hook's timeout")
	fl.StringVar(&cfg.Agent, "agent", harness.DefaultClaudeAgent, "the agent name the asks carry")
	return c
}

// claudeSettings is the settings snippet for Claude Code: the hook's
// timeout (seconds) leaves a minute over the wait.
const claudeSettings = `{
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "Bash|PowerShell|Write|Edit|MultiEdit|NotebookEdit",
        "hooks": [
          {
            "type": "command",
            "command": "ozdesk-hook hook claude-code --wait 14m",
            "timeout": 900,
            "onFailure": "block"
          }
        ]
      }
    ]
  }
}
`

// harnessAPIAsker is harnessAPI as a harness adapter's Open.
func (a *app) harnessAPIAsker() (queue.Asker, error) { return a.harnessAPI() }

// hookReply is a harness's answer to one call, written once.
type hookReply interface {
	Write(stdout, stderr io.Writer) int
}

// hookGrace is how long a hook that was signalled, or whose wait is over,
// lets its call end (withdrawing its ask) before it answers the refusal
// itself.
const hookGrace = time.Second

// runHook runs one hook call the same way for every harness: the wait
// checked, the signal handler installed before anything is queued, and
// answer's reply written, its exit code returned quietly; SIGPIPE is
// ignored. A signal
// cancels answer's context (withdrawing a queued ask); if answer has not
// replied hookGrace later, or by wait from the process's start (a broker,
// a store or an input that holds it up), refuse's reply is written
// instead, and the process ends without waiting for it: whatever the
// broker does, the harness has its refusal --wait after it started the
// hook (rt10s F2). The ask itself ends answerMargin before, so that its
// own answer, when it comes, is the one written. example is a wait to
// suggest.
func (a *app) runHook(c *cobra.Command, wait time.Duration, example string, answer func(ctx context.Context) hookReply, refuse func(reason string) hookReply) error {
	if wait <= 0 {
		return usagef("give a positive duration such as "+example+", under the hook's timeout", "--wait %v is not positive", wait)
	}
	// A closed standard output is a write error (the reply then blocks
	// with exit 2), not a death by SIGPIPE, which harnesses take as "run it".
	signal.Ignore(syscall.SIGPIPE)
	ignoreJobStops()
	hardline := time.Now().Add(wait - a.processAge())
	sigs, release := a.hookSignals()
	defer release()
	select {
	case sig := <-sigs:
		// Caught before the call was read (rt22i #1): nothing is queued
		// to withdraw, and nothing is evaluated.
		return writeReply(a, refuse(stoppedReason(sig)))
	default:
	}
	ctx, cancel := context.WithCancel(c.Context())
	defer cancel()
	// The harness reads the reply: once it ends, the ask is withdrawn,
	// "its agent is gone" (rt47k M1 variant).
	ctx, unwatch := harness.WatchParent(ctx)
	defer unwatch()
	ctx = harness.WithAnswerBy(ctx, hardline.Add(-answerMargin(wait)))
	// Its evaluation fails closed for a held store with time left to
	// note it beside the store (fx53e: under a 5 s wait, nothing was).
	a.lockBy = hardline.Add(-answerMargin(wait) - hookNoteMargin(wait))
	done := make(chan hookReply, 1)
	go func() {
		presizeStack()
		defer func() {
			if p := recover(); p != nil {
				done <- refuse(fmt.Sprintf("ozdesk failed (internal error: %s); the command is refused", safetext.Escape(fmt.Sprint(p))))
			}
		}()
		done <- answer(ctx)
	}()
	backstop := time.NewTimer(time.Until(hardline))
	defer backstop.Stop()
	var reply hookReply
	select {
	case reply = <-done:
	case sig := <-sigs:
		cancel()
		reply = replyWithin(done, min(hookGrace, time.Until(hardline)), refuse(stoppedReason(sig)))
	case <-backstop.C:
		cancel()
		a.noteDeadline(wait)
		reply = refuse(fmt.Sprintf("ozdesk: no answer within --wait %v of the hook's start (the broker, the store or the hook's input held it up); the command is refused", wait))
	}
	return writeReply(a, reply)
}

// noteDeadline notes beside the store the call a hook's deadline ended
// with no answer, in direct mode, whatever held it up: the store slow,
// its lock busy, or its ask's expiry not written once it waited its full
// wait (fx54g: only a wait for the lock was noted). The desk counts it
// and the next write puts it in the trail as an ask.unreached entry.
func (a *app) noteDeadline(wait time.Duration) {
	if svc := a.hookSvc.Load(); svc != nil {
		svc.NoteDeadline(fmt.Sprintf("its hook had no answer within --wait %v of its start (the store was slow, or its lock busy)", wait))
	}
}

// writeReply writes reply on a's streams and returns its exit code as
// runHook's error: nil for 0, else quietly.
func writeReply(a *app, reply hookReply) error {
	if code := reply.Write(a.stdout, a.stderr); code != 0 {
		return quiet(code)
	}
	return nil
}

// stoppedReason is the refusal's reason for a hook stopped by sig.
func stoppedReason(sig os.Signal) string {
	return "ozdesk: the hook was stopped (" + sig.String() + ") before it could answer; the command is refused"
}

// hookSignals returns the channel a hook's signals arrive on: in ozdesk's
// own process, the one hooksignal's initialiser has caught them on since
// the process's start (a signal in the hook's first milliseconds is
// answered too, rt22i #1); inside another program (a test), one caught now,
// which release stops relaying to (stopSignals).
func (a *app) hookSignals() (sigs <-chan os.Signal, release func()) {
	if early := hooksignal.Caught(); early != nil {
		return early, func() {}
	}
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, hooksignal.Signals...)
	return ch, func() { a.stopSignals(ch) }
}

// stopSignals stops relaying signals to sigs, where ozdesk runs inside
// another program (a test). Its own process keeps them caught until it
// exits: the answer is written by then, and a signal that came after it
// must not end the process by that signal (some harnesses read such an
// end as a failure and run the command), nor cost the round trips with
// Go's signal-mask thread that stopping them takes.
func (a *app) stopSignals(sigs chan<- os.Signal) {
	if a.age == nil {
		signal.Stop(sigs)
	}
}

// answerMargin is how long before the hook's hard deadline its ask
// ends: a tenth of the wait, at most hookGrace.
func answerMargin(wait time.Duration) time.Duration { return min(wait/10, hookGrace) }

// hookNoteMargin is how long before its ask's end a hook's wait for the
// store's lock ends: time to note its refusal beside the store and answer
// (a fifth of the wait, at most hookGrace).
func hookNoteMargin(wait time.Duration) time.Duration { return min(wait/5, hookGrace) }

// replyWithin is the reply done gives within d, else fallback.
func replyWithin(done <-chan hookReply, d time.Duration, fallback hookReply) hookReply {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case r := <-done:
		return r
	case <-t.C:
		return fallback
	}
}
