package patterns

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// catastrophes are commands a shielded default guards against: no allow
// rule the guard rails let through may allow one, alone or after a
// harmless part. testContext's home is /home/op, its store's directory
// /home/op/.local/state/ozdesk.
var catastrophes = []string{
	"rm -rf ~", "rm -rf ~/", "rm -rf /", "rm -rf $HOME", "rm -rf /home", "rm -rf /home/op", "rm -fr ~/*",
	"rm -rf /etc/ozdesk", "rm -rf /home/op/.local/state/ozdesk", "rm -f /home/op/.local/state/ozdesk/desk.db",
	"rm -rf ~/.claude/settings.json", "rm -rf ~/.claude", "ls; rm -rf ~", "ls\t;rm -rf ~",
	"echo x > ~/.claude/settings.json", "cp /tmp/x /etc/ozdesk/config.yaml", "rm -rf /srv/b6 ~",
	"find ~ -delete", "mv ~ /tmp/old",
}

// shieldContext is testContext with the protected paths the queue gives
// a context: the store's directory, the harness settings, /etc/ozdesk.
func shieldContext() *Context {
	ctx := testContext()
	ctx.Protected = append(ctx.Protected, "/home/op/.claude/settings.json", "/home/op/proj/.claude/settings.json", "/etc/ozdesk")
	return ctx
}

// TestShieldRails: the guard rails refuse an allow that reaches a
// shielded place unless it names the command literally and confirms the
// default; they let through allows that stay clear of them.
func TestShieldRails(t *testing.T) {
	ctx := shieldContext()
	end := testNow.Add(24 * time.Hour)
	tests := []struct {
		pattern  string
		over     string
		confirms []string
		shielded bool
	}{
		{pattern: "rm -r -f [outside-workdir]", shielded: true},
		{pattern: "rm -r -f [home]", shielded: true},
		{pattern: "rm -r -f [protected]", shielded: true},
		{pattern: "rm -r -f /srv/*", shielded: false},
		{pattern: "rm -r -f /srv/b6", shielded: false},
		{pattern: "rm -r -f build", shielded: false},
		{pattern: "rm -r -f ~/proj/build", shielded: false},
		{pattern: "rm -r -f build **", shielded: true},
		{pattern: "rm -r -f ~/*", shielded: true},
		{pattern: "rm -r -f /*", shielded: true},
		{pattern: "rm -r -f ~", shielded: true},
		{pattern: "rm -r -f /", shielded: true},
		// The home holds the harness settings: both defaults guard it.
		{pattern: "rm -r -f ~", confirms: []string{"cmd.delete-home"}, shielded: true},
		{pattern: "rm -r -f ~", confirms: []string{"cmd.delete-home", "cmd.guard-tamper"}, shielded: false},
		{pattern: "rm -r -f /srv/*", confirms: []string{"cmd.delete-home"}, shielded: true},
		{pattern: "rm -r -f ~", confirms: []string{"cmd.publish"}, shielded: true},
		{pattern: "rm -f ~/.claude/settings.json", shielded: true},
		{pattern: "rm -f ~/.claude/settings.json", confirms: []string{"cmd.guard-tamper"}, shielded: false},
		{pattern: "cp * [outside-workdir]", shielded: true},
		{pattern: "echo hi > [outside-workdir]", shielded: true},
		{pattern: "git status", shielded: false},
		{pattern: "aws s3 ls **", shielded: false},
		{pattern: "curl ** [egress] **", shielded: false},
		{over: "cmd.delete-home", shielded: true},
		{over: "cmd.guard-tamper", shielded: true},
		{over: "cmd.download-run", shielded: false},
	}
	for _, tt := range tests {
		r := &Rule{ID: "r1", Outcome: Allow, Over: tt.over, Reason: "why", End: end, Confirms: tt.confirms}
		if tt.pattern != "" {
			r.Pattern = MustParsePattern(tt.pattern)
		}
		var got *RailError
		for _, e := range CheckAllow(r, nil, -1, ctx) {
			if e.Rail == RailShielded {
				got = e
			}
		}
		if (got != nil) != tt.shielded {
			t.Errorf("%q over %q confirms %v: shielded rail %v, want %v", tt.pattern, tt.over, tt.confirms, got, tt.shielded)
		}
		if got != nil && (got.Msg == "" || got.Hint == "") {
			t.Errorf("%q: rail without its problem or way out: %v", tt.pattern, got)
		}
	}
}

// TestShieldEvaluate: an allow rule that reaches a shielded place, however
// it came into the store, stands aside for the parts a shielded default
// might match, and still decides the others; a literal rule that
// confirms the default overrides it for that command only.
func TestShieldEvaluate(t *testing.T) {
	ctx := shieldContext()
	end := testNow.Add(24 * time.Hour)
	wide := &Rule{ID: "r1", Outcome: Allow, Pattern: MustParsePattern("rm -r -f [outside-workdir]"), Reason: "cleanup", End: end}
	over := &Rule{ID: "r2", Outcome: Allow, Over: "cmd.delete-home", Reason: "carve", End: end}
	unconfirmed := &Rule{ID: "r3", Outcome: Allow, Pattern: MustParsePattern("rm -f ~/.claude/settings.json"), Reason: "x", End: end}
	confirmed := &Rule{ID: "r4", Outcome: Allow, Pattern: MustParsePattern("rm -r -f ~/.claude"), Reason: "x", End: end,
		Confirms: []string{"cmd.guard-tamper"}}
	pol, err := NewPolicy([]*Rule{wide, over, unconfirmed})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range catastrophes {
		v := pol.Explain(c, ctx, testNow)
		if v.Outcome == Allow {
			t.Errorf("%q: allowed by %q; a shielded place must ask", c, v.Rule)
		}
	}
	pol, err = NewPolicy([]*Rule{wide, over, unconfirmed, confirmed})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ cmd, outcome, rule string }{
		{"rm -rf /srv/b7", "allow", "r1"},
		{"ls; rm -rf /srv/b7", "allow", ""},
		{"rm -rf /srv/b7; ls; rm -rf ~", "ask", "cmd.delete-home"},
		{"rm -rf ~", "ask", "cmd.delete-home"},
		{"rm -f ~/.claude/settings.json", "ask", "cmd.guard-tamper"},
		{"rm -rf ~/.claude", "allow", "r4"},
		{"rm -rf ~/.claude ~", "ask", "cmd.delete-home"},
	}
	for _, tt := range tests {
		v := pol.Explain(tt.cmd, ctx, testNow)
		if v.Outcome.String() != tt.outcome || v.Rule != tt.rule {
			t.Errorf("%q: %s by %q, want %s by %q", tt.cmd, v.Outcome, v.Rule, tt.outcome, tt.rule)
		}
	}
}

// widenAsks are asks an operator widens from at the desk.
var widenAsks = []string{
	"rm -rf /srv/b6", "rm -rf build", "rm -f /home/op/proj/out.log", "rm -rf ~/proj/tmp", "rm -rf ../other",
	"cp a.txt /srv/www/a.txt", "echo hi > /srv/out.txt", "rm -rf /tmp/x", "find /srv/cache -delete",
	"mv /srv/a /srv/b", "chmod -R 755 /srv/www", "tar -xzf a.tgz -C /srv/app", "rm -rf ~/.cache/pip",
}

// TestShieldEveryRung: for each ask, every rung of every word's ladder
// (alone, all words at once, and with the tail widened to **): whatever
// the guard rails let through allows no catastrophe.
func TestShieldEveryRung(t *testing.T) {
	for _, src := range widenAsks {
		for _, pat := range rungPatterns(t, src) {
			checkRung(t, src, pat)
		}
	}
}

// rungPatterns lists the patterns the editor offers from an ask's first
// part: each slot at each level, every slot at its widest, and each tail.
func rungPatterns(t *testing.T, src string) []*Pattern {
	t.Helper()
	ctx := shieldContext()
	cmd := Read(src)
	fresh := func() *Suggestion {
		s, err := Suggest(cmd, 0, ctx)
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		return s
	}
	var out []*Pattern
	base := fresh()
	for k := range base.Slots {
		s := fresh()
		out = append(out, s.Pattern())
		for s.Widen(k) {
			out = append(out, s.Pattern())
		}
		s = fresh()
		s.SetTail(max(k, 1))
		out = append(out, s.Pattern())
	}
	s := fresh()
	for widened := true; widened; {
		widened = false
		for k := range s.Slots {
			if s.Widen(k) {
				widened = true
			}
		}
		out = append(out, s.Pattern())
	}
	return out
}

// checkRung writes pat as an allow if the guard rails let it through and
// checks that it allows no catastrophe.
func checkRung(t *testing.T, src string, pat *Pattern) {
	t.Helper()
	ctx := shieldContext()
	r := &Rule{ID: "r1", Outcome: Allow, Pattern: pat, Reason: "why", End: testNow.Add(time.Hour)}
	if len(CheckAllow(r, Read(src), 0, ctx)) > 0 {
		return
	}
	pol, err := NewPolicy([]*Rule{r})
	if err != nil {
		t.Fatalf("%q: %v", pat, err)
	}
	for _, c := range catastrophes {
		if v := pol.Explain(c, ctx, testNow); v.Outcome == Allow {
			t.Errorf("from %q the rails pass %q, which allows %q", src, pat, c)
		}
	}
	// Without the evaluation's shield the rails alone must hold too: the
	// rule, evaluated with no defaults, must not certainly match one.
	for _, c := range catastrophes {
		cmd := Read(c)
		for i := range cmd.Parts {
			if _, ok := pat.MatchAt(cmd, i, ctx, Certainly); ok && shieldedBy(cmd, ctx) {
				t.Errorf("from %q the rails pass %q, which matches %q (part %d)", src, pat, c, i)
			}
		}
	}
}

// shieldedBy reports whether a shielded default asks about cmd.
func shieldedBy(cmd *Command, ctx *Context) bool {
	pol, err := NewPolicy(nil, WithDefaults(shieldDefaultRules.get()))
	if err != nil {
		panic(err)
	}
	v := pol.Evaluate(cmd, ctx, testNow)
	return v.Outcome == Ask && IsShielded(v.Rule)
}

// FuzzShieldWiden widens a suggestion by the fuzzer's choices: whatever
// the guard rails let through allows no catastrophe.
func FuzzShieldWiden(f *testing.F) {
	for i, src := range widenAsks {
		f.Add(src, []byte{byte(i), 1, 1, 0, 2})
	}
	f.Add("rm -rf /srv/b6", []byte{3, 1, 3, 1})
	f.Fuzz(func(t *testing.T, src string, choices []byte) {
		if len(src) > 200 || len(choices) > 32 {
			return
		}
		ctx := shieldContext()
		cmd := Read(src)
		if len(cmd.Parts) == 0 {
			return
		}
		s, err := Suggest(cmd, 0, ctx)
		if err != nil || len(s.Slots) == 0 {
			return
		}
		for _, c := range choices {
			k := int(c>>2) % len(s.Slots)
			switch c & 3 {
			case 0, 1:
				s.Widen(k)
			case 2:
				s.Narrow(k)
			case 3:
				s.SetTail(max(k, 1))
			}
		}
		checkRung(t, src, s.Pattern())
	})
}

// ExampleIsShielded names the shielded defaults.
func ExampleIsShielded() {
	fmt.Println(strings.Join(ShieldedDefaults(), " "), IsShielded("cmd.delete-outside"))
	// Output: cmd.delete-home cmd.guard-tamper false
}

// BenchmarkCheckAllowShield is the guard rails on one widened allow, as
// the pattern editor runs them on every key: the shield's probes
// included.
func BenchmarkCheckAllowShield(b *testing.B) {
	ctx := shieldContext()
	r := &Rule{ID: "r1", Outcome: Allow, Pattern: MustParsePattern("rm -r -f /srv/*"), Reason: "why", End: testNow.Add(time.Hour)}
	for b.Loop() {
		if errs := CheckAllow(r, nil, -1, ctx); len(errs) != 0 {
			b.Fatal(errs)
		}
	}
}
