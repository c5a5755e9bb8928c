package patterns

// fx56f's patterns (rt54b B13, B14): a multiplexer's client attached,
// on a terminal the line gives it, to a session that may be the desk's
// ([mux-attaches], class_mux_attach.go) asks as cmd.guard-tamper, a
// might: it types what the line feeds it into the desk, sizes the desk's
// window and changes its current one. Wired into the table by
// withVerbs56f (defaultTableSource). Built on first use (lazy.go).
var verbs56f = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.guard-tamper": {"[mux-attaches] **"},
	}
}}

// docs56f is what DEFAULTS.md says, per default, of verbs56f and of the
// calls fx56f decided.
func docs56f() map[string]string {
	return map[string]string{
		"cmd.guard-tamper": " And (fx56f, rt54b B13, B14): a multiplexer's client attached to a session that may be there already, on a terminal the line gives it, asks as a might ([mux-attaches]): " +
			"it types into the session what the line feeds it (`script -qc 'tmux attach -t desk' /dev/null < keys` approved a pending ask for real), sizes its window to the newest client (a 20x3 client from `tmux -L other new-session -d -x 20 -y 3 'tmux attach -t desk'` shrank the desk to 20x2) and changes its current window; " +
			"the attach is tmux's `attach-session` (`attach`, `a`), its `new-session` with `-A` or `-t` and without `-d`, `screen -r`/`-R`/`-x`, `zellij attach`, `dtach -a`/`-A`, and the terminal is given by `script` (`-qc CMD`, `/dev/null -qc CMD`), `unbuffer`, `expect`, `ssh` (whatever its -t), a pane of another tmux, screen, dtach, abduco or zellij, a terminal emulator, or a terminal device (or a path not known) on its standard input; " +
			"decided: the agent's own `tmux attach -t dev` (or `screen -r`, `zellij attach`) with no such wrapper is left alone: under a hook or a harness's tool call it has no terminal and tmux stops with \"open terminal failed: not a terminal\"; the operator's own, typed at their terminal, is not judged at all.",
	}
}

// examples56f are, per default, examples of verbs56f for
// TestDefaultExamples: what asks, and what is left alone.
func examples56f() map[string][2][]string {
	return map[string][2][]string{
		"cmd.guard-tamper": {{"script -qc 'tmux attach -t desk' /dev/null < keys", "unbuffer -p tmux attach -t desk < keys",
			"tmux -L other new-session -d -x 20 -y 3 'tmux -L S attach -t desk'", "script -qc 'screen -x desk' /dev/null"},
			{"tmux attach -t dev", "script -qc 'make test' /dev/null", "tmux new -d -s dev 'npm run dev'", "screen -S build -dm make"}},
	}
}

// withVerbs56f adds verbs56f's patterns, documentation and examples to
// the defaults of infos.
func withVerbs56f(infos []DefaultInfo) []DefaultInfo {
	return withVerbs(infos, verbs56f.get(), nil, docs56f(), examples56f())
}
