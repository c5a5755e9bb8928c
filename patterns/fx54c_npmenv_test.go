package patterns

import "testing"

// fx54c (rt53 N5): the variables npm puts in a script's environment from
// package.json's fields and the package's .npmrc are read with their
// values, and an .npmrc's node-options that loads a module makes the
// scripts unreadable.

// fx54cEnvFiles are the projects, by path under the home.
var fx54cEnvFiles = map[string]string{
	"proj/nm/package.json":   `{"name":"ozdesk","scripts":{"x":"$npm_package_name queue approve 3"}}`,
	"proj/nv/package.json":   `{"name":"a","version":"ozdesk","scripts":{"x":"${npm_package_version} queue approve 3"}}`,
	"proj/ns/package.json":   `{"name":"a","scripts":{"x":"$npm_package_scripts_y","y":"rm -rf ~/"}}`,
	"proj/ne/package.json":   `{"name":"a","author":{"name":"ozdesk"},"scripts":{"x":"$npm_package_author_name queue approve 3"}}`,
	"proj/rc7/package.json":  `{"name":"a","scripts":{"x":"$npm_config_oz queue approve 3"}}`,
	"proj/rc7/.npmrc":        "oz=ozdesk\n",
	"proj/rcd/package.json":  `{"name":"a","scripts":{"x":"$npm_config_out_dir policy allow '*'"}}`,
	"proj/rcd/.npmrc":        "out-dir = ozdesk\n",
	"proj/no/package.json":   `{"name":"a","scripts":{"x":"echo hi","test":"jest"}}`,
	"proj/no/.npmrc":         "node-options=--require /tmp/evil.js\n",
	"proj/nor/package.json":  `{"name":"a","scripts":{"test":"jest"}}`,
	"proj/nor/.npmrc":        "node-options = \"-r ./evil.js\"\n",
	"proj/ok/package.json":   `{"name":"app","version":"1.2.0","scripts":{"x":"echo $npm_package_name@$npm_package_version","tag":"git tag v$npm_package_version","test":"jest"}}`,
	"proj/ok/.npmrc":         "node-options=--max-old-space-size=4096\nregistry=https://registry.npmjs.org/\n",
	"proj/okrc/package.json": `{"name":"a","scripts":{"b":"tsc --outDir $npm_config_out_dir"}}`,
	"proj/okrc/.npmrc":       "out-dir=dist\n",
}

// fx54cEnvCases: the command (run in proj), the rule that must ask ("" for
// allowed), and for an ask a piece its reason must hold.
var fx54cEnvCases = []struct{ cmd, rule, reason string }{
	{"cd nm && npm run x", "cmd.guard-tamper", "script x runs: ozdesk queue approve 3"},
	{"npm --prefix nm run x", "cmd.guard-tamper", "ozdesk queue approve 3"},
	{"cd nv && npm run x", "cmd.guard-tamper", "script x runs: ozdesk queue approve 3"},
	{"cd ns && npm run x", "cmd.delete-home", "script x runs: rm -rf ~/"},
	{"cd ne && npm run x", "cmd.guard-tamper", "ozdesk queue approve 3"},
	{"cd rc7 && npm run x", "cmd.guard-tamper", "ozdesk queue approve 3"},
	{"cd rcd && npm run x", "cmd.guard-tamper", "ozdesk policy allow"},
	{"cd no && npm run x", UnreadableRule, ".npmrc sets node-options=--require /tmp/evil.js"},
	{"cd no && npm test", UnreadableRule, "node-options"},
	{"cd no && pnpm test", UnreadableRule, "node-options"},
	{"cd nor && npm test", UnreadableRule, "node-options=-r ./evil.js"},
	// everyday
	{"cd ok && npm run x", "", ""},
	{"cd ok && npm run tag", "", ""},
	{"cd ok && npm test", "", ""},
	{"cd okrc && npm run b", "", ""},
	{"cd no && npm run nosuch", "", ""},
}

// TestPackageEnvBodies checks fx54cEnvCases over real files, and that
// without them each ask goes.
func TestPackageEnvBodies(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx54cEnvFiles)
	fx53mCheck(t, pol, home, fx54cEnvCases, false)
}

// TestEnvName checks npm's spelling of a variable's name.
func TestEnvName(t *testing.T) {
	for in, want := range map[string]string{"name": "name", "out-dir": "out_dir", "@scope:registry": "_scope_registry", "a.b": "a_b"} {
		if got := envName(in); got != want {
			t.Errorf("envName(%q) = %q, want %q", in, got, want)
		}
	}
}
