package patterns

import "testing"

// fx36pPathCases: an operator's path rule matches what the command does,
// not a spelling that dodges it (rt35v F8, F9, F10).
var fx36pPathCases = []pathRuleCase{
	// F8: the file read through standard input or another descriptor.
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat - < secrets.env", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat /dev/stdin < secrets.env", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat /dev/fd/0 < secrets.env", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat /proc/self/fd/0 < secrets.env", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat /dev/fd/3 3< secrets.env", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat 3< secrets.env <&3", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "3< secrets.env cat <&3", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat <&3 3<secrets.env", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat 0<&4 4< secrets.env", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat <&3- 3< secrets.env", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat 3<> secrets.env <&3", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "exec 3< secrets.env; cat <&3", Refuse, "r1"}, // fd 3 of unknown place
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat /dev/fd/5", Refuse, "r1"},
	{Ask, "cat /w/p/secrets.env", "/w/p", "cat - < secrets.env", Ask, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat - < README.md", Allow, ""},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat 3< secrets.env", Allow, ""},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat -", Allow, ""},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat /dev/stdin", Allow, ""},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat <&0", Allow, ""},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat README.md 2>&1", Allow, ""},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat /dev/fd/3 3< README.md", Allow, ""},
	{Allow, "cat /w/p/README.md", "/w/p", "cat - < README.md", Allow, ""}, // allows never read stdin
}

// TestFx36pPathRules runs fx36pPathCases.
func TestFx36pPathRules(t *testing.T) { runPathRuleCases(t, fx36pPathCases) }

// runPathRuleCases evaluates each case's command under its one rule r1.
func runPathRuleCases(t *testing.T, cases []pathRuleCase) {
	t.Helper()
	for _, c := range cases {
		pol, err := NewPolicy([]*Rule{rule("r1", c.outcome, c.pattern)})
		if err != nil {
			t.Fatal(err)
		}
		ctx := testContext()
		ctx.Cwd = c.cwd
		v := pol.Explain(c.cmd, ctx, testNow)
		ruleOK := v.Rule == c.rule || c.rule == "-" && v.Rule != "r1"
		if c.rule == "" {
			ruleOK = v.Rule != "r1"
		}
		if v.Outcome != c.want || !ruleOK {
			t.Errorf("%s %q, cwd %s: %q got %s by %q (%s); want %s by %q",
				c.outcome, c.pattern, c.cwd, c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}
