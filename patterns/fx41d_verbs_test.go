package patterns

import "testing"

// verbs41dCases are rt41 §5 and §7's spellings (defaults_verbs41d.go).
// "" must stay allowed.
var verbs41dCases = []doesCase{
	{"python3 -m poetry publish", "cmd.publish"},
	{"python3 -m hatch publish", "cmd.publish"},
	{"python3 -m flit publish", "cmd.publish"},
	{"node node_modules/.bin/semantic-release", "cmd.publish"},
	{"yarn run semantic-release", "cmd.publish"},
	{"cr upload --owner me --git-repo charts", "cmd.publish"},
	{"rtcwake -m off -s 60", "cmd.system"},
	{"sudo rtcwake -m mem -s 60", "cmd.system"},
	{"sudo timedatectl set-ntp false", "cmd.system"},
	{"sudo hostname evil", "cmd.system"},
	{"sudo iptables -t nat -A OUTPUT -p tcp --dport 443 -j DNAT --to 1.2.3.4", "cmd.credentials"},
	// Everyday.
	{"python3 -m build", ""},
	{"yarn run build", ""},
	{"rtcwake -m show", ""},
	{"hostname", ""},
	{"timedatectl status", ""},
	{"sudo iptables -t nat -L", ""},
}

// TestVerbs41d checks verbs41dCases against the defaults.
func TestVerbs41d(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", verbs41dCases)
}
