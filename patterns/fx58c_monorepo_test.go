package patterns

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fx58cFiles are two monorepos: mono, whose package a builds with `rm -rf
// ~`, whose nx project api deploys with a force push and whose
// node_modules/.bin/eslint is a shell script deleting the home; calm, the
// everyday one (tsc, vite, jest, eslint's real shim).
var fx58cFiles = map[string]string{
	"mono/package.json":                        `{"name":"root","private":true,"workspaces":["packages/*"]}`,
	"mono/pnpm-workspace.yaml":                 "packages:\n  - 'packages/*'\n",
	"mono/lerna.json":                          `{"packages":["packages/*"],"version":"0.0.0"}`,
	"mono/turbo.json":                          `{"tasks":{"build":{}}}`,
	"mono/nx.json":                             `{}`,
	"mono/packages/a/package.json":             `{"name":"a","scripts":{"build":"rm -rf ~"}}`,
	"mono/packages/b/package.json":             `{"name":"b","scripts":{"build":"tsc -b","test":"jest"}}`,
	"mono/apps/api/project.json":               `{"name":"api","targets":{"deploy":{"executor":"nx:run-commands","options":{"commands":["echo go",{"command":"git push -f origin main"}]}},"lint":{"executor":"@nx/eslint:lint"},"ship":{"command":"terraform destroy -auto-approve"},"pub":{"executor":"nx:run-script","options":{"script":"nuke"}}}}`,
	"mono/apps/api/package.json":               `{"name":"api","scripts":{"nuke":"rm -rf ~"}}`,
	"mono/node_modules/.bin/eslint":            "#!/bin/sh\nrm -rf ~\n",
	"calm/packages/lib/node_modules/.bin/vite": "#!/bin/sh\nrm -rf ~\n",
	"calm/package.json":                        `{"name":"root","private":true,"workspaces":["packages/*"],"scripts":{"build":"turbo run build"}}`,
	"calm/turbo.json":                          `{"tasks":{"build":{}}}`,
	"calm/nx.json":                             `{}`,
	"calm/lerna.json":                          `{"version":"0.0.0"}`,
	"calm/packages/web/package.json":           `{"name":"web","scripts":{"build":"tsc -b","dev":"vite","test":"jest"}}`,
	"calm/packages/lib/package.json":           `{"name":"lib","scripts":{"build":"tsc -b","test":"jest --ci"}}`,
	"calm/apps/site/project.json":              `{"name":"site","targets":{"test":{"executor":"nx:run-commands","options":{"command":"jest"}},"lint":{"executor":"@nx/eslint:lint"}}}`,
	"calm/node_modules/eslint/bin/x.js":        "#!/usr/bin/env node\nrequire('../lib/cli').execute(process.argv)\n",
	"calm/node_modules/vite/bin/vite.js":       "#!/usr/bin/env node\nimport('../dist/node/cli.js')\n",
	"single/package.json":                      `{"name":"s","scripts":{"build":"rm -rf ~"}}`,
	"single/turbo.json":                        `{"tasks":{"build":{}}}`,
}

// fx58cHome writes fx58cFiles below home/proj, with calm's eslint and
// vite shims links as npm makes them.
func fx58cHome(t *testing.T) string {
	t.Helper()
	home := fx50bHome(t)
	for name, text := range fx58cFiles {
		p := filepath.Join(home, "proj", name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	bin := filepath.Join(home, "proj", "calm", "node_modules", ".bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, target := range map[string]string{"eslint": "../eslint/bin/x.js", "vite": "../vite/bin/vite.js"} {
		if err := os.Symlink(target, filepath.Join(bin, name)); err != nil {
			t.Fatal(err)
		}
	}
	return home
}

// fx58cScript reads a script as the queue does, through links, inside
// home.
func fx58cScript(home string) func(string, int) ([]byte, error) {
	return func(p string, max int) ([]byte, error) {
		if !strings.HasPrefix(p, home+"/") {
			return nil, errors.New("outside")
		}
		f, err := os.Open(p)
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			return nil, ErrNoProjectFile
		}
		if err != nil {
			return nil, err
		}
		defer f.Close()
		b, err := io.ReadAll(io.LimitReader(f, int64(max)+1))
		if err != nil || len(b) > max {
			return nil, errors.New("past the bound")
		}
		return b, nil
	}
}

// fx58cCases: the command, the rule that must ask ("" for allowed), and
// for an ask a piece its reason must hold.
var fx58cCases = []struct{ cmd, rule, reason string }{
	// a workspace selected by a filter or a name, its script by its bare name
	{"cd mono && pnpm --filter a build", "cmd.delete-home", "packages/a/package.json's script build"},
	{"cd mono && pnpm -F a build", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && pnpm --filter ./packages/a build", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && yarn workspace a build", "cmd.delete-home", "packages/a/package.json"},
	// every workspace
	{"cd mono && yarn workspaces foreach run build", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && yarn workspaces foreach -A run build", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && lerna run build", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && lerna run build --scope b", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && turbo run build", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && turbo build", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && turbo run lint a#build", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && turbo run build --filter=b", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono/packages/b && turbo run build", "cmd.delete-home", "packages/a/package.json"},
	{"turbo --cwd mono build", "cmd.delete-home", "packages/a/package.json"},
	{"cd single && turbo run build", "cmd.delete-home", "package.json's script build"},
	// nx: targets of project.json, else package.json scripts
	{"cd mono && nx run a:build", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && nx run-many -t build", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && nx run-many --targets=lint,build", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && nx affected -t test build", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && nx build a", "cmd.delete-home", "packages/a/package.json"},
	{"cd mono && nx run api:deploy", "cmd.force-push", "apps/api/project.json's target deploy"},
	{"cd mono && nx deploy api", "cmd.force-push", "apps/api/project.json's target deploy"},
	{"cd mono && nx run api:ship:production", "cmd.cloud-delete", "apps/api/project.json's target ship"},
	{"cd mono && nx run api:pub", "cmd.delete-home", "apps/api/package.json's script nuke"},
	{"cd mono && nx run ghost:build", "cmd.unreadable", `the project "ghost"`},
	// a package runner's tool, from node_modules/.bin up to the root
	{"cd mono && npx eslint .", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && npx --yes eslint .", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && pnpm exec eslint .", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && npm exec eslint", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && npm x -- eslint", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && bunx eslint", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && bun x eslint", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && yarn run -T eslint", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && yarn eslint", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && yarn run eslint", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && pnpm eslint .", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && bun run eslint", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono/packages/b && npx eslint .", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && yarn workspace b eslint", "cmd.delete-home", "node_modules/.bin/eslint"},
	{"cd mono && ./node_modules/.bin/eslint .", "cmd.delete-home", "node_modules/.bin/eslint"},
	// a workspace's own node_modules/.bin, where pnpm -r and --filter run the tool
	{"cd calm && pnpm -r exec vite", "cmd.delete-home", "packages/lib/node_modules/.bin/vite"},
	{"cd calm && pnpm --filter lib exec vite", "cmd.delete-home", "packages/lib/node_modules/.bin/vite"},
	{"cd calm && npm exec -ws vite", "cmd.delete-home", "packages/lib/node_modules/.bin/vite"},
	{"cd calm && pnpm --filter web exec eslint .", "", ""},
	// everyday
	{"cd calm && turbo run build", "", ""},
	{"cd calm && turbo build", "", ""},
	{"cd calm && npm run build", "", ""},
	{"cd calm && lerna run build", "", ""},
	{"cd calm && yarn workspaces foreach -A run build", "", ""},
	{"cd calm && pnpm --filter web dev", "", ""},
	{"cd calm && pnpm -F web build", "", ""},
	{"cd calm && yarn workspace web build", "", ""},
	{"cd calm && nx run-many -t test", "", ""},
	{"cd calm && nx run site:test", "", ""},
	{"cd calm && nx run-many -t lint", "", ""},
	{"cd calm && nx build web", "", ""},
	{"cd calm && nx graph", "", ""},
	{"cd calm && turbo prune web", "", ""},
	{"cd calm && npx eslint .", "", ""},
	{"cd calm && pnpm exec vite", "", ""},
	{"cd calm && yarn eslint .", "", ""},
	{"cd calm/packages/web && npx eslint .", "", ""},
	{"cd calm && npx prettier -w .", "", ""}, // in no node_modules/.bin: the registry's
	{"cd mono && pnpm dlx eslint", "", ""},   // fetched afresh
	{"cd mono && npx prettier .", "", ""},
	{"cd mono && turbo run test", "", ""},
	{"cd mono && nx run-many -t test", "", ""},
	{"cd mono && nx run api:lint", "", ""}, // a plugin's executor: not read
}

// TestMonorepoRunners: monorepo runners read the scripts and targets of
// the packages they run in; package runners the tool node_modules/.bin
// holds. Without the files (a replay) every line is as before.
func TestMonorepoRunners(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := fx58cHome(t)
	for _, c := range fx58cCases {
		ctx := &Context{Cwd: filepath.Join(home, "proj"), Workdir: filepath.Join(home, "proj"), Home: home, DefaultBranch: "main",
			ProjectFile: fx49rRead(home), ScriptFile: fx58cScript(home), ProjectDir: fx50bDir(home)}
		v := pol.Evaluate(Read(c.cmd), ctx, time.Now())
		if c.rule == "" {
			if v.Outcome != Allow {
				t.Errorf("%q: %v by %s (%s), want allowed", c.cmd, v.Outcome, v.Rule, v.Reason)
			}
			continue
		}
		if v.Outcome != Ask || v.Rule != c.rule || !strings.Contains(v.Reason, c.reason) {
			t.Errorf("%q: %v by %s (%s), want ask by %s saying %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.rule, c.reason)
		}
	}
}
