package acpproxy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ozdeskHook is settings installing ozdesk's gemini-cli hook as the
// README shows it: gemini --acp does not run it, so it changes nothing
// (TestACPGeminiHookNotRunUnderACP).
const ozdeskHook = `"hooks":{"BeforeTool":[{"matcher":"run_shell_command|write_file|replace","hooks":[{"name":"ozdesk","type":"command","command":"ozdesk-hook hook gemini-cli --wait 14m","timeout":900000}]}]}`

// allowShell is a Gemini CLI policy rule allowing run_shell_command.
const allowShell = "[[rule]]\ntoolName = \"run_shell_command\"\ndecision = \"allow\"\npriority = 100\nallowRedirection = true\n"

// TestCheckGeminiConfig: Gemini CLI whose own settings or policies let
// it run a shell command or a file edit unasked (a policy rule in the
// user's, the system's or the project's policies, or a file settings
// name; tools.allowed, tools.autoAccept, general.defaultApprovalMode) is
// refused with the file and the setting named, ozdesk's gemini-cli hook
// installed or not (gemini --acp does not run it); a file ozdesk cannot
// parse is refused too; read-only tools, deny rules and rules
// only for modes the proxy never lets the agent enter pass, as does
// every agent that is not Gemini CLI.
func TestCheckGeminiConfig(t *testing.T) {
	for _, tt := range []struct {
		name  string
		argv  []string
		files map[string]string // relative to the run's root: home/, work/, etc/
		env   map[string]string
		want  string // what the error says, "" for none
	}{
		{name: "nothing configured", files: nil},
		{name: "user policy allows the shell", files: map[string]string{"home/.gemini/policies/allow.toml": allowShell},
			want: "home/.gemini/policies/allow.toml rule 1 allows \"run_shell_command\""},
		{name: "system policy allows the shell", files: map[string]string{"etc/policies/a.toml": allowShell}, want: "etc/policies/a.toml rule 1"},
		{name: "project policy allows the shell", files: map[string]string{"work/.gemini/policies/x.toml": allowShell}, want: "work/.gemini/policies/x.toml rule 1"},
		{name: "a rule for every tool", files: map[string]string{"home/.gemini/policies/a.toml": "[[rule]]\ndecision = \"allow\"\npriority = 1\n"}, want: "every tool"},
		{name: "a rule for write_file among read-only tools", files: map[string]string{"home/.gemini/policies/a.toml": "[[rule]]\ntoolName = [\"read_file\", \"write_file\"]\ndecision = \"allow\"\n"}, want: `"write_file"`},
		{name: "a shell rule with a command prefix", files: map[string]string{"home/.gemini/policies/a.toml": "[[rule]]\ntoolName = \"run_shell_command\"\ncommandPrefix = \"git\"\ndecision = \"ALLOW\"\n"}, want: "run_shell_command"},
		{name: "policyPaths names a file", files: map[string]string{
			"home/.gemini/settings.json": `{"policyPaths":["~/p/x.toml"]}`, "home/p/x.toml": allowShell}, want: "home/p/x.toml rule 1"},
		{name: "a policy that does not parse", files: map[string]string{"home/.gemini/policies/a.toml": "[[rule]\n"}, want: "cannot parse"},
		{name: "read-only and deny rules pass", files: map[string]string{"home/.gemini/policies/a.toml": "[[rule]]\ntoolName = [\"read_file\", \"glob\"]\ndecision = \"allow\"\n\n[[rule]]\ntoolName = \"run_shell_command\"\ndecision = \"deny\"\n"}},
		{name: "a rule only for yolo passes", files: map[string]string{"home/.gemini/policies/a.toml": "[[rule]]\ntoolName = \"run_shell_command\"\ndecision = \"allow\"\nmodes = [\"yolo\", \"autoEdit\"]\n"}},
		{name: "a rule for default mode", files: map[string]string{"home/.gemini/policies/a.toml": "[[rule]]\ntoolName = \"run_shell_command\"\ndecision = \"allow\"\nmodes = [\"default\"]\n"}, want: "rule 1"},
		{name: "project settings tools.allowed", files: map[string]string{"work/.gemini/settings.json": `{"tools":{"allowed":["run_shell_command"]}}`},
			want: "work/.gemini/settings.json lists run_shell_command in tools.allowed"},
		{name: "tools.allowed a prefix", files: map[string]string{"home/.gemini/settings.json": `{"tools":{"allowed":["run_shell_command(git status)"]}}`}, want: "tools.allowed"},
		{name: "tools.allowed read-only passes", files: map[string]string{"home/.gemini/settings.json": `{"tools":{"allowed":["read_file","glob"]}}`}},
		{name: "tools.autoAccept", files: map[string]string{"home/.gemini/settings.json": "{\n // mine\n \"tools\": {\"autoAccept\": true}\n}"}, want: "tools.autoAccept"},
		{name: "defaultApprovalMode yolo", files: map[string]string{"home/.gemini/settings.json": `{"general":{"defaultApprovalMode":"yolo"}}`}, want: "general.defaultApprovalMode to yolo"},
		{name: "defaultApprovalMode auto_edit in the system settings", files: map[string]string{"etc/settings.json": `{"general":{"defaultApprovalMode":"auto_edit"}}`}, want: "etc/settings.json sets general.defaultApprovalMode"},
		{name: "defaultApprovalMode plan passes", files: map[string]string{"home/.gemini/settings.json": `{"general":{"defaultApprovalMode":"plan"}}`}},
		{name: "an MCP server's command (rt28i #4)", files: map[string]string{"work/.gemini/settings.json": `{"mcpServers":{"x":{"command":"sh","args":["-c","id"],"trust":true}}}`}, want: "mcpServers.x"},
		{name: "a trusted MCP server by URL", files: map[string]string{"home/.gemini/settings.json": `{"mcpServers":{"u":{"httpUrl":"http://127.0.0.1:1/mcp","trust":true}}}`}, want: "mcpServers.u"},
		{name: "tools.discoveryCommand", files: map[string]string{"etc/settings.json": `{"tools":{"discoveryCommand":"id","callCommand":"sh"}}`}, want: "tools.discoveryCommand"},
		{name: "a SessionStart hook", files: map[string]string{"home/.gemini/settings.json": `{"hooks":{"SessionStart":[{"hooks":[{"type":"command","command":"id"}]}]}}`}, want: "hooks.SessionStart"},
		{name: "ozdesk's hook chained with another command", files: map[string]string{"home/.gemini/settings.json": `{"hooks":{"BeforeTool":[{"hooks":[{"type":"command","command":"ozdesk-hook hook gemini-cli; id"}]}]}}`}, want: "hooks.BeforeTool"},
		{name: "ozdesk's own hook passes", files: map[string]string{"home/.gemini/settings.json": "{" + ozdeskHook + "}"}},
		{name: "an untrusted URL MCP server passes", files: map[string]string{"home/.gemini/settings.json": `{"mcpServers":{"u":{"httpUrl":"http://127.0.0.1:1/mcp"}}}`}},
		{name: "settings that do not parse", files: map[string]string{"home/.gemini/settings.json": `{"tools":`}, want: "cannot parse"},
		{name: "GEMINI_CLI_HOME is the home", env: map[string]string{"GEMINI_CLI_HOME": "{root}/other"},
			files: map[string]string{"other/.gemini/policies/a.toml": allowShell}, want: "other/.gemini/policies/a.toml"},
		{name: "the hook in the user's settings changes nothing", files: map[string]string{
			"home/.gemini/settings.json": "{" + ozdeskHook + "}", "home/.gemini/policies/allow.toml": allowShell}, want: "allow.toml rule 1"},
		{name: "the hook in a trusted project's settings changes nothing", env: map[string]string{"GEMINI_CLI_TRUST_WORKSPACE": "true"}, files: map[string]string{
			"work/.gemini/settings.json": "{" + ozdeskHook + "}", "home/.gemini/policies/allow.toml": allowShell}, want: "allow.toml rule 1"},
		{name: "an extension's MCP server command", files: map[string]string{"home/.gemini/extensions/x/gemini-extension.json": `{"name":"x","version":"1","mcpServers":{"s":{"command":"sh","args":["-c","id"]}}}`},
			want: "home/.gemini/extensions/x/gemini-extension.json sets mcpServers.s.command"},
		{name: "an extension's hook", files: map[string]string{"home/.gemini/extensions/x/gemini-extension.json": `{"name":"x","version":"1"}`,
			"home/.gemini/extensions/x/hooks/hooks.json": `{"hooks":{"SessionStart":[{"hooks":[{"type":"command","command":"${extensionPath}/run.sh"}]}]}}`},
			want: "home/.gemini/extensions/x/hooks/hooks.json sets a hooks.SessionStart command"},
		{name: "an extension's hooks that do not parse", files: map[string]string{"home/.gemini/extensions/x/gemini-extension.json": `{"name":"x","version":"1"}`,
			"home/.gemini/extensions/x/hooks/hooks.json": `{"hooks":`}, want: "cannot parse"},
		{name: "an extension that does not parse", files: map[string]string{"home/.gemini/extensions/x/gemini-extension.json": `{"name":`}, want: "cannot parse"},
		{name: "an extension under GEMINI_CLI_HOME", env: map[string]string{"GEMINI_CLI_HOME": "{root}/other"},
			files: map[string]string{"other/.gemini/extensions/x/gemini-extension.json": `{"name":"x","version":"1","mcpServers":{"s":{"command":"id"}}}`}, want: "other/.gemini/extensions/x"},
		{name: "a linked extension", files: map[string]string{
			"home/.gemini/extensions/x/.gemini-extension-install.json": `{"source":"{root}/src/x","type":"link"}`,
			"src/x/gemini-extension.json":                              `{"name":"x","version":"1","mcpServers":{"s":{"command":"id"}}}`},
			want: "src/x/gemini-extension.json sets mcpServers.s.command"},
		{name: "a linked extension's hook", files: map[string]string{
			"home/.gemini/extensions/x/.gemini-extension-install.json": `{"source":"{root}/src/x","type":"link"}`,
			"src/x/gemini-extension.json":                              `{"name":"x","version":"1"}`,
			"src/x/hooks/hooks.json":                                   `{"hooks":{"BeforeAgent":[{"hooks":[{"type":"command","command":"id"}]}]}}`},
			want: "src/x/hooks/hooks.json sets a hooks.BeforeAgent"},
		{name: "a project's extension", files: map[string]string{"work/.gemini/extensions/p/gemini-extension.json": `{"name":"p","version":"1","mcpServers":{"s":{"command":"id"}}}`},
			want: "work/.gemini/extensions/p/gemini-extension.json sets mcpServers.s.command"},
		{name: "an extension enabled again below where it is disabled", files: map[string]string{
			"home/.gemini/extensions/x/gemini-extension.json":   `{"name":"x","version":"1","mcpServers":{"s":{"command":"id"}}}`,
			"home/.gemini/extensions/extension-enablement.json": `{"x":{"overrides":["!{root}/*","{root}/work/"]}}`},
			want: "mcpServers.s.command"},
		{name: "an extension disabled elsewhere", files: map[string]string{
			"home/.gemini/extensions/x/gemini-extension.json":   `{"name":"x","version":"1","mcpServers":{"s":{"command":"id"}}}`,
			"home/.gemini/extensions/extension-enablement.json": `{"x":{"overrides":["!{root}/other/*"]}}`},
			want: "mcpServers.s.command"},
		{name: "an extension disabled here passes", files: map[string]string{
			"home/.gemini/extensions/x/gemini-extension.json":   `{"name":"x","version":"1","mcpServers":{"s":{"command":"id"}}}`,
			"home/.gemini/extensions/extension-enablement.json": `{"x":{"overrides":["!{root}/*"]}}`}},
		{name: "an extension disabled in this very directory passes", files: map[string]string{
			"home/.gemini/extensions/x/gemini-extension.json":   `{"name":"x","version":"1","mcpServers":{"s":{"command":"id"}}}`,
			"home/.gemini/extensions/extension-enablement.json": `{"x":{"overrides":["!{root}/work/"]}}`}},
		{name: "an extension's trusted URL server, allow policy and excluded tools pass", files: map[string]string{
			"home/.gemini/extensions/x/gemini-extension.json": `{"name":"x","version":"1","mcpServers":{"u":{"httpUrl":"http://127.0.0.1:1/mcp","trust":true}},"excludeTools":["run_shell_command(rm)"]}`,
			"home/.gemini/extensions/x/policies/a.toml":       allowShell}},
		{name: "an extension with ozdesk's hook passes", files: map[string]string{"home/.gemini/extensions/x/gemini-extension.json": `{"name":"x","version":"1"}`,
			"home/.gemini/extensions/x/hooks/hooks.json": "{" + ozdeskHook + "}"}},
		{name: "a directory with no extension config passes", files: map[string]string{"home/.gemini/extensions/x/README": "x"}},
		{name: "--skip-trust (rt29i #11)", argv: []string{"gemini", "--acp", "--skip-trust"}, want: "--skip-trust trusts the folder"},
		{name: "--skip_trust=true", argv: []string{"gemini", "--skip_trust=true", "--acp"}, want: "--skip_trust=true trusts the folder"},
		{name: "GEMINI_CLI_TRUST_WORKSPACE=true (rt29i #11)", env: map[string]string{"GEMINI_CLI_TRUST_WORKSPACE": "true"}, want: "GEMINI_CLI_TRUST_WORKSPACE=true"},
		{name: "--skip-trust=false passes", argv: []string{"gemini", "--acp", "--skip-trust=false"}},
		{name: "GEMINI_CLI_TRUST_WORKSPACE=false passes", env: map[string]string{"GEMINI_CLI_TRUST_WORKSPACE": "false"}},
		{name: "--skip-trust after -- passes", argv: []string{"gemini", "--acp", "--", "--skip-trust"}},
		{name: "not gemini", argv: []string{"codex-acp"}, files: map[string]string{"home/.gemini/policies/allow.toml": allowShell}},
		{name: "gemini through npx", argv: []string{"npx", "@google/gemini-cli", "--acp"}, files: map[string]string{"home/.gemini/policies/allow.toml": allowShell}, want: "allow.toml"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			for _, d := range []string{"home", "work", "etc"} {
				if err := os.MkdirAll(filepath.Join(root, d), 0o700); err != nil {
					t.Fatal(err)
				}
			}
			for name, text := range tt.files {
				p := filepath.Join(root, name)
				if err := os.MkdirAll(filepath.Dir(p), 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(p, []byte(strings.ReplaceAll(text, "{root}", root)), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			env := map[string]string{"HOME": filepath.Join(root, "home")}
			for k, v := range tt.env {
				env[k] = strings.ReplaceAll(v, "{root}", root)
			}
			argv := tt.argv
			if argv == nil {
				argv = []string{"gemini", "--acp"}
			}
			err := CheckGeminiConfig(argv, GeminiLook{Dir: filepath.Join(root, "work"), Getenv: func(k string) string { return env[k] }, SystemDir: filepath.Join(root, "etc")})
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("refused: %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("got %v; want an error saying %q", err, tt.want)
			}
		})
	}
}
