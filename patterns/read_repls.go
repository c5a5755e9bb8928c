package patterns

import "strings"

// Interactive programs that run what is typed into them: fed from a pipe
// they run what the pipe carries, as a shell does (`curl URL | python3
// -m code`), and given the caller's own input (ReadsTypedProgram) they
// run what is typed or sent later, which no hook sees. Each is read as a
// shell that reads its script from standard input (stdinScript): a
// module that is a REPL (python -m code, asyncio, IPython, ptpython,
// bpython, pdb), deno's and bun's repl, gdb without -batch, vim in Ex
// mode (-e, -E, ex) or given no file to read from standard input
// (vim reads its keys from a standard input that is not a terminal), a
// terminal multiplexer that starts or attaches to an interactive shell
// (tmux new-session and attach with no command, screen with none, -r,
// -x), and a pager whose `!` runs a command (less, more, most; not with
// LESSSECURE=1). rlwrap is peeled as a wrapper (wrappers_runner_table.go).

// replModules are python modules whose main is an interactive
// interpreter or debugger reading from standard input.
var replModules = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"code": true, "asyncio": true, "IPython": true, "ptpython": true, "bpython": true, "pdb": true,
		"idlelib": true, "jupyter_console": true, "ipdb": true, "pudb": true, "bpdb": true, "ptpdb": true,
	}
}}

// pythonREPL reads python -m MODULE where the module is a REPL.
func (r *reading) pythonREPL(p *Part, o opt) []*Node {
	if o.name == "-m" && o.hasVal && replModules.get()[o.value] {
		return r.stdinScript(p, p.Program+" -m "+o.value)
	}
	return nil
}

// gdbStdin reads gdb: without -batch (or --batch, help, version) it reads
// its commands, `shell …` among them, from standard input.
func (r *reading) gdbStdin(p *Part) []*Node {
	if nodes := r.scriptFileStdin(p); nodes != nil {
		return nodes
	}
	for _, w := range p.Args() {
		switch lit, _ := litPrefix(w); lit {
		case "-batch", "--batch", "-h", "-help", "--help", "-v", "-version", "--version", "--configuration":
			return nil
		}
	}
	return r.stdinScript(p, "gdb")
}

// vimStdin reads vim in Ex mode (-e, -E, -es, or run as ex), which reads
// its commands from standard input, and vim given no "-" operand, which
// reads its keys from a standard input that is not a terminal. `vim -`
// reads the text it edits from there instead.
func (r *reading) vimStdin(p *Part) []*Node {
	for _, w := range p.Args() {
		lit, _ := litPrefix(w)
		if lit == "-" || lit == "--version" || lit == "--help" || lit == "-h" {
			return nil
		}
	}
	return r.stdinScript(p, p.Program)
}

// tmuxStdin reads tmux starting a session with no command, or attaching
// to one: the session's shell runs what is typed.
func (r *reading) tmuxStdin(p *Part) []*Node {
	words := p.Words
	scan := tmuxGlobal.scan(words, 1)
	if scan.has("-c") || scan.status != optOK {
		return nil
	}
	if scan.has("-C") && p.Feed != FeedNone {
		// control mode runs each line of its standard input as a tmux
		// command, whatever the command on the line (rt54b B8: `tmux -C
		// attach -t desk < FILE` typed into the desk's pane)
		return []*Node{r.unreadable(p, UnreadableForeignCode, p.Span,
			"tmux -C runs each line of its standard input as a tmux command (control mode), and that input is not read as commands here.")}
	}
	if scan.next >= len(words) {
		return r.stdinScript(p, "tmux") // tmux alone is new-session
	}
	name, _ := words[scan.next].Literal()
	if full := tmuxResolve(name); full == "new-session" {
		name = full
	}
	switch name {
	case "new-session":
		sub := tmuxCommands.get()[name].spec.scan(words, scan.next+1)
		if sub.status == optOK && sub.next >= len(words) && !sub.has("-d") {
			return r.stdinScript(p, "tmux "+name)
		}
	}
	if name != "" && (strings.HasPrefix("attach-session", name) || name == "attach") {
		return r.stdinScript(p, "tmux "+name) // a unique prefix: tmux a
	}
	return nil
}

// screenStdin reads screen starting a window with no command, or
// reattaching (-r, -x, -R): its shell runs what is typed.
func (r *reading) screenStdin(p *Part) []*Node {
	scan := screenOpts.scan(p.Words, 1)
	switch {
	case scan.status != optOK || scan.has("-X", "-d", "-D", "-ls", "-list", "-v", "-h"):
		if scan.has("-r", "-x", "-R") && !scan.has("-X") {
			return r.stdinScript(p, "screen")
		}
		return nil
	case scan.has("-r", "-x", "-R") || scan.next >= len(p.Words):
		return r.stdinScript(p, "screen")
	}
	return nil
}

// pagerPrograms run a shell command typed after `!` (and v, an editor).
var pagerPrograms = lazy[map[string]bool]{build: func() map[string]bool { return map[string]bool{"less": true, "more": true, "most": true} }}

// pagerTyped reports whether part p is a pager that runs the commands
// typed into it: less reads its keys from the terminal, so it counts for
// the caller's input only (a pipe into it is the text it shows), and not
// with LESSSECURE=1 set on the part.
func pagerTyped(p *Part) bool {
	if !pagerPrograms.get()[p.Program] {
		return false
	}
	for _, a := range p.Assigns {
		if strings.HasPrefix(a, "LESSSECURE=") && a != "LESSSECURE=" && a != "LESSSECURE=0" && a != "LESSSECURE=''" {
			return false
		}
	}
	return true
}
