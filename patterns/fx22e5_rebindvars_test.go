package patterns

import "testing"

// rebindVarCases (rt22e #25, #26): an assignment to BASH_CMDS (the hash -p
// table) or BASH_ALIASES in any form, declare -A and typeset -A among
// them, rebinds every later program name; so does an assignment through a
// name reference to an environment-style name (PATH, BASH_ENV,
// GIT_SSH_COMMAND …), which the reader does not see as an assignment of
// that name. Namerefs to lower-case names, and associative arrays of
// other names, stay everyday.
var rebindVarCases = []evalCase{
	ask("declare -A BASH_CMDS=([ls]=/bin/rm); ls -rf ~", UnreadableRule),
	ask("declare -gA BASH_CMDS=([ls]=/bin/rm); ls -rf ~", UnreadableRule),
	ask("declare -Ag BASH_CMDS=([git]=/bin/rm); git -rf ~/.ssh", UnreadableRule),
	ask("typeset -A BASH_CMDS=([ls]=/bin/rm); ls -rf ~", UnreadableRule),
	ask("declare -A BASH_ALIASES=([ls]='rm -rf ~'); ls", UnreadableRule),
	ask("BASH_CMDS[ls]=/tmp/e; ls", UnreadableRule),
	ask("declare -n p=PATH; p=.:$PATH; ls", UnreadableRule),
	ask("declare -n p=PATH; p=/tmp:$PATH; git status", UnreadableRule),
	ask("declare -n g=GIT_SSH_COMMAND; g='rm -rf ~'; export GIT_SSH_COMMAND; git fetch", UnreadableRule),
	ask("echo 'rm -rf ~' > x.sh; declare -n e=BASH_ENV; e=x.sh; export BASH_ENV; bash -c true", UnreadableRule),
	ask("typeset -n c=CDPATH; c=~; cd .ssh && rm -rf *", UnreadableRule),
	ask("declare -n p=PATH; declare p=/tmp; ls", UnreadableRule),
	allow("declare -n r=ref; r=1; echo $r"),
	allow("declare -A m=([a]=1); echo ${m[a]}"),
	allow("declare -n p=PATH; echo $p"),
	allow("declare -A BASH_CMDS; echo ${#BASH_CMDS[@]}"),
}

func TestRebindVarCases(t *testing.T) { runCases(t, rebindVarCases) }
