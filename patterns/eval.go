package patterns

import "time"

// Evaluate decides a command for the agent and place in ctx at time now, and
// explains the decision:
//
//  1. An unreadable part is asked about by cmd.unreadable (refused when a
//     refuse rule over cmd.unreadable covers the ask); no allow matches it.
//  2. A refuse rule that might match any part wins, wherever it stands.
//  3. Otherwise each part takes the first rule in order that matches it
//     (allow rules only when they certainly match, and never on a part a
//     shielded default might match, unless the rule names it literally
//     and confirms that default: shield.go), or the fallback.
//  4. The strictest part decides the command; among equals, the one with
//     the stronger evidence, then the rule earliest in the policy's order,
//     then the first (eval_names.go).
//  5. Shadow rules are evaluated as if enforced and recorded in
//     Verdict.Shadow; they never decide.
//
// Rules that are not live at now, or whose scope does not cover ctx, take
// no part.
func (p *Policy) Evaluate(cmd *Command, ctx *Context, now time.Time) *Verdict {
	if ctx == nil {
		ctx = &Context{}
	}
	own := *ctx // the caller's context is not written: the judgements are this evaluation's
	own.memo = &evalMemo{shared: p.stages, places: p.places.seed()}
	own.cmd = cmd
	e := evaluation{p: p, cmd: cmd, ctx: &own, now: now}
	v := e.run()
	p.places.keep(own.memo.places)
	v.Nested = e.nested || overCap(cmd)
	if v.Outcome != Refuse {
		// Padded past the size limit, a command is still refused by what
		// its readable ends say (eval_overcap.go).
		if frag, head := p.overCapRefusal(cmd, ctx, now); frag != nil {
			v.Outcome, v.Rule, v.Reason, v.Part = Refuse, frag.Rule, overCapReason(frag, head), -1
		}
	}
	return v
}

// Explain reads src and evaluates it: [Read] then [Policy.Evaluate].
func (p *Policy) Explain(src string, ctx *Context, now time.Time) *Verdict {
	return p.Evaluate(Read(src), ctx, now)
}

// evaluation holds the state of one Evaluate call.
type evaluation struct {
	p   *Policy
	cmd *Command
	ctx *Context
	now time.Time
	// applies caches, per rule position, whether the rule is live and in
	// scope.
	applies map[int]bool
	// partCtx is, per part, the context its operands are judged in: ctx
	// with the directory a literal cd before it moved to; nil when no
	// part moves.
	partCtx []*Context
	// failCtx is, per part, the context it runs in when a cd before it
	// fails and the line goes on (eval_cdfail.go), or nil.
	failCtx []*Context
	// asRm caches, per part, the part read as rm (eval_does.go), and
	// asRmWords the part's words each of its words stands for.
	asRm      map[int]*Command
	asRmWords map[int][]int
	// negated caches negatesFlag per part: 0 not yet known, 1 no, 2 yes.
	negated []uint8
	// bodies is what the bodies read from disk spent, for the parts
	// judged here (body_eval.go); nil until one is looked up.
	bodies *bodyState
	// firstMatch names the first rule that matches and the first of the
	// strictest parts, whatever their evidence: how the rules were named
	// before the evidence was weighed (for a test that outcomes stay).
	firstMatch bool
	// nested is set once this evaluation judges text its parts' words do
	// not name ([evaluation.evaluateNested]).
	nested bool
}

// decision is how one part would be decided, by enforced rules alone or with
// shadow rules enforced too.
type decision struct {
	outcome  Outcome
	rule     int // position in p.rules, or -1 for the floor or fallback
	words    []int
	floor    bool
	fallback bool
	// because is the evidence the deciding rule matched on, and strength
	// how strong it is (eval_because.go); nil for the fallback.
	because  *Because
	strength int
	// reason, when not "", is the reason in the rule's stead: a body read
	// from disk decided (body_eval.go).
	reason string
}

func (e *evaluation) run() *Verdict {
	if e.ctx.cmd != e.cmd {
		own := *e.ctx
		own.cmd = e.cmd
		e.ctx = &own
	}
	e.partCtx = partContexts(e.cmd, e.ctx)
	e.foreignRepos() // a git part in a repository foreign to the workdir (eval_gitforeign.go)
	// a PATH entry at or below the workdir (eval_pathworkdir.go)
	e.pathIntoWorkdir()
	v := &Verdict{Command: e.cmd, Part: -1, Unreadable: e.cmd.Unreadable}
	v.Parts = make([]PartVerdict, len(e.cmd.Parts))
	if e.partCtx != nil {
		e.failCtx = cdFailContexts(e.cmd, e.ctx)
	}
	real := make([]decision, len(e.cmd.Parts))
	var hypo []decision
	if e.p.shadows {
		hypo = make([]decision, len(e.cmd.Parts))
	}
	for i, part := range e.cmd.Parts {
		real[i] = e.bodyDecision(i, part, e.decideFailedCd(i, part, e.decide(i, part, false)))
		if hypo != nil {
			hypo[i] = e.decide(i, part, true)
		}
		v.Parts[i] = e.partVerdict(real[i], part)
		v.Parts[i].Also = e.also(i, part, real[i])
	}
	v.Unreadable = e.stillUnreadable(v.Unreadable)

	// The command as a whole: a parse error or an over-long command has
	// no parts to decide, and asks by the floor.
	whole, wholeRule := Allow, -2
	for _, u := range e.cmd.Unreadable {
		if u.Part < 0 {
			whole, wholeRule = e.floor()
			break
		}
	}

	v.Outcome, v.Rule, v.Reason = e.p.fallback, "", fallbackReason(e.p.fallback)
	if len(e.cmd.Parts) == 0 && wholeRule == -2 {
		v.Outcome, v.Reason = Allow, "the command runs nothing"
	}
	// The strictest part decides; among equals the one named (eval_names.go).
	best := -1
	for i := range real {
		if best < 0 || real[i].outcome > real[best].outcome || !e.firstMatch &&
			real[i].outcome == real[best].outcome && e.namesOver(real[i], real[best]) {
			best = i
		}
	}
	if best >= 0 {
		v.Part, v.Outcome = best, real[best].outcome
		v.Rule, v.Reason = v.Parts[best].Rule, v.Parts[best].Reason
	}
	if wholeRule != -2 && (best < 0 || whole > real[best].outcome) {
		v.Part, v.Outcome = -1, whole
		v.Rule, v.Reason = e.ruleID(wholeRule, true), e.floorReason(wholeRule, e.cmd.Unreadable)
		if whole != Allow {
			v.Because = e.wholeEvidence()
		}
	}

	if hypo != nil {
		v.Shadow = e.shadowHits(real, hypo, v.Outcome, whole, wholeRule != -2)
	}
	return v
}

// decide decides part i by the enforced rules, or by all rules, shadow ones
// as if enforced, when withShadow.
func (e *evaluation) decide(i int, part *Part, withShadow bool) decision {
	cands := e.p.matchCandidates(part)
	// A refuse wins wherever it stands: look for one first.
	for k, ri := range cands {
		r := e.p.rules[ri]
		if r.Outcome != Refuse || !e.use(ri, withShadow) {
			continue
		}
		if h, ok := e.match(r, i, Might); ok {
			return e.strongest(e.decided(Refuse, ri, i, h), i, cands[k+1:], withShadow)
		}
	}
	if part.Unreadable != nil && !e.readableWithin(i, part) || part.Program == "" {
		out, ri := e.floor()
		d := decision{outcome: out, rule: ri, floor: true}
		d.because, d.strength = e.floorEvidence(part)
		if out == Ask && part.Unreadable != nil && part.Unreadable.names != "" {
			if n, ok := e.namedByReader(part, withShadow); ok {
				return n
			}
		}
		if out == Ask && part.Program != "" && part.Unreadable != nil && part.Unreadable.Code == UnreadableForeignCode {
			if n, ok := e.namedOverFloor(i, cands, withShadow); ok {
				return n
			}
		}
		if out == Ask && part.Unreadable != nil && part.Unreadable.Code == UnreadableMadeRun && harnessPrograms.get()[part.Program] {
			if n, ok := e.namedOverMadeHarness(i, cands, withShadow); ok {
				return n // eval_floorname_harness.go
			}
		}
		if out == Ask && part.Program != "" && part.Unreadable != nil && part.Unreadable.Code == UnreadableRunsLater {
			if n, ok := e.namedOverLater(i, cands, withShadow); ok {
				return n
			}
		}
		if out == Ask && part.Program != "" && !e.firstMatch && !floorNamesPart(part) {
			if n, ok := e.namedOverFloorCertain(i, cands, withShadow); ok {
				return n // eval_floorname_certain.go
			}
		}
		if out == Ask && !e.firstMatch && part.Unreadable != nil && part.Unreadable.repo && part.Unreadable.guess {
			if n, ok := e.namedOverRepoGuess(i, cands, withShadow); ok {
				return n // eval_gitforeign.go
			}
		}
		return d
	}
	for k, ri := range cands {
		r := e.p.rules[ri]
		if r.Outcome == Refuse || !e.use(ri, withShadow) {
			continue
		}
		if h, ok := e.match(r, i, ModeFor(r.Outcome)); ok {
			if e.shielded(ri, i) >= 0 {
				continue // a shielded place: the allow stands aside (shield.go)
			}
			if r.Outcome == Allow && !r.Default && e.linkedAway(i) {
				continue // a path led through a link out of what it names (class_links_cred.go)
			}
			if r.Outcome == Allow && !e.scopeCoversPart(r.Scope, i) {
				continue // the part runs outside the allow's workdir (eval_scope_dir.go)
			}
			d := e.decided(r.Outcome, ri, i, h)
			if r.Outcome.Tightening() {
				d = e.strongest(d, i, cands[k+1:], withShadow)
			}
			return d
		}
	}
	return decision{outcome: e.p.fallback, rule: -1, fallback: true}
}

// strongest returns d, or the decision of a later rule of the same
// outcome that matches part i on stronger evidence: the outcome stays,
// only the rule named (and its evidence) may change. The first rule with
// certain evidence ends the search, but for a certain cmd.delete-outside,
// which a certain cmd.system may still name over (systemOverOutside).
func (e *evaluation) strongest(d decision, i int, rest []int, withShadow bool) decision {
	for _, ri := range rest {
		if e.firstMatch || d.strength >= strengthCertain && !e.outsideCertain(d) {
			break
		}
		r := e.p.rules[ri]
		if r.Outcome != d.outcome || !e.use(ri, withShadow) {
			continue
		}
		if d.strength >= strengthCertain && (!r.Default || r.ID != systemDefault) {
			continue
		}
		d = e.strongerMatch(r, ri, i, d)
	}
	return d
}

// decided is the decision of rule ri on part i, with the evidence of a
// tightening match.
func (e *evaluation) decided(o Outcome, ri, i int, h hit) decision {
	d := decision{outcome: o, rule: ri, words: h.words}
	if o.Tightening() {
		d.because, d.strength = e.evidence(h, i)
	}
	return d
}

// floor returns the floor's outcome for this ask: ask, or refuse when a
// refuse rule over cmd.unreadable covers it (its position, else -1).
func (e *evaluation) floor() (Outcome, int) {
	for _, ri := range e.p.floorRefuse {
		if e.use(ri, false) {
			return Refuse, ri
		}
	}
	return Ask, -1
}

// use reports whether rule ri takes part: live at now, in scope, and
// enforced (or shadow, when withShadow).
func (e *evaluation) use(ri int, withShadow bool) bool {
	r := e.p.rules[ri]
	if r.Mode == Shadow && !withShadow {
		return false
	}
	if r.Scope == (Scope{}) { // every default: nothing to remember
		return r.Live(e.now)
	}
	if e.applies == nil {
		e.applies = map[int]bool{}
	}
	ok, seen := e.applies[ri]
	if !seen {
		ok = r.Live(e.now) && r.Scope.Applies(e.ctx.Agent, e.ctx.Node, e.ctx.Cwd)
		e.applies[ri] = ok
	}
	return ok
}

// hit is where a rule's pattern matched a part: the part's words it
// matched, the pattern, the stage of it that stands for the part, and
// whether the part matched as what it does (read as rm, or as apply
// -destroy: eval_does.go).
type hit struct {
	words []int
	pat   *Pattern
	stage int
	as    bool
}

// ctxOf returns the context part i is judged in.
func (e *evaluation) ctxOf(i int) *Context {
	if e.partCtx != nil {
		return e.partCtx[i]
	}
	return e.ctx
}

// match tries each of the rule's patterns on part i and returns where the
// first matching one matched.
func (e *evaluation) match(r *Rule, i int, mode MatchMode) (hit, bool) {
	var found hit
	ok := false
	e.eachMatch(r, i, mode, func(h hit) bool {
		found, ok = h, true
		return false
	})
	return found, ok
}

// eachMatch tries each of the rule's patterns on part i and gives yield
// where each matching one matched, until yield returns false.
func (e *evaluation) eachMatch(r *Rule, i int, mode MatchMode, yield func(hit) bool) {
	ctx := e.ctxOf(i)
	if len(r.except) > 0 && !e.negates(i) {
		excepted := false
		out := exceptOutput{writes: partWritesFile(e.cmd.Parts[i])} // eval_except_output.go
		e.p.patterns.exceptsOf(r).each(len(r.except), e.cmd.Parts[i].Program, func(k int) bool {
			excepted = r.except[k].matchExcept(e.cmd, i, ctx) || e.exceptsApartFromOutput(r, i, k, ctx, &out)
			return !excepted
		})
		if excepted {
			return
		}
	}
	// The rule's patterns that may match the part (eval_index.go).
	pats := e.patternsFor(r, e.cmd.Parts[i], mode)
	for pat := pats.next(); pat != nil; pat = pats.next() {
		words, k, ok := pat.matchPart(e.cmd, i, ctx, mode)
		if !ok && mode == Might {
			if words, ok := e.matchAs(pat, i, ctx, Might); ok {
				if !yield(hit{words: words, pat: pat, as: true}) {
					return
				}
				continue
			}
		}
		if !ok {
			continue
		}
		h := hit{words: words, pat: pat, stage: k}
		if k < 0 {
			h = hit{pat: pat}
		}
		if !yield(h) {
			return
		}
	}
}

// negates returns negatesFlag of part i, once per evaluation: every
// default with exceptions asks it.
func (e *evaluation) negates(i int) bool {
	if e.negated == nil {
		e.negated = make([]uint8, len(e.cmd.Parts))
	}
	if e.negated[i] == 0 {
		e.negated[i] = 1
		if negatesFlag(e.cmd.Parts[i]) {
			e.negated[i] = 2
		}
	}
	return e.negated[i] == 2
}
