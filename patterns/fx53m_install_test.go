package patterns

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fx53m (rt50 A8): an install runs the package's lifecycle scripts, Yarn 1
// runs preNAME and postNAME, a byte order mark hides no script, and `bun
// NAME` runs the script NAME.

// fx53mInstallFiles are the projects, by path under the home.
var fx53mInstallFiles = map[string]string{
	"proj/life/package.json":   `{"name":"l","scripts":{"postinstall":"rm -rf ~/","test":"jest","pretest":"rm -rf ~/"}}`,
	"proj/husky/package.json":  `{"name":"h","scripts":{"prepare":"husky install","postinstall":"patch-package","test":"jest"}}`,
	"proj/itonly/package.json": `{"name":"i","scripts":{"pretest":"rm -rf ~/","test":"jest","prepare":"tsc"}}`,
	"proj/prep/package.json":   `{"name":"p","scripts":{"prepare":"npm run build","build":"rm -rf ~/"}}`,
	"proj/y1/package.json":     `{"name":"y","scripts":{"pretest":"rm -rf ~/","test":"jest"}}`,
	"proj/berry/package.json":  `{"name":"b","packageManager":"yarn@4.1.0","scripts":{"pretest":"rm -rf ~/","test":"jest"}}`,
	"proj/bom/package.json":    "\xef\xbb\xbf" + `{"name":"bom","scripts":{"test":"rm -rf ~/","build":"tsc"}}`,
	"proj/bunp/package.json":   `{"name":"bp","scripts":{"nuke":"rm -rf ~/","build":"rm -rf ~/","dev":"vite"}}`,
}

// fx53mInstallCases: the command (run in proj), the rule that must ask
// ("" for allowed), and for an ask a piece its reason must hold.
var fx53mInstallCases = []struct{ cmd, rule, reason string }{
	{"cd life && npm install", "cmd.delete-home", "package.json's script postinstall runs: rm -rf ~/"},
	{"cd life && npm i", "cmd.delete-home", "script postinstall"},
	{"cd life && npm ci", "cmd.delete-home", "script postinstall"},
	{"cd life && npm ci --omit=dev", "cmd.delete-home", "script postinstall"},
	{"cd life && npm it", "cmd.delete-home", "script postinstall"},
	{"cd life && npm install-test", "cmd.delete-home", "script postinstall"},
	{"npm install --prefix life", "cmd.delete-home", "life/package.json's script postinstall"},
	{"npm --prefix life ci", "cmd.delete-home", "script postinstall"},
	{"cd life && yarn", "cmd.delete-home", "script postinstall"},
	{"cd life && yarn install", "cmd.delete-home", "script postinstall"},
	{"cd life && yarn --frozen-lockfile", "cmd.delete-home", "script postinstall"},
	{"yarn --cwd life install", "cmd.delete-home", "script postinstall"},
	{"cd life && pnpm install", "cmd.delete-home", "script postinstall"},
	{"cd life && pnpm i --frozen-lockfile", "cmd.delete-home", "script postinstall"},
	{"cd life && bun install", "cmd.delete-home", "script postinstall"},
	{"cd itonly && npm it", "cmd.delete-home", "script pretest"},
	{"cd prep && npm ci", "cmd.delete-home", "script prepare runs: npm run build"},
	{"cd y1 && yarn test", "cmd.delete-home", "script pretest"},
	{"cd y1 && yarn run test", "cmd.delete-home", "script pretest"},
	{"cd berry && npm test", "cmd.delete-home", "script pretest"},
	{"cd bom && npm test", "cmd.delete-home", "script test runs: rm -rf ~/"},
	{"cd bom && yarn test", "cmd.delete-home", "script test"},
	{"cd bunp && bun nuke", "cmd.delete-home", "script nuke"},
	{"bun --cwd bunp nuke", "cmd.delete-home", "bunp/package.json's script nuke"},
	{"cd bunp && bun run nuke", "cmd.delete-home", "script nuke"},
	// everyday, and what the reader leaves as it was
	{"cd husky && npm ci", "", ""},
	{"cd husky && npm install", "", ""},
	{"cd husky && yarn", "", ""},
	{"cd husky && pnpm install", "", ""},
	{"cd husky && npm it", "", ""},
	{"cd itonly && npm install", "", ""},
	{"cd itonly && npm ci", "", ""},
	{"cd life && npm install lodash", "", ""},
	{"cd life && npm i -D typescript", "", ""},
	{"cd life && npm install --ignore-scripts", "", ""},
	{"cd life && npm ci --ignore-scripts", "", ""},
	{"cd life && yarn install --ignore-scripts", "", ""},
	{"cd life && pnpm install --ignore-scripts", "", ""},
	{"cd life && npm install --dry-run", "", ""},
	{"cd life && yarn --version", "", ""},
	{"cd life && yarn add left-pad", "", ""},
	{"cd life && pnpm add left-pad", "", ""},
	{"cd life && pnpm i left-pad", "", ""},
	{"cd life && bun add left-pad", "", ""},
	{"cd life && npm", "", ""},
	{"cd berry && yarn test", "", ""}, // yarn 2+ runs no pretest
	{"cd bunp && bun build ./src/index.ts", "", ""},
	{"cd bunp && bun build", "", ""}, // bun's bundler, not the script
	{"cd bunp && bun ./nuke.ts", "", ""},
	{"cd bunp && bun dev", "", ""},
	{"cd bunp && bun test", "", ""},
	{"cd bom && npm run build", "", ""},
}

// TestInstallLifecycleBodies checks fx53mInstallCases over real files,
// and that without them each ask goes (it came from the body).
func TestInstallLifecycleBodies(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx53mInstallFiles)
	fx53mCheck(t, pol, home, fx53mInstallCases, false)
}

// fx53mCheck evaluates each case in home's proj with the project's files
// read from disk: an everyday case allowed, a dangerous one asked by its
// rule with its reason (on certain evidence where certain), and allowed
// again with no files to read (the ask came from disk).
func fx53mCheck(t *testing.T, pol *Policy, home string, cases []struct{ cmd, rule, reason string }, certain bool) {
	t.Helper()
	proj := filepath.Join(home, "proj")
	for _, c := range cases {
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, DefaultBranch: "main", ProjectFile: fx49rRead(home)}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.rule == "" {
			if v.Outcome != Allow {
				t.Errorf("%q: %v by %s (%s), want allowed", c.cmd, v.Outcome, v.Rule, v.Reason)
			}
			continue
		}
		if v.Outcome != Ask || v.Rule != c.rule || !strings.Contains(v.Reason, c.reason) {
			t.Errorf("%q: %v by %s (%s), want ask by %s saying %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.rule, c.reason)
			continue
		}
		if pv := v.Deciding(); certain && (pv == nil || pv.Because == nil || !pv.Because.Certain) {
			t.Errorf("%q: the ask's evidence is not certain: %+v", c.cmd, pv)
		}
		ctx.ProjectFile = nil
		if w := pol.Evaluate(Read(c.cmd), ctx, time.Now()); w.Outcome != Allow {
			t.Errorf("%q without the files: %v by %s, want allowed (the ask comes from disk)", c.cmd, w.Outcome, w.Rule)
		}
	}
}

// fx53mWrite writes files, by path under dir.
func fx53mWrite(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
