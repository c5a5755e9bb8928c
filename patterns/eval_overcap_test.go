package patterns

import (
	"strings"
	"testing"
)

// TestOverCapRefusal: a command padded past the size limit is refused
// when a refuse rule matches a part of its readable head or tail (the
// ends a clipped command keeps), whether it is judged whole or as the
// clipped text the broker sends; one no refuse rule matches there still
// asks by cmd.unreadable, and the ends never allow. Each refused case
// asked before (F6: padding turned a refusal into an ask).
func TestOverCapRefusal(t *testing.T) {
	pad := strings.Repeat("x", DefaultMaxBytes)
	pol, err := NewPolicy([]*Rule{rule("r1", Refuse, "touch forbidden"), rule("r2", Allow, "echo **")})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, cmd string
		want      Outcome
		rule      string
	}{
		{"at the head", "touch forbidden; : " + pad, Refuse, "r1"},
		{"at the tail", ": " + pad + "; touch forbidden", Refuse, "r1"},
		{"at the head, the cut inside a quote", "touch forbidden && echo \"" + pad + "\"", Refuse, "r1"},
		{"at the tail, the cut inside a quote", "echo '" + pad + "'\ntouch forbidden", Refuse, "r1"},
		{"nested in the head", "bash -c 'touch forbidden'; : " + pad, Refuse, "r1"},
		{"clipped, at the head", ClipCommand("touch forbidden; : " + pad), Refuse, "r1"},
		{"clipped, at the tail", ClipCommand(": " + pad + "\ntouch forbidden"), Refuse, "r1"},
		{"harmless padding still asks", "echo " + pad, Ask, "cmd.unreadable"},
		{"the refused words deep in the middle ask", pad + "; touch forbidden; " + pad, Ask, "cmd.unreadable"},
		{"under the limit, read whole", "touch forbidden; : " + pad[:1000], Refuse, "r1"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := pol.Explain(c.cmd, testContext(), testNow)
			if v.Outcome != c.want || v.Rule != c.rule {
				t.Errorf("got %s by %q (%s); want %s by %q", v.Outcome, v.Rule, v.Reason, c.want, c.rule)
			}
			if v.Outcome == Refuse && len(c.cmd) > DefaultMaxBytes && !strings.Contains(v.Reason, "too long to read whole") {
				t.Errorf("the reason %q does not say the command was read in part", v.Reason)
			}
		})
	}
}

// FuzzOverCapEnds: whatever an over-long command's ends hold, reading
// them never panics, and the command is never allowed: it asks, or a
// refuse rule refuses it.
func FuzzOverCapEnds(f *testing.F) {
	for _, s := range []string{"touch forbidden; ", "echo \"", "'", "a|b&c;d\n", ClipCommand(strings.Repeat("y", DefaultMaxBytes+1))} {
		f.Add(s, s)
	}
	pol, err := NewPolicy([]*Rule{rule("r1", Refuse, "touch forbidden"), rule("r2", Allow, "echo **")})
	if err != nil {
		f.Fatal(err)
	}
	pad := strings.Repeat(" ", DefaultMaxBytes)
	f.Fuzz(func(t *testing.T, head, tail string) {
		v := pol.Explain(head+pad+tail, testContext(), testNow)
		if v.Outcome == Allow {
			t.Fatalf("an over-long command was allowed (%s by %q)", v.Reason, v.Rule)
		}
		if v.Outcome == Refuse && v.Rule != "r1" {
			t.Fatalf("refused by %q, want r1", v.Rule)
		}
	})
}
