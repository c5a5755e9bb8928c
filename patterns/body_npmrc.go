package patterns

import (
	"path"
	"strings"

	"go.yaml.in/yaml/v3"
)

// Runner configuration already on disk (body_npm.go, rt50 A8): a
// package's `.npmrc` whose `script-shell` names no plain shell at the
// system's place (`script-shell=./evil.sh`) runs every script npm and
// pnpm run through that file, and a `.yarnrc.yml` whose `yarnPath` names
// a file outside `.yarn/releases/` has yarn run that file, JavaScript,
// for every command. Neither is read, so the runner asks, unreadable
// (as `npm --script-shell ./evil.sh run x` on the line does), where it
// would run a script of the package (the config is read in the
// package's own directory only). A committed yarn release,
// `yarnPath: .yarn/releases/yarn-4.1.0.cjs`, is everyday and is left
// alone: the project's own code, as its node_modules are.

// runnerConfigMax bounds a .npmrc or .yarnrc.yml read.
const runnerConfigMax = 64 << 10

// plantedRunner says why the scripts program runs from dir's package
// run through a file on disk not read here, or "".
func plantedRunner(ctx *Context, program, dir string) string {
	switch program {
	case "npm", "pnpm":
		b, err := ctx.ProjectFile(path.Join(dir, ".npmrc"), runnerConfigMax)
		if err != nil {
			return ""
		}
		return npmrcRunner(string(b), fromIn(ctx.Cwd, dir, ".npmrc"), program)
	case "yarn":
		b, err := ctx.ProjectFile(path.Join(dir, ".yarnrc.yml"), runnerConfigMax)
		if err != nil {
			return ""
		}
		var rc struct {
			YarnPath string `yaml:"yarnPath"`
		}
		if yaml.Unmarshal(b, &rc) != nil || rc.YarnPath == "" {
			return ""
		}
		p := path.Clean(strings.TrimPrefix(rc.YarnPath, "./"))
		if strings.HasPrefix(p, ".yarn/releases/") && !strings.Contains(p, "..") {
			return ""
		}
		return fromIn(ctx.Cwd, dir, ".yarnrc.yml") + " sets yarnPath: " + rc.YarnPath +
			": yarn runs that file, JavaScript not read here, for every command"
	}
	return ""
}

// npmrcRunner says why the scripts program runs go through a file not
// read here by the .npmrc text rc, shown as shown, or "".
func npmrcRunner(rc, shown, program string) string {
	if sh, ok := npmrcValue(rc, "script-shell"); ok && !npmKnownShell(sh) {
		return shown + " sets script-shell=" + sh +
			": every script " + program + " runs goes through that file, which is not read here"
	}
	if opt := npmrcLoads(rc); opt != "" { // body_npmenv.go
		return shown + " sets " + opt +
			": every node a script of " + program + " starts loads that module first, which is not read here"
	}
	return ""
}

// npmrcValue reads key's value from an .npmrc's text (ini: `key=value`,
// spaces about `=`, `;` and `#` comments, a quoted value), the last one
// given.
func npmrcValue(text, key string) (string, bool) {
	var val string
	found := false
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || line[0] == ';' || line[0] == '#' {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok || strings.TrimSpace(k) != key {
			continue
		}
		v = strings.TrimSpace(v)
		if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') && v[len(v)-1] == v[0] {
			v = v[1 : len(v)-1]
		}
		val, found = v, true
	}
	return val, found
}
