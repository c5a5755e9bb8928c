package tui

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/store"
)

// decoyCommands are rt21k #8's four asks: two commands that matter, each
// with a one-letter decoy.
func decoyCommands(m int) []string {
	mm := strings.Repeat("m", m)
	return []string{
		"rm -rf /srv/keep/" + mm + "/safe " + mm + " /srv/x",
		"rm -rf /home/alice/" + mm + "/safe " + mm + " /srv/x",
		"rm -rf /srv/keep/" + mm + "/sabe " + mm + " /srv/x",
		"rm -rf /home/alice/" + mm + "/sate " + mm + " /srv/x",
	}
}

// TestDecoysDoNotHideTheDifference (rt21k #8): with a one-letter decoy
// of each of two commands, the rows of the two commands that matter read
// apart at 80 and 120 columns, and so do the bulk confirmation's lines:
// each row kept only where it differed from its decoy, and
// /srv/keep/… and /home/alice/… read the same.
func TestDecoysDoNotHideTheDifference(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for _, c := range decoyCommands(40) {
				d.askFixed("dd", "job", c)
			}
			d.reload()
			d.settle()
			checkApart(t, "rows", commandCells(rowsOf(d.screen(), "s «dd» "), "«job» ", " cmd.delete"))
			d.keys("ctrl+a", "a")
			d.mustShow("Approve 4 marked asks once?")
			checkApart(t, "bulk lines", commandCells(rowsOf(d.screen(), "   ask "), " dd ", " (cmd.delete"))
		})
	}
}

// commandCells cuts each line to what lies between after and before.
func commandCells(lines []string, after, before string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		if _, rest, ok := strings.Cut(l, after); ok {
			l = rest
		}
		if head, _, ok := strings.Cut(l, before); ok {
			l = head
		}
		out[i] = strings.TrimSpace(l)
	}
	return out
}

// checkApart fails when two cells read the same.
func checkApart(t *testing.T, what string, cells []string) {
	t.Helper()
	if len(cells) != 4 {
		t.Fatalf("%s: %d cells: %q", what, len(cells), cells)
	}
	for i := range cells {
		for j := i + 1; j < len(cells); j++ {
			if cells[i] == cells[j] {
				t.Errorf("%s %d and %d read the same: %q", what, i+1, j+1, cells[i])
			}
		}
	}
}

// TestNearDuplicatesReadApart: for random sets of near-duplicate
// commands (one base, each copy changed in one to three places, some
// places shared) and cells of terminals 60 to 200 columns wide, no two
// cells of distinctCells (the bulk confirmation's lines) read the same
// unless their commands are the same, or the cell says it differs
// off-screen.
func TestNearDuplicatesReadApart(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 8))
	plain := cards.PlainStyles()
	for round := range 2000 {
		base := []byte("rm -rf /srv/keep/" + strings.Repeat("m", 10+r.IntN(80)) + "/safe " + strings.Repeat("n", r.IntN(60)) + " /srv/x")
		n := 2 + r.IntN(5)
		// a few places, each copy changed at some of them to one of
		// two letters: decoys share places with the commands they hide
		places := make([]int, 1+r.IntN(3))
		for k := range places {
			places[k] = 7 + r.IntN(len(base)-7)
		}
		asks := make([]store.Ask, n)
		for i := range asks {
			c := append([]byte(nil), base...)
			for _, p := range places {
				if r.IntN(2) == 0 {
					c[p] = "ab"[r.IntN(2)]
				}
			}
			asks[i] = store.Ask{ID: fmt.Sprint(i + 1), Agent: "dd", Command: string(c)}
		}
		width := 60 + r.IntN(141)
		ws := make([]int, n)
		for i := range ws {
			ws[i] = max(width-34, 4)
		}
		cells := distinctCells(asks, ws, plain)
		for i := range cells {
			for j := i + 1; j < n; j++ {
				ci, cj := ansi.Strip(cells[i]), ansi.Strip(cells[j])
				if ci == cj && asks[i].Command != asks[j].Command && !strings.Contains(ci, "differs off-screen") {
					for k := range asks {
						t.Logf("%q -> %q", strings.ReplaceAll(asks[k].Command, "mmmmmmmmmm", "M"), ansi.Strip(cells[k]))
					}
					t.Logf("spots %v, widths %v", alikeSpots([]string{asks[i].Command, asks[j].Command}), ws)
					t.Fatalf("round %d, %d columns: %q and %q both read %q", round, width, asks[i].Command, asks[j].Command, ci)
				}
			}
		}
	}
}
