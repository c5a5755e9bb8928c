package patterns

// Terminals and multiplexers other than tmux and screen that another
// process drives by a command line (rt50 A3): zellij's actions, kitty's
// remote control (`kitty @`, `kitten @`) and wezterm's `cli` type into a
// pane, close, split, resize, focus or cover one, as tmux's send-keys,
// kill-pane, split-window and display-popup do; and the programs that
// take another terminal or process over (reptyr, conspy, injcode) or type
// into a terminal device (ttyecho, writevt). Whether the pane or terminal
// is a desk's is not known from the line, so each is only ever a might,
// for every target, as tmux's typing verbs are (rt22d #11). Their verbs
// that only list or read are left alone: `zellij list-sessions`, `zellij
// action list-panes`, `kitty @ ls`, `kitty @ get-text`, `wezterm cli
// list`, `wezterm cli get-text` (what a pane shows the agent may read, as
// it may with `tmux capture-pane`).

// termDriveReaders reads, by program, the part's words: the index of the
// word that names what drives a terminal, or -1 when none does.
var termDriveReaders = lazy[map[string]func([]Word) int]{build: func() map[string]func([]Word) int {
	return map[string]func([]Word) int{
		"zellij": zellijDrives, "kitty": kittyDrives, "kitten": kittyDrives,
		"wezterm": weztermDrives, "reptyr": reptyrDrives,
	}
}}

// judgeTermDrive is [term-drive]: the word of a zellij, kitty, kitten,
// wezterm or reptyr part that names a verb driving a terminal's pane or
// taking a process's terminal over (the verb itself; reptyr's pid); only
// ever a might. Any other word, and a part whose verb only reads, is none.
func judgeTermDrive(_ string, w Word, ctx *Context) Judgement {
	p := ctx.partOfWord(w)
	if p == nil || len(p.Words) == 0 {
		return Judgement{}
	}
	read, ok := termDriveReaders.get()[p.Program]
	if !ok {
		return Judgement{}
	}
	i := read(p.Words)
	if i <= 0 || i >= len(p.Words) || p.Words[i].Span != w.Span {
		return Judgement{}
	}
	return Judgement{Might: true}
}

// verbAfter scans words from `from` by spec and returns the index of the
// first operand, which names the verb; a scan stopped at an option not
// known or a word not literal returns that word's index with dynamic set
// (the verb is not known), and one that found no operand, or a -h or
// --help (the program prints its help and does nothing), returns -1.
func verbAfter(spec *optSpec, words []Word, from int) (int, bool) {
	s := spec.scan(words, from)
	switch {
	case s.has("-h", "--help"):
		return -1, false
	case s.status == optUnknown || s.status == optDynamic:
		return s.next, true
	case s.status != optOK || s.next >= len(words):
		return -1, false
	}
	return s.next, false
}

// zellijGlobal are zellij's options before its subcommand.
var zellijGlobal = optSpec{short: "c:dhl:n:s:V", long: []string{"config=", "config-dir=", "data-dir=", "debug",
	"help", "layout=", "max-panes=", "new-session-with-layout=", "session=", "sixel", "version"}}

// zellijReads are zellij's action verbs that only list or read.
var zellijReads = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"dump-screen": true, "dump-layout": true, "list-clients": true, "list-panes": true,
		"list-tabs": true, "query-tab-names": true, "current-tab-info": true, "save-session": true, "help": true}
}}

// zellijDrives reads `zellij [OPTIONS] SUBCOMMAND …`: every action but
// one that only reads (`action write-chars`, `write`, `send-keys`,
// `paste`, `close-pane`, `new-pane`, `move-focus`, `toggle-fullscreen` …:
// the focused pane of the session, which may be the desk's), and the
// subcommands that open or end panes (`edit`, `plugin`, `pipe`,
// `kill-session`, `kill-all-sessions`, a forced `delete-session`); the
// index of the verb word. `zellij run -- CMD` is a runner, peeled as one
// (wrappers_unpeeled_table.go): CMD is judged as itself.
func zellijDrives(words []Word) int {
	i, dyn := verbAfter(&zellijGlobal, words, 1)
	if i < 0 || dyn {
		return i
	}
	sub, ok := words[i].Literal()
	if !ok {
		return i
	}
	switch sub {
	case "action", "ac":
		j, dyn := verbAfter(&optSpec{short: "h", long: []string{"help"}}, words, i+1)
		if j < 0 || dyn {
			return j
		}
		if v, ok := words[j].Literal(); ok && zellijReads.get()[v] {
			return -1
		}
		return j
	case "edit", "e", "plugin", "pipe", "kill-session", "k", "kill-all-sessions", "ka":
		return i
	case "delete-session", "d", "delete-all-sessions", "da":
		if hasArgWord(words[i+1:], "-f") || hasArgWord(words[i+1:], "--force") {
			return i
		}
	}
	return -1
}

// kittyRemote are the options of kitty's remote control before its verb.
var kittyRemote = optSpec{short: "h", long: []string{"help", "to=", "password=", "password-file=", "password-env=",
	"use-password="}}

// kittyReads are kitty's remote-control verbs that only list or read.
var kittyReads = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"ls": true, "get-text": true, "get-colors": true, "help": true}
}}

// kittyDrives reads `kitty @ [OPTIONS] VERB …` and `kitten @ …` (also
// `kitty @VERB`, and `kitty +kitten @ …`): every verb but one that only reads (`send-text`,
// `send-key`, `close-window`, `launch`, `focus-window`, `resize-window`,
// `set-colors`, `signal-child` …), and `@` with no verb, kitty's
// remote-control shell, which reads its commands from standard input.
// Only the word right after the program is read as `@`: a later one is an
// argument of the program kitty runs (`kitty -e sh -c 'echo @'`).
func kittyDrives(words []Word) int {
	if len(words) > 2 && isLit(words[1], "+kitten") {
		// kitty's older spelling of the kitten (rt53 N12): `kitty
		// +kitten @ send-text y` is `kitten @ send-text y`
		if i := kittyDrives(words[1:]); i > 0 {
			return i + 1
		}
		return -1
	}
	if len(words) < 2 {
		return -1
	}
	at, ok := words[1].Literal()
	switch {
	case !ok || at == "" || at[0] != '@':
		return -1
	case at != "@":
		if kittyReads.get()[at[1:]] {
			return -1
		}
		return 1
	}
	j, dyn := verbAfter(&kittyRemote, words, 2)
	switch {
	case dyn:
		return j
	case j < 0 && !hasArgWord(words[2:], "-h") && !hasArgWord(words[2:], "--help"):
		return 1
	case j < 0:
		return -1
	}
	if v, ok := words[j].Literal(); ok && kittyReads.get()[v] {
		return -1
	}
	return j
}

// weztermGlobal and weztermCLI are wezterm's options before `cli` and
// cli's own before its verb.
var (
	weztermGlobal = optSpec{short: "hnV", long: []string{"config=", "config-file=", "help", "skip-config", "version"}}
	weztermCLI    = optSpec{short: "h", long: []string{"class=", "help", "no-auto-start", "prefer-mux"}}
)

// weztermReads are wezterm cli's verbs that only list or read.
var weztermReads = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"list": true, "list-clients": true, "get-text": true, "get-pane-direction": true, "help": true}
}}

// weztermDrives reads `wezterm [OPTIONS] cli [OPTIONS] VERB …`: every
// verb but one that only reads (`send-text`, `split-pane`, `spawn`,
// `kill-pane`, `activate-pane`, `zoom-pane`, `proxy` …).
func weztermDrives(words []Word) int {
	i, dyn := verbAfter(&weztermGlobal, words, 1)
	if i < 0 || dyn {
		return i
	}
	if v, ok := words[i].Literal(); !ok || v != "cli" {
		return -1
	}
	j, dyn := verbAfter(&weztermCLI, words, i+1)
	if j < 0 || dyn {
		return j
	}
	if v, ok := words[j].Literal(); ok && weztermReads.get()[v] {
		return -1
	}
	return j
}

// reptyrDrives reads `reptyr [-s] [-T] [-L] PID`, which moves the process
// PID (with -T, every process of its terminal) onto the caller's
// terminal: the index of PID; `reptyr -l` (a new pty, no process), `-h`
// and `-v` take nothing.
func reptyrDrives(words []Word) int {
	s := (&optSpec{short: "hlLsTvV"}).scan(words, 1)
	if s.has("-l", "-h", "-v", "-V") {
		return -1
	}
	if s.status == optDynamic || s.status == optUnknown || s.status == optOK && s.next < len(words) {
		return s.next
	}
	return -1
}

// termDrivePatterns are cmd.guard-tamper's patterns for a pane or
// terminal driven by a program other than tmux and screen
// (class_term_drive.go), and screen's typing through byobu, which reads
// as tmux where its backend is screen (program_key.go).
func termDrivePatterns() []string {
	return []string{
		"zellij ** [term-drive] **", "kitty ** [term-drive] **", "kitten ** [term-drive] **",
		"wezterm ** [term-drive] **", "reptyr ** [term-drive] **",
		"conspy **", "injcode **", "ttyecho **", "writevt **",
		"tmux -X ** [screen-types] **",
	}
}
