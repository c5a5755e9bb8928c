package patterns

// fx51tGuardDoc is what DEFAULTS.md says of cmd.guard-tamper's fx51t
// decisions (rt49k, issue 9: tmux's remaining ways around the desk),
// appended to its effects.
const fx51tGuardDoc = " Decided (fx51t, rt49k): tmux commands the line does not show ask as a might, whatever the file: `tmux source-file F` (`source`), and tmux's own `-f F` before the command (`tmux -f /tmp/x.conf new -d`, `-f/tmp/x.conf`; [tmux-config]): a config file runs any tmux command, a resize, send-keys or kill-pane among them. " +
	"The file is not read, decided: a body read from disk only adds certain evidence (a runner whose body only might hit a default is left as it was), and tmux's pane commands are mights, so a read `resize-window -y 1500` would be allowed where the unread file asks; and tmux reads its config with %if, %hidden, formats and nested source-file globs this reader does not know. " +
	"`-f /dev/null`, the empty configuration a test server is started with (`tmux -f /dev/null new -d -s t 'make test'`), and a command's own -f (`split-window -f`, full width) are left alone. " +
	"A desk's client or its pane's input taken away asks as a might, for every target: `select-pane -d` (the pane takes no input; `-e` gives it back and is left alone), `switch-client` (another session, a fake desk, shown in the desk's place), `detach-client` (the client's terminal handed back; `-E` runs a command in its place, `-P` hangs up its shell), `suspend-client`, and `lock-client`, `lock-session`, `lock-server` (lock-command runs in the client's place), by names, aliases and prefixes. " +
	"Left alone, decided: `set -g remain-on-exit on` (a dead pane kept on the screen: the desk must end first, and what ends it asks), `set -g status off` (the status line hidden, not the pane), `tmux ls`, `list-clients`. " +
	"An option named by a word the line does not show (`tmux set -g \"$OPT\" 80x1500`) asks cmd.unreadable, as an option that may run a command later; set-option's `-t` target is no longer taken for the option's name (`tmux set -t test default-command 'make watch'` was allowed)."
