package patterns

// fx55h's patterns (rt54b B9, B11, B12): the desk's tmux server is its
// host. Its socket removed, moved, replaced, linked or changed, or the
// processes holding it killed by fuser -k ([tmux-socket]), and the
// options that end a session or the server on a later event set
// ([tmux-end-option]) ask as cmd.guard-tamper, a might
// (class_tmux_server_end.go). Wired into the table by withVerbs55h
// (defaultTableSource). Built on first use (lazy.go).
var verbs55h = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.guard-tamper": {
			"rm ** [tmux-socket] **", "unlink ** [tmux-socket] **", "mv ** [tmux-socket] **",
			"ln ** [tmux-socket] **", "chmod ** [tmux-socket] **", "chown ** [tmux-socket] **",
			"fuser ** [tmux-socket] **",
			"tmux ** [tmux:set-option] ** [tmux-end-option] **",
		},
	}
}}

// docs55h is what DEFAULTS.md says, per default, of verbs55h.
func docs55h() map[string]string {
	return map[string]string{
		"cmd.guard-tamper": " And (fx55h, rt54b B11, B12): a tmux server's socket is the desk's host, the only way the operator reaches a desk that runs detached: " +
			"the socket or its directory (`/tmp/tmux-UID/NAME`, `/tmp/tmux*`, `$TMUX_TMPDIR/…`) removed, moved, replaced, linked or given a mode or owner (`rm /tmp/tmux-0/default`, `mv /tmp/tmux-0/desk /tmp/x` and a fake server started under its name, `ln -sf`, `chmod 000`; [tmux-socket]), " +
			"the processes holding it open killed (`fuser -k SOCKET`, `fuser -k -n unix SOCKET`, and the pids `lsof -t SOCKET` or `fuser SOCKET` list killed through a pipe or a substitution: `lsof -t /tmp/tmux-0/desk | xargs kill -9`) ask as a might: whether the server holds a desk is not known from the line; " +
			"listing or reading it is left alone (`ls /tmp/tmux-0`, `fuser /tmp/tmux-0/default`, `tmux -S /tmp/tmux-0/default ls`). " +
			"And (fx55h, rt54b B9): set-option of an option that ends a session or the whole server on a later event, the operator's next detach ([tmux-end-option]: `destroy-unattached`, `exit-unattached`, `exit-empty`, a unique prefix too; `tmux set -t desk destroy-unattached on`, `set -s exit-unattached on`) asks as a might, as kill-session does; " +
			"set to off, unset (-u), or aimed with -t at a session the line made just before (`tmux new -d -s ci && tmux set -t ci destroy-unattached on`) it is left alone.",
	}
}

// examples55h are, per default, examples of verbs55h for
// TestDefaultExamples: what asks, and what is left alone.
func examples55h() map[string][2][]string {
	return map[string][2][]string{
		"cmd.guard-tamper": {{"rm /tmp/tmux-0/default", "fuser -k /tmp/tmux-0/default", "tmux set -s exit-unattached on"},
			{"ls /tmp/tmux-0", "tmux set -g destroy-unattached off"}},
	}
}

// withVerbs55h adds verbs55h's patterns, documentation and examples to
// the defaults of infos.
func withVerbs55h(infos []DefaultInfo) []DefaultInfo {
	return withVerbs(infos, verbs55h.get(), nil, docs55h(), examples55h())
}
