package patterns

import "testing"

// cdpathDotCases (fx22d1, rt22d #1, issue 7 §1): bash follows CDPATH for
// every relative cd operand whose first component is not . or .., so a
// dot-name (.ssh, .aws, .config) is moved by it as any other name is;
// ./x, ../x, . and .. and absolute paths skip CDPATH and stay readable.
var cdpathDotCases = []evalCase{
	ask(`export CDPATH=~; cd .ssh && rm -f id_rsa`, "cmd.unreadable"),
	ask(`CDPATH=~; cd .ssh && rm -f id_rsa`, "cmd.unreadable"),
	ask(`CDPATH=~ cd .ssh && rm -rf *`, "cmd.unreadable"),
	ask(`export CDPATH=~/; cd .aws && rm credentials`, "cmd.unreadable"),
	ask(`CDPATH=~; cd .config && rm -rf gh`, "cmd.unreadable"),
	ask(`CDPATH=~; cd ..x && rm -rf y`, "cmd.unreadable"),
	ask(`CDPATH=~; cd -- .ssh && rm -f id_rsa`, "cmd.unreadable"),
	allow(`CDPATH=~; cd ./.ssh-test && rm -f x`),
	allow(`CDPATH=~; cd ../proj && ls`),
	allow(`CDPATH=~; cd .. && ls`),
	allow(`CDPATH=~; cd . && ls`),
	allow(`CDPATH=~; cd /home/op/proj/src && ls`),
	allow(`cd .github && ls`),
}

func TestCdpathDotCases(t *testing.T) { runCases(t, cdpathDotCases) }
