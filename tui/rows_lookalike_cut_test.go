package tui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/queue"
	"ozdesk.dev/ozdesk/tui/common"
)

// TestRowsKeepLookalikeEscape: agents whose long names differ by a
// look-alike letter, a trailing space or their last digits read apart
// in the queue's rows at 80x24 and 120x40, and the look-alike's row
// shows the escape of its letter, whatever the cut (rt19k #5: the
// Cyrillic one read «claude-co…d…», its \u043e cut away).
func TestRowsKeepLookalikeEscape(t *testing.T) {
	for _, sz := range []struct{ w, h int }{{80, 24}, {120, 40}} {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			const cmd = "npm publish --tag beta ./packages/ui"
			ids := map[string]string{}
			for _, ag := range []string{
				"claude-code-worker-for-production-deploys-0001",
				"claude-code-worker-for-production-deploys-0007",
				"claude-code-worker-for-pr\u043eduction-deploys-0001",
				"claude-code-worker-for-production-deploys-0001 ",
			} {
				ids[ag] = d.ask(ag, "", cmd)
			}
			d.reload()
			d.settle()
			scr := d.screen()
			rows := map[string]string{}
			for ag, id := range ids {
				row := queueRowOf(scr, queue.ShortID(id))
				if row == "" {
					t.Fatalf("no row for ask %s:\n%s", id, scr)
				}
				rows[ag] = row
			}
			seen := map[string]string{}
			for ag, row := range rows {
				if other, ok := seen[row]; ok {
					t.Errorf("%q and %q read alike: %q", ag, other, row)
				}
				seen[row] = ag
			}
			if row := rows["claude-code-worker-for-pr\u043eduction-deploys-0001"]; !strings.Contains(row, `\u043e`) {
				t.Errorf("the look-alike's row hides its escape: %q\n%s", row, scr)
			}
		})
	}
}

// queueRowOf is the queue pane's part of the row of ask id on screen
// ("" if none).
func queueRowOf(scr, id string) string {
	for _, l := range strings.Split(scr, "\n") {
		f := strings.Fields(strings.TrimLeft(l, " ▸●"))
		if len(f) > 0 && f[0] == id {
			if i := strings.Index(l, "│"); i > 0 {
				return l[:i]
			}
			return l
		}
	}
	return ""
}

// FuzzAgentAround: a name drawn around where it differs takes exactly
// its cells, and, when it is cut around p, shows p's character (its
// escape, for one the safe display escapes).
func FuzzAgentAround(f *testing.F) {
	f.Add("claude-code-worker-for-pr\u043eduction-deploys-0001", 25, 14)
	f.Add("claude-code-worker-for-pr\u043eduction-deploys-0001", 25, 24)
	f.Add("a\u202eb", 1, 8)
	f.Fuzz(func(t *testing.T, s string, p, w int) {
		if !utf8.ValidString(s) || s == "" {
			return
		}
		w = 6 + abs(w)%60
		p = abs(p) % len(s)
		for p > 0 && !utf8.RuneStart(s[p]) {
			p--
		}
		plain := cards.PlainStyles()
		cell := agentAround(s, w, p, plain)
		if got := common.Width(cell); got != w {
			t.Fatalf("agentAround(%q, %d, %d) = %q: %d cells", s, w, p, cell, got)
		}
		_, n := utf8.DecodeRuneInString(s[p:])
		mark := ansi.Strip(cards.SafeLine(s[p:p+n], 20, plain))
		whole := ansi.Strip(cards.SafeLine(s, 8*len(s)+8, plain))
		// as the rows call it: for a name cut, and a character escaped
		// in it (a combining mark drawn with its base is not)
		if w >= 16 && p > 0 && !plainFits(s, w-2) && strings.Contains(whole, mark) && strings.HasPrefix(mark, `\`) &&
			!strings.Contains(ansi.Strip(quotedCell(s, w, plain)), mark) &&
			!strings.Contains(ansi.Strip(cell), mark) {
			t.Fatalf("agentAround(%q, %d, %d) = %q hides %q", s, w, p, cell, mark)
		}
	})
}
