package patterns

import "testing"

// fillCases (fx32c, "Rebinding what a later word means"): PATH and the
// other names whose plain assignment the defaults judge, assigned by a
// builtin (read, mapfile, readarray, printf -v, getopts, wait -p),
// arithmetic, an array assignment or a for or select loop, are judged
// as `PATH=./evil:$PATH; ls` and `CC=$x; make` are; a builtin filling a
// name of the script's own is everyday.
var fillCases = []evalCase{
	ask("printf -v PATH '%s' ./bin:/usr/bin; ls", "cmd.unreadable"),
	ask("read PATH <<< ./evil; ls", "cmd.unreadable"),
	ask("read -r PATH < f; ls", "cmd.unreadable"),
	ask("IFS= read -d '' PATH < f; ls", "cmd.unreadable"),
	ask("read -r x PATH < f; ls", "cmd.unreadable"),
	ask("IFS=: read -ra PATH < f; ls", "cmd.unreadable"),
	ask("mapfile -t PATH < f; ls", "cmd.unreadable"),
	ask("readarray PATH < f; make", "cmd.unreadable"),
	ask("printf -vPATH '%s' ./bin; ls", "cmd.unreadable"),
	ask("getopts o PATH; ls", "cmd.unreadable"),
	ask("wait -n -p PATH; ls", "cmd.unreadable"),
	ask("let PATH=1; ls", "cmd.unreadable"),
	ask("(( PATH = 5 )); ls", "cmd.unreadable"),
	ask("PATH=(./evil); ls", "cmd.unreadable"),
	ask("for PATH in ./evil; do ls; done", "cmd.unreadable"),
	ask("for PATH in ./evil; do :; done; git status", "cmd.unreadable"),
	ask("select PATH in ./evil; do ls; done", "cmd.unreadable"),
	ask("for PATH in $(cat f); do ls; done", "cmd.unreadable"),
	ask("while read -r PATH; do make; done < dirs.txt", "cmd.unreadable"),
	ask("declare -n p=PATH; read p < f; ls", "cmd.unreadable"),
	ask("read GIT_SSH_COMMAND < f; git fetch", "cmd.unreadable"),
	ask("printf -v GIT_EXTERNAL_DIFF %s ./x; git diff", "cmd.unreadable"),
	ask("read PROMPT_COMMAND < f; ls", "cmd.unreadable"),
	ask("read RUSTC_WRAPPER < f; cargo build", "cmd.unreadable"),
	ask("read HOME < f; git log", "cmd.unreadable"),
	ask("printf -v XDG_CONFIG_HOME %s /tmp/c; git log", "cmd.unreadable"),
	ask("read GOFLAGS < f; go build", "cmd.unreadable"),
	ask("read VIMINIT < f; vim a", "cmd.unreadable"),
	ask("for CC in ./x; do make; done", "cmd.unreadable"),
	ask("for HOME in /tmp/h; do git log; done", "cmd.unreadable"),
	allow("read -r line < f; echo \"$line\""),
	allow("printf -v x '%s' y; echo $x"),
	allow("for f in *.go; do gofmt -l $f; done"),
	allow("while read -r f; do wc -l \"$f\"; done < files.txt"),
	allow("mapfile -t lines < f; ls"),
	allow("while getopts ab: opt; do echo $opt; done"),
	allow("for PATH in /usr/bin /bin; do ls; done"),
	allow("for i in 1 2 3; do make test; done"),
	allow("(( n = 5 )); ls"),
	allow("read -r CC_VERSION < .cc-version; make"),
}

func TestFillCases(t *testing.T) { runCases(t, fillCases) }
