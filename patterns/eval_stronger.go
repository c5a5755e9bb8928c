package patterns

// A rule's first matching pattern need not be the one whose evidence is
// strongest: `curl -H "Authorization: token $GITHUB_TOKEN" "$U"` might
// match cmd.credentials' `curl -F=[secret] **` (the unknown "$U" might
// be -F) before its `[sender] ** [secret-value] **`, which a token
// certainly sent makes likely. When a later rule is weighed against the
// part's decision, a few of its matching patterns are tried, so that the
// rule is named on its strongest evidence among them. (A rule's patterns
// for one program come in a run: curl's eighteen options that might take
// a secret file or value stand before its header's.)

// evidenceTries bounds the matching patterns of one rule whose evidence
// is weighed, so that naming a rule costs a bounded multiple of matching
// it (BenchmarkWorstEvaluate).
const evidenceTries = 32

// strongerMatch returns the decision of rule ri on part i when one of its
// first few matching patterns gives stronger evidence than d, else d.
func (e *evaluation) strongerMatch(r *Rule, ri, i int, d decision) decision {
	tries := 0
	e.eachMatch(r, i, Might, func(h hit) bool {
		if c := e.decided(d.outcome, ri, i, h); e.stronger(c, d) {
			d = c
			return false
		}
		tries++
		return tries < evidenceTries
	})
	return d
}

// outweighs reports whether a later part's decision c names the command
// over the first of the same outcome, d: c's evidence is certain and d's
// a bare might; or d's is a might its word makes likely, and c is a
// default's (`git reset --hard X && git push -f origin main` names the
// certain force-push, not what the reset might write) or d's word is not
// one written in the command (what an archive extracted might hold
// yields to the certain floor of running it: `tar xf a.tar && ./a/run`).
// A likely might on a word of the command (`ln -s /usr/local/bin/ozdesk
// d && ./d …` names ozdesk's executable) stands before the floor.
func outweighs(c, d decision) bool {
	if c.strength != strengthCertain || d.strength == strengthCertain {
		return false
	}
	if d.strength == strengthMight {
		return true
	}
	return !c.floor || d.because == nil || !d.because.Known
}
