package tui

import (
	"strings"
	"testing"
)

// rowCutsCommands are four kubectl asks that differ in a word each from
// the first (rt48k F-row-cuts).
var rowCutsCommands = []string{
	"kubectl --context prod-eu-west-1 --namespace payments delete deployment web-frontend-v2-canary-blue",
	"kubectl --context prod-eu-west-l --namespace payments delete deployment web-frontend-v2-canary-blue",
	"kubectl --context prod-eu-west-1 --namespace paymants delete deployment web-frontend-v2-canary-blue",
	"kubectl --context prod-eu-west-1 --namespace payments delete deployment web-frontend-v2-canary-bIue",
}

// opsRows are the lines of the screen that hold a queue row of ops.
func opsRows(scr string) []string {
	var out []string
	for _, l := range strings.Split(scr, "\n") {
		if strings.Contains(l, "«ops» kubectl") {
			out = append(out, l)
		}
	}
	return out
}

// TestFilterKeepsMatchInRow: at 80 columns a row the filter lets through
// by its command shows the text the filter found, where the row's usual
// cut hid it (rt48k F-row-cuts: `/est-l` kept ask 2, whose row read
// `kubectl…delete deployment …rontend-v2-canary-blue`, its context, the
// one thing it was found by, not on it); a filter the rows show already
// leaves them as they were.
func TestFilterKeepsMatchInRow(t *testing.T) {
	for _, tc := range []struct {
		filter string
		want   string
	}{
		{"est-l", "west-l"},
		{"EU-WEST-L", "west-l"},
		{"paymants", "paymants"},
	} {
		t.Run(tc.filter, func(t *testing.T) {
			d := openDesk(t, 80, 24)
			for _, c := range rowCutsCommands {
				d.askFixed("ops", "", c)
			}
			d.reload()
			d.settle()
			d.keys("/")
			d.keys(strings.Split(tc.filter, "")...)
			d.keys("enter")
			rows := opsRows(d.screen())
			if len(rows) != 1 || !strings.Contains(rows[0], tc.want) || !strings.Contains(rows[0], "kubectl") {
				t.Fatalf("/%s: the rows %q, want one showing %q:\n%s", tc.filter, rows, tc.want, d.screen())
			}
		})
	}
	t.Run("shown already", func(t *testing.T) {
		d := openDesk(t, 80, 24)
		for _, c := range rowCutsCommands {
			d.askFixed("ops", "", c)
		}
		d.reload()
		d.settle()
		before := opsRows(d.screen())
		d.keys("/", "k", "u", "b", "e", "enter")
		if after := opsRows(d.screen()); strings.Join(after, "\n") != strings.Join(before, "\n") {
			t.Fatalf("/kube changed rows that show it:\n%s\nwas\n%s", strings.Join(after, "\n"), strings.Join(before, "\n"))
		}
	})
}

// TestShownEscapes reads the escapes a row draws.
func TestShownEscapes(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want string
	}{
		{`rm -rf ~/src/\u202eexe`, `\u202e`},
		{`echo \e[2J\aok \x1b \U0001f600`, `\e \a \x1b \U0001f600`},
		{`a\ub c\u12 \q \\`, ``},
	} {
		if got := strings.Join(shownEscapes(tc.in), " "); got != tc.want {
			t.Errorf("shownEscapes(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
