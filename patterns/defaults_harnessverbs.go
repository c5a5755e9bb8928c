package patterns

// A coding agent's own CLI writes its settings, hooks, plugins and
// extensions when asked to (rt23i #1, #6, #7): the agent asks the harness
// to do the write, so no guarded path stands in the command. By effect,
// those verbs are guard-tamper: they change what judges the agent
// (`codex features disable hooks`, `gemini hooks migrate`) or add code
// that the harness runs later, outside any hook (an extension's or a
// plugin's hooks and MCP servers: `gemini extensions link ./x`,
// `claude plugin install p@mk`, `opencode plugin file:./x`). The verbs
// that only read (`list`, `validate`, `details`) and help are left alone.

// harnessVerb is one harness's config-writing verbs: the program, the
// spellings of its subcommand, and the spellings of the verbs below it
// (none: every use of the subcommand writes).
type harnessVerb struct {
	programs []string
	sub      []string
	verbs    []string
}

// harnessVerbs are the harnesses' config-writing verbs, as their CLIs
// print them (Claude Code 2.1.332, Gemini CLI 0.61.0, Codex 0.171.0,
// opencode 1.18.33; qwen is Gemini CLI's fork and keeps its verbs).
var harnessVerbs = []harnessVerb{
	// Gemini CLI: extensions and skills land in ~/.gemini (or
	// .gemini/), and extensions' hooks and MCP servers run at every start.
	{[]string{"gemini", "qwen"}, []string{"extensions", "extension"},
		[]string{"install", "link", "enable", "disable", "update", "uninstall", "config"}},
	{[]string{"gemini", "qwen"}, []string{"skills", "skill"},
		[]string{"install", "link", "enable", "disable", "uninstall"}},
	// hooks migrate writes Claude Code's hooks into .gemini/settings.json.
	{[]string{"gemini", "qwen"}, []string{"hooks", "hook"}, []string{"migrate"}},
	// Claude Code: plugins carry hooks and MCP servers and are enabled in
	// ~/.claude/settings.json; `plugin init` scaffolds one into
	// ~/.claude/skills that loads at the next session, and `plugin eval`
	// loads and runs one; `import` copies another agent's configuration.
	{[]string{"claude"}, []string{"plugin", "plugins"},
		[]string{"install", "i", "enable", "disable", "update", "uninstall", "remove", "configure",
			"init", "new", "prune", "autoremove", "restore-set-aside", "eval"}},
	{[]string{"claude"}, []string{"import"}, nil},
	// `claude config set|add|remove` writes its settings (`claude config
	// add allowedTools "Bash(*)"`), `auto-mode reset` the user settings'
	// autoMode section (rt28d #12, rt28i); `config get|list` read.
	{[]string{"claude"}, []string{"config"}, []string{"set", "add", "remove", "rm", "unset"}},
	{[]string{"claude"}, []string{"auto-mode"}, []string{"reset"}},
	// Codex: features enable|disable write ~/.codex/config.toml (the
	// `hooks` feature is the hook itself); plugins carry hooks and MCP
	// servers.
	{[]string{"codex"}, []string{"features"}, []string{"enable", "disable"}},
	{[]string{"codex"}, []string{"plugin"}, []string{"add", "remove"}},
	// opencode: `plugin MODULE` writes .opencode/opencode.json (or the
	// global config with -g) and the module runs in opencode's process;
	// `agent create` writes .opencode/agent/.
	{[]string{"opencode"}, []string{"plugin", "plug"}, nil},
	{[]string{"opencode"}, []string{"agent"}, []string{"create"}},
	// Their self-updates replace the binary whose hooks guard the agent,
	// with a version of the line's choosing (`claude install 1.0.0`,
	// `opencode upgrade 0.1.0`), and `opencode uninstall` removes it and
	// its configuration (fx28i #6). Gemini CLI has none (`gemini update`
	// is a prompt); it is updated by its package, below.
	{[]string{"claude"}, []string{"update", "upgrade", "install"}, nil},
	{[]string{"codex"}, []string{"update"}, nil},
	{[]string{"opencode"}, []string{"upgrade", "uninstall"}, nil},
}

// harnessPackages are the npm packages of the harnesses whose hooks ask
// ozdesk: installed or updated globally, they replace the harness's
// binary (fx28i #6).
var harnessPackages = []string{"@anthropic-ai/claude-code", "@google/gemini-cli", "@openai/codex", "opencode-ai", "@qwen-code/qwen-code", "@charmland/crush"}

// globalInstalls returns the package managers' global installs and updates,
// each a pattern to which a package is appended: every spelling of the
// verb (npm's aliases and misspellings: `in`, `isntall`, `it`, `udpate`;
// bun's `a` and `i`) with every spelling of global (npm's `-g`,
// `--global` and `--location=global`, rt29i #6), and volta's install,
// which is global.
func globalInstalls() []string {
	var out []string
	for _, m := range []struct {
		pm    string
		verbs []string
		flags []string
	}{
		{"npm", []string{"install", "i", "in", "ins", "inst", "insta", "instal", "isnt", "isnta", "isntal", "isntall",
			"add", "install-test", "it", "update", "up", "upgrade", "udpate"},
			[]string{"-g", "--global", "--location=global"}},
		{"pnpm", []string{"add", "install", "i", "update", "up", "upgrade"}, []string{"-g", "--global"}},
		{"bun", []string{"add", "a", "install", "i", "update"}, []string{"-g", "--global"}},
	} {
		for _, v := range m.verbs {
			for _, f := range m.flags {
				out = append(out, m.pm+" ** "+v+" "+f+" **")
			}
		}
	}
	return append(out, "yarn ** global add **", "yarn ** global upgrade **", "volta ** install **")
}

// harnessMarketplaceVerbs are the plugin marketplaces' verbs that add or
// refresh where plugins come from, by harness and subcommand.
var harnessMarketplaceVerbs = []harnessVerb{
	{[]string{"claude"}, []string{"plugin", "plugins"}, []string{"add", "remove", "rm", "update"}},
	{[]string{"codex"}, []string{"plugin"}, []string{"add", "upgrade", "remove"}},
}

// harnessVerbPatterns are cmd.guard-tamper's patterns for those verbs.
func harnessVerbPatterns() []string {
	var out []string
	for _, h := range harnessVerbs {
		for _, p := range h.programs {
			for _, s := range h.sub {
				if h.verbs == nil {
					out = append(out, p+" "+s+" **")
				}
				for _, v := range h.verbs {
					out = append(out, p+" "+s+" "+v+" **")
				}
			}
		}
	}
	for _, g := range globalInstalls() {
		for _, pkg := range harnessPackages {
			out = append(out, g+" "+pkg+"* **")
		}
	}
	for _, h := range harnessMarketplaceVerbs {
		for _, p := range h.programs {
			for _, s := range h.sub {
				for _, v := range h.verbs {
					out = append(out, p+" "+s+" marketplace "+v+" **")
				}
			}
		}
	}
	return append(out, otherAgentPatterns()...) // defaults_harnessverbs_others.go
}

// harnessVerbExcept are cmd.guard-tamper's exceptions for those verbs
// given help: each of these CLIs prints its help for --help or -h
// wherever it stands and does nothing else.
func harnessVerbExcept() []string {
	var out []string
	seen := map[string]bool{}
	for _, h := range append(append([]harnessVerb(nil), harnessVerbs...), harnessMarketplaceVerbs...) {
		for _, p := range h.programs {
			for _, s := range h.sub {
				if seen[p+" "+s] {
					continue
				}
				seen[p+" "+s] = true
				out = append(out, p+" "+s+" ** --help", p+" "+s+" ** -h")
			}
		}
	}
	return append(out, otherAgentExcept()...)
}
