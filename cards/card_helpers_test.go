package cards

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"ozdesk.dev/ozdesk/patterns"
)

// cardNow is the fixed time every test card is drawn at.
func cardNow() time.Time { return time.Date(2026, 11, 29, 14, 5, 23, 0, time.UTC) }

// cardContext is the context every test command is judged in.
func cardContext() *patterns.Context {
	return &patterns.Context{
		Cwd: "/home/op/proj", Workdir: "/home/op/proj", Home: "/home/op",
		Egress: []string{"get.k3s.io"}, Agent: "claude", Node: "build-01",
	}
}

// operatorRules are an operator's rules above the defaults: an enforced
// refusal of deleting the home directory, and two shadow rules being
// tried out.
func operatorRules(t testing.TB) []*patterns.Rule {
	t.Helper()
	rule := func(id string, o patterns.Outcome, pat, reason string, mode patterns.Mode) *patterns.Rule {
		p, err := patterns.ParsePattern(pat)
		if err != nil {
			t.Fatalf("pattern %q: %v", pat, err)
		}
		return &patterns.Rule{ID: id, Outcome: o, Pattern: p, Reason: reason, Mode: mode}
	}
	return []*patterns.Rule{
		rule("r1", patterns.Refuse, "rm -r [home]", "nobody deletes a home directory from here", patterns.Enforce),
		rule("r2", patterns.Refuse, "git push --force **", "force-pushes are being retired", patterns.Shadow),
		rule("r3", patterns.Ask, "git push **", "pushes are to be reviewed", patterns.Shadow),
	}
}

// policy builds a real policy: the defaults, under the operator's rules
// when withOps is set.
func policy(t testing.TB, withOps bool) *patterns.Policy {
	t.Helper()
	var ops []*patterns.Rule
	if withOps {
		ops = operatorRules(t)
	}
	p, err := patterns.NewPolicy(ops)
	if err != nil {
		t.Fatalf("NewPolicy: %v", err)
	}
	return p
}

// cardFor builds the card the desk would show for src: read with the real
// reader, decided by a real policy, with the suggestion for the deciding
// part and the guard rails' verdict on allowing it for a day.
func cardFor(t testing.TB, src string, p *patterns.Policy) Card {
	t.Helper()
	ctx := cardContext()
	cmd := patterns.Read(src)
	v := p.Evaluate(cmd, ctx, cardNow())
	c := Card{
		ID: "0042", Agent: "claude", Job: "fix-flaky-tests", Node: "build-01",
		Cwd: "/home/op/proj", Harness: "claude-code", State: "pending",
		Created: cardNow().Add(-192 * time.Second), Deadline: cardNow().Add(408 * time.Second),
		Now: cardNow(), Command: cmd, Report: v.Report(), MoreHint: "press v to see all",
		Patterns: RulePatterns(p, v.Report()),
	}
	if v.Part >= 0 {
		if sg, err := patterns.Suggest(cmd, v.Part, ctx); err == nil {
			c.Suggestion = sg
			c.AllowFor = 24 * time.Hour
			r := &patterns.Rule{ID: "new", Outcome: patterns.Allow, Pattern: sg.Pattern(),
				Reason: "approved at the desk", End: cardNow().Add(c.AllowFor)}
			c.Rails = patterns.CheckAllow(r, cmd, sg.Part, ctx)
		}
	}
	return c
}

// plain draws lines as the text they show, one per line.
func plain(lines []string) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(ansi.Strip(l))
		b.WriteByte('\n')
	}
	return b.String()
}

// checkLines checks drawn lines against the rules every card keeps: none
// is wider than width (as lipgloss and as a wcwidth terminal measure), none
// holds a control character or an escape sequence other than SGR, none
// begins a run of text with a character that joins onto what is before it,
// and none shows a character that must be escaped.
func checkLines(t testing.TB, what string, lines []string, width int) {
	t.Helper()
	for i, l := range lines {
		if err := lineProblem(l, width); err != nil {
			t.Errorf("%s: line %d: %v: %q", what, i, err, l)
		}
	}
}

func lineProblem(l string, width int) error {
	if w, wc := ansi.StringWidth(l), ansi.StringWidthWc(l); w > width || wc > width {
		return fmt.Errorf("%d cells (wcwidth %d) in a width of %d", w, wc, width)
	}
	if strings.ContainsAny(l, "\n\r") {
		return fmt.Errorf("a line break inside a line")
	}
	if _, err := segments(l); err != nil {
		return err
	}
	if bad := firstHidden(ansi.Strip(l), false); bad != "" {
		return fmt.Errorf("shows %s", bad)
	}
	return nil
}

// splitLines cuts text that ends with a newline into its lines.
func splitLines(s string) []string {
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}
