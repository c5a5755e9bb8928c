package patterns

import "testing"

// fx55b (rt54 M2, checked with npm 11.19.1): `npm restart` without a
// restart script runs stop and start; update, prune, dedupe and `audit
// fix` reify as an install does; --ignore-scripts followed by false, =false
// or a later --no-ignore-scripts is no ignore; --ignore-scripts keeps only
// a named script's pre and post scripts.

// fx55bVerbFiles are the projects, by path under the home.
var fx55bVerbFiles = map[string]string{
	"proj/rs/package.json":     `{"name":"rs","scripts":{"stop":"true","start":"ozdesk queue approve 2"}}`,
	"proj/rp/package.json":     `{"name":"rp","scripts":{"prerestart":"rm -rf ~/","start":"node ."}}`,
	"proj/ro/package.json":     `{"name":"ro","scripts":{"restart":"pm2 restart app","stop":"rm -rf ~/","start":"node ."}}`,
	"proj/ok/package.json":     `{"name":"ok","scripts":{"stop":"pm2 stop app","start":"node .","test":"jest","dependencies":"echo changed"}}`,
	"proj/dp/package.json":     `{"name":"x","dependencies":{"dep":"file:dep","lodash":"^4.0.0"}}`,
	"proj/dp/dep/package.json": `{"name":"dep","scripts":{"postinstall":"rm -rf ~/"}}`,
	"proj/un/package.json":     `{"name":"u","scripts":{"dependencies":"rm -rf ~/","preinstall":"tsc"}}`,
	"proj/ri/package.json":     `{"name":"ri","scripts":{"preinstall":"rm -rf ~/"}}`,
	"proj/ts/package.json":     `{"name":"ts","scripts":{"test":"rm -rf ~/","pretest":"tsc"}}`,
	"proj/pt/package.json":     `{"name":"pt","scripts":{"pretest":"rm -rf ~/","test":"jest"}}`,
	"proj/pk/package.json":     `{"name":"pk","scripts":{"prepack":"rm -rf ~/"}}`,
}

// fx55bVerbCases: the command (run in proj), the rule that must ask ("" for
// allowed), and for an ask a piece its reason must hold.
var fx55bVerbCases = []struct{ cmd, rule, reason string }{
	{"cd rs && npm restart", "cmd.guard-tamper", "package.json's script start runs: ozdesk queue approve 2"},
	{"cd rs && npm restart --ignore-scripts", "cmd.guard-tamper", "script start"},
	{"cd rp && npm restart", "cmd.delete-home", "script prerestart"},
	{"cd ro && npm restart", "", ""}, // its own restart script runs, not stop
	{"cd ok && npm restart", "", ""},
	{"cd rp && npm restart --ignore-scripts", "", ""}, // no pre scripts
	{"cd dp && npm update", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm up", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm upgrade", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm prune", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm dedupe", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm ddp", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm audit fix", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm audit fix --force", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm update ./dep", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd un && npm update", "cmd.delete-home", "script dependencies"},
	{"cd un && npm prune --omit=dev", "cmd.delete-home", "script dependencies"},
	{"cd dp && npm i ./dep --ignore-scripts false", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm i ./dep --ignore-scripts=false", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm i ./dep --ignore-scripts --no-ignore-scripts", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm ci --ignore-scripts false", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm --ignore-scripts install --no-ignore-scripts", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd ri && npm install --ignore-scripts false", "cmd.delete-home", "script preinstall"},
	{"cd pk && npm pack --ignore-scripts false", "cmd.delete-home", "script prepack"},
	{"cd ts && npm test --ignore-scripts", "cmd.delete-home", "script test"},
	{"cd ts && npm --ignore-scripts test", "cmd.delete-home", "script test"},
	{"cd ts && npm run test --ignore-scripts", "cmd.delete-home", "script test"},
	{"cd pt && npm test --ignore-scripts false", "cmd.delete-home", "script pretest"},
	{"cd dp && npm rebuild", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd dp && npm rb dep", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd ri && pnpm rebuild", "cmd.delete-home", "script preinstall"},
	{"cd dp && pnpm rebuild", "cmd.delete-home", "dep/package.json's script postinstall"},
	{"cd pk && bun pm pack", "cmd.delete-home", "script prepack"},
	// everyday, and what the scripts do not run
	{"cd ok && npm update", "", ""},
	{"cd ok && npm prune", "", ""},
	{"cd ok && npm audit fix", "", ""},
	{"cd dp && npm audit", "", ""},
	{"cd un && npm ls", "", ""},
	{"cd ri && npm update", "", ""}, // the root's install scripts do not run
	{"cd dp && npm update --ignore-scripts", "", ""},
	{"cd dp && npm prune --dry-run", "", ""},
	{"cd dp && npm i ./dep --ignore-scripts", "", ""},
	{"cd dp && npm i ./dep --ignore-scripts true", "", ""},
	{"cd dp && npm i ./dep --no-ignore-scripts --ignore-scripts", "", ""},
	{"cd dp && npm --ignore-scripts install", "", ""},
	{"cd dp && npm install --dry-run --no-ignore-scripts", "", ""},
	{"cd pk && npm pack --ignore-scripts true", "", ""},
	{"cd pt && npm test --ignore-scripts", "", ""}, // pretest does not run
	{"cd ok && npm test --ignore-scripts", "", ""},
	{"cd dp && npm rebuild --ignore-scripts", "", ""},
	{"cd ok && pnpm rebuild", "", ""},
	{"cd pk && bun pm pack --ignore-scripts", "", ""},
	{"cd pk && bun pm ls", "", ""},
}

// TestNpmVerbsReify checks fx55bVerbCases over real files, and that
// without them each ask goes (it came from the body).
func TestNpmVerbsReify(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx55bVerbFiles)
	fx53mCheck(t, pol, home, fx55bVerbCases, false)
}
