package tui

import (
	"strings"
	"testing"
)

// TestCutRowSaysHowManyPartsAsk (rt37k L4): a row whose command is cut
// says plainly how many of its parts ask: `cd /tmp && bash <<< "rm -rf
// ~" ; git push --force origin main` read "… ~" ; git push --force
// origin main  cmd.force-push +1 more" at 80 columns, the here-string part
// cut away; where the command shows whole (120 columns) the label names
// the rules as before.
func TestCutRowSaysHowManyPartsAsk(t *testing.T) {
	const command = `cd /tmp && bash <<< "rm -rf ~" ; git push --force origin main`
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "", command)
			d.askFixed("codex", "", "rm -rf /srv/n2")
			d.reload()
			d.settle()
			scr := d.screen()
			row := ""
			for l := range strings.SplitSeq(scr, "\n") {
				if strings.HasPrefix(l, "▸ 1 ") {
					row = l
				}
			}
			whole := strings.Contains(row, command)
			if !whole && !strings.Contains(row, "2 parts ask") {
				t.Fatalf("a cut row hides that two parts ask:\n%s", scr)
			}
			if whole && !strings.Contains(row, "cmd.force-push +1 more") {
				t.Fatalf("a whole row lost its rules:\n%s", scr)
			}
			d.requireScreen(t)
		})
	}
}
