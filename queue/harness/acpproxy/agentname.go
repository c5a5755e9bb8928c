package acpproxy

import (
	"path/filepath"
	"strings"
)

// launchers are programs that run an agent named by a later word: a
// script (node, bun, deno, python) or a package (npx, bunx, uvx …).
var launchers = map[string]bool{
	"node": true, "nodejs": true, "bun": true, "deno": true, "npx": true, "bunx": true, "pnpx": true,
	"npm": true, "pnpm": true, "yarn": true, "uv": true, "uvx": true, "pipx": true,
	"python": true, "python3": true, "env": true,
}

// launcherWords are a launcher's subcommands before the agent's word
// (npm exec, pnpm dlx, deno run, uv run, pipx run).
var launcherWords = map[string]bool{"exec": true, "x": true, "dlx": true, "run": true, "tool": true}

// AgentName is the name an agent started as argv goes by: "gemini" or
// "codex" when its program word reads so (see [CheckArgs]), else that
// word's name: a script's file name without its extension, a package's
// name without its scope and version. The program word is argv[0], or,
// when argv[0] is a launcher (node, npx, bun, uvx …), the first word
// after it that is neither a flag nor the launcher's subcommand.
func AgentName(argv []string) string {
	if len(argv) == 0 {
		return ""
	}
	word := argv[0]
	if launchers[filepath.Base(argv[0])] {
		for _, a := range argv[1:] {
			if strings.HasPrefix(a, "-") || launcherWords[a] || strings.Contains(a, "=") {
				continue
			}
			word = a
			break
		}
	}
	if p := agentProgram(word); p != "" {
		return p
	}
	name := word
	if strings.HasPrefix(name, "@") {
		// @scope/pkg@1.2: the package's name.
		if _, rest, ok := strings.Cut(name, "/"); ok {
			name = rest
		}
	}
	name, _, _ = strings.Cut(name, "@")
	name = filepath.Base(name)
	for _, ext := range []string{".js", ".mjs", ".cjs", ".ts", ".py"} {
		name = strings.TrimSuffix(name, ext)
	}
	if name == "" || name == "." || name == "/" {
		return filepath.Base(argv[0])
	}
	return name
}
