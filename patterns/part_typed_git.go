package patterns

import "strings"

// gitEdits reports whether git opens an editor, which reads its keys from
// the caller's input (vi's `:!`): commit (and --amend) with no message
// given (-m, -F, -C, --no-edit, --fixup), rebase -i, revert without
// --no-edit or -n, an annotated or signed tag with no message, config -e,
// add -e, -p or -i (whose `e` opens the editor), -e or --edit on any
// subcommand (commit -m x -e, merge -e), and difftool and mergetool.
func gitEdits(p *Part) bool {
	args := p.Args()
	sub := gitSubcommand(args)
	if sub < 0 {
		return false
	}
	name, ok := args[sub].Literal()
	if !ok {
		return true // a subcommand the reader cannot read
	}
	rest := args[sub+1:]
	given := func(short string, long ...string) bool {
		for _, l := range short {
			if hasShortFlag(rest, byte(l)) {
				return true
			}
		}
		for _, w := range rest {
			lit, _ := litPrefix(w)
			if lit == "--" {
				return false
			}
			for _, l := range long {
				if lit == l || strings.HasPrefix(lit, l+"=") {
					return true
				}
			}
		}
		return false
	}
	if given("e", "--edit") && name != "add" && name != "config" {
		return true // commit, merge, tag, cherry-pick -e: the editor even with -m
	}
	switch name {
	case "difftool", "mergetool":
		return true // the tool (vimdiff …) runs on the caller's input
	case "commit":
		return !given("mFC", "--message", "--file", "--reuse-message", "--no-edit", "--fixup", "--dry-run")
	case "rebase":
		return given("i", "--interactive", "--edit-todo")
	case "revert":
		return !given("n", "--no-edit", "--no-commit", "--abort", "--quit", "--skip")
	case "tag":
		return given("asu", "--annotate", "--sign", "--local-user") && !given("mF", "--message", "--file")
	case "config":
		return given("e", "--edit")
	case "add":
		return given("epi", "--edit", "--patch", "--interactive")
	}
	return false
}

// gitSubcommand is the index in args of git's subcommand, after its
// global options (and the values of -c, -C and the like), or -1.
func gitSubcommand(args []Word) int {
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		switch {
		case lit == "-c" || lit == "-C" || lit == "--git-dir" || lit == "--work-tree" || lit == "--namespace" || lit == "--config-env":
			i++
		case !strings.HasPrefix(lit, "-"):
			return i
		}
	}
	return -1
}

// frameworkShell reports whether p starts a web framework's console, a
// REPL on the caller's input: python manage.py shell (dbshell,
// shell_plus), php artisan tinker, rails console (c, dbconsole, db).
func frameworkShell(p *Part) bool {
	args := p.Args()
	first := func(names ...string) int {
		for i, w := range args {
			lit, _ := litPrefix(w)
			if strings.HasPrefix(lit, "-") {
				continue
			}
			for _, n := range names {
				if lit == n || strings.HasSuffix(lit, "/"+n) {
					return i
				}
			}
			return -1
		}
		return -1
	}
	next := func(i int, subs ...string) bool {
		if i < 0 || i+1 >= len(args) {
			return false
		}
		lit, ok := args[i+1].Literal()
		if !ok {
			return true
		}
		for _, s := range subs {
			if lit == s {
				return true
			}
		}
		return false
	}
	switch {
	case strings.HasPrefix(p.Program, "python"):
		return next(first("manage.py"), "shell", "dbshell", "shell_plus")
	case p.Program == "php" || strings.HasPrefix(p.Program, "php"):
		return next(first("artisan"), "tinker")
	case p.Program == "rails":
		return subcommands("console", "c", "dbconsole", "db")(p)
	}
	return false
}
