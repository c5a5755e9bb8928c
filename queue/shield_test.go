package queue

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/store"
)

// TestShieldedAllowRefused: from the command line or a card, an allow that
// reaches the home directory, the root or ozdesk's own files is refused by
// the guard rails, scoped or not, and resolves nothing; a literal allow of
// one such command passes only with the operator's confirmation.
func TestShieldedAllowRefused(t *testing.T) {
	s := newService(t)
	home := t.TempDir()
	ask := func(cmd string) string {
		return mustEvaluate(t, s, Request{Command: cmd, Agent: "burst1", Cwd: "/tmp/proj", Home: home}).Ask.ID
	}
	from := ask("rm -rf /srv/b6")
	hostile := ask("ls\t;rm -rf ~")
	for _, spec := range []RuleSpec{
		{Pattern: "rm -r -f [outside-workdir]", FromAsk: from, Scope: patterns.Scope{Agent: "burst1"}},
		{Pattern: "rm -r -f [outside-workdir]"},
		{Pattern: "rm -r -f [home]", Scope: patterns.Scope{Agent: "zz"}},
		{Pattern: "rm -r -f [protected]", Scope: patterns.Scope{Agent: "zz"}},
		{Pattern: "rm -r -f ~"},
		{Pattern: "rm -r -f /srv/*", Confirms: []string{"cmd.delete-home"}},
		{Over: "cmd.delete-home"},
		{Over: "cmd.guard-tamper"},
	} {
		spec.Outcome, spec.Reason, spec.End, spec.Author = patterns.Allow, "cleanup", s.now().Add(24*time.Hour), "alice"
		_, err := s.AddRule(spec)
		var re *RailsError
		if !errors.As(err, &re) || !slices.ContainsFunc(re.Rails, func(r *patterns.RailError) bool { return r.Rail == patterns.RailShielded }) {
			t.Errorf("allow %q over %q confirms %v: %v, want the %s rail", spec.Pattern, spec.Over, spec.Confirms, err, patterns.RailShielded)
		}
	}
	for _, id := range []string{from, hostile} {
		if a, _ := s.Get(id); a.State != store.StatePending {
			t.Errorf("ask %s (%q) is %s after refused rules", id, a.Command, a.State)
		}
	}
	// The home holds the harness settings: both defaults guard it.
	if _, err := s.AddRule(RuleSpec{Outcome: patterns.Allow, Pattern: "rm -r -f ~", Confirms: []string{"cmd.delete-home"},
		Reason: "x", End: s.now().Add(time.Hour), Author: "alice"}); err == nil || !strings.Contains(err.Error(), "cmd.guard-tamper") {
		t.Errorf("confirming one of the two defaults: %v", err)
	}
	both := []string{"cmd.delete-home", "cmd.guard-tamper"}
	res := mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "rm -r -f ~", Confirms: both})
	if !slices.Equal(res.Rule.Confirms, both) {
		t.Errorf("the stored rule lost its confirmation: %+v", res.Rule)
	}
	if a := mustEvaluate(t, s, Request{Command: "rm -rf ~", Cwd: "/tmp/proj", Home: home}); a.Outcome != patterns.Allow || a.Rule != res.Rule.ID {
		t.Errorf("the confirmed literal rule: %s by %s", a.Outcome, a.Rule)
	}
	if a := mustEvaluate(t, s, Request{Command: "rm -rf ~ /", Cwd: "/tmp/proj", Home: home}); a.Outcome != patterns.Ask {
		t.Errorf("rm -rf ~ /: %s by %s, want ask", a.Outcome, a.Rule)
	}
}

// TestResolveReadsEveryPart: a standing allow resolves a pending ask only
// when every part of it is allowed: an allow of one part does not approve
// the line that also deletes the home directory.
func TestResolveReadsEveryPart(t *testing.T) {
	s := newService(t)
	home := t.TempDir()
	ask := func(cmd string) string {
		return mustEvaluate(t, s, Request{Command: cmd, Agent: "burst1", Cwd: "/tmp/proj", Home: home}).Ask.ID
	}
	plain, mixed, tail := ask("rm -rf /srv/b7"), ask("rm -rf /srv/b8; rm -rf ~"), ask("rm -rf /srv/b9 && rm -rf ~/.claude")
	res := mustAddRule(t, s, RuleSpec{Outcome: patterns.Allow, Pattern: "rm -r -f /srv/*"})
	if ids := askIDs(res.Resolved); !slices.Equal(ids, []string{plain}) {
		t.Fatalf("resolved %v, want [%s]", ids, plain)
	}
	for _, id := range []string{mixed, tail} {
		a, _ := s.Get(id)
		if a.State != store.StatePending {
			t.Errorf("ask %s (%q) is %s: an allow of one part decided it", id, a.Command, a.State)
		}
		if !strings.Contains(a.Command, "~") {
			t.Errorf("ask %s: %q", id, a.Command)
		}
	}
}
