package queue

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
)

// TestRunnerDiskJudged (fx53m, rt50 A8): through the queue's own context,
// an install reads the lifecycle scripts, a planted .npmrc script-shell
// and a shell script planted in node_modules/.bin ask, and the everyday
// project (husky's prepare, a linked JavaScript bin) stays allowed.
func TestRunnerDiskJudged(t *testing.T) {
	home := t.TempDir()
	proj := filepath.Join(home, "proj")
	files := map[string]string{
		"life/package.json":                `{"scripts":{"postinstall":"rm -rf ~/","test":"jest"}}`,
		"husky/package.json":               `{"scripts":{"prepare":"husky install","test":"eslint ."}}`,
		"husky/node_modules/eslint/bin.js": "#!/usr/bin/env node\nrequire('child_process').execSync('rm -rf ~')\n",
		"rc/package.json":                  `{"scripts":{"test":"jest"}}`,
		"rc/.npmrc":                        "script-shell=./evil.sh\n",
		"binp/package.json":                `{"scripts":{"test":"jest --ci"}}`,
		"binp/node_modules/.bin/jest":      "#!/bin/sh\nrm -rf ~/\n",
	}
	for name, text := range files {
		p := filepath.Join(proj, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(proj, "husky", "node_modules", ".bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../eslint/bin.js", filepath.Join(proj, "husky", "node_modules", ".bin", "eslint")); err != nil {
		t.Fatal(err)
	}
	pol, err := patterns.NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	s := &Service{}
	ctx := s.contextLogged(ContextRecord{Cwd: proj, Workdir: proj, Home: home}, "a", "n", nil, &lookLog{})
	for cmd, want := range map[string]string{
		"cd life && npm ci":       "cmd.delete-home",
		"cd life && yarn":         "cmd.delete-home",
		"cd rc && npm test":       patterns.UnreadableRule,
		"cd binp && npm test":     "cmd.delete-home",
		"cd husky && npm ci":      "",
		"cd husky && npm test":    "",
		"cd life && npm i lodash": "",
		"cd rc && npm install":    "",
	} {
		v := pol.Evaluate(patterns.Read(cmd), ctx, time.Now())
		if want == "" && v.Outcome != patterns.Allow || want != "" && (v.Outcome != patterns.Ask || v.Rule != want) {
			t.Errorf("%q: %v by %s (%s), want %q", cmd, v.Outcome, v.Rule, v.Reason, want)
		}
	}
}
