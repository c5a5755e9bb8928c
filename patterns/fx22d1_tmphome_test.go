package patterns

import "testing"

// tmpHomeCases (fx22d1, rt22d #16, issue 7 §4): a home under /tmp (as
// in non-root containers and CI) keeps the home's protection: the home
// and what is below it are never temporary (decided). When the home is a
// temporary directory itself (HOME=/tmp), the paths written through the
// home (~, $HOME) keep it, and the other paths there stay temporary.
var tmpHomeCases = []struct {
	home string
	evalCase
}{
	{"/tmp/ev/home", ask(`rm -rf ~/projects`, "cmd.delete-outside")},
	{"/tmp/ev/home", ask(`rm -rf ~/Documents ~/src`, "cmd.delete-outside")},
	{"/tmp/ev/home", ask(`rm -rf ~/.config/gh`, "cmd.delete-outside")},
	{"/tmp/ev/home", ask(`rm -rf ~/go`, "cmd.delete-outside")},
	{"/tmp/ev/home", ask(`rm -rf /tmp/ev/home/projects`, "cmd.delete-outside")},
	{"/tmp/ev/home", ask(`rm -rf "$HOME/work/app"`, "cmd.delete-outside")},
	{"/tmp/ev/home", ask(`python3 -m http.server --directory ~/.ssh 8000`, "cmd.credentials")},
	{"/tmp", ask(`rm -rf ~/projects`, "cmd.delete-outside")},
	{"/tmp", ask(`rm -rf ~/work/app`, "cmd.delete-outside")},
	{"/tmp", ask(`rm -rf $HOME/work/app`, "cmd.delete-outside")},
	{"/tmp/ev/home", allow(`rm -rf /tmp/build-123`)},
	{"/tmp/ev/home", allow(`rm -rf /tmp/ev/proj/build`)},
	{"/tmp/ev/home", allow(`rm -rf build dist`)},
	{"/tmp", allow(`rm -rf /tmp/build-123`)},
	{"/tmp", allow(`rm -rf /tmp/ev/proj/node_modules`)},
	{"/tmp", allow(`echo hi > /tmp/out.txt`)},
}

func TestTmpHomeCases(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range tmpHomeCases {
		ctx := testContext()
		ctx.Home, ctx.Cwd = c.home, "/tmp/ev/proj"
		ctx.Protected = []string{c.home + "/.local/state/ozdesk"}
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("HOME=%s %q: got %s by %q (%s); want %s by %q", c.home, c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
