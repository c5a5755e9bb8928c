package patterns

import "testing"

// pathRuleCase is one row of TestRefusePathRuleSpellings: an operator's
// rule, the ask's cwd, a command, and the outcome and rule expected.
type pathRuleCase struct {
	outcome Outcome
	pattern string
	cwd     string
	cmd     string
	want    Outcome
	rule    string // "" when no operator rule decides; "-" for any rule but r1
}

// pathRuleCases: an operator's rule that names a path names a place, not
// a spelling (rt35i F1).
var pathRuleCases = []pathRuleCase{
	// The red team's spellings of a refused path.
	{Refuse, "rm -r /w/p/important", "/w/p", "rm -r /w/p/important", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "rm -r ./important", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "rm -r important", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "rm -r important/", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "rm -r /w/p//important", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "rm -r //w/p/important", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "rm -r /w/p/./important", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "rm -r /w/x/../p/important", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "cd /w && rm -r p/important", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "cd .. && rm -r p/important", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "rm -r -f ../p/important", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", `rm -r "$X/important"`, Refuse, "r1"}, // unknown place: might
	{Refuse, "rm -r /w/p/important", "/w/p", `cd "$D" && rm -r important`, Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w", "rm -r p/important", Refuse, "r1"},
	{Refuse, "rm -r /w/p/important", "/w/p", "rm -r important2", Allow, ""},
	{Refuse, "rm -r /w/p/important", "/w/p", "rm -r other/important", Allow, ""},
	{Refuse, "rm -r /w/p/important", "/w/q", "rm -r important", Allow, ""},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat secrets.env", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat ./secrets.env", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "< secrets.env cat", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat < /w/p/secrets.env", Refuse, "r1"},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat < other.env", Allow, ""},
	{Refuse, "cat /w/p/secrets.env", "/w/p", "cat README.md", Allow, ""},
	// ** and * in a path word apply to the cleaned path.
	{Refuse, "rm -r -f /w/p/important/**", "/w/p", "rm -rf important/a", Refuse, "r1"},
	{Refuse, "rm -r -f /w/p/important/**", "/w/p", "rm -rf /w/p//important/a", Refuse, "r1"},
	{Refuse, "rm -r -f /w/p/important/**", "/w/p", "rm -rf ./important/a/b", Refuse, "r1"},
	{Refuse, "rm -r -f /w/p/important/**", "/w/p", "rm -rf unimportant/a", Allow, ""},
	{Refuse, "cat /w/p/*.env", "/w/p", "cat ./prod.env", Refuse, "r1"},
	// Ask rules, and a path in a flag's value; a relative pattern word
	// is read from the same directory as the operand.
	{Ask, "kubectl apply -f /w/p/k8s/prod.yaml", "/w/p", "kubectl apply -f k8s/prod.yaml", Ask, "r1"},
	{Ask, "kubectl apply -f /w/p/k8s/prod.yaml", "/w/p", "kubectl apply -f ./k8s//prod.yaml", Ask, "r1"},
	{Ask, "kubectl apply -f k8s/prod.yaml", "/w/p", "kubectl apply -f ./k8s/prod.yaml", Ask, "r1"},
	{Ask, "kubectl apply -f k8s/prod.yaml", "/w/p", "kubectl apply -f /w/p/k8s/prod.yaml", Ask, "r1"},
	{Ask, "kubectl apply -f k8s/prod.yaml", "/w/p", "kubectl apply -f k8s/dev.yaml", Allow, ""},
	// ~ with the home directory.
	{Refuse, "rm -r ~/keep", "/home/op/proj", "rm -r ../keep", Refuse, "r1"},
	{Refuse, "rm -r ~/keep", "/home/op/proj", "rm -r /home/op//keep", Refuse, "r1"},
	{Refuse, "rm -r ~/keep", "/home/op/proj", "cd ~ && rm -r keep", Refuse, "r1"},
	{Refuse, "rm -r /home/op/keep", "/home/op/proj", "rm -r ~/./keep", Refuse, "r1"},
	{Refuse, "rm -r /home/op/keep", "/home/op/proj", "rm -r $HOME/keep", Refuse, "r1"},
	// Allow rules: a certainly identical spelling, never an unknown place
	// or a "..".
	{Allow, "rm -r /w/p/build", "/w/p", "rm -r ./build", Allow, "r1"},
	{Allow, "rm -r /w/p/build", "/w/p", "rm -r build", Allow, "r1"},
	{Allow, "rm -r /w/p/build", "/w/p", "rm -r /w/p//build", Allow, "r1"},
	{Allow, "rm -r /w/p/build", "/w/p", "rm -r ./build/", Allow, ""}, // a trailing slash follows a link
	{Allow, "rm -r -f /w/p/build/*", "/w/p", "rm -rf build/x", Allow, "r1"},
	{Allow, "rm -r -f /w/p/build/*", "/w/p", "rm -rf build/x/", Allow, ""},
	{Allow, "rm -r -f /w/p/build/**", "/w/p", "rm -rf ./build/x/./y", Allow, ""},
	{Allow, "rm -r /w/p/build", "/w/p", "rm -r ../p2/build", Ask, "-"},
	{Allow, "rm -r /w/p/build", "/w/p", "rm -r ../p/build", Allow, ""},
	{Allow, "rm -r /w/p/build", "/w/p", `rm -r "$X/build"`, Ask, "-"},
	{Allow, "rm -r ~/proj/build", "/home/op/proj", "rm -r build", Allow, "r1"},
	{Allow, "rm -r build", "/w/p", "rm -r ./build", Allow, ""},
}

// TestRefusePathRuleSpellings: refuse and ask rules that name a path
// match every spelling of it; allow rules only certainly identical ones.
func TestRefusePathRuleSpellings(t *testing.T) {
	for _, c := range pathRuleCases {
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
