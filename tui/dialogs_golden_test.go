package tui

import "testing"

// TestDialogScreens draws, at each golden size, the screens of deciding:
// the undo countdown, marks without colour, the approve-with-reason
// prompt, and dialogs stacked (a bulk denial's confirmation over its
// reason prompt; the editor's confirmation over the editor).
func TestDialogScreens(t *testing.T) {
	scenes := []struct {
		name string
		env  []string
		run  func(d *testDesk)
	}{
		{"undo countdown", nil, func(d *testDesk) {
			d.keys("a")
			d.clock.Add(DefaultUndo / 2)
			d.send(tickMsg(d.clock.Now()))
			d.mustShow("u undoes · 1s")
		}},
		{"marks without colour", []string{"NO_COLOR=1"}, func(d *testDesk) {
			d.keys("space")
			d.settle()
			d.keys("j", "space")
			d.settle()
			d.mustShow("2 asks marked")
		}},
		{"approve with reason", nil, func(d *testDesk) {
			d.keys("r", "hotfix agreed")
			d.mustShow("Approve ask 1 once")
		}},
		{"bulk confirmation over its prompt", nil, func(d *testDesk) {
			d.keys("space")
			d.settle()
			d.keys("space", "d", "not in this sprint", "enter")
			d.mustShow("Deny 2 marked asks once?")
		}},
		{"editor confirmation over the editor", nil, func(d *testDesk) {
			d.keys("A", "tab", "beta releases", "enter")
			d.mustShow("Write this rule?")
		}},
	}
	for _, sc := range scenes {
		t.Run(sc.name, func(t *testing.T) {
			for _, sz := range goldenSizes {
				t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
					d, _ := threeAsks(t, sz.w, sz.h, sc.env...)
					sc.run(d)
					d.requireScreen(t)
				})
			}
		})
	}
}
