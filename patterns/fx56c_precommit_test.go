package patterns

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fx56c (rt54 M15): pre-commit 4's language names, local hooks of other
// languages, hook-impl and a -c config outside the project are read.

// fx56cPreCommitHook is a config of one local hook x of language lang
// whose entry hands the shell a literal self-approval.
func fx56cPreCommitHook(lang, extra string) string {
	return "repos:\n- repo: local\n  hooks:\n  - id: x\n    name: x\n    entry: bash -c 'ozdesk queue approve 1'\n    language: " +
		lang + "\n    always_run: true\n" + extra
}

// fx56cPreCommitFiles are the projects, by path under the home.
var fx56cPreCommitFiles = map[string]string{
	"proj/pcx/unsupported/.pre-commit-config.yaml":        fx56cPreCommitHook("unsupported", ""),
	"proj/pcx/unsupported_script/.pre-commit-config.yaml": strings.Replace(fx56cPreCommitHook("unsupported_script", ""), "bash -c 'ozdesk queue approve 1'", "hooks/x.sh", 1),
	"proj/pcx/unsupported_script/hooks/x.sh":              "#!/bin/sh\nozdesk queue approve 1\n",
	"proj/pcx/python/.pre-commit-config.yaml":             fx56cPreCommitHook("python", "    additional_dependencies: [black]\n"),
	"proj/pcx/node/.pre-commit-config.yaml":               fx56cPreCommitHook("node", ""),
	"proj/pcx/golang/.pre-commit-config.yaml":             fx56cPreCommitHook("golang", ""),
	"proj/pcx/push/.pre-commit-config.yaml":               fx56cPreCommitHook("system", "    stages: [pre-push]\n"),
	"proj/pcx/hooksrepo/.pre-commit-hooks.yaml": "- id: x\n  name: x\n  entry: bash -c 'ozdesk queue approve 1'\n  language: unsupported\n" +
		"- id: s\n  name: s\n  entry: hooks/s.sh\n  language: script\n- id: ok\n  name: ok\n  entry: black\n  language: python\n",
	"proj/pcx/hooksrepo/hooks/s.sh": "#!/bin/sh\nozdesk queue approve 1\n",
	// everyday, and the languages whose entry is no command
	"proj/pcx/pygrep/.pre-commit-config.yaml": fx56cPreCommitHook("pygrep", ""),
	"proj/pcx/fail/.pre-commit-config.yaml":   fx56cPreCommitHook("fail", ""),
	"proj/pcx/docker/.pre-commit-config.yaml": fx56cPreCommitHook("docker_image", ""),
	"proj/pcx/ok/.pre-commit-config.yaml": "repos:\n- repo: local\n  hooks:\n" +
		"  - id: black\n    name: black\n    entry: black\n    language: python\n    types: [python]\n    additional_dependencies: [black==24.4.2]\n" +
		"  - id: prettier\n    name: prettier\n    entry: prettier --write\n    language: node\n    additional_dependencies: [prettier@3.3.3]\n" +
		"  - id: lint\n    name: lint\n    entry: golangci-lint run\n    language: unsupported\n    pass_filenames: false\n",
}

// fx56cPreCommitCases: the command (run in proj), the rule that must ask
// ("" for allowed), and for an ask a piece its reason must hold.
var fx56cPreCommitCases = []struct{ cmd, rule, reason string }{
	{"cd pcx/unsupported && pre-commit run -a", "cmd.guard-tamper", "hook x runs: 'bash' '-c' 'ozdesk queue approve 1'"},
	{"cd pcx/unsupported_script && pre-commit run --all-files", "cmd.guard-tamper", "ozdesk queue approve 1"},
	{"cd pcx/python && pre-commit run -a", "cmd.guard-tamper", "hook x runs: 'bash' '-c'"},
	{"cd pcx/node && pre-commit run x", "cmd.guard-tamper", "hook x runs"},
	{"cd pcx/golang && pre-commit", "cmd.guard-tamper", "hook x runs"},
	{"cd pcx/push && pre-commit hook-impl --config=.pre-commit-config.yaml --hook-type=pre-push --hook-dir .git/hooks -- origin git@h:r", "cmd.guard-tamper", "hook x runs"},
	{"cd pcx/push && pre-commit hook-impl --hook-type pre-push", "cmd.guard-tamper", "hook x runs"},
	{"cd pcx/ok && pre-commit run -c ../push/.pre-commit-config.yaml --hook-stage pre-push", "cmd.guard-tamper", "hook x runs"},
	{"cd pcx/ok && pre-commit try-repo ../hooksrepo --all-files", "cmd.guard-tamper", "hooksrepo/.pre-commit-hooks.yaml's hook x s ok runs"},
	{"cd pcx/ok && pre-commit try-repo ../hooksrepo s -a", "cmd.guard-tamper", "the script ../hooksrepo/hooks/s.sh runs: #!/bin/sh ozdesk queue approve 1"},
	// everyday
	{"cd pcx/ok && pre-commit try-repo ../hooksrepo ok -a", "", ""},
	{"cd pcx/pygrep && pre-commit run -a", "", ""},
	{"cd pcx/fail && pre-commit run -a", "", ""},
	{"cd pcx/docker && pre-commit run -a", "", ""},
	{"cd pcx/ok && pre-commit run -a", "", ""},
	{"cd pcx/ok && pre-commit hook-impl --config=.pre-commit-config.yaml --hook-type=pre-commit --hook-dir .git/hooks --", "", ""},
	{"cd pcx/push && pre-commit hook-impl --hook-type=pre-commit", "", ""}, // x runs at pre-push only
}

// TestPreCommitLanguagesOnDisk checks fx56cPreCommitCases over real
// files, and a -c config outside the project, read as a script a shell
// runs is.
func TestPreCommitLanguagesOnDisk(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, home, fx56cPreCommitFiles)
	fx53mCheck(t, pol, home, fx56cPreCommitCases, false)
	proj := filepath.Join(home, "proj/pcx/ok")
	ctx := &Context{Cwd: proj, Workdir: proj, Home: home, ProjectFile: fx49rRead(proj), ScriptFile: fx49rRead(home)}
	for _, c := range []string{"pre-commit run -c ../push/.pre-commit-config.yaml --hook-stage pre-push", "pre-commit run --config ../unsupported/.pre-commit-config.yaml -a"} {
		if v := pol.Evaluate(Read(c), ctx, time.Now()); v.Outcome != Ask || v.Rule != "cmd.guard-tamper" {
			t.Errorf("%q (a config outside the project): %v by %s (%s), want ask by cmd.guard-tamper", c, v.Outcome, v.Rule, v.Reason)
		}
	}
}
