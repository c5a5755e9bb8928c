package tui

import (
	"strings"
	"testing"
)

// TestBulkConfirmKeepsDecidingWord: the bulk confirmation cuts a long
// command as its queue row does, keeping the word its deciding rule
// matched (the verb of `kubectl … delete …`, the target of `dd …
// of=/dev/sda`); its middle cut read «kubectl --context p…od=0 --force»
// with no delete (fx46k).
func TestBulkConfirmKeepsDecidingWord(t *testing.T) {
	cmds := []struct{ cmd, word string }{
		{"kubectl --context prod-cluster-eu-west-1-primary --namespace payments-production delete deployment payments-api --grace-period=0 --force", "delete deployment"},
		{"dd if=/srv/images/base-image-2026-12-06-release-candidate.img bs=4M status=progress conv=fsync oflag=direct of=/dev/sda", "of=/dev/sda"},
	}
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			ids := make([]string, len(cmds))
			for i, c := range cmds {
				ids[i] = d.askFixed("claude", "ops", c.cmd)
			}
			d.reload()
			d.settle()
			for i := range cmds {
				row := rowOf(t, d.screen(), strings.TrimLeft(ids[i], "0"))
				if !strings.Contains(row, cmds[i].word) {
					t.Fatalf("the queue row lacks %q (the test's premise): %q", cmds[i].word, row)
				}
			}
			d.keys("ctrl+a", "a")
			scr := d.mustShow("Approve 2 marked asks once?")
			for i, c := range cmds {
				line := lineWith(scr, "ask "+strings.TrimLeft(ids[i], "0")+" ")
				if !strings.Contains(line, c.word) {
					t.Errorf("the bulk line of ask %s lacks its deciding word %q: %q\n%s", ids[i], c.word, line, scr)
				}
			}
			d.requireScreen(t)
		})
	}
}
