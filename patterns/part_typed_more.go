package patterns

import "strings"

// Programs that, given the caller's own input, run commands typed into
// them later beyond those the reader follows when they are fed from a
// pipe (read_repls.go): they count for ReadsTypedProgram only, not for
// the defaults' shell-from-pipe reading. A line editor and a desk
// calculator with `!` (ed, dc), Haskell's and Erlang's and Elixir's
// REPLs, file-transfer clients with `!` (ftp, sftp, lftp), man (its
// pager's `!`), python -i or with PYTHONINSPECT set (the REPL after the
// script), perl -d and node inspect (a debugger that evaluates what is
// typed), vi - (keys come from the terminal once the text is read), and
// git told to page (-p, --paginate, or a pager set by -c), whose pager
// runs what is typed after `!`.

// typedInteractive reports whether part p is one of those programs.
func typedInteractive(p *Part) bool {
	name := p.Program
	switch {
	case typedTerminalProgram(p), frameworkShell(p):
		return true
	case name == "man":
		return manPages(p)
	case strings.HasPrefix(name, "python") && !strings.HasSuffix(name, "-config"):
		return pythonInspects(p)
	case name == "perl":
		return clusterHas(p.Args(), 'd', "e")
	case name == "node" || name == "nodejs":
		args := p.Args()
		return len(args) > 0 && (isLit(args[0], "inspect") || isLit(args[0], "debug"))
	case vimPrograms.get()[name]:
		for _, w := range p.Args() {
			if isLit(w, "-") {
				return true
			}
		}
	case name == "git":
		return gitPages(p) || gitEdits(p)
	}
	return false
}

// manPages reports whether man shows its page through a pager that runs
// what is typed: not with -P cat (or --pager=cat), MANPAGER=cat or
// PAGER=cat, nor for -f, -k, -w (no page shown).
func manPages(p *Part) bool {
	for _, a := range p.Assigns {
		if a == "MANPAGER=cat" || a == "PAGER=cat" {
			return false
		}
	}
	args := p.Args()
	for i, w := range args {
		lit, _ := litPrefix(w)
		switch {
		case lit == "-P" && i+1 < len(args) && isLit(args[i+1], "cat"), lit == "-Pcat", lit == "--pager=cat":
			return false
		case lit == "-f", lit == "-k", lit == "-w", lit == "--where", lit == "--whatis", lit == "--apropos", lit == "--help", lit == "--version":
			return false
		}
	}
	return true
}

// pythonInspects reports whether python enters its REPL after running
// its script or -c code: -i in an option cluster before the script, -c
// or -m, or PYTHONINSPECT set on the part.
func pythonInspects(p *Part) bool {
	for _, a := range p.Assigns {
		if strings.HasPrefix(a, "PYTHONINSPECT=") && a != "PYTHONINSPECT=" {
			return true
		}
	}
	return clusterHas(p.Args(), 'i', "cmWXQ")
}

// clusterHas reports whether letter is among the one-letter options of
// args, read until the first operand, "--", or a letter of stop (which
// takes the rest of its word, or the next word, as its value: python's -c
// CODE, perl's -e CODE).
func clusterHas(args []Word, letter byte, stop string) bool {
	for _, w := range args {
		lit, _ := litPrefix(w)
		if lit == "--" || len(lit) < 2 || lit[0] != '-' || lit[1] == '-' {
			return false
		}
		for j := 1; j < len(lit); j++ {
			switch {
			case lit[j] == letter:
				return true
			case strings.IndexByte(stop, lit[j]) >= 0:
				return false
			}
		}
	}
	return false
}

// gitPages reports whether git is told to page its output (-p,
// --paginate, or -c core.pager=… or pager.CMD=…): its pager runs what is
// typed after `!`. Without them git pages only to a terminal, through
// $GIT_PAGER or $PAGER.
func gitPages(p *Part) bool {
	args := p.Args()
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		switch {
		case lit == "-p" || lit == "--paginate":
			return true
		case (lit == "-c" || lit == "-C" || lit == "--git-dir" || lit == "--work-tree" || lit == "--namespace" || lit == "--config-env") && i+1 < len(args):
			i++
			v, _ := litPrefix(args[i])
			v = strings.ToLower(v)
			if lit == "-c" && (strings.HasPrefix(v, "core.pager") || strings.HasPrefix(v, "pager.")) {
				return true
			}
		case !strings.HasPrefix(lit, "-"):
			return false // the subcommand: options after it are its own
		}
	}
	return false
}
