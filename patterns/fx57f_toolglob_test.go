package patterns

import "testing"

// fx57fGlobCases: a copy of a desk tool whose source is spelled with a
// glob that may match the tool asks as the plain copy does (rt56b D3);
// globs that match no desk tool, and a project's `*`, stay allowed.
var fx57fGlobCases = []evalCase{
	ask(`cp /usr/bin/tm* /tmp/rt56b/h7`, "cmd.guard-tamper"),
	ask(`cp /usr/bin/tm[u]x /tmp/rt56b/h7`, "cmd.guard-tamper"),
	ask(`cp /usr/*/tmux /tmp/rt56b/h7`, "cmd.guard-tamper"),
	ask(`cp /bin/kil? /tmp/rt56b/k`, "cmd.guard-tamper"),
	ask(`cp /usr/bin/ki* /tmp/rt56b/k`, "cmd.guard-tamper"),
	ask(`cp /usr/bin/pkil? /tmp/rt56b/pk`, "cmd.guard-tamper"),
	ask(`ln -s /usr/bin/scr??n /tmp/s`, "cmd.guard-tamper"),
	allow(`cp /usr/bin/tm* tools/`),
	allow(`cp src/*.go /tmp/x`),
	allow(`cp * /tmp/backup`),
	allow(`cp -r build/* dist`),
	allow(`cp /usr/share/doc/*.txt notes`),
}

func TestFx57fToolGlob(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx57fGlobCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
