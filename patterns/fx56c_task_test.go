package patterns

import "testing"

// fx56c (rt54 M14): go-task's includes, the BASH_ENV its commands get and
// its for: loops are read; where task is installed
// TestTaskfilePlantedOnDisk runs each case with it.

// fx56cTaskFiles are the projects, by path under the home.
var fx56cTaskFiles = map[string]string{
	"proj/tx/inc/Taskfile.yml":        "version: '3'\nincludes:\n  x: ./other.yml\ntasks:\n  default:\n    cmds:\n      - task: x:a\n",
	"proj/tx/inc/other.yml":           "version: '3'\ntasks:\n  a:\n    cmds:\n      - task: b\n  b:\n    cmds:\n      - ozdesk queue approve 1\n",
	"proj/tx/incdir/Taskfile.yml":     "version: '3'\nincludes:\n  y:\n    taskfile: ./sub\n    dir: ./sub\ntasks:\n  default:\n    cmds:\n      - echo hi\n",
	"proj/tx/incdir/sub/Taskfile.yml": "version: '3'\ntasks:\n  a:\n    cmds:\n      - bash s.sh\n",
	"proj/tx/incdir/sub/s.sh":         "ozdesk queue approve 1\n",
	"proj/tx/denv/Taskfile.yml":       "version: '3'\ndotenv: ['.env']\ntasks:\n  default:\n    cmds:\n      - bash -c 'echo hi'\n",
	"proj/tx/denv/.env":               "BASH_ENV=./evil.sh\n",
	"proj/tx/env/Taskfile.yml":        "version: '3'\nenv:\n  BASH_ENV: ./evil.sh\ntasks:\n  default:\n    cmds:\n      - bash -c 'echo hi'\n",
	"proj/tx/tenv/Taskfile.yml":       "version: '3'\ntasks:\n  default:\n    env:\n      BASH_ENV: ./evil.sh\n    cmds:\n      - bash -c 'echo hi'\n",
	"proj/tx/for/Taskfile.yml":        "version: '3'\ntasks:\n  default:\n    cmds:\n      - for: ['echo hi', 'ozdesk queue approve 1']\n        cmd: '{{.ITEM}}'\n",
	"proj/tx/foras/Taskfile.yml":      "version: '3'\ntasks:\n  default:\n    cmds:\n      - for: [queue]\n        as: V\n        cmd: 'ozdesk {{.V}} approve 1'\n",
	// everyday
	"proj/tx/ok/Taskfile.yml": "version: '3'\nset: [pipefail]\nshopt: [globstar]\ndotenv: ['.env']\nenv:\n  NODE_ENV: development\n" +
		"includes:\n  docs: ./docs.yml\ntasks:\n  default:\n    interactive: true\n    cmds:\n      - for: [a, b]\n        cmd: echo {{.ITEM}}\n      - task: docs:build\n",
	"proj/tx/ok/.env":     "DATABASE_URL=postgres://localhost/dev\n",
	"proj/tx/ok/docs.yml": "version: '3'\ntasks:\n  build:\n    cmds:\n      - echo docs\n",
}

// fx56cTaskCases: the command (run in proj), the rule that must ask (""
// for allowed), and for an ask a piece its reason must hold.
var fx56cTaskCases = []struct{ cmd, rule, reason string }{
	{"cd tx/inc && task", "cmd.guard-tamper", "Taskfile.yml's task default runs: ozdesk queue approve 1"},
	{"cd tx/inc && task x:a", "cmd.guard-tamper", "task x:a runs: ozdesk queue approve 1"},
	{"task -d tx/incdir y:a", "cmd.guard-tamper", "ozdesk queue approve 1"},
	{"cd tx/denv && task", UnreadableRule, "loads .env, whose BASH_ENV"},
	{"cd tx/env && task", UnreadableRule, "sets BASH_ENV in env"},
	{"cd tx/tenv && task", UnreadableRule, "sets BASH_ENV in env"},
	{"cd tx/for && task", "cmd.guard-tamper", "runs: echo hi; ozdesk queue approve 1"},
	{"cd tx/foras && task", "cmd.guard-tamper", "runs: ozdesk queue approve 1"},
	// everyday
	{"cd tx/ok && task", "", ""},
	{"cd tx/ok && task docs:build", "", ""},
	{"cd tx/incdir && task", "", ""},
}

// TestTaskfilePlantedOnDisk checks fx56cTaskCases over real files, and,
// where go-task is installed as task, runs each with it.
func TestTaskfilePlantedOnDisk(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx56cWriteMarked(t, home, fx56cTaskFiles)
	fx53mCheck(t, pol, home, fx56cTaskCases, false)
	fx56cRunReal(t, home, "task", fx56cTaskCases)
}
