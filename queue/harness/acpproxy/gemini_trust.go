package acpproxy

import (
	"fmt"
	"strings"
)

// Gemini CLI trusts the folder it works in when started with --skip-trust
// or with GEMINI_CLI_TRUST_WORKSPACE set to exactly "true" (0.61.0's
// bundle): the folder's settings then load, and with them the MCP
// servers, hooks and tool commands a repository ships, which start with
// no permission request the proxy could judge (rt29i #11). ozdesk acp
// refuses to start it so, as it refuses the settings that do the same,
// unless its user says otherwise (--accept-agent-policy).

// trustFindings says which switch in argv (the agent's command line, up
// to "--") or in its environment makes Gemini CLI trust its folder.
func trustFindings(argv []string, getenv func(string) string) []string {
	var out []string
	for i, a := range argv {
		if i > 0 && a == "--" {
			break
		}
		if i == 0 || !strings.HasPrefix(a, "--") {
			continue
		}
		name, value, hasValue := strings.Cut(a[2:], "=")
		if fold(name) == "skiptrust" && (!hasValue || fold(value) != "false") {
			out = append(out, fmt.Sprintf("%s trusts the folder, so the MCP servers, hooks and tool commands of its settings start with no permission request", a))
		}
	}
	if getenv("GEMINI_CLI_TRUST_WORKSPACE") == "true" {
		out = append(out, "GEMINI_CLI_TRUST_WORKSPACE=true in ozdesk acp's environment trusts the folder, so the MCP servers, hooks and tool commands of its settings start with no permission request")
	}
	return out
}
