package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestWheelScrollsTheList: the wheel over the queue scrolls the list
// under the pointer, as k9s's and lazygit's lists do, and leaves the
// selection where it is while it stays on screen (fx28k #7: the wheel
// moved the selection, so a turn of it changed the card a and d decide).
// Scrolled far enough that the selected row would leave the screen, the
// selection keeps to the nearest row on screen (an ask decided is always
// one on screen), and its card takes the move hold as j's would.
func TestWheelScrollsTheList(t *testing.T) {
	wheel := func(b tea.MouseButton) tea.Msg { return tea.MouseWheelMsg{X: 10, Y: 3, Button: b} }
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for i := 0; i < 40; i++ {
				d.ask(fmt.Sprintf("claude%d", i/15), "job", fmt.Sprintf("npm publish --tag release-%02d", i))
			}
			d.reload()
			d.settle()
			rows := d.m.list.rows()
			if rows < 4 {
				t.Fatalf("the list shows %d rows", rows)
			}
			d.keys("j", "j", "j")
			d.settle()
			want := selectedRow(t, d.screen())
			top := d.m.list.top
			d.send(wheel(tea.MouseWheelDown))
			if got := selectedRow(t, d.screen()); got != want {
				t.Fatalf("the wheel moved the selection: %q, was %q", got, want)
			}
			if d.m.list.top <= top {
				t.Fatalf("the wheel did not scroll the list: top %d, was %d", d.m.list.top, top)
			}
			d.send(wheel(tea.MouseWheelUp))
			if got := selectedRow(t, d.screen()); got != want || d.m.list.top != top {
				t.Fatalf("wheel up: selected %q at top %d, want %q at %d", got, d.m.list.top, want, top)
			}
			// far down: the selection keeps to the screen
			for i := 0; i < 20; i++ {
				d.send(wheel(tea.MouseWheelDown))
			}
			got := selectedRow(t, d.screen())
			if got == want {
				t.Fatalf("the selection left the screen and stayed selected:\n%s", d.screen())
			}
			if !strings.Contains(got, "release-") {
				t.Fatalf("selected %q", got)
			}
			if line := d.m.list.lineOfPos(d.m.list.sel); line < d.m.list.top || line >= d.m.list.top+rows {
				t.Fatalf("the selection (line %d) is off the screen (lines %d to %d)", line, d.m.list.top, d.m.list.top+rows-1)
			}
		})
	}
}
