package store

// AgentWritten reports whether an audit entry of kind names as its actor
// an agent by the name the agent gave itself (an evaluation, an ask, a
// withdrawal and the write budget's refusal), free text that every reader
// of the trail shows quoted, never where operators' and ozdesk's own
// names stand bare: an agent named "op (claimed, uid 0)" must not read as
// the operator (rt38k MEDIUM-2, rt48k F-audit-actor).
func AgentWritten(kind string) bool {
	switch kind {
	case KindEvaluate, KindAsk, KindWithdraw, KindBudget:
		return true
	}
	return false
}
