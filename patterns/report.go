package patterns

import "unicode/utf8"

// Report is a verdict as plain data, for JSON (`ozdesk policy explain
// --json`, the audit trail, an ask's record). It carries what a person or a
// script needs to know why a command was decided; the command's reading
// can always be had again with [Read].
type Report struct {
	Outcome Outcome `json:"outcome"`
	// Rule decided the command ("" for the fallback); Reason is its reason.
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
	// Part is the index of the deciding part, or -1.
	Part int `json:"part"`
	// Because is why the command as a whole asks (Part is -1), or nil.
	Because    *BecauseReport     `json:"because,omitempty"`
	Unreadable []UnreadableReport `json:"unreadable"`
	Parts      []PartReport       `json:"parts"`
	Shadow     []ShadowHit        `json:"shadow,omitempty"`
}

// UnreadableReport is one unreadable thing in a [Report].
type UnreadableReport struct {
	Code   UnreadableCode `json:"code"`
	Detail string         `json:"detail"`
	Part   int            `json:"part"`
	Start  int            `json:"start"`
	End    int            `json:"end"`
}

// PartReport is one part in a [Report].
type PartReport struct {
	Text     string   `json:"text"`
	Program  string   `json:"program"`
	Wrappers []string `json:"wrappers,omitempty"`
	Outcome  Outcome  `json:"outcome"`
	Rule     string   `json:"rule"`
	Reason   string   `json:"reason"`
	// Words are the indexes of the words the deciding rule matched.
	Words    []int `json:"words,omitempty"`
	Depth    int   `json:"depth,omitempty"`
	Start    int   `json:"start"`
	End      int   `json:"end"`
	Fallback bool  `json:"fallback,omitempty"`
	// Because is why the part was asked about or refused, or nil.
	Because *BecauseReport `json:"because,omitempty"`
	// Also are the defaults that also match when an operator's rule
	// decided the part (see [PartVerdict.Also]).
	Also []AlsoReport `json:"also,omitempty"`
}

// MaxBecauseWord is the most bytes of its word a [BecauseReport] quotes:
// Start and End say where the whole word stands.
const MaxBecauseWord = 64

// BecauseReport is a [Because] in a [Report]: the word as it stands in
// the command (at most [MaxBecauseWord] bytes of it, Cut when there is
// more) and where, what it was matched as, and "certain" or "might".
type BecauseReport struct {
	Word      string `json:"word"`
	Cut       bool   `json:"cut,omitempty"`
	Start     int    `json:"start"`
	End       int    `json:"end"`
	Class     string `json:"class"`
	Certainty string `json:"certainty"`
	Effect    string `json:"effect,omitempty"`
	Known     bool   `json:"known,omitempty"`
	Within    bool   `json:"within,omitempty"`
	// Matches are the protected names a glob might match (Because.Matches).
	Matches []string `json:"matches,omitempty"`
	// Dirless: a relative path where the directory is not known
	// (Because.Dirless).
	Dirless bool `json:"dirless,omitempty"`
	// Hosts: where a token goes, off the egress list (Because.Hosts).
	Hosts []string `json:"hosts,omitempty"`
}

// Sentence says the evidence in words (see [Because.Sentence]); a cut
// word ends in "…".
func (b *BecauseReport) Sentence() string {
	word := b.Word
	if b.Cut {
		word += "…"
	}
	c := Because{Class: b.Class, Certain: b.Certainty == "certain", Known: b.Known, Effect: b.Effect, Within: b.Within, Matches: b.Matches, Dirless: b.Dirless, Hosts: b.Hosts}
	return c.Sentence(word)
}

// becauseReport quotes the evidence's word from src.
func becauseReport(b *Because, src string) *BecauseReport {
	if b == nil {
		return nil
	}
	s, e := max(b.Span.Start, 0), min(b.Span.End, len(src))
	if s > e {
		s = e
	}
	word, cut := src[s:e], false
	if len(word) > MaxBecauseWord {
		n := MaxBecauseWord
		for n > 0 && !utf8.RuneStart(word[n]) {
			n--
		}
		word, cut = word[:n], true
	}
	return &BecauseReport{Word: word, Cut: cut, Start: s, End: e, Class: b.Class, Certainty: b.Certainty(),
		Effect: b.Effect, Known: b.Known, Within: b.Within, Matches: b.Matches, Dirless: b.Dirless, Hosts: b.Hosts}
}

// Report returns the verdict as plain data.
func (v *Verdict) Report() Report {
	r := Report{Outcome: v.Outcome, Rule: v.Rule, Reason: v.Reason, Part: v.Part, Shadow: v.Shadow,
		Unreadable: []UnreadableReport{}, Parts: []PartReport{}, Because: becauseReport(v.Because, v.Command.Source)}
	for _, u := range v.Unreadable {
		r.Unreadable = append(r.Unreadable, UnreadableReport{Code: u.Code, Detail: u.Detail, Part: u.Part,
			Start: u.Span.Start, End: u.Span.End})
	}
	for i, pv := range v.Parts {
		p := v.Command.Parts[i]
		pr := PartReport{Text: p.Text(), Program: p.Program, Outcome: pv.Outcome, Rule: pv.Rule,
			Reason: pv.Reason, Words: pv.Words, Depth: p.Depth, Start: p.Span.Start, End: p.Span.End,
			Fallback: pv.Fallback, Because: becauseReport(pv.Because, v.Command.Source),
			Also: alsoReports(pv.Also, v.Command.Source)}
		for _, w := range p.Wrappers {
			pr.Wrappers = append(pr.Wrappers, w.Name)
		}
		r.Parts = append(r.Parts, pr)
	}
	return r
}
