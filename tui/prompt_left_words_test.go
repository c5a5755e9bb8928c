package tui

import (
	"strings"
	"testing"
)

// TestReasonPromptLeftWords: the reason prompt of an ask that left the
// queue no longer says "enter to approve" in its empty field, and its
// title, cut to the width, ends with … (rt28k #12a: "asked by c", and
// "why may it run? enter to approve" under "nothing is decided").
func TestReasonPromptLeftWords(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			id := d.askFixed("claude-web-agent-7", "refactor", "git push --force origin main")
			d.askFixed("codex", "release", "npm publish --tag beta")
			d.reload()
			d.settle()
			d.keys("r")
			d.mustShow("enter to approve")
			if err := d.svc.Withdraw(id, ""); err != nil {
				t.Fatal(err)
			}
			d.reload()
			scr := d.mustShow("left the queue: enter or esc closes")
			if strings.Contains(scr, "enter to approve") {
				t.Fatalf("the prompt of an ask that left still says enter approves:\n%s", scr)
			}
			for _, line := range strings.Split(scr, "\n") {
				if !strings.Contains(line, "left the queue: enter or esc closes") {
					continue
				}
				line = strings.TrimRight(line, " ")
				if !strings.HasSuffix(line, "asked by cmd.force-push") && !strings.HasSuffix(line, "…") {
					t.Fatalf("the title is cut without …: %q", line)
				}
			}
		})
	}
}
