package patterns

import "testing"

// digitsCases (rt38 E264): bash's own numbers ($$, $#, $?, $RANDOM,
// $BASHPID, $PPID, $SECONDS, $LINENO) expand to digits only, so a path
// like /tmp/x.$$ is a file directly under /tmp, as /tmp/x.1234 is. A line
// that may set one (or IFS) keeps it unknown; a path that may be the home
// or outside the workdir still asks.
var digitsCases = []evalCase{
	allow("trap 'rm -f /tmp/x.$$' EXIT; go test ./..."),
	allow("rm -f /tmp/build.$$"),
	allow("rm -rf /tmp/t$RANDOM"),
	allow(`rm -rf "/tmp/t$BASHPID-$PPID"`),
	allow("rm -rf /tmp/x$#.$?.$SECONDS.$LINENO"),
	ask("rm -rf /tmp/$X", "cmd.delete-home"),
	ask(`rm -rf "$HOME.$$"`, "cmd.delete-outside"),
	ask("rm -rf ~/$$", "cmd.delete-outside"),
	ask("rm -rf /$RANDOM", "cmd.delete-outside"),
	ask("rm -rf /home/$$", "cmd.delete-outside"),
	ask("RANDOM=/; rm -rf /tmp/x$RANDOM", "cmd.delete-home"),
	ask("unset RANDOM; RANDOM=/; rm -rf /tmp/x$RANDOM", "cmd.delete-home"),
	ask("IFS=0123456789; rm -rf /tmp/x$$", "cmd.delete-home"),
	ask("rm -rf /tmp/x${$//1/\\/}", "cmd.delete-home"),
	ask("rm -rf /tmp/${#:-~}", "cmd.delete-home"),
}

func TestDigitsCases(t *testing.T) { runCases(t, digitsCases) }

// lineDigitsCases (rt38 E264): a variable the line opens by setting to a
// pid-suffixed temp path is that path, and the name inside its own value
// (x=/tmp/x.1) is no second write of it.
var lineDigitsCases = []evalCase{
	allow(`x=/tmp/x.$$; rm -f "$x"`),
	allow(`x="/tmp/x.$$"; rm -f "$x"`),
	allow(`x=/tmp/x.1; rm -f "$x"`),
	ask(`x=/tmp/$$x; read x; rm -rf "$x"`, "cmd.delete-home"),
	ask(`x=~/.ssh/$$; rm -rf "$x"`, "cmd.credentials"), // x's only value is in ~/.ssh, not the home (fx45r)
	ask(`x=/tmp/x; read x; rm -f "$x"`, "cmd.credentials"),
}

func TestLineDigitsCases(t *testing.T) { runCases(t, lineDigitsCases) }
