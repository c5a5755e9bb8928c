package patterns

// fx50tGuardDoc is what DEFAULTS.md says of cmd.guard-tamper's fx50t
// decisions (rt49k, issue 9: every spelling of another terminal, and a
// desk's pane resized, covered or hidden), appended to its effects.
const fx50tGuardDoc = " Decided (fx50t, rt49k): [terminal] judges the path the kernel will open, not its spelling: " +
	"a glob is matched against the terminal paths it could expand to, never expanded (`echo hi > /dev/pt[s]/3`, `tee /dev/p?s/0`, `/proc/16780/f[d]/1`; `> out[12].txt` and `ls /dev/ttyUSB*` cannot be one and are left alone), " +
	"a thread's descriptor `/proc/PID/task/TID/fd/N` is read as another process's (a might), a process's root link by what it names (`/proc/self/root/dev/pts/0`, `/proc/1/root/dev/pt[s]/0`), " +
	"and udev's links by device number under `/dev/char/` as the device (`/dev/char/136:3`, a pseudo-terminal: majors 136-143; `4:0`-`4:63`, the consoles; `5:1`, `7:N`); " +
	"a variable the line assigns is read by its value (`P=/dev/pt; echo hi > ${P}s/3`), and a word with text the line does not know asks as a might where its known text pins it to a terminal's place: " +
	"a start inside /dev past `/dev/` (`/dev/pts/$N`, `/dev/tty$N`), `/dev/` with a later component known (`/dev/$X/3`), or a slash right after a named component in the known text (`${P}s/3`, `\"$D\"/pts/3`, `\"$P\"/fd/1`, `/proc/$p/task/$t/fd/1`); " +
	"a tail any directory may end with is left alone (`> $OUT/log.txt`, `> \"$dir/3\"`, `test -d /proc/$pid`). " +
	"stty's -F/--file is read joined to its value or not (`stty -F/dev/pts/3 rows 1500`, `-F\"/dev/pts/0\"`, `--file=/dev/pt[s]/0`, `--fi=…`), and a value not known at all might be another's ([stty-file]); `stty -a`, `stty sane`, `stty -echo` are left alone. " +
	"The serial lines stay left alone, decided again: `/dev/ttyS0`, `/dev/ttyUSB0`, `/dev/ttyACM0` (and `/dev/char/4:64` on) are a board's or a modem's line, which an agent flashing or reading a device opens in everyday work, not a screen a desk runs on. " +
	"A desk's pane resized, covered, swapped out or hidden through tmux asks as a might, for every target, as typing into a pane does (the pane a target names is not known to be no desk's, an agent's own test session's too; its operator allows it by a rule of their own, `tmux resize-window -t test **`): " +
	"`resize-window` and `resize-pane` (the desk laid out for rows nobody sees, so one page \"reads\" a command whose end is off the screen: `tmux resize-window -t desk -y 1500`), `set-option`/`set-window-option` of `default-size`, `window-size`, `window-style`, `window-active-style`, `pane-colours` ([tmux-look], by name or prefix), " +
	"`select-pane -P` (`'fg=black,bg=black'` hides the desk's text), `display-popup`/`popup` and `display-menu` (a box drawn over the client's screen, whatever its target: `tmux popup -E htop` asks, decided anew), " +
	"`swap-pane`, `swap-window`, `break-pane`, `join-pane`, `move-pane` (another pane in the desk's place), by their names, aliases and unique prefixes; and screen's `-X height`/`width` ([screen-size]). " +
	"What only reads a pane is left alone, decided: `tmux capture-pane` and `pipe-pane` without `-I` take nothing from the desk's input and show nothing on it, and what the desk's screen shows the agent may read with `ozdesk queue show`; so are `tmux new-session -d`, `select-pane` without `-P`, `select-window`, `display-message`, and the options that change no size or pane colour (`set -g status off`, `mouse on`)."
