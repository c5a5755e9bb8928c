package patterns

import "strings"

// judgeKillWide is [kill-wide], a program class (cmd.system, fx53b, rt50
// A5, rt50k NEW-6): a pkill or skill whose selection is every process of
// a kind, the desk and the operator's own among them, as `pkill -f .`
// and `pkill -u "$USER"` are:
//
//   - pkill's inverse match (`-v`, `--inverse`, in a cluster `-9vx`):
//     every process its pattern does not pick (`pkill -STOP -v bash`);
//   - pkill with no pattern but a namespace (`--ns PID`, `--nslist`),
//     run states (`-r S`: every sleeping process), an age (`-O 60`) or a
//     group (`-G staff`);
//   - skill's user with no other selection (`skill -KILL -u op`).
//
// Read through the programs' option table (procselect.go): a word that is
// not literal is no -v (`pkill -P $$`, `pkill "$APP"`), and pgrep only
// lists (its inverse fed to a kill is [kill-all]'s).
func judgeKillWide(_ string, w Word, ctx *Context) Judgement {
	prog, ok := programWordKey(w)
	if !ok || prog != "pkill" && prog != "skill" {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	s, _ := readProcSelect(prog, p.Args())
	switch {
	case prog == "pkill" && (s.inverse || s.wide != ""):
		return Judgement{Might: true, Certainly: true}
	case prog == "skill" && s.user && len(s.patterns) == 0 && !s.terminal:
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// deskHostLine is a command line of a process a desk may run under: its
// program's name is its first nameLen bytes.
type deskHostLine struct {
	line    string
	nameLen int
}

// deskHostLines are the command lines (and names, their first words) of
// what holds a desk: the multiplexers it runs in (tmux's server calls
// itself `tmux: server`) and the shells it is started from. Killing them
// ends the desk, or, for tmux, freezes its screen and keys.
var deskHostLines = [...]deskHostLine{
	{"tmux", 4}, {"tmux: server", 12}, {"tmux new-session -d -s desk", 4},
	{"screen", 6}, {"SCREEN -S desk", 6},
	{"bash", 4}, {"-bash", 5}, {"zsh", 3}, {"-zsh", 4}, {"fish", 4}, {"sh", 2}, {"dash", 4},
	{"ksh", 3}, {"mksh", 4}, {"tcsh", 4}, {"csh", 3},
}

// judgeKillHost is [kill-host], a program class (cmd.guard-tamper, a
// might, fx53b, rt50 A4, rt50k NEW-6): a kill whose selection may hold
// the desk or what it runs under, though the line names neither:
//
//   - pkill, killall or skill of a multiplexer or a shell by name or
//     pattern (`pkill tmux`, `killall -9 screen`, `pkill -f 'tmux:
//     server'`, `pkill bash`, `killall zsh`): the desk's host, and every
//     shell of the operator;
//   - every process on a terminal (`pkill -t pts/1`, `skill -t pts/0`,
//     `kill $(pgrep -t pts/0)`, `ps -o pid= -t pts/0 | xargs kill`), or
//     the process of a tmux pane (`kill $(tmux display -p
//     '#{pane_pid}')`): the desk is on one of them;
//   - the harness's process group and children (`kill -- -$PPID`,
//     `pkill -P $PPID`): ozdesk's asker and hooks run among them, as
//     `kill $PPID` already asks. The line's own group (`kill 0`, `kill
//     -- -$$`, the everyday `trap 'kill 0' EXIT`) is left alone: a
//     harness in it ends with its hooks.
//
// A pattern picking every process is [kill-any-name]'s (cmd.system);
// `pkill -P $$` (the line's own children), `pkill -t pts/0 node` (a name
// narrows it) and `kill %1` are left alone.
func judgeKillHost(_ string, w Word, ctx *Context) Judgement {
	prog, ok := programWordKey(w)
	if !ok {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	switch prog {
	case "pkill", "killall", "skill":
		s, _ := readProcSelect(prog, p.Args())
		if s.terminal && len(s.patterns) == 0 ||
			prog == "pkill" && s.parent != nil && judgeHarnessPid("", *s.parent, ctx).Might ||
			selectsDeskHost(prog, s) {
			return Judgement{Might: true}
		}
	case "kill":
		if killsParentGroup(p.Args()) {
			return Judgement{Might: true}
		}
		for _, src := range killSources(w, ctx, false) {
			if stagesPickTerminal(src, ctx) {
				return Judgement{Might: true}
			}
		}
	}
	return Judgement{}
}

// selectsDeskHost reports whether a pkill's, killall's or skill's
// patterns pick a multiplexer or a shell (deskHostLines): killall (not
// -r) and skill by the exact name, pkill by its regular expression
// matching a name, or with -f a command line where the match covers the
// program's name.
func selectsDeskHost(prog string, s procSelect) bool {
	for _, a := range s.patterns {
		v, ok := a.Literal()
		if !ok {
			if v, ok = globText(a); !ok {
				continue
			}
		}
		if contains(everyNameRegexps[:], v) {
			continue // every process: [kill-any-name]
		}
		if prog == "skill" || prog == "killall" && !s.regexp {
			name := v[strings.LastIndexByte(v, '/')+1:]
			for _, h := range deskHostLines {
				if name == h.line[:h.nameLen] || s.ignoreCase && strings.EqualFold(name, h.line[:h.nameLen]) {
					return true
				}
			}
			continue
		}
		re := compileERE(v, s.ignoreCase, s.exact)
		if re == nil {
			continue
		}
		for _, h := range deskHostLines {
			if s.exact && re.MatchString(h.line[:h.nameLen]) || !s.exact && matchesNameAt(re, h.line, h.nameLen) {
				return true
			}
		}
	}
	return false
}

// killsParentGroup reports whether kill's pids include the process
// group of the shell's parent, the harness (`-$PPID`), after its options
// (`-9`, `-KILL`, `-s KILL`, `--`).
func killsParentGroup(args []Word) bool {
	i := 0
	if len(args) > 0 {
		if v, ok := args[0].Literal(); ok {
			switch {
			case v == "-s" || v == "-n":
				i = 2
			case strings.HasPrefix(v, "-") && v != "--" && len(v) > 1:
				i = 1
			}
		}
	}
	if i < len(args) {
		if v, ok := args[i].Literal(); ok && v == "--" {
			i++
		}
	}
	for ; i < len(args); i++ {
		a := args[i]
		if _, ok := a.Literal(); ok {
			continue
		}
		switch strings.ReplaceAll(a.Raw, `"`, "") {
		case "-$PPID", "-${PPID}":
			return true
		}
	}
	return false
}

// stagesPickTerminal reports whether a search's stages pick the
// processes of a terminal or of a tmux pane: ps -t, pgrep -t with no
// pattern, pgrep -P $PPID, tmux's #{pane_pid}; or a multiplexer or a
// shell by name, the server's pid (`#{pid}`), as pkill's do (fx54e,
// rt53 N7: `kill -9 $(pgrep tmux)`, `$(pidof tmux)`).
func stagesPickTerminal(stages []*Part, ctx *Context) bool {
	for _, p := range stages {
		switch p.Program {
		case "ps":
			for _, a := range p.Args() {
				v, ok := a.Literal()
				if ok && (v == "t" || v == "--tty" || strings.HasPrefix(v, "--tty=") ||
					strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && strings.HasSuffix(optLetters(v), "t")) {
					return true
				}
			}
		case "pgrep":
			s, _ := readProcSelect("pgrep", p.Args())
			if s.terminal && len(s.patterns) == 0 || s.parent != nil && judgeHarnessPid("", *s.parent, ctx).Might {
				return true
			}
		case "tmux":
			for _, a := range p.Args() {
				if strings.Contains(a.Raw, "pane_pid") || strings.Contains(a.Raw, "#{pid}") {
					return true // a pane's process, or the server's own (fx54e, rt53 N7)
				}
			}
		}
		if stagePicksHost(p) {
			return true
		}
	}
	return false
}

// stagePicksHost reports whether a search stage picks a multiplexer or a
// shell a desk may run under by its name, as [kill-host] reads pkill's
// and killall's: pgrep's pattern (`pgrep tmux`, `pgrep -x tmux`, `pgrep
// -f 'tmux: server'`) or pidof's names (`pidof tmux`).
func stagePicksHost(p *Part) bool {
	switch p.Program {
	case "pgrep":
		s, _ := readProcSelect("pgrep", p.Args())
		return !s.inverse && selectsDeskHost("pkill", s)
	case "pidof":
		for _, a := range p.Args() {
			v, ok := a.Literal()
			if !ok || strings.HasPrefix(v, "-") {
				continue
			}
			name := v[strings.LastIndexByte(v, '/')+1:]
			for _, h := range deskHostLines {
				if name == h.line[:h.nameLen] {
					return true
				}
			}
		}
	}
	return false
}
