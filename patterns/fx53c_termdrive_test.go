package patterns

import "testing"

// fx53cCases: other multiplexers and terminals that type into, close,
// split or take over a pane ask cmd.guard-tamper as a might (rt50 A3);
// byobu is tmux; tmux's joined targets are read as tmux's
// getopt reads them (rt50k NEW-8); the read-only verbs and the everyday
// tmux lines stay alone.
var fx53cCases = []evalCase{
	// byobu, byobu-tmux: tmux's commands (rt50 Q141).
	ask("byobu send-keys -t desk y Enter", "cmd.guard-tamper"),
	ask("byobu-tmux send-keys -t desk y", "cmd.guard-tamper"),
	ask("/usr/bin/byobu send -t desk y", "cmd.guard-tamper"),
	ask("byobu kill-server", "cmd.guard-tamper"),
	ask("byobu source-file ./x.conf", "cmd.guard-tamper"),
	ask("byobu copy-mode -t desk", "cmd.guard-tamper"),
	ask("byobu -X stuff y", "cmd.guard-tamper"),
	ask("byobu-screen -S desk -X stuff y", "cmd.guard-tamper"),
	allow("byobu list-sessions"),
	allow("byobu ls"),
	allow("byobu new-session -d 'make watch'"),
	allow("byobu-tmux capture-pane -p -t dev"),
	// zellij (rt50 Q142, Q143).
	ask("zellij action write-chars y", "cmd.guard-tamper"),
	ask("zellij -s desk action write 13", "cmd.guard-tamper"),
	ask("zellij --session desk action write-chars 'y'", "cmd.guard-tamper"),
	ask("zellij ac send-keys Enter", "cmd.guard-tamper"),
	ask("zellij action close-pane", "cmd.guard-tamper"),
	ask("zellij action new-pane", "cmd.guard-tamper"),
	ask("zellij -s desk action move-focus left", "cmd.guard-tamper"),
	ask("zellij edit ./x.rs", "cmd.guard-tamper"),
	ask("zellij run -- make test", "cmd.guard-tamper"), // fx54d: a new focused pane covers the desk's (rt53 N12)
	ask("zellij kill-session desk", "cmd.guard-tamper"),
	ask("zellij delete-session desk --force", "cmd.guard-tamper"),
	allow("zellij list-sessions"),
	allow("zellij ls"),
	allow("zellij action list-panes --json"),
	allow("zellij -s dev action dump-layout"),
	allow("zellij delete-session old"),
	allow("zellij --version"),
	// kitty's remote control (rt50 Q144).
	ask("kitty @ send-text --match title:desk y", "cmd.guard-tamper"),
	ask("kitty @ --to unix:/tmp/kitty send-text y", "cmd.guard-tamper"),
	ask("kitty @ send-key --match id:1 enter", "cmd.guard-tamper"),
	ask("kitten @ send-text y", "cmd.guard-tamper"),
	ask("kitty @ close-window --match title:desk", "cmd.guard-tamper"),
	ask("kitty @ signal-child --match title:desk SIGKILL", "cmd.guard-tamper"),
	ask("kitty @", "cmd.guard-tamper"),
	allow("kitty @ ls"),
	allow("kitty @ --help"),
	allow("zellij action --help"),
	allow("wezterm cli --help"),
	allow("kitten @ get-text --match id:1"),
	allow("kitty --version"),
	allow("kitty +kitten icat img.png"),
	// wezterm (rt50 Q145).
	ask("wezterm cli send-text --pane-id 0 y", "cmd.guard-tamper"),
	ask("wezterm cli split-pane -- htop", "cmd.guard-tamper"),
	ask("wezterm cli --prefer-mux kill-pane --pane-id 0", "cmd.guard-tamper"),
	ask("wezterm --config-file x.lua cli activate-pane --pane-id 0", "cmd.guard-tamper"),
	allow("wezterm cli list"),
	allow("wezterm cli get-text --pane-id 0"),
	allow("wezterm --version"),
	// Programs that take a terminal or a process over, or type into one.
	ask("reptyr 1234", "cmd.guard-tamper"),
	ask("reptyr -T 1234", "cmd.guard-tamper"),
	ask("sudo conspy 1", "cmd.guard-tamper"),
	ask("conspy", "cmd.guard-tamper"),
	ask("injcode -m retty 1234", "cmd.guard-tamper"),
	ask("ttyecho -n \"$T\" y", "cmd.guard-tamper"),
	allow("reptyr -l"),
	// tmux's joined targets (rt50k NEW-8) and link-window (rt50 Q121).
	ask("tmux splitw -tdesk", "cmd.guard-tamper"),
	ask("tmux split-window -vt desk", "cmd.guard-tamper"),
	ask("tmux split-window -hdt desk 'make test'", "cmd.guard-tamper"),
	ask("tmux split-window -t=desk", "cmd.guard-tamper"),
	ask("tmux send-keys -tdesk y", "cmd.guard-tamper"),
	ask("tmux link-window -s desk:0", "cmd.guard-tamper"),
	ask("tmux linkw -s desk:0 -t work:", "cmd.guard-tamper"),
	ask("tmux move-window -s desk:0 -t work:", "cmd.guard-tamper"),
	ask("tmux unlink-window -k -t desk:0", "cmd.guard-tamper"),
	ask("tmux send-keys -t dev 'npm start' Enter", "cmd.guard-tamper"),
	allow("tmux split-window -h"),
	allow("tmux split-window -v -l 10 'make test'"),
	allow("tmux new -d -s work"),
	allow("tmux list-windows -t work"),
}

func TestFx53cTermDrive(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx53cCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
		if c.want == Ask && v.Because != nil && v.Because.Certain {
			t.Errorf("%q: certain; want a might", c.cmd)
		}
	}
}

// TestProgramKeyMultiplexerFronts: byobu and byobu-tmux are read as
// tmux, byobu-screen as screen; tmux, screen and tmate stay themselves.
func TestProgramKeyMultiplexerFronts(t *testing.T) {
	for in, want := range map[string]string{"byobu": "tmux", "Byobu": "tmux", "byobu-tmux": "tmux",
		"tmate": "tmate", "byobu-screen": "screen", "tmux": "tmux", "screen": "screen", "byobu-config": "byobu-config"} {
		if got := programKey(in); got != want {
			t.Errorf("programKey(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzTermDrive: the readers of zellij, kitty, wezterm and reptyr never
// fail on any words, and the verb they name is one of the part's words
// after its program.
func FuzzTermDrive(f *testing.F) {
	for _, c := range fx53cCases {
		f.Add(c.cmd)
	}
	f.Fuzz(func(t *testing.T, src string) {
		for _, p := range Read(src).Parts {
			if p == nil {
				continue
			}
			read, ok := termDriveReaders.get()[p.Program]
			if !ok {
				continue
			}
			if i := read(p.Words); i == 0 || i >= len(p.Words) {
				t.Fatalf("%q: %s's reader named word %d of %d", src, p.Program, i, len(p.Words))
			}
		}
	})
}
