package tui

import (
	"strings"
	"testing"
)

// hostileTwins are commands an agent can make read as another: each
// differs from "git push --force origin main" in one thing a terminal
// does not show, with the escape the row must show for it.
var hostileTwins = []struct{ name, command, mark string }{
	{"homoglyph", "git push --force \u043erigin main", `\u043e`},
	{"zero-width", "git push --force origin\u200b main", `\u200b`},
	{"trailing spaces", "git push --force origin main   ", `\x20`},
	{"bidi override", "git push --force \u202eorigin main", `\u202e`},
}

// TestHostileTwinRowsDiffer: near-duplicates of a command, differing only
// in a homoglyph, a zero-width character, trailing spaces or a bidi
// override, each read differently from the plain command in the queue's
// rows, with the escape for what differs in sight, at 80x24 and 120x40,
// short and long enough to be cut in the middle. Failed before: the row
// with trailing spaces read as the plain one.
func TestHostileTwinRowsDiffer(t *testing.T) {
	const flags = " --prune=true --set-upstream --receive-pack=/usr/local/bin/git-receive-pack-wrapper"
	for _, long := range []bool{false, true} {
		for _, size := range goldenSizes {
			name := sizeName(size.w, size.h)
			if long {
				name += "/long"
			}
			t.Run(name, func(t *testing.T) {
				d := openDesk(t, size.w, size.h)
				grow := func(c string) string {
					if long {
						return strings.Replace(c, "--force", "--force"+flags, 1)
					}
					return c
				}
				d.askFixed("codex", "infra", grow("git push --force origin main"))
				for _, tw := range hostileTwins {
					d.askFixed("codex", "infra", grow(tw.command))
				}
				d.reload()
				d.settle()
				var rows []string
				for range len(hostileTwins) + 1 {
					sel := lines(d.screen(), "▸")
					if len(sel) == 0 {
						t.Fatalf("no selected row:\n%s", d.screen())
					}
					row, _, _ := strings.Cut(rowLead.ReplaceAllString(sel[0], ""), "│")
					row, _, _ = strings.Cut(row, "cmd.force-push")
					rows = append(rows, strings.TrimSpace(row))
					d.keys("j")
					d.settle()
				}
				for i, tw := range hostileTwins {
					row := rows[i+1]
					if row == rows[0] {
						t.Errorf("%s: its row reads as the plain command's: %q", tw.name, row)
					}
					if !strings.Contains(row, tw.mark) {
						t.Errorf("%s: its row hides %s: %q (plain: %q)", tw.name, tw.mark, row, rows[0])
					}
				}
			})
		}
	}
}
