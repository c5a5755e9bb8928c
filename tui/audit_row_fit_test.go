package tui

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// TestAuditEndRowsFitAt80 (fx65c #2): at 80 columns the audit row of an
// ask's end, in every way an ask ends (withdrawn by its agent, expired,
// approved or denied with a reason, approved without one), shows a
// command that fits beside its IDs whole (a withdrawn ask's `git push
// --force origin main` was cut by cells it did not lack); one a cell
// longer is cut, inside the row, with the desk's ellipsis, at a rune
// boundary; and so is one of wide runes (CJK, emoji) whose cut falls
// inside a rune.
func TestAuditEndRowsFitAt80(t *testing.T) {
	ends := []struct {
		name, kind string
		end        func(t *testing.T, d *testDesk, id string)
	}{
		{"withdrawn", " withdraw ", func(t *testing.T, d *testDesk, id string) {
			must(t, d.svc.Withdraw(id, "claude"))
		}},
		{"expired", " expire ", func(t *testing.T, d *testDesk, id string) {
			d.clock.Add(11 * time.Minute)
			if _, err := d.svc.Sweep(); err != nil {
				t.Fatal(err)
			}
		}},
		{"denied", " decide ", func(t *testing.T, d *testDesk, id string) {
			if _, err := d.svc.Decide(id, queue.Decision{Outcome: patterns.Refuse, By: "carol", Reason: "not on a friday"}); err != nil {
				t.Fatal(err)
			}
		}},
		{"approved", " decide ", func(t *testing.T, d *testDesk, id string) {
			if _, err := d.svc.Decide(id, queue.Decision{Outcome: patterns.Allow, By: "carol", Reason: "release day"}); err != nil {
				t.Fatal(err)
			}
		}},
		{"approved_no_reason", " decide ", func(t *testing.T, d *testDesk, id string) {
			if _, err := d.svc.Decide(id, queue.Decision{Outcome: patterns.Allow, By: "carol"}); err != nil {
				t.Fatal(err)
			}
		}},
	}
	const w = 80
	// row draws the ended ask's audit row for a command.
	row := func(t *testing.T, end func(*testing.T, *testDesk, string), kind, cmd string) (string, string) {
		d := openDesk(t, w, 24)
		id := d.ask("claude", "j1", cmd)
		end(t, d, id)
		d.reload()
		d.settle()
		d.keys("3")
		d.settle()
		scr := d.screen()
		for _, l := range strings.Split(scr, "\n") {
			if strings.Contains(l, kind) && strings.Contains(l, "ask 1") {
				return l, scr
			}
		}
		t.Fatalf("no %q row:\n%s", kind, scr)
		return "", ""
	}
	// room is the cells a command has beside the row's IDs without
	// their reason: what is left of the row after "ask 1 … : ".
	room := func(l string) int {
		at := strings.Index(l, "ask 1 ")
		ids := l[at:]
		if i := strings.Index(ids, ": "); i >= 0 {
			ids = ids[:i]
		}
		if i := strings.Index(ids, " ("); i >= 0 {
			ids = ids[:i]
		}
		return w - ansi.StringWidth(l[:at]) - ansi.StringWidth(ids) - len(": ")
	}
	for _, e := range ends {
		t.Run(e.name, func(t *testing.T) {
			// the command's length that exactly fits, found where the
			// row's columns settle for commands of that length
			n := 30
			for range 4 {
				l, _ := row(t, e.end, e.kind, fitCommand(n))
				if m := room(l); m != n {
					n = m
					continue
				}
				break
			}
			exact := fitCommand(n)
			if l, scr := row(t, e.end, e.kind, exact); !strings.Contains(l, ": "+exact) || ansi.StringWidth(l) > w {
				t.Errorf("%d cells, fits: the row cuts it:\n%q\n%s", n, l, scr)
			}
			for _, cmd := range []string{fitCommand(n + 1), wideCommand(n+1, "分支"), wideCommand(n+1, "🚀")} {
				l, scr := row(t, e.end, e.kind, cmd)
				checkCut(t, l, cmd, w, scr)
			}
		})
	}
}

// fitCommand is a publish of a directory, n bytes long (at least 13).
func fitCommand(n int) string {
	c := "npm publish p"
	return c + strings.Repeat("x", max(n-len(c), 0))
}

// wideCommand is a publish of a directory named in wide runes, n cells
// or one more, so that a cut to n-1 cells falls inside a rune.
func wideCommand(n int, runes string) string {
	c := "npm publish p"
	for ansi.StringWidth(c) < n {
		c += runes
	}
	return c
}

// checkCut fails unless row l shows cmd cut: within w cells, with the
// desk's ellipsis between a head and a tail of cmd cut at rune
// boundaries.
func checkCut(t *testing.T, l, cmd string, w int, scr string) {
	t.Helper()
	if ansi.StringWidth(l) > w || !utf8.ValidString(l) || strings.ContainsRune(l, utf8.RuneError) {
		t.Errorf("the row is wider than %d cells, or breaks a rune:\n%q\n%s", w, l, scr)
		return
	}
	i := strings.LastIndex(l, ": ")
	shown := strings.TrimRight(l[i+2:], " ")
	head, tail, ok := strings.Cut(shown, "…")
	if !ok || !strings.HasPrefix(cmd, head) || !strings.HasSuffix(cmd, tail) || head == "" || tail == "" {
		t.Errorf("%q is not %q cut at rune boundaries with the ellipsis:\n%s", shown, cmd, scr)
	}
}
