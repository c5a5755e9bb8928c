package patterns

import "testing"

// fx56c (rt54 N4's rest): pnpm version and link, yarn 1's remove and link
// read the lifecycle scripts they run, as npm's are.

// fx56cNpmFiles are the projects, by path under the home.
var fx56cNpmFiles = map[string]string{
	"proj/nv/package.json":  `{"name":"p","version":"1.0.0","scripts":{"preversion":"rm -rf ~/","postinstall":"git push --force origin main","test":"jest"}}`,
	"proj/nok/package.json": `{"name":"q","version":"1.0.0","scripts":{"preversion":"npm test","postinstall":"husky","test":"jest"}}`,
}

// fx56cNpmCases: the command (run in proj), the rule that must ask (""
// for allowed), and for an ask a piece its reason must hold.
var fx56cNpmCases = []struct{ cmd, rule, reason string }{
	{"cd nv && pnpm version patch", "cmd.delete-home", "package.json's script preversion runs: rm -rf ~/"},
	{"cd nv && pnpm version 2.0.0 --no-git-tag-version", "cmd.delete-home", "script preversion"},
	{"cd nv && pnpm link ../nok", "cmd.force-push", "script postinstall"},
	{"cd nv && pnpm ln", "cmd.force-push", "script postinstall"},
	{"cd nv && yarn remove left-pad", "cmd.force-push", "script postinstall"},
	{"cd nv && yarn link", "cmd.force-push", "script postinstall"},
	// everyday, and what stops the scripts
	{"cd nv && pnpm version", "", ""}, // prints the versions
	{"cd nv && pnpm version patch --ignore-scripts", "", ""},
	{"cd nv && yarn remove left-pad --ignore-scripts", "", ""},
	{"cd nok && pnpm version patch", "", ""},
	{"cd nok && yarn remove left-pad", "", ""},
	{"cd nok && pnpm link ../nv", "", ""},
	{"cd nok && yarn link", "", ""},
}

// TestPackageVerbsMore checks fx56cNpmCases over real files, and that
// without them each ask goes.
func TestPackageVerbsMore(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx56cNpmFiles)
	fx53mCheck(t, pol, home, fx56cNpmCases, false)
}
