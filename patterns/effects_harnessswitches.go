package patterns

import "fmt"

// A coding agent run by the agent can be started with switches that turn
// off what judges it, or that load code the line does not show (rt28i #1
// to #3): its hooks skipped (`claude --bare`, `--safe-mode`), the
// settings that hold them ignored (`claude --restricted`, `codex
// --ignore-user-config`), a plugin loaded for the run (`claude
// --plugin-dir ./p`, whose hooks run at once), a folder trusted so that
// its MCP servers and hooks start (`gemini --skip-trust`, `codex
// --trust`), or its tools let run unasked (`claude --permission-mode
// acceptEdits`, `opencode --auto`). A nested harness started outside the
// project loads no project-level ozdesk hook at all, so a relaxed
// permission mode there runs tools no one judges. Each is read as
// `claude --dangerously-skip-permissions` is: the part is unreadable
// (foreign code), naming the switch and what it does. The switches are
// those each CLI prints in its --help (Claude Code 2.1.332, Gemini CLI
// 0.61.0, Codex 0.171.0, opencode 1.18.33; qwen keeps Gemini CLI's), and
// for Continue's cn and aider, their documented options.

// harnessSwitch is one switch of harnesses: the programs that take it,
// the option (its off nil for a switch taking no value) and what it
// does, for the reason.
type harnessSwitch struct {
	programs []string
	opt      agentValueOption
	does     string
}

// harnessSwitches are those switches, one table for every harness.
var harnessSwitches = lazy[map[string][]harnessSwitch]{build: func() map[string][]harnessSwitch {
	is := func(bad ...string) func(string) bool {
		return func(v string) bool { return contains(bad, v) }
	}
	any := func(string) bool { return true }
	flag := func(names ...string) agentValueOption { return agentValueOption{names: names} }
	value := func(off func(string) bool, names ...string) agentValueOption {
		return agentValueOption{names: names, off: off}
	}
	claude, gemini, codex, opencode := []string{"claude"}, []string{"gemini", "qwen"}, []string{"codex"}, []string{"opencode"}
	qwen, cn, aider := []string{"qwen"}, []string{"cn"}, []string{"aider"}
	table := []harnessSwitch{
		{claude, flag("--bare"), "skips the hooks of its settings and plugins, ozdesk's among them"},
		{claude, flag("--safe-mode"), "starts with its hooks, plugins and MCP servers off"},
		{claude, flag("--restricted"), "ignores the user, project and local settings that hold its hooks"},
		{claude, value(any, "--plugin-dir", "--plugin-url"), "loads a plugin whose hooks and MCP servers run commands no hook sees"},
		{claude, value(any, "--agents"), "defines agents whose hooks, tools and MCP servers the line does not show"},
		{claude, value(is("acceptEdits", "auto"), "--permission-mode"), "runs edits and commands without asking, and started where no ozdesk hook is set, no one judges them"},
		{gemini, value(is("auto_edit"), "--approval-mode"), "runs edits without asking, and started where no ozdesk hook is set, no one judges them"},
		// Qwen Code spells it auto-edit (its choices: plan, default,
		// auto-edit, yolo; fx30e2, rt29i #5).
		{qwen, value(is("auto-edit"), "--approval-mode"), "runs edits without asking, and started where no ozdesk hook is set, no one judges them"},
		{gemini, flag("--skip-trust"), "trusts the folder, so the MCP servers, hooks and tool commands of its settings start"},
		{codex, flag("--ignore-user-config"), "does not load ~/.codex/config.toml, where its hooks are"},
		{codex, flag("--ignore-rules"), "does not load its execpolicy rules"},
		{codex, flag("--dangerously-bypass-hook-trust"), "runs hooks no one trusted"},
		{codex, flag("--trust"), "trusts the project, whose MCP commands then run outside the sandbox"},
		{codex, flag("--approve-for-me"), "lets an automatic review approve in place of a person"},
		{codex, value(any, "--enable"), "turns on a feature (unified_exec_tty …) that changes how it runs commands"},
		{codex, value(is("workspace-write"), "-s", "--sandbox"), "writes the workspace and runs commands there without asking"},
		{codex, value(any, "--add-dir"), "lets it write another directory"},
		{opencode, flag("--auto"), "approves every permission not denied, without asking"},
		// Continue's CLI (rt29i #8): --auto allows every tool, --allow one
		// tool, --config and --mcp load MCP servers (programs it starts).
		{cn, flag("--auto"), "allows every tool without asking"},
		{cn, value(any, "--allow"), "allows that tool without asking"},
		{cn, value(any, "--config", "--mcp"), "loads a configuration or an MCP server the line does not show, whose servers it starts"},
		// aider's --load runs the /commands of a file (/run among them) at
		// start; argparse takes its abbreviations (rt29i #9).
		{aider, value(any, "--load", "--loa", "--lo"), "might run the /commands of a file (/run among them) that the line does not show"},
	}
	out := map[string][]harnessSwitch{}
	for _, s := range table {
		for _, p := range s.programs {
			out[p] = append(out[p], s)
		}
	}
	return out
}}

// harnessSwitchOff returns the word of p, a harness, that gives one of
// harnessSwitches, and the reason it is unreadable.
func harnessSwitchOff(p *Part) (Word, string, bool) {
	sw := harnessSwitches.get()[p.Program]
	if sw == nil {
		return Word{}, "", false
	}
	opts := make([]agentValueOption, len(sw))
	for i, s := range sw {
		opts[i] = s.opt
	}
	w, i, ok := optionValueOff(p.Args(), opts)
	if !ok {
		return Word{}, "", false
	}
	return w, fmt.Sprintf("%s %s %s, so what it runs is not judged.", p.Program, quoteRaw(w.Raw), sw[i].does), true
}
