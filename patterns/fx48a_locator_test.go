package patterns

import "testing"

// locatorCases (fx48a, rt46 b1325): a locator of ozdesk's executable,
// unquoted, is one path, as quoted: a chmod or a delete of it is
// cmd.guard-tamper's for certain.
var locatorCases = []evalCase{
	ask(`chmod -x $(which ozdesk)`, "cmd.guard-tamper"),
	ask(`chmod 000 $(command -v ozdesk)`, "cmd.guard-tamper"),
	ask("rm `which ozdesk`", "cmd.guard-tamper"),
	ask(`chmod -x "$(which ozdesk)"`, "cmd.guard-tamper"),
	allow(`ls -l $(which ozdesk)`),
	allow(`sha256sum $(which ozdesk)`),
}

func TestLocatorUnquoted(t *testing.T) {
	runCases(t, locatorCases)
}
