package patterns

import "testing"

// nestedHomeCases (rt67 #1): a command string in double quotes that names
// the home through $HOME is read with the home in it, as the inner shell
// runs it; where the inner reading could differ from the outer expansion
// (inner quotes, an operator, HOME named otherwise on the line, a remote
// shell's home) it stays unreadable.
var nestedHomeCases = []evalCase{
	ask(`sh -c "rm -rf $HOME"`, "cmd.delete-home"),
	ask(`bash -c "rm -rf ${HOME}/"`, "cmd.delete-home"),
	ask(`sudo sh -c "cd /tmp && rm -rf $HOME"`, "cmd.delete-home"),
	ask(`sh -c "rm -rf $HOME/*"`, "cmd.delete-home"),
	allow(`bash -c "cd $HOME && ls"`),
	allow(`sh -c "mkdir -p $HOME/.cache/tool"`),
	ask(`sh -c "rm -rf '$HOME'"`, "cmd.unreadable"),
	ask(`sh -c "rm -rf ${HOME:-/}"`, "cmd.unreadable"),
	ask(`HOME=/tmp/x; sh -c "rm -rf $HOME"`, "cmd.unreadable"),
	ask(`export HOME=/tmp/x; sh -c "ls $HOME"`, "cmd.unreadable"),
	ask(`sh -c "rm -rf $HOMEDIR"`, "cmd.unreadable"),
	ask(`sh -c "rm -rf \$HOME"`, "cmd.delete-home"),
}

func TestNestedHome(t *testing.T) { runCases(t, nestedHomeCases) }
