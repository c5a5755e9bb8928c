package patterns

// Secrets printed again by echo or printf (fx40b2): `echo "$(cat
// ~/.aws/credentials)"`, `printf '%s\n' "$(vault kv get -field=password
// secret/prod)"` and `X=$(op read op://a/b/c); echo "$X"` print to the
// terminal what the part inside prints, as the part alone would: they
// are [secret-print] when that part prints a kept secret, the processes'
// environments (ps e) or a credential file outside the workdir
// (printsSecretHere). A substitution some other
// program uses (`[ -n "$(cat ~/.ssh/id_rsa)" ]`, `X=$(cat
// ~/.aws/credentials); aws …`) prints nothing, and the wider notion of a
// secret the senders use (the environment, the project's .env) is not
// this class's: `echo "$(env)"` and `X=$(cat .env); echo "$X"` are left
// alone as `env` and `cat .env` are.

// echoSpanCap bounds the assignments looked at per variable an echo
// prints, as assignCap bounds secretVarsOf's.
const echoSpanCap = 8

// printsSecretHere reports whether part q prints a secret [secret-print]
// counts: a keeper's read, BSD ps's e (every listed process's
// environment: `echo "$(ps eww)"`, fx41b) or a credential file outside
// the workdir; the one predicate judgeSecretPrint asks of a part itself.
func printsSecretHere(q *Part, ctx *Context) bool {
	return printsKeptSecret(q) || printsEnvirons(q) || printsSecretByTool(q) || printsCredentialFile(q, ctx) ||
		inspectPipedToEnv(q, ctx)
}

// echoesPrintedSecret reports whether part p is echo or printf whose
// arguments hold a substitution of a part that prints a secret, or a
// variable the line set from one.
func echoesPrintedSecret(p *Part, ctx *Context) bool {
	if p.Program != "echo" && p.Program != "printf" {
		return false
	}
	cmd := ctx.evalCommand()
	if cmd == nil || len(cmd.Parts) == 0 {
		return false
	}
	var vars map[string]*varFacts
	if l := cmd.Parts[0].line; l != nil {
		vars = l.vars
	}
	for _, w := range p.Args() {
		if hasSubst(&w) && spanPrintsSecret(cmd, p, w.Span, ctx) {
			return true
		}
		for _, seg := range w.Segs {
			for _, name := range seg.ValueVars() {
				if vars[name] == nil {
					continue
				}
				for i, sp := range vars[name].spans {
					if i >= echoSpanCap {
						break
					}
					if spanPrintsSecret(cmd, p, sp, ctx) {
						return true
					}
				}
			}
		}
	}
	return false
}

// spanPrintsSecret reports whether a part of cmd other than p, standing
// within span sp, prints a secret (printsSecretHere).
func spanPrintsSecret(cmd *Command, p *Part, sp Span, ctx *Context) bool {
	for _, q := range cmd.Parts {
		// a part read from a nested string not plainly quoted covers the
		// whole string, as the word does: equal spans count as within
		if q != p && within2(q.Span, sp) && printsSecretHere(q, ctx) {
			return true
		}
	}
	return false
}
