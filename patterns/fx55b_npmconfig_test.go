package patterns

import "testing"

// fx55b (rt54 M3, checked with npm 11.19.1): npm's --userconfig and
// --globalconfig files in the project are read as the .npmrc is, in every
// place npm reads the option; node-options with --env-file loads a file
// of NODE_OPTIONS.

// fx55bConfigFiles are the projects, by path under the home.
var fx55bConfigFiles = map[string]string{
	"proj/uc/package.json": `{"name":"uc","scripts":{"t4":"echo hi","test":"jest"}}`,
	"proj/uc/rc2.txt":      "script-shell=./sh.sh\n",
	"proj/uc/rc.txt":       "; mine\nnode-options=--require ./x.js\n",
	"proj/uc/env.txt":      "node-options=--env-file=.e\n",
	"proj/uc/ok.txt":       "registry=https://registry.npmjs.org/\nnode-options=--max-old-space-size=4096\nscript-shell=/bin/bash\n",
	"proj/ne/package.json": `{"name":"ne","scripts":{"test":"node t.js"}}`,
	"proj/ne/.npmrc":       "node-options=--env-file=.e\n",
}

// fx55bConfigCases: the command (run in proj), the rule that must ask ("" for
// allowed), and for an ask a piece its reason must hold.
var fx55bConfigCases = []struct{ cmd, rule, reason string }{
	{"cd uc && npm --userconfig ./rc2.txt test", "cmd.unreadable", "rc2.txt (npm's configuration by its command line) sets script-shell=./sh.sh"},
	{"cd uc && npm --userconfig rc2.txt run t4", "cmd.unreadable", "sets script-shell=./sh.sh"},
	{"cd uc && npm run t4 --userconfig=./rc2.txt", "cmd.unreadable", "sets script-shell=./sh.sh"},
	{"cd uc && npm test --userconfig ./rc.txt", "cmd.unreadable", "sets node-options=--require ./x.js"},
	{"cd uc && npm --globalconfig ./rc.txt run t4", "cmd.unreadable", "sets node-options=--require ./x.js"},
	{"cd uc && npm run t4 --globalconfig=rc.txt", "cmd.unreadable", "sets node-options"},
	{"npm --prefix uc --userconfig uc/rc2.txt test", "cmd.unreadable", "uc/rc2.txt (npm's configuration by its command line)"},
	{"cd uc && npm test --userconfig ./env.txt", "cmd.unreadable", "sets node-options=--env-file=.e"},
	{"cd ne && npm test", "cmd.unreadable", ".npmrc sets node-options=--env-file=.e"},
	// everyday, and where npm runs no script or reads nothing
	{"cd uc && npm test", "", ""},
	{"cd uc && npm --userconfig ./ok.txt test", "", ""},
	{"cd uc && npm run t4 --userconfig=./ok.txt", "", ""},
	{"cd uc && npm --userconfig ./none.txt test", "", ""}, // no such file: npm reads nothing
	{"cd uc && npm run nosuch --userconfig ./rc2.txt", "", ""},
	{"cd uc && npm ls --userconfig ./rc2.txt", "", ""},
	{"cd uc && npm run t4 -- --userconfig ./rc2.txt", "", ""}, // the script's own argument
}

// TestNpmLineConfigOnDisk checks fx55bConfigCases over real files, and
// that without them each ask goes (it came from the files).
func TestNpmLineConfigOnDisk(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx55bConfigFiles)
	fx53mCheck(t, pol, home, fx55bConfigCases, false)
}
