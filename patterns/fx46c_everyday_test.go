package patterns

import "testing"

// fx46cCases are rt45's everyday rows that asked, beside their dangerous
// sides, and its asks that named the wrong reason.
var fx46cCases = []doesCase{
	// find's blank-split output under a relative starting point stays in
	// the workdir, as its -print0 | xargs -0 spelling does (find_printed.go).
	{`find . -name "*.log" | xargs rm -f`, ""},
	{`find . -type d -name __pycache__ | xargs rm -rf`, ""},
	{`find build -name "*.o" -print | xargs rm -f`, ""},
	{`rm -rf $(find . -name "*.pyc")`, ""},
	{`find . -name "*.log" -print0 | xargs -0 rm -f`, ""},
	{`find ~ -name "*.log" | xargs rm -f`, "cmd.delete-home"},
	{`find / -name "*.log" | xargs rm -f`, "cmd.delete-home"},
	{`find .. -name "*.log" | xargs rm -rf`, "cmd.delete-home"},
	{`find -L . -name "*.log" | xargs rm -rf`, "cmd.delete-home"},
	{`find . -name "*.log" -printf "%h\n" | xargs rm -rf`, "cmd.delete-home"},
	{`find . -name x | xargs -a list rm -rf`, "cmd.delete-home"},
	{`rm -rf $(find ~ -name "*.pyc")`, "cmd.delete-home"},
	{`rm -rf $(find .. -name "*.pyc")`, "cmd.delete-home"},
	{`rm -rf $(find . -name "*.pyc"; echo ~)`, "cmd.delete-home"},
	{`rm -rf "$(find . -name x)"`, "cmd.delete-home"},
}

// TestFx46cEveryday checks fx46cCases against the defaults.
func TestFx46cEveryday(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "fx46c ", fx46cCases)
}

// fx46cSetupCases: first-day git setup names a known editor, pager or
// git verb (effects_config_setup.go); anything else still rebinds.
var fx46cSetupCases = []doesCase{
	{`git config --global core.editor vim`, ""},
	{`git config --global core.editor "code --wait"`, ""},
	{`git config --global core.pager delta`, ""},
	{`git config --global core.pager "less -FRX"`, ""},
	{`git config --global alias.co checkout`, ""},
	{`git config --global alias.lg "log --oneline --graph"`, ""},
	{`git config --global alias.st status && git st`, ""},
	{`git config --global core.editor ./evil`, "cmd.unreadable"},
	{`git config --global core.editor "vim -c '!id'"`, "cmd.unreadable"},
	{`git config --global core.editor "vim -cq"`, "cmd.unreadable"},
	{`git config --global core.pager "sh -c id"`, "cmd.unreadable"},
	{`git config --global core.pager "bat --pager=x"`, "cmd.unreadable"},
	{`git config --global alias.x '!rm -rf ~'`, "cmd.unreadable"},
	{`git config --global alias.co "checkout -f"`, "cmd.unreadable"},
	{`git config --global alias.p "push --force origin main" && git p`, "cmd.unreadable"},
	{`git config --global alias.sf "submodule foreach rm" && git sf`, "cmd.unreadable"},
	{`git config --global core.sshCommand "ssh -i k"`, "cmd.unreadable"},
	{`git config --global core.fsmonitor vim`, "cmd.unreadable"},
	{`git config --global core.hooksPath /tmp/h`, "cmd.unreadable"},
	{`git config --global core.editor "$EDITOR"`, "cmd.unreadable"},
}

// TestFx46cSetup checks fx46cSetupCases against the defaults.
func TestFx46cSetup(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "fx46c ", fx46cSetupCases)
}
