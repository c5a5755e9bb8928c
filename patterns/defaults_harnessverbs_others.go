package patterns

// Other coding agents update themselves and write their permissions and
// configuration by their own verbs, as Claude Code and Codex do (fx30e3,
// rt29i #7; verbs from their documentation, the binaries are not run
// here): a self-update replaces the agent, with a version of the line's
// choosing, and a permissions or configuration writer changes what the
// agent runs without asking. Both are cmd.guard-tamper, as `claude
// update` is; their reads (`amp permissions list`), help and sessions are
// left alone.

// otherAgentVerbs are those verbs, in harnessVerbs' shape: Cursor's
// agent, amp, GitHub Copilot CLI and goose.
func otherAgentVerbs() []harnessVerb {
	return []harnessVerb{
		{[]string{"cursor-agent"}, []string{"update", "upgrade"}, nil},
		{[]string{"amp"}, []string{"update"}, nil},
		{[]string{"amp"}, []string{"permissions", "permission"}, []string{"add", "edit"}},
		{[]string{"copilot"}, []string{"update"}, nil},
		{[]string{"goose"}, []string{"update", "configure"}, nil},
	}
}

// otherAgentPatterns are cmd.guard-tamper's patterns for other agents:
// their verbs, aider's self-update options and a global install of
// their npm packages.
func otherAgentPatterns() []string {
	var out []string
	for _, h := range otherAgentVerbs() {
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
	for _, f := range []string{"--upgrade", "--update", "--install-main-branch"} {
		out = append(out, "aider "+f+" **")
	}
	for _, g := range globalInstalls() {
		for _, pkg := range []string{"@sourcegraph/amp", "@github/copilot", "@continuedev/cli"} {
			out = append(out, g+" "+pkg+"* **")
		}
	}
	return out
}

// otherAgentExcept are cmd.guard-tamper's exceptions for those verbs
// given help.
func otherAgentExcept() []string {
	var out []string
	for _, h := range otherAgentVerbs() {
		for _, p := range h.programs {
			for _, s := range h.sub {
				out = append(out, p+" "+s+" ** --help", p+" "+s+" ** -h")
			}
		}
	}
	return out
}
