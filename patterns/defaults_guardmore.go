package patterns

// moreGuardPatterns are cmd.guard-tamper's patterns for the desk's pane
// and ozdesk's daemon: tmux's kill-pane, kill-window, respawn-pane and
// respawn-window (by name, alias or unique prefix) end or restart what a
// pane runs, the desk's among them, as kill-session does; and
// start-stop-daemon stopping ozdesk by its name or executable.
func moreGuardPatterns() []string {
	out := []string{
		"tmux ** [tmux:kill-pane] **", "tmux ** [tmux:kill-window] **",
		"tmux ** [tmux:respawn-pane] **", "tmux ** [tmux:respawn-window] **",
	}
	for _, stop := range []string{"--stop", "-K"} {
		for _, by := range []string{"--name=[ozdesk-process]", "-n=[ozdesk-process]", "--exec=[ozdesk]", "-x=[ozdesk]"} {
			out = append(out, "start-stop-daemon "+stop+" "+by+" **")
		}
	}
	out = append(append(out, harnessKillPatterns()...), agentMCPPatterns()...)
	out = append(out, terminalGuardPatterns()...) // class_terminal.go
	out = append(out, ttyStdinPatterns()...)      // class_terminal_stdin.go
	out = append(out, terminalDirPatterns()...)   // class_terminal_dir.go
	out = append(out, tmuxShowPatterns()...)      // class_tmux_shows.go
	out = append(out, tmuxDeskKeyPatterns()...)   // class_tmux_desk_keys.go
	out = append(out, tmuxDeskPatterns()...)      // class_tmux_desk.go
	out = append(out, tmuxModePatterns()...)      // class_tmux_modes.go
	out = append(out, termDrivePatterns()...)     // class_term_drive.go
	return append(out, harnessVerbPatterns()...)  // defaults_harnessverbs.go
}

// moreSourcePatterns are cmd.download-run's patterns for packages
// installed from a source the line names: conda's and mamba's channel by
// URL (-c, --channel), composer's --repository.
func moreSourcePatterns() []string {
	var out []string
	for _, c := range []string{"conda", "mamba", "micromamba"} {
		out = append(out, c+" -c=[remote-code] **", c+" --channel=[remote-code] **")
	}
	return append(out, "composer --repository=* **")
}
