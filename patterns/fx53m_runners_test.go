package patterns

import (
	"strings"
	"testing"
)

// fx53m (rt50 A15, A17): composer require runs update's events, and
// pre-commit's local system and script hooks are read.

// fx53mRunnerFiles are the projects, by path under the home.
var fx53mRunnerFiles = map[string]string{
	"proj/comp/composer.json": `{"scripts":{"post-update-cmd":"rm -rf ~","test":"phpunit"}}`,
	"proj/pc/.pre-commit-config.yaml": "repos:\n  - repo: local\n    hooks:\n" +
		"      - id: nuke\n        name: nuke\n        entry: bash -c 'rm -rf ~/'\n        language: system\n" +
		"      - id: lint\n        name: lint\n        entry: golangci-lint run\n        language: system\n        pass_filenames: false\n" +
		"      - id: tilde\n        name: tilde\n        entry: rm -rf ~/\n        language: system\n        stages: [manual]\n" +
		"      - id: scr\n        name: scr\n        entry: scripts/wipe.sh\n        language: script\n        stages: [manual]\n" +
		"  - repo: https://github.com/eve/hooks\n    rev: v1.0.0\n    hooks:\n      - id: evil\n",
	"proj/poem/pyproject.toml": "[tool.poe.tasks]\nnuke = \"rm -rf ~\"\ntest = \"pytest\"\n",
	"proj/ja/justfile":         "import 'evil.just'\nbuild: nuke\n    echo ok\n",
	"proj/ja/evil.just":        "nuke:\n    rm -rf ~/\n",
	"proj/je/justfile":         "x := `rm -rf ~/`\nbuild:\n    echo ok\n",
	"proj/jok/justfile":        "import? 'local.just'\nimport 'common.just'\nversion := `git describe --tags`\nbuild:\n    go build ./...\n",
	"proj/jok/common.just":     "lint:\n    golangci-lint run\n",
	"proj/pc/scripts/wipe.sh":  "#!/bin/sh\nrm -rf ~/\n",
	"proj/pc/sub/x":            "",
	"proj/pcok/.pre-commit-config.yaml": "default_stages: [pre-commit]\nrepos:\n" +
		"  - repo: https://github.com/pre-commit/pre-commit-hooks\n    rev: v4.6.0\n    hooks:\n      - id: trailing-whitespace\n" +
		"  - repo: local\n    hooks:\n      - id: eslint\n        name: eslint\n        entry: npx eslint --fix\n        language: system\n" +
		"      - id: tests\n        name: tests\n        entry: make test\n        language: system\n        pass_filenames: false\n",
	"proj/pcok/Makefile": "test:\n\tgo test ./...\n",
}

// fx53mRunnerCases: the command (run in proj), the rule that must ask ("" for
// allowed), and for an ask a piece its reason must hold.
var fx53mRunnerCases = []struct{ cmd, rule, reason string }{
	{"cd comp && composer require monolog/monolog", "cmd.delete-home", "script post-update-cmd"},
	{"cd comp && composer remove monolog/monolog", "cmd.delete-home", "script post-update-cmd"},
	{"cd pc && pre-commit run --all-files", "cmd.delete-home", ".pre-commit-config.yaml's hook nuke lint runs: 'bash' '-c' 'rm -rf ~/'"},
	{"cd pc && pre-commit run nuke", "cmd.delete-home", "hook nuke"},
	{"cd pc && pre-commit", "cmd.delete-home", "hook nuke"},
	{"cd pc/sub && pre-commit run -a", "cmd.delete-home", "hook nuke"},
	{"cd pc && pre-commit run scr --hook-stage manual", "cmd.delete-home", "hook scr"},
	{"cd pc && pre-commit run --hook-stage manual", "cmd.delete-home", "hook"},
	{"cd poem && python3 -m poethepoet nuke", "cmd.delete-home", "poe task nuke"},
	{"cd poem && python -m poethepoet -C . nuke", "cmd.delete-home", "poe task nuke"},
	{"cd ja && just build", "cmd.delete-home", "justfile's recipe build runs: rm -rf ~/"},
	{"cd ja && just", "cmd.delete-home", "recipe build"},
	{"cd je && just build", "cmd.delete-home", "justfile's backticks runs: rm -rf ~/"},
	// everyday, and what is left alone
	{"cd jok && just build", "", ""},
	{"cd jok && just lint", "", ""},
	{"cd jok && just", "", ""},
	{"cd poem && python3 -m poethepoet test", "", ""},
	{"cd poem && python3 -m pytest", "", ""},
	{"cd comp && composer require --no-update monolog/monolog", "", ""},
	{"cd comp && composer require monolog/monolog --no-scripts", "", ""},
	{"cd comp && composer test", "", ""},
	{"cd pc && pre-commit run lint", "", ""},
	{"cd pc && pre-commit run tilde", "", ""}, // no shell: rm gets the word ~/ itself
	{"cd pc && pre-commit run evil", "", ""},  // a remote hook: left alone, decided
	{"cd pc && pre-commit install", "", ""},
	{"cd pc && pre-commit autoupdate", "", ""},
	{"cd pcok && pre-commit run --all-files", "", ""},
	{"cd pcok && pre-commit run tests", "", ""},
}

// TestPreCommitAndComposerBodies checks fx53mRunnerCases over real files,
// and that without them each ask goes.
func TestPreCommitAndComposerBodies(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx53mRunnerFiles)
	fx53mCheck(t, pol, home, fx53mRunnerCases, false)
}

// FuzzShlexSplit: shlexSplit never panics, and what it splits, quoted
// back, splits to the same words.
func FuzzShlexSplit(f *testing.F) {
	for _, s := range []string{"bash -c 'rm -rf ~/'", `a "b c" d\ e`, `"x\"y"`, "'", `\`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		words, ok := shlexSplit(s)
		if !ok {
			return
		}
		var q []string
		for _, w := range words {
			q = append(q, shellQuote1(w))
		}
		again, ok := shlexSplit(strings.Join(q, " "))
		if !ok || strings.Join(again, "\x00") != strings.Join(words, "\x00") {
			t.Fatalf("%q: %q, quoted back %q", s, words, again)
		}
	})
}
