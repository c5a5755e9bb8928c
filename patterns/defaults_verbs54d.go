package patterns

// fx54d's patterns (rt53 N8, N11, N12, N14): nothing but the desk draws
// in the desk's pane. tmux's commands that cover a pane or take its
// client's keys ([tmux-covers]), a part run in a new pane or tab of
// zellij or wezterm ([term-spawn]), and a device node made for a
// terminal ([mknod-terminal]) ask as cmd.guard-tamper; any other device
// node made ([mknod-device]) as cmd.system. Wired into the table by
// withVerbs54d (defaultTableSource), with each rule's documentation and
// examples. Built on first use (lazy.go).
var verbs54d = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.guard-tamper": {"tmux ** [tmux-covers] **", "[term-spawn] **", "mknod ** [mknod-terminal] **"},
		"cmd.system":       {"mknod ** [mknod-device] **"},
	}
}}

// docs54d is what DEFAULTS.md says, per default, of verbs54d and of the
// calls fx54d decided.
func docs54d() map[string]string {
	return map[string]string{
		"cmd.guard-tamper": " And (fx54d, rt53 N8, N11): tmux's commands that put other content in front of a pane or take its client's keys ask as a might, as copy-mode does ([tmux-covers], read by tmux's getopt: `-tdesk`, `-dt desk`, `=desk:`, `desk:1.0`, `%3`): " +
			"`new-window` (it makes the new window the session's current one, so the operator's client shows a fake desk where the desk was: `tmux new-window -t desk 'sh fake.sh'`, and without -t, from outside tmux, the best session's; with `-d` and without `-k`, made in the background, it is left alone), " +
			"`run-shell` (its output shows in view-mode over the pane, with -t the target's, without it or with -b the best session's from outside tmux, and view-mode eats the keys typed there; checked with tmux 3.3a; `run-shell -C` runs tmux commands, read as such), " +
			"`select-window`, `next-window`, `previous-window`, `last-window` (another window made current), `command-prompt` and `confirm-before` (a prompt on the client takes its next keys), `attach-session -d` and `-x` (every other client of the session detached, the operator's among them: `script -qc 'tmux attach -d -t desk' /dev/null`; a plain `tmux attach -t dev` is left alone); " +
			"the same commands, `split-window -t` and `send-keys -t` aimed at a session the line made just before are left alone (rt53 N17): by an earlier command of the same tmux line (`tmux new -d -s dev \\; new-window -t dev`: tmux drops the rest when one fails), " +
			"or an earlier tmux part of the same server joined to it by && alone (`tmux new -d -s dev && tmux new-window -t dev:web 'npm run dev' && tmux send-keys -t dev 'npm start' Enter`; after `set -e` too): new-session fails on a name taken, so the name then names no desk's session; " +
			"`tmux has-session -t dev || tmux new -d -s dev` does not make it (a session dev that was there, the desk's perhaps, is used), nor does a name in a variable. " +
			"`display-message` is left alone: its text goes on the status line, a key pressed while it shows reaches the pane, and its -I writes only into an empty pane (tmux 3.3a: \"pane is not empty\"). " +
			"And (fx54d, rt53 N12): a part run in a new pane or tab of zellij or wezterm, which takes the focus from the desk's ([term-spawn]: `zellij run -- CMD`, `wezterm cli spawn -- CMD`; CMD is judged as itself too), `kitty +kitten @ …` as `kitten @ …`, and wemux read as tmux (`wemux send-keys y`); " +
			"decided: `zellij action new-tab` asks, as tmux's `new-window` does (the new tab takes the focus). " +
			"And (fx54d, rt53 N14): a character device made with a terminal's numbers ([mknod-terminal]: `mknod /tmp/t c 136 0`, a second name for /dev/pts/0 that a later `cat F > /tmp/t` or `stty -F /tmp/t rows 1500` reaches; `c 4 1`, `c 5 1`, `c 7 0`, `0x88`), or numbers not literal; " +
			"find's `{}` below a starting point that holds terminals is read as the paths it names (`find /dev/pts -name 0 -exec dd if=F of={} \\;`, `-exec cp F {}`, `-exec tee {}`, `-ok`, and `-execdir`/`-okdir` below /dev or /proc: /dev/pts/**/0 is /dev/pts/0).",
		"cmd.system": " And (fx54d, rt53 N14): a character or block device node made that is no terminal's ([mknod-device]: `mknod d b 8 0`, the first disk under a name no later `dd of=d` shows, `mknod m c 1 1`, memory; a FIFO, `mknod p p`, is left alone).",
	}
}

// examples54d are, per default, examples of verbs54d for
// TestDefaultExamples: what asks, and what is left alone.
func examples54d() map[string][2][]string {
	return map[string][2][]string{
		"cmd.guard-tamper": {{"tmux new-window -t desk 'sh fake.sh'", "tmux run-shell -t desk 'cat fake'", "tmux select-window -t desk:1",
			"zellij run -- sh x", "wezterm cli spawn -- sh", "mknod /tmp/t c 136 0", "find /dev/pts -name 0 -exec dd if=F of={} \\;"},
			{"tmux new-window -d -t dev 'npm run dev'", "tmux new -d -s dev && tmux new-window -t dev", "tmux display-message -p '#S'", "mkfifo p", "find . -name '*.go' -exec gofmt -l {} +"}},
		"cmd.system": {{"mknod d b 8 0", "mknod m c 1 1"}, {"mknod p p"}},
	}
}

// withVerbs54d adds verbs54d's patterns, documentation and examples to
// the defaults of infos.
func withVerbs54d(infos []DefaultInfo) []DefaultInfo {
	return withVerbs(infos, verbs54d.get(), nil, docs54d(), examples54d())
}
