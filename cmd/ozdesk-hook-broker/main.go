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
	// Until the harness is known, a refusal is exit 2 with the reason on
	// standard error: a block in every harness this build answers (a
	// JSON answer in one harness's terms is nothing said to another's,
	// which then runs the command).
	refuse := blockAll
	var reply reply = blockAll("ozdesk: the hook failed; the command is refused")
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

// parseArgs reads argv as the full build's `ozdesk hook NAME` reads it:
// `hook NAME` anywhere, and the flags --config, --wait and --agent before
// or after it, each as `--name value` or `--name=value`. The harness is
// found first, so that an error in a flag is refused in its terms; an
// error with no harness found leaves args.adapter empty.
func parseArgs(argv []string) (args, error) {
	a := args{config: defaultConfig}
	name, at := harnessName(argv)
	ad, ok := adapterOf(name)
	if !ok {
		return a, fmt.Errorf("this build answers `hook claude-code`, `hook codex`, `hook gemini-cli` and `hook crush` only, not %q", strings.Join(argv, " "))
	}
	a.name, a.adapter, a.wait, a.agent = name, ad, ad.wait, ad.agent
	for i := 0; i < len(argv); i++ {
		if i == at || i == at+1 {
			continue
		}
		flag, value, hasValue := strings.Cut(argv[i], "=")
		if !strings.HasPrefix(flag, "--") || !valueFlag(flag) {
			return a, fmt.Errorf("this build knows no flag or argument %q (it takes --config, --wait and --agent; --local-ask and --db are the full build's)", argv[i])
		}
		if !hasValue {
			if i+1 >= len(argv) || i+1 == at {
				return a, fmt.Errorf("%s needs a value", flag)
			}
			i++
			value = argv[i]
		}
		if err := a.set(flag, value); err != nil {
			return a, err
		}
	}
	return a, nil
}

// valueFlag reports whether flag is one this build takes (each takes a
// value).
func valueFlag(flag string) bool {
	return flag == "--config" || flag == "--wait" || flag == "--agent"
}

// harnessName is the NAME of the first `hook NAME` in argv outside the
// values of flags given as `--name value`, and the index of `hook`; "",
// -1 when there is none.
func harnessName(argv []string) (string, int) {
	for i := 0; i < len(argv); i++ {
		switch {
		case valueFlag(argv[i]):
			i++
		case argv[i] == "hook" && i+1 < len(argv):
			return argv[i+1], i
		}
	}
	return "", -1
}

// set sets one flag's value.
func (a *args) set(flag, value string) error {
	switch flag {
	case "--config":
		if value == "" {
			return fmt.Errorf("--config is empty")
		}
		a.config, a.configNamed = value, true
	case "--wait":
		d, err := time.ParseDuration(value)
		if err != nil || d <= 0 {
			return fmt.Errorf("--wait %q is not a duration like 9m", value)
		}
		a.wait = d
	case "--agent":
		if value == "" {
			return fmt.Errorf("--agent is empty")
		}
		a.agent = value
	}
	return nil
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

// blockAll refuses in the terms every harness shares: exit 2, the reason
// on standard error.
func blockAll(reason string) reply { return hookcall.Reply{Block: true, Reason: reason} }

func deny(reason string) hookcall.Reply {
	return hookcall.Reply{Decision: hookcall.ClaudeDeny, Reason: reason}
}
