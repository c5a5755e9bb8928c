package patterns

// MaxAlso is the most defaults a part carries in [PartVerdict.Also].
const MaxAlso = 2

// AlsoHit is a default that also matches a part an operator's tightening
// rule decided (rt29k #24): it does not decide, but a person reading the
// part is told, since the defaults are the gravest kind.
type AlsoHit struct {
	Rule, Reason string
	Because      *Because
}

// AlsoReport is an [AlsoHit] in a [Report].
type AlsoReport struct {
	Rule    string         `json:"rule"`
	Reason  string         `json:"reason"`
	Because *BecauseReport `json:"because,omitempty"`
}

// also returns the defaults, at most [MaxAlso], that match part i with
// the outcome d has when d is an operator's ask or refusal; nil otherwise.
// The decision is not changed.
func (e *evaluation) also(i int, part *Part, d decision) []AlsoHit {
	if d.rule < 0 || d.floor || !d.outcome.Tightening() || e.p.rules[d.rule].Default {
		return nil
	}
	var out []AlsoHit
	for _, ri := range e.p.matchCandidates(part) {
		r := e.p.rules[ri]
		if !r.Default || r.Outcome != d.outcome || !e.use(ri, false) {
			continue
		}
		h, ok := e.match(r, i, ModeFor(r.Outcome))
		if !ok {
			continue
		}
		b, _ := e.evidence(h, i)
		out = append(out, AlsoHit{Rule: r.ID, Reason: r.Reason, Because: b})
		if len(out) == MaxAlso {
			break
		}
	}
	return out
}

// alsoReports is hits in a [Report].
func alsoReports(hits []AlsoHit, src string) []AlsoReport {
	var out []AlsoReport
	for _, a := range hits {
		out = append(out, AlsoReport{Rule: a.Rule, Reason: a.Reason, Because: becauseReport(a.Because, src)})
	}
	return out
}
