package policyfile_test

import (
	"fmt"

	"ozdesk.dev/ozdesk/queue/policyfile"
)

// Parse reports every problem at once, each at its line and field, with
// what to write instead.
func ExampleParse() {
	_, err := policyfile.Parse([]byte(`version: 1
rules:
  - id: r1
    outcome: deny
    pattern: git push --force * [default-branch]

  - id: r2
    outcome: allow
    pattern: git **
    reason: agents use git

  - outcome: ask
    patern: rm -rf [home]
`))
	fmt.Println(err)
	// Output:
	// policy file: 4 problems:
	//   line 4:14: rules[1].outcome: "deny" is not an outcome; write allow, ask or refuse
	//   line 7:5: rules[2]: guard rail program-alone: "git **" allows git whatever its words; keep at least one literal word or class that says what it acts on
	//   line 7:5: rules[2]: guard rail no-end: it has no end; write ends: 2026-12-31 (a date) or an RFC 3339 time; only ask and refuse rules may stand forever
	//   line 13:5: rules[3].patern: unknown field "patern"; did you mean pattern? (the fields here are id, outcome, pattern, over, reason, scope, ends, mode, status, author, approver)
}

// Diff lists what applying a file changes; each change prints itself with
// untrusted values quoted.
func ExampleDiff() {
	current, _ := policyfile.Parse([]byte(`version: 1
rules:
  - id: r1
    outcome: ask
    pattern: kubectl delete **
    reason: shared clusters
  - id: r2
    outcome: refuse
    pattern: terraform destroy
`))
	desired, _ := policyfile.Parse([]byte(`version: 1
rules:
  - id: r1
    outcome: ask
    pattern: kubectl delete **
    reason: "shared clusters\e[2J"
    scope:
      agent: ops-*
  - outcome: allow
    pattern: terraform destroy -target=module.test.*
    reason: test modules are throwaway
    ends: 2026-12-31
`))
	for _, c := range policyfile.Diff(current, desired) {
		fmt.Println(c)
	}
	// Output:
	// - rule "r2" retired: refuse "terraform destroy"
	// ~ rule "r1" changed
	//     reason: "shared clusters" → "shared clusters\x1b[2J"
	//     scope.agent: "" → "ops-*"
	// + rule (new) at below "r1": allow "terraform destroy -target=module.test.*" — "test modules are throwaway" ends 2026-12-31
}
