package tui

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// bindingCases are binding texts as `tmux list-keys` prints them, and
// what bindingTypes says of each ("" nothing types).
var bindingCases = []struct{ text, types string }{
	{`send-keys a`, "send-keys"},
	{`send-keys -t desk -l approve`, "send-keys"},
	{`send -N 2 a`, "send-keys"},
	{`send-k a`, "send-keys"},
	{`select-pane -t = \; send-keys a`, "send-keys"},
	{`paste-buffer -t desk`, "paste-buffer"},
	{`pasteb`, "paste-buffer"},
	{`run-shell "tmux send-keys -t desk a"`, "run-shell"},
	{`run -b "x"`, "run-shell"},
	{`if-shell true "send-keys a"`, "if-shell"},
	{`if-shell -F 1 "send-keys a"`, "send-keys"},
	{`if-shell -F 1 { send-keys a } { copy-mode }`, "send-keys"},
	{`if-shell -F 1 { copy-mode } { if-shell -F 0 { select-pane } { send-keys d } }`, "send-keys"},
	{`confirm-before -p x send-keys a`, "send-keys"},
	{`command-prompt -I a { send-keys "%%" }`, "send-keys"},
	{`display-message "#(tmux send-keys -t desk a)"`, "a #(…) job"},
	{`display-popup -E "tmux send-keys a"`, "display-popup"},
	{`new-window -d "tmux send-keys -t desk a"`, "new-window"},
	{`split-window -h "sh x"`, "split-window"},
	{`source-file /tmp/x.conf`, "source-file"},
	{`pipe-pane -I "echo a"`, "pipe-pane"},
	{`send-keys -X copy-pipe-and-cancel "sh x"`, "send-keys -X copy-pipe with a command"},
	{`select-pane -t = ; send-keys a`, "send-keys"},
	{`display-menu -T "t" Type t { send-keys a }`, "send-keys"},
	// tmux's own bindings and everyday ones
	{`select-pane -t = \; send-keys -M`, ""},
	{`select-pane -L`, ""},
	{`display-message "✓ denied"`, ""},
	{`send-prefix`, ""},
	{`paste-buffer -p`, ""},
	{`if-shell -F "#{||:#{pane_in_mode},#{mouse_any_flag}}" { send-keys -M } { copy-mode -e }`, ""},
	{`select-pane -t = \; if-shell -F "#{||:#{pane_in_mode},#{mouse_any_flag}}" { send-keys -M } { copy-mode -H ; send-keys -X select-word ; run-shell -d 0.3 ; send-keys -X copy-pipe-and-cancel }`, ""},
	{`display-menu -T "#[align=centre]#{pane_index}" -t = -x M -y M "#{?mouse_word,Type #[underscore]#{=/9/...:mouse_word},}" C-y { copy-mode -q ; send-keys -l "#{q:mouse_word}" } "Horizontal Split" h { split-window -h } "New After" w { new-window -a } Respawn R { respawn-pane -k }`, ""},
	{`confirm-before -p "kill-pane #P? (y/n)" kill-pane`, ""},
	{`command-prompt -I "#W" { rename-window "%%" }`, ""},
	{`resize-pane -Z`, ""},
	{`send-keys \" \' "\$HOME" "#{q:mouse_word}" \{`, "send-keys"},
}

// TestBindingTypes: a binding that sends keys, pastes, or runs a shell
// command or a file of commands (at any depth: a branch, a menu item, a
// prompt's template) is said to type; tmux's own mouse and menu
// bindings, and everyday ones (select-pane, a display), are not.
func TestBindingTypes(t *testing.T) {
	for _, c := range bindingCases {
		if got := bindingTypes(c.text); got != c.types {
			t.Errorf("bindingTypes(%q) = %q, want %q", c.text, got, c.types)
		}
	}
}

// TestTmuxDefaultBindingsTypeNot reads the tables of a real tmux server
// started with no configuration: no binding of its root table types
// (the desk would want codes on every tmux), and one bound as rt56b B17
// did is read as typing.
func TestTmuxDefaultBindingsTypeNot(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed")
	}
	x := &tmux{t: t, socket: fmt.Sprintf("ozdesk-keys-%d", os.Getpid())}
	x.run("-f", "/dev/null", "new-session", "-d", "-s", "k", "sleep 600")
	t.Cleanup(func() { _ = exec.Command("tmux", "-L", x.socket, "kill-server").Run() })
	read := func() []keyBinding {
		var out []keyBinding
		for _, line := range strings.Split(x.run("list-keys", "-T", "root"), "\n") {
			if b, ok := parseBinding(line); ok {
				out = append(out, b)
			}
		}
		return out
	}
	bound := read()
	if len(bound) < 5 {
		t.Fatalf("read %d bindings of the root table", len(bound))
	}
	if why := reboundWhy([]paneClient{{table: "root", prefix: [2]string{"C-b", "None"}}}, bound); why != nil {
		t.Fatalf("tmux's own root table: %q", why)
	}
	x.run("bind-key", "-n", "d", "send-keys", "a")
	x.run("bind-key", "-n", "M-Left", "select-pane", "-L")
	why := reboundWhy([]paneClient{{table: "root", prefix: [2]string{"C-b", "None"}}}, read())
	if len(why) != 1 || why[0] != "tmux binds d to send-keys" {
		t.Fatalf("bind -n d send-keys a: %q", why)
	}
}

// TestReboundWhy: a client whose next key goes through another table
// than root, or whose prefix is a plain key, is a reason; the names are
// made safe.
func TestReboundWhy(t *testing.T) {
	cases := []struct {
		client paneClient
		want   string
	}{
		{paneClient{table: "root", prefix: [2]string{"C-a", "None"}}, ""},
		{paneClient{table: "root", prefix: [2]string{"C-b", "F12"}}, ""},
		{paneClient{table: "x\x1b[2J", prefix: [2]string{"C-b", "None"}}, `a client's next key goes through tmux table x\e[2J`},
		{paneClient{table: "root", prefix: [2]string{"d", "None"}}, "tmux's prefix is d"},
		{paneClient{table: "root", prefix: [2]string{"C-b", "Enter"}}, "tmux's prefix is Enter"},
	}
	for _, c := range cases {
		got := strings.Join(reboundWhy([]paneClient{c.client}, nil), "; ")
		if got != c.want {
			t.Errorf("reboundWhy(%+v) = %q, want %q", c.client, got, c.want)
		}
	}
}

// FuzzBindingTypes: any text is read without a panic, and a text with a
// #(…) job always types.
func FuzzBindingTypes(f *testing.F) {
	for _, c := range bindingCases {
		f.Add(c.text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got := bindingTypes(text)
		if strings.Contains(text, "#(") && got == "" {
			t.Fatalf("bindingTypes(%q) = \"\" with a #(…) job", text)
		}
		_, _ = parseBinding("bind-key -T root x " + text)
	})
}
