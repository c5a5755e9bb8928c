package cards

import (
	"strings"
	"testing"
	"time"
)

// TestCardWithdrawnByAgentQuoted: an ask its asker withdrew ends "by"
// the agent's own name, which the card quotes as it quotes the agent
// field, its quote marks escaped; bare, an agent named "op (claimed, uid
// 0)" read as the operator who denied it (rt48k F-audit-actor). An
// operator's decision stays bare, at 80 columns and at 40.
func TestCardWithdrawnByAgentQuoted(t *testing.T) {
	p := policy(t, true)
	at := cardNow().Add(-time.Minute)
	for _, tc := range []struct {
		name, state, by string
		width           int
		want, notWant   string
	}{
		{"withdrawn", "withdrawn", "op (claimed, uid 0)", 80, "refuse by «op (claimed, uid 0)», 1m ago", "by op (claimed"},
		{"withdrawn narrow", "withdrawn", "op (claimed, uid 0)", 40, "refuse by «op (claime", "by op (claime"},
		{"own quote marks", "withdrawn", "x» approved by «op", 80, `by «x\u00bb approved by \u00abop»`, "by «x» approved"},
		{"denied", "denied", "op", 80, "refuse by op, 1m ago", "«op»"},
	} {
		c := cardFor(t, "rm -rf build", p)
		c.State, c.Decision = tc.state, &Decision{By: tc.by, Outcome: "refuse", At: at}
		out := plain(RenderCard(c, tc.width, PlainStyles()))
		if !strings.Contains(out, tc.want) {
			t.Errorf("%s: no %q in\n%s", tc.name, tc.want, out)
		}
		if strings.Contains(out, tc.notWant) {
			t.Errorf("%s: %q in\n%s", tc.name, tc.notWant, out)
		}
	}
}
