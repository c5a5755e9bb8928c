package patterns

import "testing"

// fx20d3PathLinkCases are rt20d finding 15's ln -sf onto a program's
// name in a directory on PATH: installing a program by a link replaces
// what stood there as cp does, a write, not a delete; ozdesk's own name,
// a known program's name and files elsewhere still ask.
var fx20d3PathLinkCases = []doesCase{
	{`ln -sf "$PWD/bin/dev" ~/.local/bin/acme-dev`, ""},
	{`ln -sf /home/op/proj/bin/dev ~/.local/bin/acme-dev`, ""},
	{`ln -sfn "$PWD/bin/tool" ~/bin/tool`, ""},
	{`ln -sf /bin/true ~/.local/bin/ozdesk`, "cmd.guard-tamper"},
	{`ln -sf /tmp/x ~/.local/bin/git`, "cmd.unreadable"},
	{`ln -sf /dev/null ~/.bash_history`, "cmd.delete-outside"},
	{`ln -sf /tmp/x ~/.local/share/app/db`, "cmd.delete-outside"},
	{`ln -sf /dev/null /etc/resolv.conf`, "cmd.system"},
}

// TestFx20d3PathLink checks fx20d3PathLinkCases against the defaults.
func TestFx20d3PathLink(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "path link ", fx20d3PathLinkCases)
}
