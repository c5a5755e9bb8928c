package patterns

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// fx50bWorkspaces are two monorepos: npm's workspaces in package.json,
// pnpm's in pnpm-workspace.yaml.
var fx50bWorkspaces = map[string]string{
	"mono/package.json":                `{"name":"root","private":true,"workspaces":["packages/*","!packages/skip"],"scripts":{"fmt":"prettier -w ."}}`,
	"mono/packages/web/package.json":   `{"name":"@acme/web","scripts":{"build":"vite build","fmt":"rm -rf ~"}}`,
	"mono/packages/api/package.json":   `{"name":"@acme/api","scripts":{"build":"tsc","sync":"git push -f origin main"}}`,
	"mono/packages/skip/package.json":  `{"name":"@acme/skip","scripts":{"build":"rm -rf ~"}}`,
	"mono/packages/notes.txt":          "not a workspace",
	"mono/tools/x/package.json":        `{"name":"x","scripts":{"build":"rm -rf ~"}}`,
	"pmono/package.json":               `{"name":"root","private":true}`,
	"pmono/pnpm-workspace.yaml":        "packages:\n  - 'apps/*'\n  - '!**/test/**'\n",
	"pmono/apps/site/package.json":     `{"name":"site","scripts":{"dev":"next dev","nuke":"terraform destroy -auto-approve"}}`,
	"pmono/apps/docs/package.json":     `{"name":"docs","scripts":{"dev":"astro dev"}}`,
	"deepmono/package.json":            `{"workspaces":["packages/**"]}`,
	"deepmono/packages/a/package.json": `{"name":"a","scripts":{"fmt":"rm -rf ~"}}`,
}

// fx50bDir is a ProjectDir over the real file system inside home: the
// subdirectories, not through a link.
func fx50bDir(home string) func(string, int) ([]string, error) {
	return func(p string, max int) ([]string, error) {
		if !strings.HasPrefix(p, home+"/") {
			return nil, errors.New("outside")
		}
		es, err := os.ReadDir(p)
		if errors.Is(err, os.ErrNotExist) {
			return nil, ErrNoProjectFile
		}
		if err != nil {
			return nil, err
		}
		if len(es) > max {
			return nil, errors.New("past the bound")
		}
		var out []string
		for _, e := range es {
			if e.IsDir() {
				out = append(out, e.Name())
			}
		}
		return out, nil
	}
}

// TestWorkspaceBodies: a script run in workspaces by name, by path or in
// every one is read from each workspace's package.json.
func TestWorkspaceBodies(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := fx50bHome(t)
	for name, text := range fx50bWorkspaces {
		p := filepath.Join(home, "proj", name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	many := filepath.Join(home, "proj", "manymono")
	for i := range workspaceDirMax + 1 {
		if err := os.MkdirAll(filepath.Join(many, "packages", "p"+strconv.Itoa(i)), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(many, "package.json"), []byte(`{"workspaces":["packages/*"]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(many, "packages", "p0", "package.json"), []byte(`{"name":"a","scripts":{"fmt":"rm -rf ~"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ cmd, rule, reason string }{
		{"cd mono && pnpm --filter @acme/web run fmt", "cmd.delete-home", "packages/web/package.json's script fmt runs: rm -rf ~"},
		{"cd mono && pnpm -F @acme/web fmt", "cmd.delete-home", "packages/web/package.json"},
		{"cd mono && pnpm --filter='@acme/*' run fmt", "cmd.delete-home", "packages/web/package.json"},
		{"cd mono && pnpm --filter ./packages/api run sync", "cmd.force-push", "packages/api/package.json's script sync"},
		{"cd mono && pnpm -r run sync", "cmd.force-push", "packages/api/package.json"},
		{"cd mono && pnpm --recursive fmt", "cmd.delete-home", "packages/web/package.json"},
		{"cd mono && npm run fmt -w @acme/web", "cmd.delete-home", "packages/web/package.json"},
		{"cd mono && npm run fmt --workspace=@acme/web", "cmd.delete-home", "packages/web/package.json"},
		{"cd mono && npm run fmt -w packages/web", "cmd.delete-home", "packages/web/package.json"},
		{"cd mono && npm run sync --workspaces", "cmd.force-push", "packages/api/package.json"},
		{"cd mono && npm run sync -ws", "cmd.force-push", "packages/api/package.json"},
		{"cd mono && yarn workspace @acme/web run fmt", "cmd.delete-home", "packages/web/package.json"},
		{"cd mono && yarn workspace @acme/web fmt", "cmd.delete-home", "packages/web/package.json"},
		{"cd mono && bun --filter @acme/api run sync", "cmd.force-push", "packages/api/package.json"},
		{"cd pmono && pnpm --filter site nuke", "cmd.cloud-delete", "apps/site/package.json's script nuke"},
		{"cd pmono && pnpm -r nuke", "cmd.cloud-delete", "apps/site/package.json"},
		// everyday, and what is no workspace or is not followed
		{"cd mono && pnpm --filter @acme/web run build", "", ""},
		{"cd mono && pnpm -r build", "", ""},              // packages/skip is taken out by its ! glob
		{"cd mono && npm run build --workspaces", "", ""}, // tools/x is no workspace
		{"cd mono && npm run fmt", "", ""},                // the root's own script
		{"cd mono && yarn workspace @acme/api run build", "", ""},
		{"cd mono && pnpm --filter @acme/skip build", "", ""},
		{"cd mono && pnpm --filter x build", "", ""},
		{"cd mono && pnpm --filter ./tools/x build", "", ""},
		{"cd mono && pnpm --filter '@acme/web...' fmt", "cmd.delete-home", "packages/web/package.json"}, // fx58c: every workspace
		{"cd mono && pnpm --filter '!@acme/api' fmt", "cmd.delete-home", "packages/web/package.json"},
		{"cd mono && pnpm --filter '[origin/main]' run fmt", "cmd.delete-home", "packages/web/package.json"},
		{"cd mono && pnpm --filter '...^@acme/api' build", "", ""},
		{"cd mono && pnpm --filter nosuch fmt", "", ""},
		{"cd pmono && pnpm -r dev", "", ""},
		{"cd deepmono && pnpm -r fmt", "", ""}, // a ** glob: not followed
		{"cd manymono && pnpm -r fmt", "", ""}, // past workspaceDirMax entries
	} {
		ctx := &Context{Cwd: filepath.Join(home, "proj"), Workdir: filepath.Join(home, "proj"), Home: home, DefaultBranch: "main",
			ProjectFile: fx49rRead(home), ProjectDir: fx50bDir(home)}
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
		ctx.ProjectFile, ctx.ProjectDir = nil, nil
		if w := pol.Evaluate(Read(c.cmd), ctx, time.Now()); w.Outcome != Allow {
			t.Errorf("%q without the files: %v by %s, want allowed", c.cmd, w.Outcome, w.Rule)
		}
	}
}
