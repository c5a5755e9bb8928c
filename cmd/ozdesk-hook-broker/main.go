package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/internal/brokerconf"
	"ozdesk.dev/ozdesk/internal/hookcall"
	"ozdesk.dev/ozdesk/internal/hooksignal"
	"ozdesk.dev/ozdesk/internal/safetext"
)

// defaultConfig is the node's configuration (queue/broker's
// DefaultConfigPath).
const defaultConfig = "/etc/ozdesk/config.yaml"

// defaultWait is how long an ask waits for the desk unless told otherwise
// (queue/harness's DefaultClaudeWait).
const defaultWait = 9 * time.Minute

// noBroker is the refusal on a node with no configuration.
const noBroker = "ozdesk: this build only talks to a broker, and this node has no ozdesk configuration (%s), so it is in direct mode; use ozdesk (or ozdesk-hook) for direct mode; the command is refused"

// args are the command line: the configuration, the harness, and the
// hook's flags.
type args struct {
	name        string
	adapter     adapter
	config      string
	configNamed bool
	wait        time.Duration
	agent       string
}

func main() {
	os.Exit(run(os.Args[1:]))
}

// run answers one call and returns the exit code: 0, or hookcall's
// ExitBlock, never 1.
func run(argv []string) (code int) {
	start := time.Now()
	// Until the harness is known, a refusal is Claude Code's.
	refuse := claudeDeny
	var reply reply = deny("ozdesk: the hook failed; the command is refused")
	defer func() {
		if p := recover(); p != nil {
			reply = refuse(fmt.Sprintf("ozdesk: the hook failed (%v); the command is refused", safetext.Escape(fmt.Sprint(p))))
		}
		code = reply.Write(os.Stdout, os.Stderr)
	}()
	a, err := parseArgs(argv)
	if a.adapter.deny != nil {
		refuse = a.adapter.deny
	}
	if err != nil {
		reply = refuse("ozdesk-hook-broker: " + safetext.Escape(err.Error()) + "; the command is refused (usage: ozdesk-hook-broker [--config FILE] hook claude-code|codex|gemini-cli|crush [--wait D] [--agent NAME])")
		return
	}
	ctx, cancel := context.WithDeadline(context.Background(), start.Add(a.wait))
	defer cancel()
	ctx, stopped, release := withSignals(ctx)
	defer release()
	reply = a.adapter.answer(ctx, a, stopped)
	return
}

// parseArgs reads argv: [--config FILE] hook NAME [--wait D]
// [--agent NAME], NAME one of [adapterOf]'s.
func parseArgs(argv []string) (args, error) {
	a := args{config: defaultConfig}
	if len(argv) >= 2 && argv[0] == "--config" {
		a.config, a.configNamed, argv = argv[1], true, argv[2:]
	}
	ad, ok := adapter{}, false
	if len(argv) >= 2 && argv[0] == "hook" {
		ad, ok = adapterOf(argv[1])
	}
	if !ok {
		return a, fmt.Errorf("this build answers `hook claude-code`, `hook codex`, `hook gemini-cli` and `hook crush` only, not %q", strings.Join(argv, " "))
	}
	a.name, a.adapter, a.wait, a.agent = argv[1], ad, ad.wait, ad.agent
	for rest := argv[2:]; len(rest) > 0; rest = rest[2:] {
		if len(rest) < 2 {
			return a, fmt.Errorf("%s needs a value", rest[0])
		}
		switch rest[0] {
		case "--wait":
			d, err := time.ParseDuration(rest[1])
			if err != nil || d <= 0 {
				return a, fmt.Errorf("--wait %q is not a duration like 9m", rest[1])
			}
			a.wait = d
		case "--agent":
			if rest[1] == "" {
				return a, fmt.Errorf("--agent is empty")
			}
			a.agent = rest[1]
		default:
			return a, fmt.Errorf("this build knows no flag %q (--local-ask is the full build's)", rest[0])
		}
	}
	return a, nil
}

// withSignals is ctx, done too when one of hooksignal's signals arrives
// (caught from this process's first initialiser on); stopped reports
// whether one did; release lets its resources go.
func withSignals(ctx context.Context) (context.Context, func() bool, context.CancelFunc) {
	ctx, cancel := context.WithCancel(ctx)
	got := make(chan struct{})
	if caught := hooksignal.Caught(); caught != nil {
		go func() {
			select {
			case <-caught:
				close(got)
				cancel()
			case <-ctx.Done():
			}
		}()
	}
	return ctx, func() bool {
		select {
		case <-got:
			return true
		default:
			return false
		}
	}, cancel
}

// loadConfig reads the node's configuration: nil, nil when the default
// file is missing (direct mode).
func loadConfig(a args) (*brokerconf.Client, error) {
	return brokerconf.LoadClient(a.config, !a.configNamed)
}

func deny(reason string) hookcall.Reply {
	return hookcall.Reply{Decision: hookcall.ClaudeDeny, Reason: reason}
}
