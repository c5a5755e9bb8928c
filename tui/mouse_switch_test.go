package tui

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestMouseSwitch: the mouse is optional (issue 9 §5): Config.NoMouse
// (the desk's --no-mouse) and EnvMouse=off leave it to the terminal, so
// that text selects as usual, and the help says how, either way (rt22k
// #11c: nothing but an undocumented variable switched it off, and neither
// --help nor ? named the mouse).
func TestMouseSwitch(t *testing.T) {
	for _, tc := range []struct {
		name    string
		noMouse bool
		env     []string
		want    tea.MouseMode
		help    string
	}{
		{"on by default", false, nil, tea.MouseModeCellMotion, "--no-mouse (or " + EnvMouse + "=off) leaves it to the terminal"},
		{"--no-mouse", true, nil, tea.MouseModeNone, "The mouse is left to the terminal"},
		{"env off", false, []string{EnvMouse + "=off"}, tea.MouseModeNone, "The mouse is left to the terminal"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := openDeskEnv(t, 120, 40, tc.env...)
			m, err := NewModel(Config{Service: d.api, Operator: "alice", Node: "node-1", Now: d.clock.Now,
				Width: 120, Height: 40, Env: d.env, NoMouse: tc.noMouse})
			if err != nil {
				t.Fatal(err)
			}
			d.m = m
			d.run(m.Init())
			if got := d.m.View().MouseMode; got != tc.want {
				t.Fatalf("mouse mode %v, want %v", got, tc.want)
			}
			d.keys("?", "G") // the notes follow the keys: at the help's end
			scr := d.screen()
			if !strings.Contains(strings.Join(strings.Fields(scr), " "), tc.help) {
				t.Fatalf("the help lacks %q:\n%s", tc.help, scr)
			}
		})
	}
}
