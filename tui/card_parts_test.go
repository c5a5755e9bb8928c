package tui

import (
	"strings"
	"testing"
)

// TestCardNamesEveryAskingPart: a command with several asking parts names
// each, with its rule, at the top of the card, before the long command:
// the second one, deep in the command, is approved with the first.
func TestCardNamesEveryAskingPart(t *testing.T) {
	cases := []struct {
		name    string
		command string
		want    []string
	}{
		{"second part deep down",
			"git push --force origin main\n" + strings.Repeat("true\n", 150) + "npm publish --tag beta\necho done",
			[]string{"2 parts ask:", "part 1 git push", "(cmd.force-push, decides)", "part 152 npm publish", "(cmd.publish)"}},
		{"three parts on a line",
			"git push --force origin main; npm publish --tag beta; kubectl delete namespace staging",
			[]string{"3 parts ask:", "part 1 git push", "part 2 npm publish --tag beta (cmd.publish)",
				"part 3 kubectl delete", "(cmd.cloud-delete, decides)"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, size := range [][2]int{{120, 40}, {80, 24}} {
				d := openDesk(t, size[0], size[1])
				d.ask("hidden", "job", tc.command)
				d.reload()
				d.settle()
				d.keys("g")
				d.mustShow(tc.want...)
			}
		})
	}
	d := openDesk(t, 120, 40)
	d.ask("claude", "job", "git push --force origin main && echo done")
	d.reload()
	if scr := d.screen(); strings.Contains(scr, "parts ask") {
		t.Fatalf("one asking part named as several:\n%s", scr)
	}
}
