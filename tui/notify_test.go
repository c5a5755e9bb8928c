package tui

import (
	"strings"
	"testing"
)

// TestNewAsksCallTheOperator: an ask that arrives rings the bell, counts
// in the window title and, when asked for, sends a desktop notification;
// each can be switched off; asks found at start call nobody; and nothing
// an agent wrote reaches the title or the notification.
func TestNewAsksCallTheOperator(t *testing.T) {
	const evil = "evil\x1b]0;pwned\x07\u202e"
	cases := []struct {
		name  string
		env   []string
		raw   string // what the desk wrote past its frames, all of it
		title string
	}{
		{name: "bell and title by default", raw: "\a", title: "ozdesk (2)"},
		{name: "bell off", env: []string{EnvBell + "=0"}, raw: "", title: "ozdesk (2)"},
		{name: "title off", env: []string{EnvTitle + "=off"}, raw: "\a", title: ""},
		{name: "OSC 9", env: []string{EnvNotify + "=osc9", EnvBell + "=no"},
			raw: "\x1b]9;ozdesk: 1 new ask, 2 waiting\a", title: "ozdesk (2)"},
		{name: "OSC 777", env: []string{EnvNotify + "=osc777"},
			raw: "\a\x1b]777;notify;ozdesk;1 new ask, 2 waiting\a", title: "ozdesk (2)"},
		{name: "OSC 9 through tmux", env: []string{EnvNotify + "=osc9", EnvBell + "=0", "TMUX=/tmp/tmux-0/default,1,0"},
			raw: "\x1bPtmux;\x1b\x1b]9;ozdesk: 1 new ask, 2 waiting\a\x1b\\", title: "ozdesk (2)"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := openDeskEnv(t, 80, 24, tc.env...)
			d.ask("claude", "job", "git push --force origin main")
			d.restart() // found on the first read: nobody is called
			if len(d.raw) != 0 {
				t.Fatalf("asks found at start called the operator: %q", d.raw)
			}
			d.ask(evil, evil, "npm publish --tag "+evil)
			d.reload()
			if got := strings.Join(d.raw, ""); got != tc.raw {
				t.Errorf("wrote %q, want %q", got, tc.raw)
			}
			if got := d.m.View().WindowTitle; got != tc.title {
				t.Errorf("title %q, want %q", got, tc.title)
			}
			d.reload() // nothing new: nobody is called again
			if got := strings.Join(d.raw, ""); got != tc.raw {
				t.Errorf("a read with nothing new wrote %q", strings.TrimPrefix(got, tc.raw))
			}
		})
	}
}

// TestNotifyIsChecked: a desktop notification the desk does not know is
// refused when the desk is built.
func TestNotifyIsChecked(t *testing.T) {
	d := openDesk(t, 80, 24)
	if _, err := NewModel(Config{Service: d.api, Notify: "osc52"}); err == nil || !strings.Contains(err.Error(), "osc9, osc777 or off") {
		t.Fatalf("Notify osc52: %v", err)
	}
	for _, s := range []string{"", "off", "OSC9", "osc777"} {
		if _, err := ParseNotify(s); err != nil {
			t.Errorf("%q: %v", s, err)
		}
	}
}
