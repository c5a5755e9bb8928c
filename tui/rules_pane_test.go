package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// paneRules are rules whose patterns the list cuts: two that differ only
// at their ends, hostile ones (bidi overrides, a zero-width space, a word
// longer than any screen) and one near the longest a pattern may be;
// with short ones between them, enough for the list to scroll.
func paneRules() []string {
	long := "rsync -a"
	for i := 0; len(long) < 900; i++ {
		long += " /srv/data/customers/archive-" + itoa(i)
	}
	return []string{
		"terraform apply -target=module.network.aws_subnet.private_eu_west_1a -target=module.m5 **",
		"terraform apply -target=module.network.aws_subnet.private_eu_west_1a -target=module.m6 **",
		"ls",
		"echo hello\u202eevil\u202c \u200bsafe " + strings.Repeat("x", 300) + " tail-word",
		"make test",
		long,
		"git status",
		"git push --force origin main",
		"kubectl delete namespace production",
	}
}

// shown is what a terminal shows of untrusted text whole: the safe
// display's text, escapes and all, without its style.
func shown(t *testing.T, s string) string {
	t.Helper()
	lines, hidden := cards.SafeBlock(s, 1<<20, 1, cards.PlainStyles())
	if hidden != 0 || len(lines) != 1 {
		t.Fatalf("the safe display of %q did not fit one line", s)
	}
	return ansi.Strip(lines[0])
}

// paneText reads the pane off a screen: its heading, and the pattern's
// lines joined without their labels and wrap marks.
func paneText(scr string) (heading, pattern string, at int) {
	lines := strings.Split(scr, "\n")
	at = -1
	for i, l := range lines {
		if strings.Contains(l, "under the cursor") {
			heading, at = l, i
			break
		}
	}
	if at < 0 {
		return "", "", -1
	}
	for _, l := range lines[at+1:] {
		if !strings.HasPrefix(l, "   ") || len([]rune(l)) < 14 {
			break
		}
		body := string([]rune(l)[14:])
		if strings.HasPrefix(strings.TrimSpace(l), "…") {
			break
		}
		body = strings.TrimRight(body, " ")
		pattern += strings.TrimSuffix(body, "↴")
	}
	return heading, pattern, at
}

// unwrap joins the lines a field's value wraps into (see fieldBlock).
func unwrap(scr string) string { return strings.ReplaceAll(scr, "↴\n"+strings.Repeat(" ", 14), "") }

// TestRulesPaneShowsWholePattern: the rules list cuts a long pattern in
// its row, and the pane under it shows the whole pattern of the rule
// under the cursor, wrapped, hostile text escaped, at 80x24 and 120x40:
// j moves through every rule, the list does not move under the cursor,
// and a pattern longer than the pane says so and shows whole on enter.
// Failed before: the rules view had no pane, and the rows of the two
// terraform rules read the same.
func TestRulesPaneShowsWholePattern(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(sizeName(size.w, size.h), func(t *testing.T) {
			d := openDesk(t, size.w, size.h)
			pats := paneRules()
			for i, p := range pats {
				if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Refuse, Pattern: p,
					Reason: "rule " + itoa(i+1), Author: "admin"}); err != nil {
					t.Fatal(err)
				}
			}
			rules := d.rules()
			d.reload()
			d.keys("2")
			paneAt := -1
			rows := map[string]string{}
			for i, r := range rules {
				if i > 0 {
					d.keys("j")
				}
				scr := d.screen()
				heading, got, at := paneText(scr)
				if at < 0 {
					t.Fatalf("%s: no pane:\n%s", r.ID, scr)
				}
				if !strings.Contains(heading, "rule "+r.ID+" ") && !strings.Contains(heading, "rule "+r.ID+",") {
					t.Fatalf("the pane names another rule than %s: %q", r.ID, heading)
				}
				if paneAt >= 0 && at != paneAt {
					t.Fatalf("the pane moved from line %d to %d as the cursor moved to %s", paneAt, at, r.ID)
				}
				paneAt = at
				want := shown(t, r.Pattern)
				if strings.Contains(heading, " of ") {
					// longer than the pane: what shows is its start,
					// and enter shows it all
					if !strings.HasPrefix(want, got) || len(got) < 200 {
						t.Fatalf("%s: the pane shows %q, not the start of %q", r.ID, got, want)
					}
					d.mustShow("more lines: enter shows it all")
					d.keys("enter", "G")
					whole := unwrap(d.mustShow("Rule " + r.ID))
					tail := want[len(want)-60:]
					if !strings.Contains(whole, tail) {
						t.Fatalf("%s: the rule's detail lacks its pattern's end %q:\n%s", r.ID, tail, whole)
					}
					d.keys("esc")
					continue
				}
				if got != want {
					t.Fatalf("%s: the pane shows\n%q\nnot the whole pattern\n%q\n%s", r.ID, got, want, scr)
				}
				if strings.ContainsAny(scr, "\u202e\u202c\u200b") {
					t.Fatalf("%s: a bidi or zero-width character reached the screen", r.ID)
				}
				for _, l := range strings.Split(scr, "\n") {
					if strings.HasPrefix(l, "▸") {
						rows[r.ID] = l[strings.Index(l, r.ID):]
					}
				}
			}
			if rows["r1"] == rows["r2"] {
				t.Errorf("the rows of r1 and r2 read the same: %q", rows["r1"])
			}
			d.keys("g")
			d.requireScreen(t)
		})
	}
}

// TestRulesPaneFollowsFilterAndResize: filtered to one rule, the pane
// shows it; resized, the pane wraps for the new width and the cursor
// stays on its rule.
func TestRulesPaneFollowsFilterAndResize(t *testing.T) {
	d := openDesk(t, 80, 24)
	for i, p := range paneRules() {
		if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Refuse, Pattern: p,
			Reason: "rule " + itoa(i+1), Author: "admin"}); err != nil {
			t.Fatal(err)
		}
	}
	d.reload()
	d.keys("2", "/", "module.m6", "enter")
	heading, got, _ := paneText(d.screen())
	if !strings.Contains(heading, "rule r2 whole") || !strings.HasSuffix(got, "-target=module.m6 **") {
		t.Fatalf("filtered to r2, the pane shows %q: %q\n%s", heading, got, d.screen())
	}
	d.keys("esc")
	d.mustShow("filter cleared")
	d.send(tea.WindowSizeMsg{Width: 120, Height: 40})
	d.w, d.h = 120, 40
	heading, got, _ = paneText(d.screen())
	if !strings.Contains(heading, "rule r2 whole") || got != shown(t, d.rules()[1].Pattern) {
		t.Fatalf("resized, the pane shows %q: %q\n%s", heading, got, d.screen())
	}
	d.send(tea.WindowSizeMsg{Width: 80, Height: 24})
	d.w, d.h = 80, 24
	if heading, got, _ = paneText(d.screen()); got != shown(t, d.rules()[1].Pattern) {
		t.Fatalf("back at 80x24, the pane shows %q: %q\n%s", heading, got, d.screen())
	}
}
