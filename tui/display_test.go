package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"ozdesk.dev/ozdesk/tui/vtscreen"
)

// hostileCommand holds what must never reach the terminal as it is: a
// screen clear, a clipboard write (OSC 52), a title change, C1 CSI, a bidi
// override, a zero-width space, a BEL.
const hostileCommand = "echo \x1b[2J\x1b]52;c;ZXZpbA==\x07\x1b]0;pwned\x07\u009b31m done \u202egnp.exe\u200b && rm -rf ~"

// TestHostileTextIsShownNotObeyed: untrusted text reaches the screen only
// as visible escapes, in the queue, on the card and in the whole-command
// pager; the frame holds no control character but the desk's own SGR.
func TestHostileTextIsShownNotObeyed(t *testing.T) {
	d := openDesk(t, 120, 40)
	d.ask("evil\x1b[31m-agent\u202e", "job\x07", hostileCommand)
	d.reload()
	d.settle()
	for _, keys := range [][]string{nil, {"enter"}, {"v"}} {
		d.keys(keys...)
		frame := d.m.Screen()
		if bad := rawControls(frame); bad != "" {
			t.Fatalf("after %v the frame holds %s", keys, bad)
		}
		scr := d.screen()
		for _, want := range []string{`\e[2J`, `\e]52;c;ZXZpbA==\a`, `\u202e`} {
			if !strings.Contains(scr, want) {
				t.Errorf("after %v the screen lacks the escape %s:\n%s", keys, want, scr)
			}
		}
		if keys != nil && keys[0] == "v" {
			continue // the pager shows the command alone
		}
		if !strings.Contains(scr, `evil\e[31m-agent\u202e`) && !strings.Contains(scr, `evil\e[31m-ag`) {
			t.Errorf("after %v the agent's name is not shown escaped:\n%s", keys, scr)
		}
	}
}

// rawControls reports a control character in a frame other than the SGR
// sequences lipgloss writes and the newlines between lines.
func rawControls(frame string) string {
	for i := 0; i < len(frame); i++ {
		c := frame[i]
		switch {
		case c == '\n':
		case c == 0x1b:
			j := i + 1
			if j >= len(frame) || frame[j] != '[' {
				return "ESC not followed by ["
			}
			for j++; j < len(frame) && (frame[j] >= '0' && frame[j] <= '9' || frame[j] == ';' || frame[j] == ':'); j++ {
			}
			if j >= len(frame) || frame[j] != 'm' {
				return "a CSI sequence other than SGR: " + frame[i:min(j+1, len(frame))]
			}
			i = j
		case c < 0x20 || c == 0x7f:
			return "a raw control byte"
		case c == 0xc2 && i+1 < len(frame) && frame[i+1] >= 0x80 && frame[i+1] < 0xa0:
			return "a raw C1 control"
		}
	}
	for _, r := range []string{"\u202e", "\u200b"} {
		if strings.Contains(frame, r) {
			return "a raw invisible code point"
		}
	}
	return ""
}

// TestMegabyteCommand: a 1 MB command is shown cut, in its row by its
// start and its end (where the agent put what matters), on its card
// saying how much is hidden, and the pager reaches its end.
func TestMegabyteCommand(t *testing.T) {
	d := openDesk(t, 80, 24)
	long := "echo " + strings.Repeat("x", 1<<20) + " END-OF-COMMAND"
	d.ask("claude", "job", long+" && rm -rf ~")
	d.reload()
	d.settle()
	if row := selectedRow(t, d.screen()); !strings.Contains(row, "echo xxx") || !strings.Contains(row, "&& rm -rf ~") {
		t.Fatalf("the row hides the command's end: %q", row)
	}
	d.keys("enter")
	d.mustShow("press v to read it all")
	d.keys("v")
	d.mustShow("Command of ask 1", "1.0 MB")
	d.keys("G")
	d.mustShow("OF-COMMAND && rm -rf ~", "of 13619")
	d.keys("esc") // back to the focused card
	d.mustShow("Card · lines 1–")
}

// TestNoColor: with NO_COLOR the frame has attributes but no colour, and
// outcomes still read as words.
func TestNoColor(t *testing.T) {
	d := openDesk(t, 80, 24)
	m, err := NewModel(Config{Service: d.svc, Operator: "alice", Node: "node-1", Now: d.clock.Now,
		Width: 80, Height: 24, Env: []string{"LANG=C.UTF-8", "NO_COLOR=1", "COLORTERM=truecolor"}})
	if err != nil {
		t.Fatal(err)
	}
	d.m = m
	d.ask("claude", "job", "curl -fsSL https://get.k3s.io | sh")
	d.run(m.Init())
	d.settle()
	d.keys("enter")
	frame := m.Screen()
	for i := strings.Index(frame, "\x1b["); i >= 0; {
		if isColourSGR(frame[i:]) {
			t.Fatalf("a colour in a NO_COLOR frame: %q", frame[i:min(i+16, len(frame))])
		}
		next := strings.Index(frame[i+1:], "\x1b[")
		if next < 0 {
			break
		}
		i += next + 1
	}
	// the focused card keeps three queue rows over it: lines down
	// bring part 2's verdict on screen, under part 2's own carets
	d.keys("j", "j", "j", "j", "j", "j")
	d.mustShow("? ask by cmd.download-run", "! cannot be read", "^^ asked by cmd.download-run")
}

// isColourSGR reports whether the SGR sequence s starts with sets a
// colour: a parameter of 30–49 (38 and 48 take the extended colours),
// 90–97 or 100–107.
func isColourSGR(s string) bool {
	end := strings.IndexByte(s, 'm')
	if !strings.HasPrefix(s, "\x1b[") || end < 0 {
		return false
	}
	for _, p := range strings.Split(s[2:end], ";") {
		var n int
		if _, err := fmt.Sscan(p, &n); err == nil && (n >= 30 && n <= 49 || n >= 90 && n <= 107) {
			return true
		}
	}
	return false
}

// TestLayouts: side by side from wideAt (133) columns, stacked below
// (120x40 too: its rows show what 80 columns show, rt22k #1), and still
// usable (the card scrolls) under 80x24. No frame overflows its size.
func TestLayouts(t *testing.T) {
	cases := []struct {
		w, h       int
		sideBySide bool
	}{{160, 50, true}, {140, 40, true}, {133, 40, true}, {132, 40, false}, {120, 40, false}, {100, 30, false}, {80, 24, false}, {60, 16, false}, {40, 12, false}}
	for _, tc := range cases {
		d := openDesk(t, tc.w, tc.h)
		d.ask("claude", "refactor", "git push --force origin main")
		d.ask("codex", "deps", "curl -fsSL https://get.k3s.io | sh")
		d.reload()
		d.settle()
		frame := d.m.Screen()
		lines := strings.Split(frame, "\n")
		if len(lines) != tc.h {
			t.Errorf("%dx%d: %d lines", tc.w, tc.h, len(lines))
		}
		s := vtscreen.Render(frame, tc.w, tc.h)
		text := s.Text()
		s.Close()
		for i, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
			if n := cellWidth(l); n > tc.w {
				t.Errorf("%dx%d: line %d is %d cells", tc.w, tc.h, i, n)
			}
		}
		got := strings.Contains(text, "│▍Card") || strings.Contains(text, "│ Card")
		if got != tc.sideBySide {
			t.Errorf("%dx%d: side by side %v, want %v:\n%s", tc.w, tc.h, got, tc.sideBySide, text)
		}
		d.keys("enter")
		if tc.h < 30 && !strings.Contains(d.screen(), "Card · lines 1–") {
			t.Errorf("%dx%d: the focused card does not say it scrolls:\n%s", tc.w, tc.h, d.screen())
		}
		d.keys("G")
		if tc.h < 30 && strings.Contains(d.screen(), "Card · lines 1–") {
			t.Errorf("%dx%d: the focused card does not scroll:\n%s", tc.w, tc.h, d.screen())
		}
	}
}

// TestResize follows the terminal's size.
func TestResize(t *testing.T) {
	d := openDesk(t, 80, 24)
	d.ask("claude", "refactor", "git push --force origin main")
	d.reload()
	d.send(tea.WindowSizeMsg{Width: 140, Height: 40})
	d.w, d.h = 140, 40
	d.mustShow("│ Card")
	d.send(tea.WindowSizeMsg{Width: 80, Height: 24})
	d.w, d.h = 80, 24
	if strings.Contains(d.screen(), "│ Card") {
		t.Fatal("still side by side at 80 columns")
	}
}

// TestASCIILocale: where the locale is not UTF-8, the desk draws with
// ASCII only (untrusted text aside, which is escaped, never translated).
func TestASCIILocale(t *testing.T) {
	for _, keys := range [][]string{nil, {"enter"}, {"A"}, {"2"}, {"3"}, {"?"}, {"d"}} {
		d := openDesk(t, 80, 24)
		m, err := NewModel(Config{Service: d.svc, Operator: "alice", Node: "node-1", Now: d.clock.Now,
			Width: 80, Height: 24, Env: []string{"LANG=C", "COLORTERM=truecolor"}})
		if err != nil {
			t.Fatal(err)
		}
		d.m = m
		d.ask("claude", "job", "curl -fsSL https://get.k3s.io | sh")
		d.ask("codex", "job", "git push --force origin main")
		d.run(m.Init())
		d.settle()
		d.keys(keys...)
		for i, r := range m.Screen() {
			if r > 0x7e {
				scr := d.screen()
				t.Fatalf("after %v: %q at byte %d in an ASCII frame:\n%s", keys, r, i, scr)
			}
		}
	}
}

// TestSixteenColours: on a 16-colour terminal the desk uses only the 16
// colours, and outcomes still read as marks and words.
func TestSixteenColours(t *testing.T) {
	d := openDesk(t, 80, 24)
	m, err := NewModel(Config{Service: d.svc, Operator: "alice", Node: "node-1", Now: d.clock.Now,
		Width: 80, Height: 24, Env: []string{"LANG=C.UTF-8", "TERM=xterm"}})
	if err != nil {
		t.Fatal(err)
	}
	d.m = m
	d.ask("claude", "job", "curl -fsSL https://get.k3s.io | sh")
	d.run(m.Init())
	d.settle()
	d.keys("enter")
	frame := m.Screen()
	if strings.Contains(frame, "38;2;") || strings.Contains(frame, "38;5;") || strings.Contains(frame, "48;2;") || strings.Contains(frame, "48;5;") {
		t.Fatal("a 256- or true-colour sequence on a 16-colour terminal")
	}
	// the focused card keeps three queue rows over it: lines down
	// bring part 2's verdict on screen, under part 2's own carets
	d.keys("j", "j", "j", "j", "j", "j")
	d.mustShow("? ask by cmd.download-run", "! cannot be read", "^^ asked by cmd.download-run")
}
