package main

import (
	"context"
	"io"
	"time"

	"ozdesk.dev/ozdesk/internal/hookcall"
)

// reply is a harness's answer: written on standard output (or standard
// error) with the exit code its harness reads.
type reply interface {
	Write(stdout, stderr io.Writer) int
}

// adapter is one harness this build answers, in its own terms.
type adapter struct {
	// agent and wait are the defaults of --agent and --wait (those of
	// the full build's `ozdesk hook NAME`).
	agent string
	wait  time.Duration
	// deny is a refusal in the harness's terms.
	deny func(reason string) reply
	// answer reads one call from standard input and answers it.
	answer func(ctx context.Context, a args, stopped func() bool) reply
}

// adapterOf is the harness this build answers by the name `hook` takes
// (opencode runs a plugin that calls `ozdesk ask`, which this build does
// not answer): a switch, not a map, so that nothing is built at start.
func adapterOf(name string) (adapter, bool) {
	switch name {
	case "claude-code":
		return adapter{agent: "claude-code", wait: defaultWait, deny: claudeDeny, answer: answerClaude}, true
	case "codex":
		return adapter{agent: "codex", wait: 9 * time.Minute, deny: claudeDeny, answer: answerCodex}, true
	case "gemini-cli":
		return adapter{agent: "gemini-cli", wait: 45 * time.Second, deny: geminiDeny, answer: answerGemini}, true
	case "crush":
		return adapter{agent: "crush", wait: 20 * time.Second, deny: crushDeny, answer: answerCrush}, true
	}
	return adapter{}, false
}

func claudeDeny(reason string) reply { return deny(reason) }

func geminiDeny(reason string) reply {
	return hookcall.GeminiReply{Decision: hookcall.GeminiDeny, Reason: reason}
}

func crushDeny(reason string) reply {
	return hookcall.CrushReply{Version: hookcall.CrushVersion, Decision: hookcall.CrushDeny, Reason: reason}
}

// allowed reports whether r, Claude Code's answer the broker's verdict
// was put in ([ask]), lets the command run.
func allowed(r hookcall.Reply) bool { return r.Decision == hookcall.ClaudeAllow && !r.Block }
