package patterns

import (
	"fmt"
	"strings"
)

// npm takes every key of its configuration from its command line as an
// option too (rt54 M3, checked with npm 11.19.1): `npm run t
// --node-options='--require ./x.js'` has every node the script starts
// load x.js first, as the .npmrc key and npm_config_node_options do
// (body_npmenv.go, effects_pmconfig_code.go). The option is judged as
// the key is: node-options with a loader, or with --env-file (a file
// of variables, unread: node 20.20 refuses it there, a later node may
// not), and a key that names a
// program or a module (pmConfigCodeKeys: --onload-script, --node-gyp,
// --init-module …) unless it names an installed program by its bare
// name, make the part unreadable (foreign code). --userconfig and
// --globalconfig are the configuration files' (effects_optconfig.go,
// and read from disk in the project: body_npmrc.go), --script-shell a
// command string's (nested_side.go).

// npmLineConfig returns the word and the reason when p, npm, npx or
// pnpm, is given a configuration key on its line that loads or runs code
// the line does not show.
func npmLineConfig(p *Part) (Word, string) {
	switch p.Program {
	case "npm", "npx", "pnpm":
	default:
		return Word{}, ""
	}
	s := scanArgs(p, npmLineKeys...)
	for _, name := range npmLineKeys {
		key := strings.TrimPrefix(name, "--")
		for _, w := range s.vals[name] {
			val, lit := w.Literal()
			if why := npmLineValue(p, key, val, lit, pmConfigCodeKeys.get()[key]); why != "" {
				return w, why
			}
		}
	}
	return Word{}, ""
}

// npmLineKeys are pmConfigCodeKeys' keys as options with their value
// in the next word (`--node-options '-r ./x.js'`).
var npmLineKeys = []string{"--node-options", "--node-gyp", "--git", "--shell", "--editor", "--browser", "--viewer",
	"--init-module", "--onload-script", "--pnpmfile", "--global-pnpmfile", "--npm-path"}

// npmLineValue says why key's value val (lit when it is literal) on p's
// line loads or runs code not shown, or "".
func npmLineValue(p *Part, key, val string, lit bool, opts []string) string {
	if key == "node-options" {
		if lit && npmrcLoads("node-options="+val) == "" {
			return ""
		}
		return fmt.Sprintf("%s --node-options=%s has every node a script starts load a module or a file of options first, which the command does not show, so what runs is not known.", p.Program, quoteRaw(val))
	}
	if opts != nil || npmProgramKey(key) && lit && (val == "false" || installedProgram(val) && !strings.ContainsAny(val, "/.")) {
		return ""
	}
	return fmt.Sprintf("%s --%s=%s makes %s run or load a program or module whose contents the command does not show, so what runs is not known.", p.Program, key, quoteRaw(val), p.Program)
}

// npmProgramKey reports whether key names a program (run by its name
// from PATH when it is a bare name), not a module or a file.
func npmProgramKey(key string) bool {
	switch key {
	case "node-gyp", "git", "shell", "editor", "browser", "viewer", "npm-path":
		return true
	}
	return false
}
