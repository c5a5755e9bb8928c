package patterns

import "strings"

// harnessOzdesk reads ozdesk's own variables given to a coding agent's
// harness (fx42b, rt41: `env OZDESK_DB=/tmp/empty.db claude -p …`): the
// harness hands its environment to the hook it runs, `ozdesk hook …`, so
// a literal OZDESK_DB=F or OZDESK_CONFIG=F there is that hook's --db F or
// --config F, read as `ozdesk --db F hook`, which cmd.guard-tamper names
// as it names the option on ozdesk itself. Other spellings (a value not
// literal, one set earlier in the line) are marked by harnessConfigEnv.
func (r *reading) harnessOzdesk(p *Part, sc scope) []*Node {
	var out []*Node
	pairs, lits := envAssigns(p)
	for k, kv := range pairs {
		opt := ozdeskEnvOption(kv[0])
		if opt == "" || !lits[k] || strings.ContainsAny(kv[1], "'\n") {
			continue
		}
		out = append(out, r.nestedText(p, kv[0]+"=", guardName+" "+opt+" '"+kv[1]+"' hook", p.Span, FeedNone, sc)...)
	}
	return out
}
