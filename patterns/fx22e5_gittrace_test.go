package patterns

import "testing"

// gitTraceCases (rt22e #41): git appends its trace to the file a
// GIT_TRACE* variable (or trace2.*Target) names by an absolute path: a
// write of that file, judged as any other write is.
var gitTraceCases = []evalCase{
	ask("GIT_TRACE2_EVENT=/home/op/proj/.claude/settings.json git status", "cmd.guard-tamper"),
	ask("GIT_TRACE2=~/.bashrc git status", "cmd.guard-tamper"),
	ask("GIT_TRACE=~/.bashrc git status", "cmd.guard-tamper"),
	ask("GIT_TRACE_PACKET=$HOME/.ssh/authorized_keys git fetch", "cmd.credentials"),
	ask("env GIT_TRACE2_PERF=/dev/sda git status", "cmd.wipe-disk"),
	allow("GIT_TRACE=1 git status"),
	allow("GIT_TRACE2_EVENT=/tmp/trace.json git status"),
	allow("GIT_TRACE=true git fetch"),
	allow("GIT_TRACE_PACKET=2 git fetch"),
}

func TestGitTraceCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := &Context{Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op", DefaultBranch: "main",
		Protected: GuardedPaths("/home/op", "/home/op/proj", "/home/op", "/home", "/")}
	for _, c := range gitTraceCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
