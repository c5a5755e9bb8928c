package patterns

// fx56h's calls (rt53 N17, rt54's needless asks): what DEFAULTS.md says
// of a tmux target the desk's own tmux server shows is no desk's
// (tmux_desk_known.go). No patterns change: the tmux classes leave such
// a target alone. Wired into the table by withVerbs56h
// (defaultTableSource).

// docs56h is what DEFAULTS.md says, per default, of the calls fx56h
// decided.
func docs56h() map[string]string {
	return map[string]string{
		"cmd.guard-tamper": " And (fx56h, rt53 N17, rt54's needless asks): where the desks running on the machine are known, a tmux target that names none of theirs is everyday: " +
			"each desk (and broker) run under tmux has TMUX and TMUX_PANE in its environment, and its server, asked with the server's own executable, says which sessions hold that pane and which windows those sessions have; " +
			"`tmux new-window -t dev`, `tmux send-keys -t dev:0 'npm run dev' Enter`, `tmux kill-session -t dev`, `split-window`, `select-window`, `resize-pane`, `kill-window`, `respawn-pane -t dev` are left alone when dev names none of them, " +
			"and, with desks running but none in tmux, every target is. Still asked: a target that is a desk's session or window name or the start of one (tmux takes a unique prefix: `-t de`), a number (an index of the current session, which may be the desk's), " +
			"an id (`%1`, `$0`), a glob, a word not literal, no target, `kill-session -a`/`kill-window -a` (every other one), `kill-server`, a target after a tmux command of the line that may give a desk's session, window or pane another name (the names are read before the line runs: `tmux rename-session -t desk dev && tmux kill-session -t dev`, rename-window, `new -s x -t desk`, link-window, move-window, swap-pane, join-pane, break-pane, source-file, if-shell, run-shell); and every target where nothing is known " +
			"(no desk running, since one may start later in any session; no /proc; a desk whose environment or server cannot be read; `policy explain` of a replay), and a tmux command that runs later (a loop, a sleep, a background `&`, nohup: `while :; do tmux send-keys -t desk a; sleep 1; done &` with no desk yet running would type into the one started next). Which server the part reaches is not weighed: its $TMUX is the agent's, not known here, so a desk's names on any server count. " +
			"Decided: zellij's `action new-tab` still asks (the desk's zellij session is not read)."}
}

// withVerbs56h adds docs56h to the defaults of infos.
func withVerbs56h(infos []DefaultInfo) []DefaultInfo {
	return withVerbs(infos, nil, nil, docs56h(), nil)
}
