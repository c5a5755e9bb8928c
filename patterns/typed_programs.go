package patterns

import "strings"

// typedPrograms is the one table of the terminal programs that run what
// is typed into them beyond the shells, interpreters, pagers and vim the
// reader follows (read_repls.go, programs.go, nested_editors.go), by
// family, each with the check that tells, from its arguments, whether it
// does (rt19i #5: list by family, not by the names a finding met).
// ReadsTypedProgram reads it, and so through it every place that refuses
// such a program: `ozdesk hook codex` (write_stdin types into a running
// command) and `ozdesk shell` (its standard input is the agent's SSH
// channel); the effects table reads its editors (typedEditors) as
// writing the files they are given. A name not here may still read what
// is typed (a renamed copy of vim): README says so.
var typedPrograms = lazy[map[string]typedEntry]{build: buildTypedPrograms}

// typedProgramsSize is about how many programs typedPrograms holds (273
// now; TestTableSizes keeps it no smaller): the table is made that big at
// once, where grown from empty it was rehashed six times (296 inserts,
// 0.17 M instructions of a process that reads a command; issue 10).
const typedProgramsSize = 300

// typedEntry is one program of typedPrograms.
type typedEntry struct {
	family typedFamily
	check  typedCheck
	// edits: an editor whose operands are the files it edits and writes.
	edits bool
}

// typedFamily names a family of typedPrograms, for the docs and tests.
type typedFamily string

// The families.
const (
	famEditor      typedFamily = "editor"      // a shell escape (:!, ^T, M-!, ^K!) or an extension language
	famOpensEditor typedFamily = "opensEditor" // a command that opens an editor on the caller's input
	famPager       typedFamily = "pager"       // ! runs a command; info readers
	famMultiplexer typedFamily = "multiplexer" // starts or attaches a shell reading what is typed
	famREPL        typedFamily = "repl"        // another language's REPL, a framework's or a cloud's shell
	famDebugger    typedFamily = "debugger"    // evaluates or runs (shell, !) what is typed
	famDatabase    typedFamily = "database"    // a database shell with no query of its own
	famFiles       typedFamily = "files"       // file managers, git front ends, file-transfer clients
	famNet         typedFamily = "net"         // browsers, mail, chat, telnet and serial clients (!, ~!, /exec)
	famConsole     typedFamily = "console"     // a shell in a container, a machine or a session elsewhere
	famKeys        typedFamily = "keys"        // TUIs whose keys kill, delete, install, partition or sign
)

func buildTypedPrograms() map[string]typedEntry {
	t := make(map[string]typedEntry, typedProgramsSize)
	add := func(f typedFamily, check typedCheck, names ...string) {
		for _, n := range names {
			t[n] = typedEntry{family: f, check: check}
		}
	}
	always := func(*Part) bool { return true }
	// Editors. vim and the editors that take its options are read by
	// vimPrograms (read_runs.go); what opens them is here.
	for _, n := range []string{
		"nano", "rnano", "pico", "mg", "zile", "zemacs", "jed", "joe", "jstar", "jmacs", "jpico", "rjoe",
		"jove", "micro", "hx", "helix", "ne", "mcedit", "le", "dte", "vis", "elvis", "vile", "levee",
		"tilde", "amp", "red", "ed", "qemacs", "uemacs", "lem", "kibi", "ox", "e3", "xvi", "stevie",
	} {
		t[n] = typedEntry{family: famEditor, check: always, edits: true}
	}
	for _, n := range []string{"emacs", "emacs-nox", "emacs-gtk", "emacs-lucid", "xemacs"} {
		t[n] = typedEntry{family: famEditor, check: unlessFlags("--batch", "-batch", "--script", "-script"), edits: true}
	}
	t["emacsclient"] = typedEntry{family: famEditor, check: unlessFlags("-e", "--eval")}
	t["kak"] = typedEntry{family: famEditor, check: unlessFlags("-f", "-p", "-l", "-clear"), edits: true}
	add(famEditor, always, "vimtutor")
	add(famOpensEditor, always, "sensible-editor", "editor", "select-editor", "vipe", "visudo", "vipw", "vigr",
		"sudoedit", "edquota", "cscope", "edit")
	add(famOpensEditor, func(p *Part) bool { return hasShortFlag(p.Args(), 'e') }, "crontab")
	add(famOpensEditor, subcommands("edit"), "systemctl")
	add(famOpensEditor, subcommands("edit", "edit-last-applied"), "oc")
	add(famOpensEditor, func(p *Part) bool { // hg and svn commit with no message open an editor
		a := p.Args()
		return subcommands("histedit")(p) || subcommands("commit", "ci")(p) && !hasShortFlag(a, 'm') && !hasShortFlag(a, 'l') &&
			!hasShortFlag(a, 'F') && !hasArgWord(a, "--message") && !hasArgWord(a, "--logfile") && !hasArgWord(a, "--file")
	}, "hg", "svn")
	// Pagers and info readers (less, more, most: read_repls.go).
	add(famPager, always, "pg", "lv", "pinfo", "sensible-pager", "pager")
	add(famPager, unlessFlags("-o", "--output", "-w", "--where", "--location", "-k", "--apropos"), "info")
	// Multiplexers (tmux, screen, byobu: read_repls.go).
	add(famMultiplexer, unlessSubcommands("list-sessions", "ls", "kill-session", "k", "kill-all-sessions", "ka",
		"delete-session", "d", "delete-all-sessions", "da", "action", "ac", "run", "r", "edit", "e", "setup",
		"plugin", "pipe", "list-aliases", "la", "convert-config", "convert-layout", "convert-theme", "web"), "zellij")
	add(famMultiplexer, func(p *Part) bool {
		a := p.Args()
		return hasShortFlag(a, 'A') || hasShortFlag(a, 'a') || hasShortFlag(a, 'c')
	}, "abduco")
	add(famMultiplexer, always, "dvtm", "mtm", "dtach")
	add(famMultiplexer, unlessFlags("-c", "--command"), "script")
	// REPLs of other languages, unless given a script or code.
	add(famREPL, always, "ghci", "erl", "iex", "pry", "bpython", "bpython3", "ptpython", "ptipython", "psysh",
		"utop", "maxima", "gp", "groovysh", "spark-shell", "pyspark", "sparkR", "rhino", "jshell", "wish", "ecl",
		"gprolog", "jupyter-console", "aws-shell", "saws", "csi", "gsi", "petite", "chez", "scheme", "chibi-scheme",
		"mit-scheme", "janet", "lfe", "fsi", "fsharpi", "csharp", "nix-repl", "amm", "dc", "vd", "visidata")
	for name, exts := range map[string][]string{
		"scala": {".scala", ".sc"}, "clojure": {".clj", ".cljc"}, "clj": {".clj", ".cljc"},
		"racket": {".rkt"}, "guile": {".scm"}, "sbcl": {".lisp", ".lsp"}, "clisp": {".lisp", ".lsp"},
		"ocaml": {".ml"}, "swipl": {".pl", ".pro"}, "octave": {".m"}, "gnuplot": {".gp", ".plt", ".gnuplot"},
		"qjs": {".js", ".mjs"}, "kotlinc": {".kt", ".kts"}, "mongosh": {".js"}, "mongo": {".js"},
		"luajit": {".lua"}, "ts-node": {".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs"},
		"tsx": {".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs"}, "coffee": {".coffee", ".litcoffee"},
		"sage": {".sage", ".py"}, "hy": {".hy"}, "fennel": {".fnl"}, "matlab": {".m"},
	} {
		add(famREPL, replUnlessScript(exts), name)
	}
	add(famREPL, func(p *Part) bool { return hasArgWord(p.Args(), "--interactive") }, "ghc")
	add(famREPL, subcommands("ghci", "repl"), "stack")
	add(famREPL, subcommands("repl", "v2-repl", "new-repl"), "cabal")
	add(famREPL, subcommands("repl"), "lein", "boot", "scala-cli", "nix", "gleam", "swift-repl")
	add(famREPL, noneOr("repl"), "swift")
	add(famREPL, noneOr("console", "consoleQuick", "shell", "~console"), "sbt")
	add(famREPL, subcommands("shell"), "rebar3", "flask", "bq", "multipass")
	add(famREPL, subcommands("shell", "dbshell", "shell_plus"), "django-admin")
	add(famREPL, subcommands("console"), "jupyter")
	add(famREPL, subcommands("fsi"), "dotnet")
	add(famREPL, subcommands("interactive"), "az")
	add(famREPL, func(p *Part) bool {
		return hasArgWord(p.Args(), "interactive") // gcloud alpha|beta interactive
	}, "gcloud")
	add(famREPL, func(p *Part) bool {
		return hasArgWord(p.Args(), "--cli-auto-prompt") || hasArgWord(p.Args(), "start-session") // aws ssm start-session: a shell
	}, "aws")
	add(famREPL, func(p *Part) bool { return len(p.Args()) == 0 || subcommands("s_client")(p) }, "openssl")
	// Debuggers.
	add(famDebugger, always, "jdb", "cgdb", "pdb", "pdb3", "pudb", "pudb3", "ipdb", "ipdb3", "bashdb", "byebug",
		"rdbg", "ddd")
	add(famDebugger, unlessFlags("-b", "-batch", "--batch"), "gdb-multiarch", "lldb", "cuda-gdb")
	add(famDebugger, unlessFlags("-q", "-qq", "-qc"), "r2", "radare2", "rizin")
	add(famDebugger, subcommands("debug", "exec", "attach", "test", "core", "connect", "trace", "replay"), "dlv")
	add(famDebugger, subcommands("replay"), "rr")
	// Database shells with no query of their own (psql, mysql, sqlite3,
	// redis-cli …: read_repls.go, part_typed_clients.go).
	add(famDatabase, unlessFlags("-e", "--execute", "-f", "--file", "-c", "--command"), "pgcli", "mycli", "litecli",
		"iredis", "athenacli", "vcli", "harlequin")
	add(famDatabase, unlessFlags("-Q", "--query", "-i", "--input-file"), "mssql-cli")
	add(famDatabase, always, "sqlline", "bteq", "db2")
	// File managers, git front ends, file-transfer clients.
	add(famFiles, always, "mc", "ranger", "nnn", "vifm", "lf", "yazi", "broot", "far2l", "tig", "lazygit", "gitui",
		"ftp", "sftp", "lftp", "tnftp", "netkit-ftp", "ncftp", "tftp", "yafc")
	add(famFiles, unlessFlags("-c", "--command", "-L", "--list"), "smbclient")
	// Browsers, mail, chat, telnet and serial lines.
	add(famNet, always, "lynx", "links", "links2", "elinks", "w3m", "browsh",
		"mail", "mailx", "Mail", "s-nail", "bsd-mailx", "heirloom-mailx", "mutt", "neomutt", "alpine", "pine",
		"aerc", "irssi", "weechat", "profanity",
		"telnet", "cu", "minicom", "picocom", "tio", "kermit", "ckermit", "microcom")
	add(famNet, func(p *Part) bool {
		return operandsAtMost(p, 1, "-p", "--port", "--ssh", "--server", "--predict", "--family", "--bind-server", "--client")
	}, "mosh")
	// A shell in a container, a machine or a session elsewhere.
	add(famConsole, always, "login", "newgrp")
	add(famConsole, subcommands("shell", "login"), "machinectl")
	add(famConsole, subcommands("shell", "console"), "lxc", "incus")
	add(famConsole, func(p *Part) bool {
		return subcommands("ssh")(p) && !hasShortFlag(p.Args(), 'c') && !hasArgWord(p.Args(), "--command")
	}, "vagrant")
	add(famConsole, socatExec, "socat")
	add(famConsole, func(p *Part) bool {
		return subcommands("edit")(p) ||
			(subcommands("attach", "run", "debug", "exec")(p) && (hasShortFlag(p.Args(), 'i') || hasArgWord(p.Args(), "--stdin")))
	}, "kubectl")
	add(famConsole, containerStdin, "docker", "podman", "nerdctl")
	// TUIs whose keys do what no command shows: kill and renice (top),
	// delete (ncdu), install (aptitude), partition (fdisk), sign (gpg).
	add(famKeys, func(p *Part) bool { return !hasShortFlag(p.Args(), 'b') }, "top", "iotop")
	add(famKeys, always, "htop", "btop", "bpytop", "bashtop", "atop", "nmon", "glances", "nmtui", "k9s",
		"lazydocker", "ctop", "cfdisk", "cgdisk", "tmon")
	add(famKeys, unlessFlags("-o", "-h", "--help"), "ncdu")
	add(famKeys, noneOr(), "aptitude")
	add(famKeys, unlessFlags("-l", "--list", "-L", "--list-details"), "fdisk", "gdisk")
	add(famKeys, unlessFlags("-l", "--list", "-d", "--dump", "-J", "--json", "-V", "--verify", "-s", "--show-size",
		"-g", "--show-geometry", "-F", "--list-free", "-r", "--reorder", "--part-type", "--part-label", "--part-uuid", "--part-attrs"), "sfdisk")
	add(famKeys, func(p *Part) bool {
		a := p.Args()
		return !hasShortFlag(a, 's') && !hasArgWord(a, "--script") && !hasArgWord(a, "-l") && !hasArgWord(a, "--list") && operandsAtMost(p, 1)
	}, "parted")
	add(famKeys, func(p *Part) bool {
		a := p.Args()
		return hasArgWord(a, "--edit-key") || hasArgWord(a, "--card-edit") || hasArgWord(a, "--edit-card")
	}, "gpg", "gpg2")
	return t
}

// typedEntryOf returns the entry of typedPrograms for a program name: the
// name itself, the name without a version suffix (lldb-15, emacs29), or a
// cross debugger named for its target (arm-none-eabi-gdb).
func typedEntryOf(name string) (typedEntry, bool) {
	t := typedPrograms.get()
	if e, ok := t[name]; ok {
		return e, true
	}
	if e, ok := t[unversioned(name)]; ok {
		return e, true
	}
	if strings.HasSuffix(name, "-gdb") {
		return t["gdb-multiarch"], true
	}
	return typedEntry{}, false
}

// typedEditors are typedPrograms' editors that write the files they are
// given, for the effects table.
func typedEditors() []string {
	var out []string
	for name, e := range typedPrograms.get() {
		if e.edits {
			out = append(out, name)
		}
	}
	return out
}

// noneOr is a check that holds when the program is given no operand, or
// its first operand is one of subs (or one that is not literal).
func noneOr(subs ...string) typedCheck {
	sub := subcommands(subs...)
	return func(p *Part) bool {
		for _, w := range p.Args() {
			if lit, ok := w.Literal(); ok && strings.HasPrefix(lit, "-") {
				continue
			}
			return sub(p)
		}
		return true
	}
}

// unlessSubcommands is a check that holds unless the program's first
// operand is one of subs.
func unlessSubcommands(subs ...string) typedCheck {
	return func(p *Part) bool {
		lit, literal, found := leadOperand(p)
		return !found || !literal || !contains(subs, lit)
	}
}

// operandsAtMost reports whether p has at most n operands, the values of
// valueFlags (given as the next word) skipped.
func operandsAtMost(p *Part, n int, valueFlags ...string) bool {
	args := p.Args()
	count := 0
	for i := 0; i < len(args); i++ {
		lit, ok := args[i].Literal()
		switch {
		case ok && lit == "--":
			return count+len(args)-i-1 <= n
		case ok && strings.HasPrefix(lit, "-"):
			for _, f := range valueFlags {
				if lit == f {
					i++
				}
			}
		default:
			count++
		}
	}
	return count <= n
}
