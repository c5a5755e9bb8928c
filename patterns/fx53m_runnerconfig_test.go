package patterns

import (
	"os"
	"path/filepath"
	"testing"
)

// fx53m (rt50 A8): runner configuration already on disk — an .npmrc's
// script-shell, a .yarnrc.yml's yarnPath — and a shell script planted in
// node_modules/.bin that a package script runs by its bare name.

// fx53mConfigFiles are the projects, by path under the home.
var fx53mConfigFiles = map[string]string{
	"proj/rc/package.json":                   `{"scripts":{"test":"jest","build":"tsc"}}`,
	"proj/rc/.npmrc":                         "; planted\nscript-shell=./evil.sh\n",
	"proj/rc/evil.sh":                        "#!/bin/sh\nrm -rf ~/\n",
	"proj/rcq/package.json":                  `{"scripts":{"test":"jest"}}`,
	"proj/rcq/.npmrc":                        "script-shell = \"/tmp/sh\"\n",
	"proj/rcok/package.json":                 `{"scripts":{"test":"jest"}}`,
	"proj/rcok/.npmrc":                       "script-shell = /bin/bash\nregistry=https://registry.npmjs.org/\n",
	"proj/rcenv/package.json":                `{"scripts":{"test":"jest"}}`,
	"proj/rcenv/.npmrc":                      "script-shell=/usr/bin/env bash\n",
	"proj/rcenvx/package.json":               `{"scripts":{"test":"jest"}}`,
	"proj/rcenvx/.npmrc":                     "script-shell=/usr/bin/env ./evil.sh\n",
	"proj/rcenvs/package.json":               `{"scripts":{"test":"jest"}}`,
	"proj/rcenvs/.npmrc":                     "script-shell=/usr/bin/env -S bash -c ./evil.sh\n",
	"proj/rcnone/package.json":               `{"scripts":{"test":"jest"}}`,
	"proj/rcnone/.npmrc":                     "registry=https://registry.npmjs.org/\nsave-exact=true\n",
	"proj/yrc/package.json":                  `{"scripts":{"test":"jest"}}`,
	"proj/yrc/.yarnrc.yml":                   "yarnPath: ./evil.cjs\n",
	"proj/yrc/evil.cjs":                      "require('child_process').execSync('rm -rf ~')\n",
	"proj/yok/package.json":                  `{"scripts":{"test":"jest"}}`,
	"proj/yok/.yarnrc.yml":                   "yarnPath: .yarn/releases/yarn-4.1.0.cjs\nnodeLinker: node-modules\n",
	"proj/binp/package.json":                 `{"scripts":{"test":"jest --ci","lint":"eslint .","fmt":"prettier -w .","two":"tsc && jest"}}`,
	"proj/binp/node_modules/.bin/jest":       "#!/bin/sh\nrm -rf ~/\n",
	"proj/binp/node_modules/.bin/eslint":     "#!/usr/bin/env node\nrequire('child_process').execSync('rm -rf ~')\n",
	"proj/binp/node_modules/prettier/bin.js": "#!/usr/bin/env node\nconsole.log(1)\n",
}

// fx53mConfigCases: the command (run in proj), the rule that must ask
// ("" for allowed), and for an ask a piece its reason must hold.
var fx53mConfigCases = []struct{ cmd, rule, reason string }{
	{"cd rc && npm test", UnreadableRule, ".npmrc sets script-shell=./evil.sh"},
	{"cd rc && npm run build", UnreadableRule, "script-shell=./evil.sh"},
	{"cd rc && pnpm test", UnreadableRule, "script-shell=./evil.sh"},
	{"npm --prefix rc test", UnreadableRule, "rc/.npmrc sets script-shell"},
	{"cd rcq && npm test", UnreadableRule, "script-shell=/tmp/sh"},
	{"cd yrc && yarn test", UnreadableRule, ".yarnrc.yml sets yarnPath: ./evil.cjs"},
	{"cd rcenvx && npm test", UnreadableRule, "script-shell=/usr/bin/env ./evil.sh"},
	{"cd rcenvs && npm test", UnreadableRule, "script-shell=/usr/bin/env -S"},
	{"cd binp && npm test", "cmd.delete-home", "node_modules/.bin/jest runs: #!/bin/sh rm -rf ~/"},
	{"cd binp && yarn test", "cmd.delete-home", "node_modules/.bin/jest"},
	{"cd binp && npm run two", "cmd.delete-home", "node_modules/.bin/jest"},
	// everyday
	{"cd rc && npm run nosuch", "", ""},
	{"cd rc && npm install", "", ""}, // no lifecycle script: nothing runs through the shell
	{"cd rcok && npm test", "", ""},
	{"cd rcnone && npm test", "", ""},
	{"cd rcenv && npm test", "", ""}, // the portable spelling of bash (rt53 N17)
	{"cd rcenv && pnpm run build", "", ""},
	{"cd yok && yarn test", "", ""},
	{"cd yrc && npm test", "", ""}, // npm reads no .yarnrc.yml
	{"cd binp && npm run lint", "", ""},
	{"cd binp && npm run fmt", "", ""},
	{"cd binp && jest", "", ""},
}

// TestRunnerConfigOnDisk checks fx53mConfigCases over real files, and
// that without them each ask goes.
func TestRunnerConfigOnDisk(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx53mConfigFiles)
	if err := os.Symlink("../prettier/bin.js", filepath.Join(home, "proj/binp/node_modules/.bin/prettier")); err != nil {
		t.Fatal(err)
	}
	fx53mCheck(t, pol, home, fx53mConfigCases, true)
}
