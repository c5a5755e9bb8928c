package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/patterns"
	"ozdesk.dev/ozdesk/queue"
)

// headerLine is the first line of a screen: the desk's name and its tabs.
func headerLine(screen string) string {
	l, _, _ := strings.Cut(screen, "\n")
	return l
}

// TestTabBar: the tabs name their keys as keys and the count of waiting
// asks in parentheses; the view on screen is marked (in the selection
// style, which holds without colour too), and the count follows the
// queue.
func TestTabBar(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			if h := headerLine(d.screen()); !strings.Contains(h, " [1] queue [2] rules [3] audit") {
				t.Fatalf("empty queue: %q", h)
			}
			for _, c := range []string{"git push --force origin main", "npm publish --tag beta", "cargo publish"} {
				d.askFixed("claude", "job", c)
			}
			d.reload()
			d.settle()
			if h := headerLine(d.screen()); !strings.Contains(h, " [1] queue (3) [2] rules [3] audit") {
				t.Fatalf("three waiting: %q", h)
			}
			d.keys("3")
			d.mustShow(" [1] queue (3) [2] rules [3] audit")
			d.requireScreen(t)
		})
	}
}

// TestHelpDeduplicatedAndFiltered: help lists each key and meaning once;
// / filters it as it is typed (q and digits type, they do not quit or
// switch views), enter keeps the filter, esc clears it, esc again leaves.
func TestHelpDeduplicatedAndFiltered(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "job", "git push --force origin main")
			d.reload()
			d.settle()
			d.keys("?")
			if sz.h >= 40 {
				scr := d.mustShow("Keys", "sort/group", "approve")
				for _, once := range []string{"j/↓        down", "esc        cancel", "ctrl+d     half page down"} {
					if n := strings.Count(scr, once); n != 1 {
						t.Errorf("help lists %q %d times:\n%s", once, n, scr)
					}
				}
			}
			d.keys("/", "sort")
			scr := d.mustShow("s          sort/group")
			if strings.Contains(scr, "approve") {
				t.Fatalf("the filter lets approve through:\n%s", scr)
			}
			d.keys("enter")
			d.mustShow("matching /sort", "s          sort/group")
			d.requireScreen(t)
			d.keys("/", "backspace", "backspace", "backspace", "backspace", "q1")
			if d.quit || d.m.view != viewHelp {
				t.Fatalf("q and 1 typed into the help's filter quit or left: quit %v view %v", d.quit, d.m.view)
			}
			d.mustShow("no key matches")
			d.keys("esc")
			d.mustShow("approve", "sort/group")
			d.keys("esc")
			d.mustShow("Queue · 1 waiting")
		})
	}
}

// chain is a command of many parts: its card is longer than a screen.
const chain = "git push --force origin main && npm publish --tag beta && cargo publish && helm uninstall api -n prod && kubectl delete namespace staging"

// TestCardFocus: tab moves the focus to the card, marked on its title,
// and j scrolls the card while the selection stays; tab again gives the
// focus back to the queue.
func TestCardFocus(t *testing.T) {
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			d.askFixed("claude", "refactor", chain)
			d.askFixed("codex", "release", "npm publish --tag beta")
			d.reload()
			d.settle()
			d.keys("tab", "j", "j")
			scr := d.mustShow("▍Card · lines 3–", "── Command")
			if strings.Contains(scr, "▍Queue") {
				t.Fatalf("both panes marked focused:\n%s", scr)
			}
			d.requireScreen(t)
			d.keys("tab")
			scr = d.mustShow("▍Queue · 2 waiting")
			if strings.Contains(scr, "▍Card") {
				t.Fatalf("the card kept the focus mark:\n%s", scr)
			}
			d.keys("j")
			if row := selectedRow(t, d.screen()); !strings.Contains(row, "npm publish") {
				t.Fatalf("j on the queue after tab: %q", row)
			}
		})
	}
}

// TestHalfPage: ctrl+d and ctrl+u move the selection half a page.
func TestHalfPage(t *testing.T) {
	d := openDesk(t, 80, 24)
	for i := 0; i < 16; i++ {
		d.ask("claude", "job", fmt.Sprintf("npm publish --tag release-%02d", i))
	}
	d.reload()
	d.settle()
	half := max((d.m.list.rows()-1)/2, 1)
	ctrl := func(r rune) tea.Msg { return tea.KeyPressMsg(tea.Key{Code: r, Mod: tea.ModCtrl}) }
	d.send(ctrl('d'))
	if row := selectedRow(t, d.screen()); !strings.Contains(row, fmt.Sprintf("release-%02d", half)) {
		t.Fatalf("ctrl+d (half %d) selected %q", half, row)
	}
	d.send(ctrl('d'), ctrl('u'))
	if row := selectedRow(t, d.screen()); !strings.Contains(row, fmt.Sprintf("release-%02d", half)) {
		t.Fatalf("ctrl+d ctrl+u selected %q", row)
	}
	d.send(ctrl('u'), ctrl('u'))
	if row := selectedRow(t, d.screen()); !strings.Contains(row, "release-00") {
		t.Fatalf("ctrl+u past the top selected %q", row)
	}
}

// TestMouse: a click selects the row under it, the wheel scrolls the
// queue (not its selection) and the card under the pointer, a click on
// the card focuses it; with the mouse switched off the desk asks the
// terminal for no mouse and takes none.
func TestMouse(t *testing.T) {
	cmds := []string{"git push --force origin main", "npm publish --tag beta", "cargo publish",
		chain, "helm uninstall api -n prod"}
	click := func(x, y int) tea.Msg { return tea.MouseClickMsg{X: x, Y: y, Button: tea.MouseLeft} }
	wheel := func(x, y int, b tea.MouseButton) tea.Msg { return tea.MouseWheelMsg{X: x, Y: y, Button: b} }
	for _, sz := range goldenSizes {
		t.Run(sizeName(sz.w, sz.h), func(t *testing.T) {
			d := openDesk(t, sz.w, sz.h)
			for _, c := range cmds {
				d.askFixed("claude", "job", c)
			}
			d.reload()
			d.settle()
			if mode := d.m.View().MouseMode; mode != tea.MouseModeCellMotion {
				t.Fatalf("mouse mode %v", mode)
			}
			d.send(click(10, 4)) // header, title, then the rows: the third
			if row := selectedRow(t, d.screen()); !strings.Contains(row, cmds[2]) {
				t.Fatalf("click on the third row selected %q", row)
			}
			// the wheel scrolls the list, not the selection
			// (TestWheelScrollsTheList): five asks fit, nothing moves
			d.send(wheel(10, 4, tea.MouseWheelDown))
			if row := selectedRow(t, d.screen()); !strings.Contains(row, cmds[2]) {
				t.Fatalf("wheel down selected %q", row)
			}
			if sz.w < wideAt {
				return
			}
			d.send(click(100, 10))
			d.mustShow("▍Card")
			d.send(wheel(100, 10, tea.MouseWheelDown))
			d.mustShow("▍Card · lines 4–")
			d.send(click(10, 2))
			if row := selectedRow(t, d.mustShow("▍Queue")); !strings.Contains(row, cmds[0]) {
				t.Fatalf("click on the first row selected %q", row)
			}
		})
	}
	d := openDeskEnv(t, 80, 24, EnvMouse+"=off")
	for _, c := range cmds {
		d.askFixed("claude", "job", c)
	}
	d.reload()
	d.settle()
	if mode := d.m.View().MouseMode; mode != tea.MouseModeNone {
		t.Fatalf("mouse off: mode %v", mode)
	}
	d.send(click(10, 4))
	if row := selectedRow(t, d.screen()); !strings.Contains(row, cmds[0]) {
		t.Fatalf("mouse off: a click selected %q", row)
	}
}

// TestTabBarCountsRules (rt35k L4): the tab bar counts the rules in
// force after their label, "[2] rules (2)", and follows a rule written
// while the desk is open.
func TestTabBarCountsRules(t *testing.T) {
	d := openDesk(t, 80, 24)
	for _, p := range []string{"terraform apply **", "npm publish **"} {
		if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: p, Reason: "r", Author: "alice"}); err != nil {
			t.Fatal(err)
		}
	}
	d.reload()
	d.settle()
	d.mustShow(" [1] queue [2] rules (2) [3] audit")
	if _, err := d.svc.AddRule(queue.RuleSpec{Outcome: patterns.Ask, Pattern: "cargo publish **", Reason: "r", Author: "alice"}); err != nil {
		t.Fatal(err)
	}
	d.reload()
	d.settle()
	d.mustShow("[2] rules (3)")
}
