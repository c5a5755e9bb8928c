package patterns

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
	Part       int                `json:"part"`
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
}

// Report returns the verdict as plain data.
func (v *Verdict) Report() Report {
	r := Report{Outcome: v.Outcome, Rule: v.Rule, Reason: v.Reason, Part: v.Part, Shadow: v.Shadow,
		Unreadable: []UnreadableReport{}, Parts: []PartReport{}}
	for _, u := range v.Unreadable {
		r.Unreadable = append(r.Unreadable, UnreadableReport{Code: u.Code, Detail: u.Detail, Part: u.Part,
			Start: u.Span.Start, End: u.Span.End})
	}
	for i, pv := range v.Parts {
		p := v.Command.Parts[i]
		pr := PartReport{Text: p.Text(), Program: p.Program, Outcome: pv.Outcome, Rule: pv.Rule,
			Reason: pv.Reason, Words: pv.Words, Depth: p.Depth, Start: p.Span.Start, End: p.Span.End,
			Fallback: pv.Fallback}
		for _, w := range p.Wrappers {
			pr.Wrappers = append(pr.Wrappers, w.Name)
		}
		r.Parts = append(r.Parts, pr)
	}
	return r
}
