package patterns

import "testing"

// fx54c (rt53 N4): the lifecycle scripts npm, pnpm and yarn run outside an
// install and `run` (pack, publish, version, rebuild, link, uninstall),
// npm's dependencies script, and the install scripts of a local package
// installed.

// fx54cVerbFiles are the projects, by path under the home.
var fx54cVerbFiles = map[string]string{
	"proj/pk/package.json":      `{"name":"pk","version":"1.0.0","scripts":{"prepack":"ozdesk queue approve 3"}}`,
	"proj/pub/package.json":     `{"name":"pub","scripts":{"prepublishOnly":"rm -rf ~/"}}`,
	"proj/ver/package.json":     `{"name":"v","version":"1.0.0","scripts":{"preversion":"rm -rf ~/","test":"jest"}}`,
	"proj/reb/package.json":     `{"name":"r","scripts":{"install":"rm -rf ~/"}}`,
	"proj/lnk/package.json":     `{"name":"l","scripts":{"prepare":"rm -rf ~/"}}`,
	"proj/un/package.json":      `{"name":"u","scripts":{"dependencies":"rm -rf ~/"}}`,
	"proj/ok/package.json":      `{"name":"ok","version":"1.0.0","scripts":{"prepack":"tsc","prepare":"husky install","version":"git add -A","postinstall":"patch-package","dependencies":"echo changed"}}`,
	"proj/dp/package.json":      `{"name":"x","dependencies":{"dep":"file:dep","lodash":"^4.0.0"}}`,
	"proj/dp/dep/package.json":  `{"name":"dep","scripts":{"postinstall":"rm -rf ~/"}}`,
	"proj/dl/package.json":      `{"name":"x","devDependencies":{"d":"link:./d"}}`,
	"proj/dl/d/package.json":    `{"name":"d","scripts":{"prepare":"rm -rf ~/"}}`,
	"proj/dok/package.json":     `{"name":"x","dependencies":{"dep":"file:dep"}}`,
	"proj/dok/dep/package.json": `{"name":"dep","scripts":{"prepare":"tsc","test":"rm -rf ~/"}}`,
}

// fx54cVerbCases: the command (run in proj), the rule that must ask ("" for
// allowed), and for an ask a piece its reason must hold.
var fx54cVerbCases = []struct{ cmd, rule, reason string }{
	{"cd pk && npm pack", "cmd.guard-tamper", "package.json's script prepack runs: ozdesk queue approve 3"},
	{"cd pk && npm pack --dry-run", "cmd.guard-tamper", "script prepack"},
	{"cd pk && npm publish --dry-run", "cmd.guard-tamper", "script prepack"},
	{"npm --prefix pk pack --dry-run", "cmd.guard-tamper", "pk/package.json's script prepack"},
	{"cd pk && pnpm pack", "cmd.guard-tamper", "script prepack"},
	{"cd pk && yarn pack", "cmd.guard-tamper", "script prepack"},
	{"cd pk && bun publish --dry-run", "cmd.guard-tamper", "script prepack"},
	{"cd pub && npm publish --dry-run", "cmd.delete-home", "script prepublishOnly"},
	{"cd ver && npm version patch", "cmd.delete-home", "script preversion runs: rm -rf ~/"},
	{"cd ver && npm version patch --no-git-tag-version", "cmd.delete-home", "script preversion"},
	{"cd ver && npm version 2.0.0 -m 'v%s'", "cmd.delete-home", "script preversion"},
	{"cd ver && yarn version --patch", "cmd.delete-home", "script preversion"},
	{"cd reb && npm rebuild", "cmd.delete-home", "script install runs"},
	{"cd lnk && npm link", "cmd.delete-home", "script prepare"},
	{"cd lnk && npm pack", "cmd.delete-home", "script prepare"},
	{"cd un && npm uninstall left-pad", "cmd.delete-home", "script dependencies"},
	{"cd un && npm rm left-pad", "cmd.delete-home", "script dependencies"},
	{"cd un && npm install left-pad", "cmd.delete-home", "script dependencies"},
	{"cd un && npm ci", "cmd.delete-home", "script dependencies"},
	{"cd dp && npm install", "cmd.delete-home", "dep/package.json's script postinstall runs: rm -rf ~/"},
	{"cd dp && npm ci", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm add ./dep", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm i file:dep", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && pnpm add ./dep", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && yarn add file:./dep", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"npm i ./dp/dep", "cmd.delete-home", "dp/dep/package.json's script postinstall"},
	{"cd dp && yarn", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dl && pnpm install", "cmd.delete-home", "d/package.json's script prepare"},
	// everyday, and what the reader leaves as it was
	{"cd ok && npm pack", "", ""},
	{"cd ok && npm pack --dry-run", "", ""},
	{"cd ok && npm publish --dry-run", "", ""},
	{"cd ok && npm version patch", "", ""},
	{"cd ok && npm link", "", ""},
	{"cd ok && npm rebuild", "", ""},
	{"cd ok && npm uninstall left-pad", "", ""},
	{"cd ok && npm install lodash", "", ""},
	{"cd ver && npm version", "", ""}, // prints the versions: runs nothing
	{"cd ver && npm pack", "", ""},
	{"cd pk && npm pack --ignore-scripts", "", ""},
	{"cd pk && npm version patch", "", ""},
	{"cd pk && npm publish --dry-run --ignore-scripts", "", ""},
	{"cd reb && npm rebuild --ignore-scripts", "", ""},
	{"cd dp && npm install --ignore-scripts", "", ""},
	{"cd dp && npm i ./dep --ignore-scripts", "", ""},
	{"cd dp && npm install lodash", "", ""},
	{"cd dp && pnpm add lodash", "", ""},
	{"cd dp && yarn add left-pad", "", ""},
	{"cd dp && pnpm add", "", ""},
	{"cd dok && npm install", "", ""},
	{"cd dok && npm ci", "", ""},
}

// TestLifecycleVerbBodies checks fx54cVerbCases over real files, and that
// without them each ask goes (it came from the body).
func TestLifecycleVerbBodies(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx54cVerbFiles)
	fx53mCheck(t, pol, home, fx54cVerbCases, false)
}
