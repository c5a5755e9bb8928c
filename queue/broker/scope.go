package broker

import (
	"errors"
	"fmt"
	"strings"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue/policyfile"
)

// ErrUnboundScope is an allow scoped by a working directory alone, refused
// in protected mode: where a command runs is the asker's word, not
// something the broker can check, so such a rule would allow any agent
// that says it runs there. Scoped to an agent (an account) too, it allows
// only that account, which can claim its own directories and no one
// else's.
var ErrUnboundScope = errors.New("an allow scoped by a workdir alone")

// checkScope refuses an allow whose scope rests on the asker's word alone.
func checkScope(outcome patterns.Outcome, agent, workdir, what string) error {
	agent = strings.TrimSpace(agent)
	if outcome != patterns.Allow || workdir == "" || (agent != "" && strings.Trim(agent, "*") != "") {
		return nil
	}
	return fmt.Errorf("%w: %s is scoped to the workdir %s and to no agent; in protected mode where a command runs is the asker's word, so any agent saying it runs there would have it: scope it to an agent's account too (--agent NAME)",
		ErrUnboundScope, what, workdir)
}

// checkFileScopes checks every allow of a policy file.
func checkFileScopes(f *policyfile.File) error {
	for i, r := range f.Rules {
		if err := checkScope(r.Outcome, r.Scope.Agent, r.Scope.Workdir, fmt.Sprintf("rule %d of the file", i+1)); err != nil {
			return err
		}
	}
	return nil
}
