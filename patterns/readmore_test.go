package patterns

import "testing"

// readMoreCase is a command judged with the defaults in a context whose
// workdir and cwd the row may set (default /home/op/proj for both), with
// the harness settings under the workdir protected.
type readMoreCase struct {
	cwd, workdir string
	cmd          string
	want         Outcome
	rule         string
}

func rmAsk(cmd, rule string) readMoreCase { return readMoreCase{cmd: cmd, want: Ask, rule: rule} }
func rmAllow(cmd string) readMoreCase     { return readMoreCase{cmd: cmd, want: Allow} }

// readMoreCases: the defaults read a command further before they ask
// (issue 7, §4): what a glob, find's -name, a copy into ".", a mktemp
// path, a link made earlier in the line and the repository a part runs in
// really reach.
var readMoreCases = []readMoreCase{
	// Bash's globs: * matches no dot-file and stays in one component.
	rmAllow("rm -f *.o"),
	rmAllow("rm -rf *"),
	rmAllow("rm -f */settings.json"),
	rmAllow("rm -f .claude/*.o"),
	rmAsk("rm -f .claude/*", "cmd.guard-tamper"),
	rmAsk("rm -rf .c*", "cmd.guard-tamper"),
	rmAsk("cd .claude && rm -f *.json", "cmd.guard-tamper"),

	// find deletes only what its one -name, before the action, lets through.
	rmAllow("find . -name '*.pyc' -delete"),
	rmAllow("find . -name '*.pyc' -exec rm {} +"),
	rmAllow("find . -name '*.pyc' -exec rm -f {} \\;"),
	rmAllow("find . -type f -name '*.o' -exec rm {} +"),
	rmAllow("find build -name '*.o' -exec rm {} \\;"),
	rmAsk("find . -name '*.json' -delete", "cmd.guard-tamper"),
	rmAsk("find . -name '*.json' -exec rm {} +", "cmd.guard-tamper"),
	rmAsk("find . -name 'settings.*' -exec rm {} \\;", "cmd.guard-tamper"),
	rmAsk("find . -name '*claude' -exec rm -rf {} +", "cmd.guard-tamper"), // -name's * matches a leading dot
	rmAsk("find . -name 'settings.jso?' -delete", "cmd.guard-tamper"),
	rmAsk("find . -name 'settings.[j]son' -delete", "cmd.guard-tamper"),
	rmAsk("find . -type f -exec rm {} +", "cmd.guard-tamper"),
	rmAsk("find . -delete -name '*.pyc'", "cmd.guard-tamper"), // -delete before the test deletes all
	rmAsk("find . ! -name '*.pyc' -delete", "cmd.guard-tamper"),
	rmAsk("find . -not -name '*.pyc' -exec rm {} +", "cmd.guard-tamper"),
	rmAsk("find . -name '*.pyc' -o -name x -delete", "cmd.guard-tamper"),
	rmAsk("find . -name '*.pyc' , -delete", "cmd.guard-tamper"),
	rmAsk("find . -iname 'SETTINGS.JSON' -delete", "cmd.guard-tamper"),
	rmAsk("find .claude/settings.json -name '*.json' -delete", "cmd.guard-tamper"),
	rmAsk("cd .claude && find . -name 'settings.json' -exec rm {} \\;", "cmd.guard-tamper"),
	rmAsk("find ~ -exec rm -rf {} +", "cmd.delete-home"),
	rmAsk("find /srv/app -name '*.log' -exec rm {} +", "cmd.delete-outside"),
}

func TestReadMore(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range readMoreCases {
		ctx := testContext()
		ctx.Cwd, ctx.Workdir = "/home/op/proj", "/home/op/proj"
		if c.cwd != "" {
			ctx.Cwd = c.cwd
		}
		if c.workdir != "" {
			ctx.Workdir = c.workdir
		}
		ctx.Protected = append(ctx.Protected, "/home/op/proj/.claude/settings.json", "/home/op/.claude/settings.json")
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q (cwd %s, workdir %s): got %s by %q (%s); want %s by %q",
				c.cmd, ctx.Cwd, ctx.Workdir, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
