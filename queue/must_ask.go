package queue

import (
	"strings"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// MustAskRule is the rule an answer and an ask name when the asker, not
// the policy, made the command ask ([Request.MustAsk]): an adapter that
// cannot be sure its harness runs the command as ozdesk read it (another
// shell's dialect, a prefix the harness puts before it, a patch it
// cannot read) asks a person instead of refusing. No rule of the
// policy's can allow such an ask: only an operator at the desk can.
const MustAskRule = "harness.unsure"

// MaxMustAskBytes is the longest [Request.MustAsk] kept; a longer one is
// cut (it is the asker's word, shown on the card as such).
const MaxMustAskBytes = 512

// mustAskText is why req must at least ask, clipped to
// [MaxMustAskBytes] of valid UTF-8 with its blanks folded; "" when the
// asker did not say.
func mustAskText(req Request) string {
	why := strings.Join(strings.Fields(req.MustAsk), " ")
	if len(why) > MaxMustAskBytes {
		why = strings.ToValidUTF8(why[:MaxMustAskBytes], "") + "…"
	}
	return strings.ToValidUTF8(why, "")
}

// atLeastAsk turns the policy's allow of a command its asker said must
// at least ask (why, not "") into an ask by [MustAskRule]; an ask or a
// refusal stands, whatever the asker said: the asker can only make the
// answer stricter.
func atLeastAsk(v *patterns.Verdict, rep *patterns.Report, why string) {
	if why == "" || v.Outcome != patterns.Allow {
		return
	}
	v.Outcome, v.Rule, v.Reason = patterns.Ask, MustAskRule, mustAskReason(why)
	rep.Outcome, rep.Rule, rep.Reason, rep.Part = v.Outcome, v.Rule, v.Reason, -1
}

// mustAskReason is the reason an ask by [MustAskRule] gives.
func mustAskReason(why string) string {
	return "the policy allows it, but the harness cannot be sure it runs what ozdesk read, so a person must decide (the asker says: " + why + ")"
}

// keptPending reports whether a pending ask the policy now decides as v
// stays pending all the same: an ask its asker made ask ([MustAskRule])
// is never resolved to allow by a rule, only refused.
func keptPending(a store.Ask, v *patterns.Verdict) bool {
	return a.MustAsk != "" && v.Outcome == patterns.Allow
}
