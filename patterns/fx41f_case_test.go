package patterns

import "testing"

// fx41fInlineTempCases (fx41f, rt41 §"everyday rows that ask" 8): an
// inline $(mktemp …) operand is a fresh temporary path, as the same
// substitution assigned to a name first is; what could make it print
// something else, or a path after it, still asks.
var fx41fInlineTempCases = []evalCase{
	allow(`rm -rf "$(mktemp -d)"`),
	allow(`rm -rf $(mktemp)`),
	allow(`rm -rf "$(mktemp -d -t x.XXXX)"`),
	allow(`rm -f "$(mktemp -p /tmp)"`),
	ask(`rm -rf "$(mktemp -d)/x"`, "cmd.delete-outside"),
	ask(`rm -rf "$(mktemp -d ~/x.XXX)"`, "cmd.delete-home"),
	ask(`rm -rf "$(mktemp -p ~)"`, "cmd.delete-home"),
	ask(`mktemp() { echo ~; }; rm -rf "$(mktemp -d)"`, "cmd.delete-home"),
	ask(`rm -rf "$(mktemp -d)" ~`, "cmd.delete-home"),
}

func TestFx41fInlineTemp(t *testing.T) { runCases(t, fx41fInlineTempCases) }
