package tui

import (
	"fmt"
	"strings"
	"testing"
)

// manyParts is rt41k F9's command: 25 lines, line 14 `rm -rf ~/projects`,
// every other an echo that the fallback asks about.
func manyParts() string {
	var b strings.Builder
	for i := range 25 {
		switch {
		case i == 13:
			b.WriteString("rm -rf ~/projects\n")
		case i < 13:
			fmt.Fprintf(&b, "echo step%02d\n", i)
		default:
			fmt.Fprintf(&b, "echo step%02d\n", i-1)
		}
	}
	return b.String()
}

// wholeCard focuses the card and scrolls it from its top to its end,
// half a window at a time, and gives every screen read on the way.
func (d *testDesk) wholeCard() []string {
	d.keys("tab", "g")
	var out []string
	for range 60 {
		scr := d.screen()
		if len(out) > 0 && out[len(out)-1] == scr {
			break // its end
		}
		out = append(out, scr)
		d.keys("ctrl+d")
	}
	return out
}

// TestManyPartsCardCountsOnce (rt41k F9): a 25-part card whose part 14
// decides names part 14 first at its top, counts the rest there once
// ("and 20 more: see the parse tree"), and its Verdict accounts for the
// other parts by rule, without a count of its own and without sending
// the operator back to the top; the footer names v once.
func TestManyPartsCardCountsOnce(t *testing.T) {
	for _, sz := range [][2]int{{80, 24}, {120, 40}} {
		t.Run(sizeName(sz[0], sz[1]), func(t *testing.T) {
			d := openAskingDesk(t, sz[0], sz[1])
			d.ask("m25", "j", manyParts())
			d.reload()
			d.settle()
			all := strings.Join(d.wholeCard(), "\n")
			found := false
			rows := strings.Split(all, "\n")
			for i, l := range rows {
				if !strings.HasSuffix(strings.TrimRight(l, " "), " 25 parts ask:") {
					continue
				}
				found = true
				// the line under the head is part 14's, marked as deciding
				if next := rows[min(i+1, len(rows)-1)]; !strings.Contains(next, "part 14 rm -rf ~/projects") || !strings.Contains(next, "decides") {
					t.Errorf("the first part named is not the deciding one: %q", next)
				}
			}
			if !found {
				t.Fatalf("no summary at the top:\n%s", all)
			}
			for _, bad := range []string{"listed at the top", "21 more", "part 5 echo step04"} {
				if strings.Contains(all, bad) {
					t.Errorf("the card says %q:\n%s", bad, strings.Join(lines(all, bad), "\n"))
				}
			}
			if len(lines(all, "and 20 more: see the parse tree")) == 0 {
				t.Errorf("the top does not count the rest once")
			}
			if len(lines(all, "parts 1–13, 15–25: ? ask")) == 0 {
				t.Errorf("the verdict does not account for the other parts:\n%s", all)
			}
			foot := d.footerLine()
			n := 0
			for _, f := range strings.Fields(foot) {
				if f == "v" {
					n++
				}
			}
			if n != 1 {
				t.Errorf("the footer names v %d times: %q", n, foot)
			}
		})
	}
}
