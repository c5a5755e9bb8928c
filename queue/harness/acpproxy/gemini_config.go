package acpproxy

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Gemini CLI's own settings and policies can let a tool call run without
// a permission request: a policy rule that allows run_shell_command (in
// ~/.gemini/policies, /etc/gemini-cli/policies, a project's
// .gemini/policies, or a file settings name in policyPaths), settings
// tools.allowed naming it, tools.autoAccept, general.defaultApprovalMode
// other than default and plan. The proxy never sees those calls: it
// stops the agent only after one has run. So `ozdesk acp` refuses to
// start Gemini CLI configured so, unless its user says otherwise
// (--accept-agent-policy). Read from Gemini CLI 0.61.0's bundle
// (packages/cli/src/config/config.ts, policy.ts; core's Storage).
//
// ozdesk's gemini-cli BeforeTool hook cannot stand in: `gemini --acp`
// 0.61.0 runs no BeforeTool hook, from the user's settings or a trusted
// project's, though it runs the same hook headless
// (TestACPGeminiHookNotRunUnderACP): a hook installed for it is no
// reason to start it.

// GeminiLook is where [CheckGeminiConfig] looks: the directory the agent
// starts in (its workspace) and its environment.
type GeminiLook struct {
	// Dir is the agent's working directory, absolute.
	Dir string
	// Getenv reads the agent's environment.
	Getenv func(string) string
	// SystemDir is Gemini CLI's system configuration directory ("" for
	// /etc/gemini-cli, as on Linux).
	SystemDir string
}

// errAgentConfig marks an agent whose own settings let tool calls run
// unasked.
var errAgentConfig = errors.New("the agent's own settings let it run tool calls without asking permission, so ozdesk would never see them")

// CheckGeminiConfig returns an error naming the file and the setting or
// rule when argv starts Gemini CLI (see [AgentName]) and its settings or
// policies, as look finds them, let it run a shell command or a file
// edit without asking permission; nil otherwise, and for every other
// agent. A file it cannot read or parse
// is such an error too: what it allows cannot be told.
func CheckGeminiConfig(argv []string, look GeminiLook) error {
	if AgentName(argv) != "gemini" {
		return nil
	}
	getenv := look.Getenv
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	home := getenv("GEMINI_CLI_HOME")
	if home == "" {
		home = getenv("HOME")
	}
	systemDir := look.SystemDir
	if systemDir == "" {
		systemDir = "/etc/gemini-cli"
	}
	system := getenv("GEMINI_CLI_SYSTEM_SETTINGS_PATH")
	if system == "" {
		system = filepath.Join(systemDir, "settings.json")
	}
	defaults := getenv("GEMINI_CLI_SYSTEM_DEFAULTS_PATH")
	if defaults == "" {
		defaults = filepath.Join(filepath.Dir(system), "system-defaults.json")
	}
	// Gemini CLI's settings files, widest first: system defaults, user,
	// project, system.
	files := []string{defaults, filepath.Join(home, ".gemini", "settings.json"), filepath.Join(look.Dir, ".gemini", "settings.json"), system}
	policyDirs := []string{
		filepath.Join(systemDir, "policies"),
		// Gemini CLI 0.61.0 reads no project policies (its
		// disableWorkspacePolicies), but a later release may.
		filepath.Join(look.Dir, ".gemini", "policies"),
	}
	if home != "" {
		policyDirs = append(policyDirs, filepath.Join(home, ".gemini", "policies"))
	}
	findings := trustFindings(argv, getenv) // gemini_trust.go
	for _, f := range files {
		s, err := readSettings(f)
		if err != nil {
			findings = append(findings, err.Error())
			continue
		}
		if s == nil {
			continue
		}
		findings = append(findings, settingsFindings(f, s)...)
		policyDirs = append(policyDirs, policyPathsOf(s, look.Dir, home)...)
	}
	findings = append(findings, extensionFindings(home, look.Dir)...) // gemini_extensions.go
	seen := map[string]bool{}
	for _, d := range policyDirs {
		if seen[d] {
			continue
		}
		seen[d] = true
		findings = append(findings, policyFindings(d)...)
	}
	if len(findings) == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s", errAgentConfig, strings.Join(findings, "; "))
}

// readSettings reads a Gemini CLI settings file (JSON with comments):
// nil, nil when there is none.
func readSettings(path string) (map[string]any, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("cannot read %s (%v), so what it allows cannot be told", path, err)
	}
	s, err := parseJSONC(b)
	if err != nil {
		return nil, fmt.Errorf("cannot parse %s (%v), so what it allows cannot be told", path, err)
	}
	return s, nil
}

// settingsFindings says what settings s (read from path) let run unasked.
func settingsFindings(path string, s map[string]any) []string {
	var out []string
	general, _ := s["general"].(map[string]any)
	if m, ok := general["defaultApprovalMode"]; ok {
		if v, isString := m.(string); !isString || !keepsAsking(v) {
			out = append(out, fmt.Sprintf("%s sets general.defaultApprovalMode to %v (Gemini CLI asks before every tool call only in default and plan)", path, m))
		}
	}
	tools, _ := s["tools"].(map[string]any)
	for _, at := range []struct {
		v    any
		name string
	}{{tools["autoAccept"], "tools.autoAccept"}, {s["autoAccept"], "autoAccept"}} {
		if at.v != nil && at.v != false {
			out = append(out, fmt.Sprintf("%s sets %s to %v (it approves tool calls without asking)", path, at.name, at.v))
		}
	}
	for _, at := range []struct {
		v    any
		name string
	}{{tools["allowed"], "tools.allowed"}, {s["allowedTools"], "allowedTools"}} {
		if at.v == nil {
			continue
		}
		list, ok := at.v.([]any)
		if !ok {
			out = append(out, fmt.Sprintf("%s sets %s to %v, not a list", path, at.name, at.v))
			continue
		}
		for _, e := range list {
			name, _ := e.(string)
			if tool, _, _ := strings.Cut(name, "("); !readOnlyGeminiTools[strings.TrimSpace(tool)] {
				out = append(out, fmt.Sprintf("%s lists %v in %s (it runs without asking)", path, e, at.name))
			}
		}
	}
	return append(out, commandFindings(path, s)...) // gemini_commands.go
}

// policyPathsOf are the policy files or directories settings s names
// (policyPaths, adminPolicyPaths), ~ read from home, relative ones from
// dir.
func policyPathsOf(s map[string]any, dir, home string) []string {
	var out []string
	for _, key := range []string{"policyPaths", "adminPolicyPaths"} {
		list, _ := s[key].([]any)
		for _, e := range list {
			p, _ := e.(string)
			switch {
			case p == "":
				continue
			case p == "~" || strings.HasPrefix(p, "~/"):
				p = filepath.Join(home, p[1:])
			case !filepath.IsAbs(p):
				p = filepath.Join(dir, p)
			}
			out = append(out, p)
		}
	}
	return out
}
