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
		"@augmentcode/auggie": "auggie", "@vibe-kit/grok-cli": "grok", "@kilocode/cli": "kilocode",
	}
}}

// agentBypassFlags turn an agent's approvals off, on any program that
// takes them: their names say so.
var agentBypassFlags = []string{"--dangerously-skip-permissions", "--allow-dangerously-skip-permissions",
	"--dangerously-bypass-approvals-and-sandbox", "--dangerously-allow-all", "--permission-mode=bypassPermissions"}

// agentOnlyFlags turn approvals off on a coding agent, and mean other
// things elsewhere (np's --yolo skips its checks and publishes).
var agentOnlyFlags = []string{"--yolo", "-y", "--full-auto", "--approval-mode=yolo", "--yes-always", "--trust-all-tools"}

// isAgent reports whether a program is a coding agent: a harness, or the
// command of an agent's package.
func isAgent(name string) bool {
	if contains(harnessNames, name) {
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
