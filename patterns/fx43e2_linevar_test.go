package patterns

import "testing"

// lineVarPathCases (fx43e2, issue 7): a variable the line sets to plain
// text before anything runs is that text in a delete, after `;` as after
// `&&`, set by export as by NAME=, quoted or not, and with a path below
// it ("$D/x"); anything else about it stays unknown.
var lineVarPathCases = []evalCase{
	allow(`OUT_DIR=build; rm -rf "$OUT_DIR/x"`),
	allow(`export D=build; rm -rf $D/x`),
	allow(`D=build; rm -rf $D`),
	allow(`export D=dist && rm -rf "$D"`),
	allow(`D=build; rm -rf "$D"/x`),
	ask(`PWD=/; rm -rf "$PWD/build"`, "cmd.delete-outside"), // bash may change $PWD: left a might
	ask(`D=/etc; rm -rf "$D/x"`, "cmd.delete-outside"),
	ask(`export D=/; rm -rf $D`, "cmd.delete-home"),
	ask(`D=build; D=/etc; rm -rf "$D/x"`, "cmd.delete-outside"), // set twice: not known
	ask(`D=build; rm -rf $D ~`, "cmd.delete-home"),
	ask(`U=--force; git push "$U" main`, "cmd.force-push"),
}

func TestLineVarPathCases(t *testing.T) { runGuardedCases(t, lineVarPathCases) }
