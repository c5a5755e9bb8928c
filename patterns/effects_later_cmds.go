package patterns

import (
	"fmt"
	"strings"
)

// Some commands set up code to run later without writing a file the
// line names: systemctl enable starts a unit at the next boot or login
// (enabling ssh, and loginctl enable-linger, are cmd.credentials'),
// at and batch queue what they read, launchctl loads an agent, pm2
// startup and save set up a boot service and what it starts, supervisorctl
// add starts a program supervisord keeps up, crontab
// installs what it reads or what its editor writes, and a package
// manager's config set points later installs at another registry (whose
// packages' install scripts run). Each such part is unreadable
// (runs-later): what runs later is not in the line.

// laterVerbs are, per program, the subcommands (the first operand) that
// make code run later, with what runs it.
var laterVerbs = lazy[map[string]map[string]string]{build: func() map[string]map[string]string {
	return map[string]map[string]string{
		"systemctl": {
			"enable": "systemd (it starts the unit at every boot or login)", "reenable": "systemd (it starts the unit at every boot or login)",
			"link": "systemd (it can start the linked unit)", "add-wants": "systemd (it starts the unit with the target)",
			"add-requires": "systemd (it starts the unit with the target)",
			"preset":       "systemd (it starts the units presets enable)", "preset-all": "systemd (it starts the units presets enable)",
		},
		"launchctl": {"load": "launchd", "bootstrap": "launchd", "submit": "launchd", "enable": "launchd"},
		// rt21d #11: pm2's boot service, which starts the saved process
		// list at every boot, and a program supervisord starts and keeps up.
		"pm2":           {"startup": "the init system (pm2's boot service starts the saved processes at every boot)", "save": "pm2's boot service (it starts the saved processes at every boot)"},
		"supervisorctl": {"add": "supervisord (it starts the program and restarts it whenever it stops)"},
	}
}}

// laterEnvRegistry are the variables that point a package manager at
// another index or registry for the parts that see them.
var laterEnvRegistry = []string{"PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS", "UV_INDEX_URL",
	"UV_EXTRA_INDEX_URL", "UV_INDEX", "UV_DEFAULT_INDEX", "NPM_CONFIG_REGISTRY", "npm_config_registry",
	"YARN_NPM_REGISTRY_SERVER", "YARN_REGISTRY", "GOPROXY", "GONOSUMDB", "GONOSUMCHECK", "GOSUMDB", "GOINSECURE",
	"GOPRIVATE", "CARGO_REGISTRIES_CRATES_IO_INDEX", "GEM_SOURCE", "BUNDLE_MIRROR__ALL"}

// goEnvLater are the go env -w variables that change what later go
// commands fetch or run.
var goEnvLater = []string{"GOPROXY", "GOSUMDB", "GONOSUMDB", "GONOSUMCHECK", "GOINSECURE", "GOFLAGS",
	"GOTOOLCHAIN", "GOPRIVATE", "GONOPROXY", "GOVCS", "CC", "CXX", "GOENV", "GOTOOLDIR"}

// laterCommand returns the word of part p that sets up code to run
// later, and what runs it.
func laterCommand(p *Part) (Word, string, bool) {
	for _, wr := range p.Wrappers {
		if wr.Name != "systemd-run" {
			continue
		}
		for _, w := range wr.Words[1:] {
			if v, _ := litPrefix(w); strings.HasPrefix(v, "--on-") || strings.HasPrefix(v, "--timer-property") {
				return w, "systemd (a timer runs the command later)", true
			}
		}
	}
	args := p.Args()
	ops := make([]Word, 0, len(args))
	for _, w := range args {
		if v, ok := w.Literal(); !ok || !strings.HasPrefix(v, "-") {
			ops = append(ops, w)
		}
	}
	first := ""
	if len(ops) > 0 {
		first, _ = ops[0].Literal()
	}
	if w, what, ok := systemctlEnvLater(p, ops); ok { // effects_later_sysenv.go
		return w, what, true
	}
	if verbs := laterVerbs.get()[p.Program]; verbs != nil && len(ops) > 0 {
		if what, ok := verbs[first]; ok {
			for _, w := range ops[1:] {
				if v, _ := litPrefix(w); strings.Contains(v, "ssh") {
					return Word{}, "", false // opening ssh: cmd.credentials judges it
				}
			}
			return ops[0], what, true
		}
		return Word{}, "", false
	}
	switch p.Program {
	case "at":
		if p.Feed == FeedPipe || hasFlag(p, "-l", "-r", "-d", "-c", "-V", "-h", "--help") {
			// fed from a pipe, at is a shell fed from it (shell-from-pipe)
			return Word{}, "", false
		}
		return p.Words[0], "at (it runs the commands it reads at the time given)", true
	case "batch":
		if p.Feed == FeedPipe {
			return Word{}, "", false
		}
		return p.Words[0], "at (it runs the commands it reads when the load allows)", true
	case "crontab":
		if hasFlag(p, "-e") {
			return p.Words[0], "cron (it runs the table the editor writes)", true
		}
		if hasFlag(p, "-l", "-r", "-i") {
			return Word{}, "", false
		}
		if (len(ops) == 0 || isLit(ops[len(ops)-1], "-")) && p.Feed != FeedPipe && p.Feed != FeedNone {
			return p.Words[0], "cron (it runs the table crontab reads)", true
		}
	case "npm", "pnpm", "yarn", "pip", "pip3":
		if w, ok := scriptSet(p.Program, ops); ok {
			return w, npmScriptLater, true
		}
		// npm config set KEY VALUE, npm set KEY=VALUE, pip config set KEY VALUE.
		k := 0
		if k < len(ops) && isLit(ops[k], "config") {
			k++
		}
		if k >= len(ops) || !isLit(ops[k], "set") || k+1 >= len(ops) {
			return Word{}, "", false
		}
		key, ok := ops[k+1].Literal()
		key = strings.ToLower(key)
		if !ok || strings.Contains(key, "registry") || strings.Contains(key, "index") ||
			strings.Contains(key, "find-links") || sourceKey(key) {
			return ops[k+1], registryLater, true
		}
		// yarnPath (Yarn 1's yarn-path) names the file yarn runs as
		// itself; node-options are given to every script's node (fx28e1,
		// rt23d #15).
		if strings.Contains(key, "yarnpath") || strings.Contains(key, "yarn-path") ||
			strings.Contains(key, "node-options") || strings.Contains(key, "nodeoptions") {
			return ops[k+1], yarnPathLater, true
		}
		// A script shell set to a plain shell changes nothing that runs;
		// any other is read by scriptShell (unreadable) or here.
		if strings.Contains(key, "script-shell") || strings.Contains(key, "script_shell") ||
			p.Program == "yarn" && (key == "shell" || strings.HasPrefix(key, "shell=")) {
			_, val, inKey := strings.Cut(key, "=")
			if !inKey && k+2 < len(ops) {
				val, ok = ops[k+2].Literal()
			}
			if !ok || !npmKnownShell(val) {
				return ops[k+1], registryLater, true
			}
		}
	case "go":
		if len(ops) == 0 || first != "env" || !hasFlag(p, "-w") {
			return Word{}, "", false
		}
		for _, w := range ops[1:] {
			v, ok := w.Literal()
			name, _, _ := strings.Cut(v, "=")
			if !ok && goPrivateNarrow(globOnlyRaw(w)) {
				continue
			}
			if !ok || contains(goEnvLater, name) && !goPrivateNarrow(v) {
				return w, "go (where later builds fetch modules from, and what they run)", true
			}
		}
	case "gem":
		if first == "sources" && hasFlag(p, "-a", "--add") {
			return ops[0], registryLater, true
		}
	case "gh":
		if w, ok := ghShellAlias(p, ops); ok {
			return w, ghAliasLater, true
		}
	}
	return laterCommandMore(p, ops)
}

// registryEnv marks the package managers' parts of a line that puts in
// their environment a variable pointing them at another index or
// registry (as a prefix, through env, or exported in the line).
func (r *reading) registryEnv() {
	name := ""
	for _, p := range r.cmd.Parts {
		pairs, lits := envAssigns(p)
		for k, kv := range pairs {
			if wide, ok := goPrivateWide(kv[0], kv[1], lits[k]); ok && !wide {
				continue // GONOSUMDB=github.com/myorg: that organisation's modules
			}
			if contains(laterEnvRegistry, kv[0]) && kv[1] != "" {
				name = kv[0]
			}
		}
	}
	if name == "" {
		return
	}
	for i, p := range r.cmd.Parts {
		switch strings.TrimRight(p.Program, "0123456789.") {
		case "pip", "uv", "uvx", "pipx", "poetry", "npm", "npx", "yarn", "pnpm", "bun", "go", "cargo", "gem", "bundle", "python":
			r.effectUnreadable(i, UnreadableForeignCode, p.Span, fmt.Sprintf(
				"%s=… points %s at another package index or registry: what it fetches, and the install scripts it runs, come from there.",
				name, p.Program))
		}
	}
}

// npmScriptLater is what runs a package's script set now.
const yarnPathLater = "the package manager (the program it runs as itself, or the options of every script's node, at its next run)"

// npmScriptLater is what runs a package script set now.
const npmScriptLater = "the package manager (the script runs at a later npm run, test, install or publish, its own or another tool's)"

// scriptSet returns the word of `npm pkg set scripts.NAME=…` (pnpm's
// too; a key not known might be one) or `npm set-script NAME …`, which
// puts a command into package.json that later runs run.
func scriptSet(program string, ops []Word) (Word, bool) {
	if program != "npm" && program != "pnpm" && program != "yarn" || len(ops) < 2 {
		return Word{}, false
	}
	if isLit(ops[0], "set-script") {
		if name, ok := ops[1].Literal(); ok && !isInstallScript(name) {
			return Word{}, false
		}
		return ops[1], true
	}
	if !isLit(ops[0], "pkg") || !isLit(ops[1], "set") {
		return Word{}, false
	}
	for _, w := range ops[2:] {
		v, ok := w.Literal()
		key, _, _ := strings.Cut(v, "=")
		if !ok || key == "scripts" || key == "bin" || strings.HasPrefix(key, "bin.") || strings.HasPrefix(key, "bin[") {
			return w, true
		}
		if name, isScript := scriptKeyName(key); isScript && (name == "" || isInstallScript(name)) {
			return w, true
		}
	}
	return Word{}, false
}

// pkgSet reports whether part p is a package manager's `pkg set` (or
// npm's set-script),
// whose write of package.json scriptSet judges by the key it sets.
func pkgSet(p *Part) bool {
	switch p.Program {
	case "npm", "pnpm", "yarn", "bun":
	default:
		return false
	}
	ops, _ := operandWords(p)
	return len(ops) >= 2 && (isLit(ops[0], "pkg") && isLit(ops[1], "set") || isLit(ops[0], "set-script"))
}

// isInstallScript says whether name is one of package.json's lifecycle
// scripts that an install, pack or publish runs without naming them (fx43e2, issue 7): set now,
// they run at the next everyday `npm install` or `npm ci`, where no ask
// sees them. Any other script (scripts.lint, scripts.test) runs only when
// a command names it; `npm pkg set scripts.lint="eslint ."` alone is an
// edit of package.json, as an editor's is, and a later part of the line
// that runs scripts makes the set a rebinding (effects_rebind.go).
func isInstallScript(name string) bool {
	switch name {
	case "preinstall", "install", "postinstall", "prepublish", "preprepare",
		"prepare", "postprepare", "prepublishOnly", "prepack", "postpack", "dependencies":
		return true
	}
	return false
}

// scriptKeyName returns the script a `npm pkg set` key names
// (scripts.NAME, scripts[NAME], scripts["NAME"]); name is "" when the
// key names scripts but not one the reader can tell.
func scriptKeyName(key string) (name string, isScript bool) {
	switch {
	case strings.HasPrefix(key, "scripts."):
		name = strings.TrimPrefix(key, "scripts.")
	case strings.HasPrefix(key, "scripts["):
		name = strings.TrimSuffix(strings.TrimPrefix(key, "scripts["), "]")
		name = strings.Trim(name, `"'`)
	default:
		return "", false
	}
	if name == "" || strings.ContainsAny(name, ".[]*") {
		return "", true
	}
	return name, true
}
