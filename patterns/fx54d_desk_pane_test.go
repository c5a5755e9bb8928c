package patterns

import (
	"path/filepath"
	"testing"
)

// fx54dCases: nothing but the desk draws in the desk's pane (rt53 N8,
// N11, N12, N14). tmux's commands that cover a pane or take its client's
// keys, other terminals' panes and tabs, a device node made for a
// terminal and find's "{}" below /dev/pts ask; a session the line made
// just before, a window made in the background, reads, and everyday
// find and mkfifo stay.
var fx54dCases = []evalCase{
	// N8: a new window made current in the desk's session.
	ask("tmux new-window -t desk 'bash /tmp/rt53/fake.sh'", "cmd.guard-tamper"),
	ask("tmux -L rt53 new-window -t desk 'bash /tmp/rt53/fake.sh'", "cmd.guard-tamper"),
	ask("tmux new-window -t desk", "cmd.guard-tamper"),
	ask("tmux new-window", "cmd.guard-tamper"),
	ask("tmux neww -tdesk", "cmd.guard-tamper"),
	ask("tmux neww -t =desk: 'sh x'", "cmd.guard-tamper"),
	ask("tmux neww -t %3", "cmd.guard-tamper"),
	ask("tmux neww -t desk:1.0", "cmd.guard-tamper"),
	ask("tmux new-window -k -d -t desk:0 'sh fake.sh'", "cmd.guard-tamper"),
	ask("tmux new-window -d -t desk \\; select-window -t desk:1", "cmd.guard-tamper"),
	ask("tmux select-window -t desk:1", "cmd.guard-tamper"),
	ask("tmux selectw -t desk:1", "cmd.guard-tamper"),
	ask("tmux next-window -t desk", "cmd.guard-tamper"),
	ask("tmux next -t desk", "cmd.guard-tamper"),
	ask("tmux previous-window -t desk", "cmd.guard-tamper"),
	ask("tmux last-window -t desk", "cmd.guard-tamper"),
	ask("byobu new-window -t desk 'sh fake.sh'", "cmd.guard-tamper"),
	ask("tmux if-shell true 'new-window -t desk'", "cmd.guard-tamper"),
	ask("tmux new -d -s dev ; tmux new-window -t dev", "cmd.guard-tamper"),
	ask("tmux new -d -s dev || tmux new-window -t dev", "cmd.guard-tamper"),
	ask("tmux has-session -t dev || tmux new -d -s dev; tmux new-window -t dev", "cmd.guard-tamper"),
	ask("tmux new -d -s dev && tmux new-window -t desk", "cmd.guard-tamper"),
	ask("tmux -L other new -d -s dev && tmux new-window -t dev", "cmd.guard-tamper"),
	ask("tmux new -d -s dev && tmux new-window -t %1", "cmd.guard-tamper"),
	// N11: run-shell's output in view-mode over the pane; prompts.
	ask("tmux run-shell -t desk 'cat /tmp/rt53/fake.txt'", "cmd.guard-tamper"),
	ask("tmux run -t desk 'cat fake'", "cmd.guard-tamper"),
	ask("tmux run -b 'cat fake'", "cmd.guard-tamper"),
	ask("tmux run-shell 'cat fake'", "cmd.guard-tamper"),
	ask("tmux run -d 1 -t desk 'cat fake'", "cmd.guard-tamper"),
	ask("tmux command-prompt -I y -t desk", "cmd.guard-tamper"),
	ask("tmux confirm-before -t desk 'display x'", "cmd.guard-tamper"),
	ask("tmux attach -d -t desk", "cmd.guard-tamper"),
	ask("script -qc 'tmux attach -d -t desk' /dev/null", "cmd.guard-tamper"),
	ask("tmux a -x -t desk", "cmd.guard-tamper"),
	allow("tmux attach -t dev"),
	// N17: a session the line made just before.
	allow("tmux new -d -s dev && tmux new-window -t dev"),
	allow("tmux new -d -s dev && tmux new-window -t dev:web 'npm run dev'"),
	allow("tmux new-session -d -s dev -n web && tmux new-window -t =dev: -n api"),
	allow("tmux new -d -s dev && tmux send-keys -t dev 'npm start' Enter"),
	allow("tmux new -d -s dev && tmux send-keys -t dev:web 'npm start' Enter"),
	allow("tmux new -d -s dev && tmux send-keys -t dev.1 'npm start' Enter"),
	allow("tmux new -d -s dev && tmux new-window -t dev && tmux send-keys -t dev:1 'make' Enter"),
	allow("tmux new -d -s dev \\; new-window -t dev 'npm run dev'"),
	allow("set -e; tmux new -d -s dev; tmux new-window -t dev"),
	allow("tmux new -d -s test && tmux split-window -t test"),
	allow("tmux new -d -s test && tmux select-window -t test:1"),
	allow("tmux new -d -s test && tmux run -t test 'make test'"),
	ask("set -e; set +e; tmux new -d -s dev; tmux new-window -t dev", "cmd.guard-tamper"),
	ask("tmux send-keys -t dev 'npm start' Enter", "cmd.guard-tamper"),
	ask("tmux split-window -t test", "cmd.guard-tamper"),
	// Left alone: a window in the background, tmux commands, reads,
	// a binding, the status line.
	allow("tmux new-window -d -t dev 'npm run dev'"),
	allow("tmux neww -d 'make watch'"),
	allow("tmux run-shell -C 'display-message hi'"),
	allow("tmux bind c new-window"),
	allow("tmux display-message -p '#S'"),
	allow("tmux display-message -d 0 -t desk hi"),
	allow("tmux new -d -s work"),
	allow("tmux list-windows -t desk"),
	allow("tmux capture-pane -p -t desk"),
	// N12: other terminals.
	ask("kitty +kitten @ send-text y", "cmd.guard-tamper"),
	ask("kitty +kitten @ --to unix:/tmp/k send-text y", "cmd.guard-tamper"),
	ask("wemux send-keys y", "cmd.guard-tamper"),
	ask("wemux send-keys -t desk y Enter", "cmd.guard-tamper"),
	ask("zellij run -- sh /tmp/rt53/x", "cmd.guard-tamper"),
	ask("zellij run -f -- htop", "cmd.guard-tamper"),
	ask("zellij -s desk run -- make test", "cmd.guard-tamper"),
	ask("wezterm cli spawn -- sh", "cmd.guard-tamper"),
	ask("wezterm cli spawn --new-window -- sh", "cmd.guard-tamper"),
	ask("zellij action new-tab", "cmd.guard-tamper"),
	ask("screen -S desk -X stuff y", "cmd.guard-tamper"),
	allow("kitty +kitten @ ls"),
	allow("kitty +kitten icat x.png"),
	allow("kitten @ get-text"),
	allow("wemux ls"),
	allow("wezterm start -- htop"),
	allow("zellij list-sessions"),
	// N14: find's "{}" below /dev/pts, device nodes made.
	ask("find /dev/pts -name 0 -exec dd if=/tmp/rt53/fake8.txt of={} \\;", "cmd.guard-tamper"),
	ask("find /dev/pts -name 0 -exec dd if=F of={} status=none \\;", "cmd.guard-tamper"),
	ask("find /dev/pts -name 0 -exec cp F {} \\;", "cmd.guard-tamper"),
	ask("find /dev/pts -name 0 -exec tee {} \\; < F", "cmd.guard-tamper"),
	ask("find /dev/pts -name 0 -ok dd if=F of={} \\;", "cmd.guard-tamper"),
	ask("find /dev/pts -name 0 -execdir cp F {} \\;", "cmd.guard-tamper"),
	ask("find /dev/pts/ -name 0 -exec sh -c 'cat F > \"$1\"' _ {} \\;", "cmd.wipe-disk"), // any path: a disk too
	ask("for i in $(seq 400); do find /dev/pts -name 0 -exec dd if=F of={} status=none \\; ; sleep 0.02; done", "cmd.guard-tamper"),
	ask("find /proc/1/fd -name 1 -exec dd if=F of={} \\;", "cmd.guard-tamper"),
	ask("mknod /tmp/rt53/t c 136 0", "cmd.guard-tamper"),
	ask("mknod -m 666 /tmp/t c 136 3", "cmd.guard-tamper"),
	ask("mknod /tmp/t c 0x88 0", "cmd.guard-tamper"),
	ask("mknod t c 4 1", "cmd.guard-tamper"),
	ask("mknod t c 5 1", "cmd.guard-tamper"),
	ask("mknod t u 137 2", "cmd.guard-tamper"),
	ask("mknod /tmp/t c 136 0 && cat F > /tmp/t", "cmd.guard-tamper"),
	ask("mknod t c \"$MAJ\" 0", "cmd.guard-tamper"),
	ask("mknod t b 8 0", "cmd.system"),
	ask("mknod m c 1 1", "cmd.system"),
	ask("mknod -m 666 rootfs/dev/null c 1 3", "cmd.system"),
	allow("mknod p p"),
	allow("mknod /tmp/fifo p"),
	allow("mkfifo /tmp/fifo"),
	allow("find . -name '*.go' -exec gofmt -l {} +"),
	allow("find . -name '*.pyc' -exec rm {} +"),
	ask("find /dev -maxdepth 1 -name 'tty*' -exec ls -l {} +", "cmd.guard-tamper"), // as ls -l /dev/tty1 asks
	allow("find /proc/self/fd -exec ls -l {} +"),
	allow("cat F > /dev/tty"),
	allow("ls /dev/pts"),
}

func TestFx54dDeskPane(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	ctx := guardedContext("/home/op/proj")
	for _, c := range fx54dCases {
		v := pol.Explain(c.cmd, ctx, testNow)
		if v.Outcome != c.want || v.Rule != c.rule {
			t.Errorf("%q: got %s by %q (%s); want %s by %q", c.cmd, v.Outcome, v.Rule, v.Reason, c.want, c.rule)
		}
	}
}

// TestFx54dTmuxScripts: a script run by bash that makes its session and
// then works in it is left alone (rt53 N17), by && or after set -e; one
// that opens a window in a session it did not make, or covers one, asks,
// the reason naming the script's line.
func TestFx54dTmuxScripts(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	fx53mWrite(t, filepath.Join(home, "proj"), map[string]string{
		"dev.sh":    "#!/bin/bash\nset -e\ntmux new-session -d -s dev -n web\ntmux send-keys -t dev:web 'npm run dev' Enter\ntmux new-window -t dev -n api\n",
		"dev2.sh":   "#!/bin/bash\ntmux new -d -s dev && tmux new-window -t dev:1 'npm test'\n",
		"fake.sh":   "#!/bin/bash\ntmux new-window -t desk 'bash /tmp/fake.sh'\n",
		"view.sh":   "#!/bin/bash\ntmux run-shell -t desk 'cat /tmp/fake.txt'\n",
		"nosete.sh": "#!/bin/bash\ntmux new -d -s dev\ntmux new-window -t dev 'npm test'\n",
	})
	fx53mCheck(t, pol, home, []struct{ cmd, rule, reason string }{
		{"bash dev.sh", "", ""},
		{"bash dev2.sh", "", ""},
		{"bash fake.sh", "cmd.guard-tamper", "new-window -t desk"},
		{"bash view.sh", "cmd.guard-tamper", "run-shell -t desk"},
		{"bash nosete.sh", "cmd.guard-tamper", "new-window -t dev"},
	}, false)
}

// TestFx54dMadeSession: the session a tmux target names, and what names
// none a line could have made.
func TestFx54dMadeSession(t *testing.T) {
	for _, c := range []struct{ target, want string }{
		{"dev", "dev"}, {"=dev", "dev"}, {"dev:web", "dev"}, {"=dev:", "dev"}, {"dev:0.1", "dev"}, {"dev.1", "dev"},
		{"%3", ""}, {"@1", ""}, {"$0", ""}, {":1", ""}, {"", ""}, {"de*", ""},
	} {
		if got := tmuxTargetSession(c.target); got != c.want {
			t.Errorf("tmuxTargetSession(%q) = %q, want %q", c.target, got, c.want)
		}
	}
}
