package tui

import (
	"strings"
	"testing"
)

// TestDecisionWordsShowTheCommandsEnd: the undo notice, the r and d
// prompts and the bulk confirmation draw a command as the queue row does,
// cut in the middle with its newlines shown, so a command that starts
// harmless and turns at its end reads as what it is.
func TestDecisionWordsShowTheCommandsEnd(t *testing.T) {
	command := "echo hello" + strings.Repeat("\n", 50) + "git push --force origin main"
	cases := []struct {
		name string
		keys []string
		want []string
	}{
		{"undo notice", []string{"a"}, []string{"approving ask 1 once (echo hello\\n", "\\ngit push --force origin main) · u undoes"}},
		{"approve prompt", []string{"r"}, []string{"Approve ask 1 once: echo hello\\n", "git push --force origin main"}},
		{"deny prompt", []string{"d"}, []string{"Deny ask 1 once: echo hello\\n", "git push --force origin main"}},
		{"bulk confirmation", []string{"space", "space", "a"}, []string{"Approve 2 marked asks once?", "\\ngit push --force origin main"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDesk(t, 120, 40)
			d.ask("claude", "job", command)
			d.ask("codex", "release", "npm publish --tag beta")
			d.reload()
			d.settle()
			// its 51 lines are more than its card shows: an approval
			// waits until v showed them all (rt19k #4)
			d.keys("v", "pgdown", "pgdown", "pgdown", "esc")
			d.settle()
			for _, k := range tc.keys {
				d.keys(k)
				d.settle()
			}
			d.mustShow(tc.want...)
		})
	}
}
