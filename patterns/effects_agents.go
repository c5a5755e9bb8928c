package patterns

import "strings"

// Another coding agent started without its own approvals runs what it
// decides, which no ask sees (rt17d #5). However it is reached: by its
// command name, through a package runner by its npm or PyPI package
// (`npx @anthropic-ai/claude-code`, `pnpm dlx @google/gemini-cli`,
// `uvx --from aider-chat aider`), or under a name the tables do not know.
// The flags that turn approvals off are distinctive enough to read on
// any program: an unknown agent given `--dangerously-skip-permissions`
// or `--yolo` is judged as a known one.

// agentPackages are the packages whose program is a coding agent, by the
// name the agent's command has.
var agentPackages = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"@anthropic-ai/claude-code": "claude", "@google/gemini-cli": "gemini", "@openai/codex": "codex",
		"@qwen-code/qwen-code": "qwen", "opencode-ai": "opencode", "@sourcegraph/amp": "amp",
		"@charmland/crush": "crush", "aider-chat": "aider", "aider-install": "aider",
		"@augmentcode/auggie": "auggie", "@github/copilot": "copilot", "@vibe-kit/grok-cli": "grok", "@kilocode/cli": "kilocode",
	}
}}

// agentBypassFlags turn an agent's approvals off, on any program that
// takes them: their names say so.
// GitHub Copilot CLI's --allow-all-tools, Factory droid's
// --skip-permissions-unsafe and Kiro's (and Amazon Q's) --trust-all-tools
// are as plain (rt20d #9).
var agentBypassFlags = []string{"--dangerously-skip-permissions", "--allow-dangerously-skip-permissions",
	"--dangerously-bypass-approvals-and-sandbox", "--dangerously-allow-all", "--permission-mode=bypassPermissions",
	"--allow-all-tools", "--skip-permissions-unsafe", "--trust-all-tools"}

// agentOnlyFlags turn approvals off on a coding agent, and mean other
// things elsewhere (np's --yolo skips its checks and publishes).
// copilot's --allow-all grants every tool and path.
var agentOnlyFlags = []string{"--yolo", "-y", "--full-auto", "--approval-mode=yolo", "--yes-always", "--allow-all"}

// agentCommands are coding agents' commands beyond the harnesses': an
// agent's only flags (--yolo, -y …) turn their approvals off too.
var agentCommands = []string{"copilot", "droid", "kiro-cli", "auggie", "grok", "kilocode", "cline"}

// isAgent reports whether a program is a coding agent: a harness, or the
// command of an agent's package.
func isAgent(name string) bool {
	if contains(harnessNames, name) || contains(agentCommands, name) {
		return true
	}
	for _, v := range agentPackages.get() {
		if v == name {
			return true
		}
	}
	return false
}

// agentBypass returns the word of p that turns a coding agent's
// approvals off, on whatever program it is given.
func agentBypass(p *Part) (Word, bool) {
	flags := agentBypassFlags
	if isAgent(p.Program) {
		flags = append(append([]string(nil), flags...), agentOnlyFlags...)
	}
	for _, w := range p.Args() {
		lit, _ := litPrefix(w)
		if lit == "--" {
			break
		}
		if !strings.HasPrefix(lit, "-") {
			continue
		}
		for _, f := range flags {
			if lit == f || !strings.Contains(f, "=") && strings.HasPrefix(lit, f+"=") {
				return w, true
			}
		}
	}
	return Word{}, false
}

// agentMCPPatterns are cmd.guard-tamper's patterns for an MCP server
// added to any coding agent: the agent starts it later, outside any hook
// (`gemini mcp add x sh -c …`, `codex mcp add x -- …`).
func agentMCPPatterns() []string {
	var out []string
	for _, h := range append([]string{"qwen", "auggie", "kilocode", "grok"}, harnessNames...) {
		if h == "claude" {
			continue // in the table itself
		}
		out = append(out, h+" mcp add **", h+" mcp add-json **", h+" mcp install **")
	}
	return out
}

// agentValueOption is a coding agent's option whose value can turn its
// approvals off: names are its spellings, variadic that the words after
// its value are more values (claude --allowedTools Bash Read), and off
// reports whether a literal value does so.
type agentValueOption struct {
	names    []string
	variadic bool
	off      func(v string) bool
}

// agentValueOptions are those options, by agent (rt19d finding 3):
// gemini's and qwen's --approval-mode yolo, --policy and --admin-policy
// (any file) and --allowed-tools naming the shell tool, codex's -a/--ask-for-approval
// never, -s/--sandbox danger-full-access and --disable hooks, claude's --permission-mode
// bypassPermissions and --allowedTools granting its whole Bash tool. A
// value that is not literal might be any, and is taken to.
var agentValueOptions = lazy[map[string][]agentValueOption]{build: func() map[string][]agentValueOption {
	is := func(bad ...string) func(string) bool {
		return func(v string) bool { return contains(bad, v) }
	}
	any := func(string) bool { return true }
	approval := []agentValueOption{
		{names: []string{"--approval-mode"}, off: is("yolo")},
		// Gemini CLI's --policy and --admin-policy load policy files
		// the line does not show, whose rules may allow its shell tool,
		// and --allowed-tools naming the shell tool lets its commands
		// run without confirmation (fx28i #3).
		{names: []string{"--policy", "--admin-policy"}, variadic: true, off: any},
		{names: []string{"--allowed-tools"}, variadic: true, off: grantsGeminiShell},
	}
	return map[string][]agentValueOption{
		"gemini": approval, "qwen": approval,
		// copilot --allow-tool shell grants its whole shell tool (rt20d #9).
		"copilot": {{names: []string{"--allow-tool"}, off: is("shell", "shell(*)")}},
		"codex": {
			{names: []string{"-a", "--ask-for-approval"}, off: is("never")},
			{names: []string{"-s", "--sandbox"}, off: is("danger-full-access")},
			// --disable hooks switches its hooks, ozdesk's among them, off
			// for the run (rt23i #6; -c features.hooks=false is unreadable).
			{names: []string{"--disable"}, off: is("hooks")},
		},
		"claude": {
			{names: []string{"--permission-mode"}, off: is("bypassPermissions")},
			{names: []string{"--allowedTools", "--allowed-tools"}, variadic: true, off: grantsWholeBash},
		},
	}
}}

// grantsWholeBash reports whether a list of Claude Code's tools (commas
// or spaces between them) allows any command: Bash alone, or Bash(*).
func grantsWholeBash(v string) bool {
	for _, t := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' }) {
		switch strings.ReplaceAll(t, " ", "") {
		case "Bash", "Bash(*)", "Bash(**)", "Bash(*:*)", "Bash(:*)":
			return true
		}
	}
	return false
}

// grantsGeminiShell reports whether a list of Gemini CLI's tools (commas
// between them) names its shell tool, whole or for some commands
// (run_shell_command(git) lets every git command run unasked).
func grantsGeminiShell(v string) bool {
	for _, t := range strings.Split(v, ",") {
		t = strings.TrimSpace(t)
		if strings.HasPrefix(t, "run_shell_command") || strings.HasPrefix(t, "ShellTool") {
			return true
		}
	}
	return false
}

// agentValueOff returns the word of p, a coding agent, whose option value
// turns its approvals off.
func agentValueOff(p *Part) (Word, bool) {
	opts := agentValueOptions.get()[p.Program]
	if opts == nil {
		return Word{}, false
	}
	w, _, ok := optionValueOff(p.Args(), opts)
	return w, ok
}

// optionValueOff returns the word of args (a program's arguments, up to
// a --) whose option of opts has a value that opts' off accepts, and the
// index of that option in opts. An option whose off is nil takes no
// value: it is found by its name alone.
func optionValueOff(args []Word, opts []agentValueOption) (Word, int, bool) {
	offWord := func(o agentValueOption, v string, lit bool) bool {
		return !lit || o.off(v)
	}
	for i, w := range args {
		lit, whole := litPrefix(w)
		if lit == "--" && whole {
			break
		}
		for oi, o := range opts {
			for _, n := range o.names {
				if o.off == nil { // a switch taking no value
					if lit == n || strings.HasPrefix(lit, n+"=") {
						return w, oi, true
					}
					continue
				}
				var v string
				var known bool
				switch {
				case lit == n && i+1 < len(args):
					v, known = args[i+1].Literal()
					if offWord(o, v, known) {
						return w, oi, true
					}
					for k := i + 2; o.variadic && k < len(args); k++ {
						v, known = args[k].Literal()
						if known && strings.HasPrefix(v, "-") {
							break
						}
						if offWord(o, v, known) {
							return w, oi, true
						}
					}
				case strings.HasPrefix(lit, n+"="):
					v, known = w.Literal()
					if offWord(o, strings.TrimPrefix(v, n+"="), known) {
						return w, oi, true
					}
				case len(n) == 2 && len(lit) > 2 && strings.HasPrefix(lit, n) && !strings.HasPrefix(lit, "--"):
					v, known = w.Literal()
					if offWord(o, strings.TrimPrefix(v, n), known) {
						return w, oi, true
					}
				}
			}
		}
	}
	return Word{}, 0, false
}
