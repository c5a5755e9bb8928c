package patterns

// Verdict is a policy's answer for one command, with its explanation.
type Verdict struct {
	// Outcome is the strictest outcome over the parts.
	Outcome Outcome
	// Rule is the ID of the rule that decided the command ("" when the
	// fallback decided), and Reason its reason.
	Rule, Reason string
	// Part is the index of the deciding part in Command.Parts, or -1 when
	// the command as a whole decided it (a parse error, the size limit, an
	// empty command).
	Part int
	// Because is, when the command as a whole decided an ask or a
	// refusal (Part is -1), the evidence: what of it could not be read,
	// where it stands, as a part's [PartVerdict.Because] says for a part.
	Because *Because
	// Command is the reading the verdict is about.
	Command *Command
	// Parts holds one entry per part of Command, in the same order.
	Parts []PartVerdict
	// Unreadable repeats Command.Unreadable: a verdict over anything
	// unreadable is never Allow.
	Unreadable []Unreadable
	// Shadow lists what shadow rules would have decided, for the record.
	Shadow []ShadowHit
	// Nested reports that judging the command judged text its parts'
	// words do not name (eval_nested.go): a body read from disk, a
	// guard's reading of a body's part, a fragment of an over-long
	// command. Such a verdict may rest on any rule of the policy, not
	// only those [Policy.ConsultsOnLine] returns.
	Nested bool
}

// PartVerdict is how one part was decided.
type PartVerdict struct {
	Outcome Outcome
	// Rule is the deciding rule's ID: a rule, "cmd.unreadable" for the
	// floor, or "" for the fallback. Reason is its reason.
	Rule, Reason string
	// Words are the indexes into Part.Words the deciding rule's pattern
	// matched, for highlighting.
	Words []int
	// Fallback reports that no rule matched and the fallback decided.
	Fallback bool
	// Because is the evidence the deciding rule matched on (for an ask
	// or a refusal, the floor's too), or nil.
	Because *Because
	// Also are the defaults that also match the part when an operator's
	// rule decided it (eval_also.go), or nil.
	Also []AlsoHit
}

// ShadowHit is a shadow rule that matched: what it would have decided.
type ShadowHit struct {
	Rule    string  `json:"rule"`
	Outcome Outcome `json:"outcome"`
	// Part is the index of the part it matched.
	Part int `json:"part"`
	// Changes reports whether the command's outcome would have differed
	// had the rule been enforced.
	Changes bool `json:"changes"`
}

// Deciding returns the verdict of the deciding part, or nil when the
// command as a whole decided.
func (v *Verdict) Deciding() *PartVerdict {
	if v.Part < 0 || v.Part >= len(v.Parts) {
		return nil
	}
	return &v.Parts[v.Part]
}
