package patterns

// fx56f's patterns (rt54b B13, B14): a multiplexer's client attached,
// on a terminal the line gives it, to a session that may be the desk's
// ([mux-attaches], class_mux_attach.go) asks as cmd.guard-tamper, a
// might: it types what the line feeds it into the desk, sizes the desk's
// window and changes its current one. Wired into the table by
// withVerbs56f (defaultTableSource). Built on first use (lazy.go).
var verbs56f = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.guard-tamper": {"[mux-attaches] **", "tmux ** [tmux-renames] **",
			"cp ** [desk-tool-copy] ** *", "ln ** [desk-tool-copy] ** *", "install ** [desk-tool-copy] ** *",
			"rsync ** [desk-tool-copy] ** *", "cat ** [desk-tool-copy] ** > *", "[desk-tool-link] **", "[ozdesk-pid-saved] **",
			// rt54b B23: other key injectors, and terminals' D-Bus text
			"dotool **", "kdotool ** type **", "kdotool ** key **", "xte **", "xvkbd **",
			"wlrctl ** keyboard **", "xdo ** type **", "xdo ** key_press **",
			"xmacroplay **", "evemu-play **", "autokey-run **",
			"qdbus ** sendText **", "qdbus ** *.sendText **", "qdbus ** runCommand **", "qdbus ** *.runCommand **",
			"qdbus ** runCommandInTerminal **", "qdbus ** *.runCommandInTerminal **",
			"gdbus ** *.sendText **", "gdbus ** *.runCommand **", "gdbus ** *.SendText **",
			"dbus-send ** *.sendText **", "dbus-send ** *.runCommand **", "dbus-send ** *.SendText **",
			// rt54b B20: the desk's unit frozen, or stopped through systemd's D-Bus
			"systemctl ** freeze ** [ozdesk-unit] **",
			"busctl ** StopUnit ** [ozdesk-unit] **", "busctl ** KillUnit ** [ozdesk-unit] **",
			"busctl ** FreezeUnit ** [ozdesk-unit] **", "busctl ** RestartUnit ** [ozdesk-unit] **",
			"gdbus ** *.StopUnit ** [ozdesk-unit] **", "gdbus ** *.KillUnit ** [ozdesk-unit] **",
			"gdbus ** *.FreezeUnit ** [ozdesk-unit] **"},
		"cmd.system": {"systemctl ** freeze **", "busctl ** StopUnit **", "busctl ** KillUnit **", "busctl ** FreezeUnit **",
			"gdbus ** *.StopUnit **", "gdbus ** *.KillUnit **", "gdbus ** *.FreezeUnit **",
			"dbus-send ** *.StopUnit **", "dbus-send ** *.KillUnit **", "dbus-send ** *.FreezeUnit **"},
	}
}}

// docs56f is what DEFAULTS.md says, per default, of verbs56f and of the
// calls fx56f decided.
func docs56f() map[string]string {
	return map[string]string{
		"cmd.system": " And (fx56f, rt54b B20): `systemctl freeze` of any unit (the cgroup freezer stops all its processes) and systemd's D-Bus `StopUnit`, `KillUnit` and `FreezeUnit` called by `busctl`, `gdbus` or `dbus-send` ask as stop and kill do.",
		"cmd.guard-tamper": " And (fx56f, rt54b B13, B14): a multiplexer's client attached to a session that may be there already, on a terminal the line gives it, asks as a might ([mux-attaches]): " +
			"it types into the session what the line feeds it (`script -qc 'tmux attach -t desk' /dev/null < keys` approved a pending ask for real), sizes its window to the newest client (a 20x3 client from `tmux -L other new-session -d -x 20 -y 3 'tmux attach -t desk'` shrank the desk to 20x2) and changes its current window; " +
			"the attach is tmux's `attach-session` (`attach`, `a`), its `new-session` with `-A` or `-t` and without `-d`, `screen -r`/`-R`/`-x`, `zellij attach`, `dtach -a`/`-A`, and the terminal is given by `script` (`-qc CMD`, `/dev/null -qc CMD`), `unbuffer`, `expect`, `ssh` (whatever its -t), a pane of another tmux, screen, dtach, abduco or zellij, a terminal emulator, or a terminal device (or a path not known) on its standard input; " +
			"decided: the agent's own `tmux attach -t dev` (or `screen -r`, `zellij attach`) with no such wrapper is left alone: under a hook or a harness's tool call it has no terminal and tmux stops with \"open terminal failed: not a terminal\"; the operator's own, typed at their terminal, is not judged at all. " +
			"And (fx56f, rt54b B10): `rename-session` and `rename-window` ask as a might, as `kill-session` does ([tmux-renames]): `tmux rename-session -t desk old` frees the desk's name, and `tmux new-session -d -s desk 'cat fake'` then put a forged card where the operator's next `tmux attach -t desk` looked (shown for real); " +
			"without -t they rename the current session or window, from outside tmux the best session's; aimed at a session the line made just before (`tmux new -d -s ci \\; rename-window -t ci:0 build`) they are left alone. " +
			"And (fx56f, rt54b B15): the programs that reach the desk (tmux, screen, zellij, xdotool and the other typers, stty, script, kill, pkill, killall, fuser, gdb …) under another name, as ozdesk's own executable is guarded: " +
			"a copy or link of one made under a name that is not its own asks at its making ([desk-tool-copy]: `cp /usr/bin/tmux /tmp/tx`, `ln -s /usr/bin/tmux /tmp/txl`, `install`, `rsync`, `cat /bin/kill > /tmp/k`, `cp $(which tmux) x`; a name not literal might be any), and a program run by a path whose symbolic links on disk lead to one of them under another name asks as a might ([desk-tool-link]: `/tmp/txl -L S send-keys -t desk a` where /tmp/txl leads to /usr/bin/tmux; the link made in an earlier line, shown for real); " +
			"left alone: a copy that keeps the name (`cp /usr/bin/tmux /opt/tools/`, `ln -s /usr/bin/tmux bin/tmux`), judged by the tool's rules where it runs. " +
			"And (fx56f, rt54b B16, fx55a's rule for a script run later, for kills): a kill whose pids come from a file not there when judged, in a line that runs its parts later (a background `&`, a sleep, a loop), asks as a might, the file named literally or by a variable the line sets (`(sleep 4; kill -9 $(cat later.pid)) &`, `f=/tmp/pf; sleep 9; kill $(cat $f)`), and so does a line that writes the desk's pid into a file a later kill reads ([ozdesk-pid-saved]: `pidof ozdesk > later.pid`, `pgrep -x ozdesk | tee p`, any tmux server's `#{pane_pid}`, `#{pid}` or `#{client_pid}` written to a file, a running desk's pid echoed into one); " +
			"left alone: `kill $(cat app.pid)` of an absent file in a line that runs nothing later (kill fails at once), a pid file the line fills itself (`./srv & echo $! > srv.pid; sleep 5; kill $(cat srv.pid)`), and `pgrep -x node > pids`. " +
			"And (fx56f, rt54b B23): the other key injectors type into the focused window, the operator's desk when they look at it, and ask as xdotool's typing verbs do, a might for every target: `echo type a | dotool`, `kdotool type`/`key`, `xte`, `xvkbd`, `wlrctl keyboard`, `xdo type`/`key_press`, `xmacroplay`, `evemu-play`, `autokey-run`; and a terminal's D-Bus text or command methods typed into one of its sessions (`qdbus org.kde.konsole /Sessions/1 sendText a`, yakuake's `runCommand`, `runCommandInTerminal`, through `qdbus`, `gdbus call --method ….sendText` or `dbus-send`). " +
			"And (fx56f, rt54b B20): `systemctl freeze` of the desk's unit or scope (the cgroup freezer stops every process, SIGSTOP tmux cannot undo) joins stop, kill and mask ([ozdesk-unit]: `systemctl --user freeze ozdesk.service`, `'tmux*'`), and so do systemd's D-Bus methods `StopUnit`, `KillUnit`, `FreezeUnit` (`RestartUnit` too) called by `busctl` or `gdbus` on such a unit; of any other unit, and through `dbus-send`, whose unit word the reader does not pick out, they ask as cmd.system.",
	}
}

// examples56f are, per default, examples of verbs56f for
// TestDefaultExamples: what asks, and what is left alone.
func examples56f() map[string][2][]string {
	return map[string][2][]string{
		"cmd.system": {{"systemctl freeze nginx.service", "dbus-send --session --dest=org.freedesktop.systemd1 /org/freedesktop/systemd1 org.freedesktop.systemd1.Manager.KillUnit string:x.service string:all int32:9"},
			{"systemctl status nginx.service"}},
		"cmd.guard-tamper": {{"script -qc 'tmux attach -t desk' /dev/null < keys", "unbuffer -p tmux attach -t desk < keys",
			"tmux -L other new-session -d -x 20 -y 3 'tmux -L S attach -t desk'", "script -qc 'screen -x desk' /dev/null", "tmux rename-session -t desk old", "tmux rename-window -t desk:0 x", "cp /usr/bin/tmux /tmp/tx", "ln -s /bin/kill /tmp/k", "pidof ozdesk > later.pid", "kdotool type a", "qdbus org.kde.konsole /Sessions/1 sendText a", "systemctl --user freeze ozdesk.service"},
			{"tmux attach -t dev", "script -qc 'make test' /dev/null", "tmux new -d -s dev 'npm run dev'", "screen -S build -dm make", "tmux new -d -s ci \\; rename-window -t ci:0 build", "cp /usr/bin/tmux /opt/tools/", "cp build/app /tmp/app", "pgrep -x node > pids", "qdbus org.kde.konsole /Sessions/1 title 1", "systemctl --user status ozdesk.service"}},
	}
}

// withVerbs56f adds verbs56f's patterns, documentation and examples to
// the defaults of infos.
func withVerbs56f(infos []DefaultInfo) []DefaultInfo {
	return withVerbs(infos, verbs56f.get(), nil, docs56f(), examples56f())
}
