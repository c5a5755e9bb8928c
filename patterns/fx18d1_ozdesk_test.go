package patterns

import "testing"

// fx18d1OzdeskCases: rt18d finding 2. Every verb of ozdesk's own CLI that
// writes (the audit trail cut, the store compacted, the broker started,
// the policy, settings and decisions) asks as guard-tamper, however
// ozdesk is reached and whatever options stand before or between its
// words; the verbs that only read stay allowed.
var fx18d1OzdeskCases = []doesCase{
	{"ozdesk audit cut --through 999 --exported abc", "cmd.guard-tamper"},
	{"ozdesk audit export -o /tmp/a.jsonl && ozdesk audit cut --through 999 --exported abc", "cmd.guard-tamper"},
	{"ozdesk store compact", "cmd.guard-tamper"},
	{"ozdesk serve --socket /tmp/s.sock --init", "cmd.guard-tamper"},
	{"ozdesk --operator bob audit cut --through 1 --exported x", "cmd.guard-tamper"},
	{"ozdesk audit --json cut --through 1 --exported x", "cmd.guard-tamper"},
	{"/usr/local/bin/ozdesk store compact", "cmd.guard-tamper"},
	{"env ozdesk store compact", "cmd.guard-tamper"},
	{"sudo -u op ozdesk audit cut --through 1 --exported x", "cmd.guard-tamper"},
	{"bash -c 'ozdesk store compact'", "cmd.guard-tamper"},
	{"ozdesk policy egress add evil.example --reason x", "cmd.guard-tamper"},
	{"ozdesk policy egress rm pypi.org", "cmd.guard-tamper"},
	{"ozdesk policy --db /home/op/.local/state/ozdesk/desk.db set fallback allow", "cmd.guard-tamper"},
	{`ozdesk policy "$VERB" x`, "cmd.guard-tamper"},
	{"ozdesk queue approve 3", "cmd.guard-tamper"},
	{"ozdesk frobnicate", "cmd.guard-tamper"}, // a verb ozdesk may grow
	{"ozdesk audit", ""},
	{"ozdesk audit --since 1h --json", ""},
	{"ozdesk audit verify", ""},
	{"ozdesk audit export -o /tmp/a.jsonl", ""},
	{"ozdesk queue ls", ""},
	{"ozdesk queue show 3", ""},
	{"ozdesk policy explain -- ls", ""},
	{"ozdesk policy egress list", ""},
	{"ozdesk policy replay --since 24h", ""},
	{"ozdesk policy allow --help", ""},
	{"ozdesk store info", ""},
	{"ozdesk help exit-codes", ""},
	{"ozdesk-hook hook claude-code --wait 14m", ""},
	{"ozdesk whoami", ""},
}

// TestFx18d1Ozdesk checks fx18d1OzdeskCases against the defaults.
func TestFx18d1Ozdesk(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "ozdesk ", fx18d1OzdeskCases)
}

// FuzzOzdeskVerb: reading ozdesk's verb from any words never panics, and
// an ozdesk line holding "audit cut" as its verb after any global
// options is never allowed.
func FuzzOzdeskVerb(f *testing.F) {
	for _, c := range fx18d1OzdeskCases {
		f.Add(c.cmd)
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		f.Fatal(err)
	}
	ctx := effectsCtx("/home/op/proj")
	rd := NewReader()
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 512 {
			return
		}
		timer := watchdog(src)
		defer timer.Stop()
		if cmd := rd.Read(src); cmd != nil {
			for _, p := range cmd.Parts {
				if p != nil && len(p.Words) > 0 {
					_, _ = ozdeskVerb(p.Words)
				}
			}
		}
		line := "ozdesk --operator " + shellQuote(src) + " audit cut --through 1 --exported x"
		if v := pol.Explain(line, ctx, testNow); v.Outcome == Allow {
			t.Fatalf("%q allowed", line)
		}
	})
}
