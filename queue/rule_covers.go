package queue

import (
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// StillAsking is a part of the command a rule is written from that the
// policy, with the rule in force, would still not allow: the rule's
// author approves that ask only when no part is left so (rt18k #7), or
// "always allow" on `rm -rf /srv/x; rm -rf ~/` would write a rule for
// the first part and let the second run with it.
type StillAsking struct {
	// Part is the part's index in the command, Text its text as read;
	// Parts how many parts the command has (words for one part need no
	// number: "r1 still asks about the command").
	Part  int    `json:"part"`
	Text  string `json:"text"`
	Parts int    `json:"parts,omitempty"`
	// Outcome is what the policy would decide of the part, Rule the rule
	// that decides it ("" for the fallback).
	Outcome patterns.Outcome `json:"outcome"`
	Rule    string           `json:"rule,omitempty"`
}

// stillAsking evaluates the command of ask from with rule pr in force
// (enforced, at place, with the ID id, whether or not it is proposed or
// written in shadow mode) and returns the deciding part that the policy
// would then not allow, or nil when it would allow every part.
func (s *Service) stillAsking(ps policyState, pr *patterns.Rule, id string, place store.Place, from store.Ask, ctx *patterns.Context) (*StillAsking, error) {
	r := *pr
	r.ID, r.Mode = id, patterns.Enforce
	ids := make([]string, len(ps.rules))
	for i, x := range ps.rules {
		ids[i] = x.ID
	}
	pol, err := s.compilePolicy(ps.rules, ps.settings, placeIndex(ids, place), &r)
	if err != nil {
		return nil, err
	}
	cmd := patterns.Read(from.Command)
	return stillAskingIn(pol.Evaluate(cmd, ctx, s.now()), cmd, from.Command), nil
}

// stillAskingIn is the deciding part of v, a verdict on cmd (read from
// text), when v does not allow; nil when it does.
func stillAskingIn(v *patterns.Verdict, cmd *patterns.Command, text string) *StillAsking {
	if v.Outcome == patterns.Allow {
		return nil
	}
	still := &StillAsking{Part: v.Part, Outcome: v.Outcome, Rule: v.Rule, Text: text, Parts: len(cmd.Parts)}
	if v.Part >= 0 && v.Part < len(cmd.Parts) {
		still.Text = cmd.Parts[v.Part].Text()
	}
	return still
}
