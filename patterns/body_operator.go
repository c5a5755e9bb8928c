package patterns

import "slices"

// The operators' rules inside a body read from disk (body_eval.go,
// issue 7). A body is judged by the defaults and by the operators' rules
// that ask or refuse: a part of the body one of those certainly matches
// makes the runner ask, naming that rule (`package.json's script clean
// runs: rm -rf ./build; REASON`), so a script never runs, unasked, what
// the operator refuses on the command line. It asks rather than refuses:
// the queue checks a stored rule against the audit entry that wrote it
// only when the command's own words may try it ([Policy.Consults]), and
// which rules a body meets is known only once its file is read, so the
// rule that matched was not checked for this command; an ask shows the
// operator what it is and lets them decide.
//
// An operator's allow (a carve-out) is not applied inside a body, for
// the same reason: an allow the check never saw would lift a default's
// ask, and a rule written into the store without its audit entry (the
// agent can write the store in direct mode) would then be a way past the
// defaults through any script. An operator who trusts a script allows
// the runner by its words (`ozdesk policy allow 'npm run clean'`): a
// runner an operator's rule decides is not read further.

// bodyOperatorRules are the operators' rules, of rules, that judge a
// body beside the defaults: those that ask or refuse, but a refuse over
// the floor (a body that cannot be read changes nothing).
func bodyOperatorRules(rules []*Rule) []*Rule {
	var out []*Rule
	for _, r := range rules {
		if r.Outcome != Allow && r.Over != UnreadableRule && !r.Default {
			out = append(out, r)
		}
	}
	return slices.Clip(out)
}
