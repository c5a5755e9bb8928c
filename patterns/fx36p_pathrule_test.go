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
	// F10: a link made earlier in the line, then read through: the
	// operand's place is not known.
	{Refuse, "cat /w/p/secrets.env", "/w/p", "ln -s /w/p/secrets.env z && cat z", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "ln -s ./secrets.env z && cat z", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "ln -s /w/p/secrets.env z && cat < z", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "ln secrets.env z && cat z", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cp -s /w/p/secrets.env z && cat z", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cp -l secrets.env z && cat z", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "ln -s /w/p y && cat y/secrets.env", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "ln -sf /w/p/secrets.env README.md; cat ./README.md", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cd /tmp && ln -s /w/p/secrets.env z && cd /w/p && cat /tmp/z", Refuse, "r1"},
	{Ask, "cat /w/p/secrets.env", "/w/p", "ln -s /w/p/secrets.env z && cat z", Ask, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "ln -s /w/p/secrets.env z && cat README.md", Allow, ""},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat z && ln -s /w/p/secrets.env z", Allow, ""},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "ln -s x y && cat z", Allow, ""},
	{Refuse, "rm -r /w/p/important", "/w/p", "ln -s important y && rm -r y", Allow, ""}, // rm removes the link
	{Refuse, "rm -r /w/p/important", "/w/p", "ln -s /w/p y && rm -r y/important", Refuse, "r1"},
	// F9: find's deletes bounded by -name reach ROOT/NAME, and a
	// recursive delete of a directory holding the path deletes it.
	{Refuse, "rm -r /w/p/important", "/w/p", "find . -name important -delete", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "find /w/p -name important -delete", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "find . -name 'imp*' -delete", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "find . -name important -exec rm -r {} +", Refuse, "r1"},
	{Refuse, "rm /w/p/important", "/w/p", "find . -name important -exec rm {} ';'", Refuse, "r1"},
	{Refuse, "rm -r -f /w/p/important", "/w/p", "find . -name important -exec rm -rf {} +", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "find . -delete", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w", "find p -delete", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w", "find p -type f -delete", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w", "rm -rf p", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w", "rm --recursive /w/p/", Refuse, "r1"},
	{Refuse, "rm /w/p/important", "/tmp", "rm -rf /w", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "find . -name secrets.env -exec cat {} +", Refuse, "r1"},
	{Ask, "rm -r /w/p/important/**", "/w", "rm -rf p", Ask, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "find . -name '*.o' -delete", Allow, ""},
	{Refuse, "rm -r /w/p/important", "/w/p", "find . -name '*.o' -exec rm -rf {} +", Allow, ""},
	{Refuse, "rm -r /w/p/important", "/w/p", "find build -name important -delete", Allow, ""},
	{Refuse, "rm -r /w/p/important", "/w", "rm p", Allow, ""},       // no directory goes
	{Refuse, "rm -r /w/p/important", "/w", "rm -- -r p", Allow, ""}, // -r is a file
	{Refuse, "rm -r /w/p/important", "/w", "rm -rf p/other pp", Allow, ""},
	{Refuse, "cat /w/p/secrets.env", "/w", "cat p", Allow, ""},                       // only deletes reach below
	{Allow, "rm -r -f /w/p/build", "/w/p", "rm -rf /w/p", Ask, "cmd.delete-outside"}, // not by r1: the workdir itself (fx48c)
}

// TestFx36pLinkedAllow: an allow that names a path matches no word that
// may run through a link made earlier in the line (rt35v F10).
func TestFx36pLinkedAllow(t *testing.T) {
	ctx := &Context{Cwd: "/w/p", Home: "/home/op"}
	runMatchCases(t, []matchCase{
		{pat: "cat /w/p/README.md", cmd: "ln -sf /w/p/secrets.env README.md && cat README.md", at: 1, might: true, ctx: ctx},
		{pat: "cat README.md", cmd: "ln -sf secrets.env README.md && cat README.md", at: 1, might: true, ctx: ctx},
		{pat: "cat [inside-workdir]", cmd: "ln -s ~/.ssh/id_rsa k && cat k", at: 1, might: true, ctx: ctx},
		{pat: "cat *", cmd: "ln -s ~/.ssh/id_rsa k && cat k", at: 1, might: true, certain: true, ctx: ctx},
		{pat: "cat /w/p/README.md", cmd: "ln -s x y && cat README.md", at: 1, might: true, certain: true, ctx: ctx},
	})
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
