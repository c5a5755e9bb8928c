package harness

import "testing"

// TestShellRefusalZshSpellings: under zsh, setopt and its kin however
// spelled, set -o/+o of a zsh option, hash NAME=FILE and the arrays tied
// to zsh's tables are refused (rt18i #3, #3b, #4); what bash and zsh read
// alike still passes. Every refused row passed before the fix but the
// plain setopt/emulate ones. A parameter with a history modifier
// (`$HOME:h:h`) is refused too (rt20i #3; those rows passed before).
func TestShellRefusalZshSpellings(t *testing.T) {
	for _, tc := range []struct {
		command string
		refused bool
	}{
		{`\setopt globsubst; x="/(e:rm -rf ~:)"; ls -d $x`, true},
		{`'setopt' globsubst; ls -d $x`, true},
		{`"setopt" globsubst; ls -d $x`, true},
		{`se'to'pt globsubst`, true},
		{`builtin setopt globsubst; ls -d $x`, true},
		{`command setopt globsubst`, true},
		{`exec -a x setopt globsubst`, true},
		{`builtin emulate sh`, true},
		{`\emulate -L zsh`, true},
		{`builtin noglob ls`, true},
		{`\unsetopt nomatch`, true},
		{`set -o globsubst; x="/(e:rm -rf ~:)"; ls -d $x`, true},
		{`set -o GLOB_SUBST; echo $x`, true},
		{`set -o extendedglob`, true},
		{`set +o nomatch`, true},
		{`set -eo shwordsplit`, true},
		{`set -G`, true},
		{`set -k`, true},
		{`set -o`, true},
		{`set -o "$o"`, true},
		{`hash ls=/tmp/evil/x; ls`, true},
		{`hash -d w=/tmp`, true},
		{`path=(/tmp/evil $path); ls`, true},
		{`path+=(/tmp/evil); ls`, true},
		{`fpath=(/tmp/evil $fpath)`, true},
		{`commands[ls]=/tmp/evil/x; ls`, true},
		{`typeset path=/tmp/evil`, true},
		{`rm -rf $HOME:h:h`, true},
		{`rm -rf $HOME:h`, true},
		{`rm -rf "$PWD:h"/x`, true},
		{`chmod -R 777 $HOME:h:h`, true},
		{`rm -rf $x:t`, true},
		{`rm -rf $x:r $x:e $x:a $x:A`, true},
		{`rm -rf $x:s/a/b/`, true},
		{`rm -rf $x:gs/a/b/`, true},
		{`rm -rf $a[1]:h`, true},
		{`rm -rf $1:h`, true},
		{`rm -rf x$HOME:u`, true},
		{`echo $PATH:/usr/bin`, false},
		{`echo ${HOME}:h`, false},
		{`echo "$HOME":h`, false},
		{`echo $HOST:8080`, false},
		{`set -euo pipefail; ls`, false},
		{`set -o errexit; set +o xtrace`, false},
		{`set -- a b; echo "$@"`, false},
		{`set -e`, false},
		{`hash -r; ls`, false},
		{`hash`, false},
		{`PATH=/usr/bin:$PATH ls`, false},
		{`command -v git`, false},
		{`builtin echo hi`, false},
		{`exec ls`, false},
		{`echo setopt`, false},
	} {
		got := ShellRefusal(tc.command, "/usr/bin/zsh", "Claude Code")
		if (got != "") != tc.refused {
			t.Errorf("zsh %q: refusal %q, want refused %v", tc.command, got, tc.refused)
		}
		if b := ShellRefusal(tc.command, "/bin/bash", "Claude Code"); b != "" {
			t.Errorf("bash %q: refused %q", tc.command, b)
		}
	}
}
