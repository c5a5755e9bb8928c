package patterns

import "testing"

// nestedAgentCases (rt22e #40): crush's non-interactive run approves every
// permission of its session itself (internal/app: AutoApproveSession), and
// amp's execute mode runs with no one to ask; what they run is commands
// this line does not show. Their interactive starts stay allowed.
var nestedAgentCases = []evalCase{
	ask(`crush run "fix the tests"`, "cmd.unreadable"),
	ask(`crush -c /tmp/p run x`, "cmd.unreadable"),
	ask(`amp -x "fix the tests"`, "cmd.unreadable"),
	ask(`amp --execute "fix the tests"`, "cmd.unreadable"),
	allow(`crush`),
	allow(`crush --help`),
	allow(`amp --help`),
}

func TestNestedAgentCases(t *testing.T) { runCases(t, nestedAgentCases) }
