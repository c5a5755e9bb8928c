package patterns

import "testing"

// envCodeCases are environment variables that make a program run code
// (rt16h F1): prompts bash expands, other tools' pagers and editors,
// askpass programs, a home whose start-up files a shell reads. The
// value is read as code where it is code, or the part is unreadable
// where it names a file. "" is everyday work that must stay allowed.
var envCodeCases = []doesCase{
	{"PS1='$(rm -rf ~)' bash -i </dev/null", "cmd.delete-home"},
	{"PS1='$(rm -rf ~)' bash --norc -i </dev/null", "cmd.delete-home"},
	{"PS0='`rm -rf ~`' bash -i", "cmd.delete-home"},
	{"PS2='$(rm -rf ~)' bash -i", "cmd.delete-home"},
	{"env PS1='$(rm -rf ~)' bash -i", "cmd.delete-home"},
	{"export PS1='$(rm -rf ~)'; bash -i", "cmd.delete-home"},
	{"PS1='$(rm -rf ~)'; export PS1; bash -i", "cmd.delete-home"},
	{`PS1='\044(rm -rf ~)' bash -i`, "cmd.unreadable"},
	{`PS1="$X" bash -i`, "cmd.unreadable"},
	// The prompt certainly deletes the home: that names the command over
	// the floor of the part it rebinds (fx9g: certain evidence, then the
	// policy's order).
	{"SHELLOPTS=xtrace PS4='$(rm -rf ~)' bash -c true", "cmd.delete-home"},
	{"env -i SHELLOPTS=xtrace PS4='$(rm -rf ~)' /bin/bash -c true", "cmd.delete-home"},
	{"SHELLOPTS=xtrace PS4='$(rm -rf ~)' ls", "cmd.delete-home"},
	{"SHELLOPTS=\"$O\" PS4='+ ' bash -c true", "cmd.unreadable"},
	{"PS4='$(rm -rf ~)' bash -c true", "cmd.delete-home"},
	{"PSQL_PAGER='rm -rf ~' psql", "cmd.delete-home"},
	{"PSQL_EDITOR='rm -rf ~' psql", "cmd.delete-home"},
	{"export GH_PAGER='rm -rf ~'; gh pr list", "cmd.delete-home"},
	{"KUBE_EDITOR='rm -rf ~' kubectl edit deploy web", "cmd.delete-home"},
	{"env SUDO_EDITOR='rm -rf ~' sudoedit /etc/hosts", "cmd.delete-home"},
	{"AWS_PAGER='rm -rf ~' aws s3 ls", "cmd.delete-home"},
	{"GIT_ASKPASS=/tmp/x git fetch", "cmd.unreadable"},
	{"GIT_ASKPASS=./pw.sh git fetch", "cmd.unreadable"},
	{"SSH_ASKPASS=/tmp/x SSH_ASKPASS_REQUIRE=force ssh-add", "cmd.unreadable"},
	{"env SUDO_ASKPASS=\"$P\" sudo -A true", "cmd.unreadable"},
	{"HOME=/tmp/e bash -lc true", "cmd.unreadable"},
	{"HOME=/tmp/e bash -ic true", "cmd.unreadable"},
	{"env HOME=/tmp/e bash -l", "cmd.unreadable"},
	{"PS1=$'$(rm -rf ~)' bash -i", "cmd.delete-home"},
	{"declare -x PS1='$(rm -rf ~)'; bash -i", "cmd.delete-home"},
	{"sudo PS1='$(rm -rf ~)' bash -i", "cmd.delete-home"},
	{"PS1='$((a[$(rm -rf ~)]))' bash -i", "cmd.delete-home"},
	{"PS1='${x@P}' bash -i", "cmd.unreadable"},
	{"GIT_ASKPASS='/tmp/x y' git fetch", "cmd.unreadable"},
	// Everyday: plain prompts, pagers that page, askpass turned off.
	{"PS1='$ ' bash", ""},
	{`PS1='\u@\h:\w\$ ' bash -i`, ""},
	{"PS1='${PWD##*/} $ ' bash -i", ""},
	{"PS4='+ ' bash -c true", ""},
	{"SHELLOPTS=xtrace bash -c true", ""},
	{"PSQL_PAGER=less psql -c 'select 1'", ""},
	{"GH_PAGER=cat gh pr list", ""},
	{"AWS_PAGER='' aws s3 ls", ""},
	{"GIT_ASKPASS=true git fetch", ""},
	{"GIT_ASKPASS= git fetch", ""},
	{"HOME=/tmp/e ls", ""},
	{"GIT_PAGER=cat git log", ""},
}

// TestEnvRunsCode checks envCodeCases against the defaults.
func TestEnvRunsCode(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", envCodeCases)
}
