package acpproxy

import (
	"os"
	"path/filepath"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A permission request of a kind that runs no shell command by its word
// (read, search, fetch, think, switch_mode) goes to the editor. One whose
// title reads as a shell command (`rm -rf ~` titled as a read, rt37h D5)
// is not what its kind says: it is judged as a tool call of kind "other"
// is, waiting at the desk ([proxy.edit], [commandTitleDoubt]). A real
// read's title reads as none and still goes to the editor: Gemini CLI
// 0.61's read tools title themselves by their path relative to the
// workspace (read_file and list_directory: "README.md", "src/main.go",
// "test", "."; read from its bundle's getDescription methods), their
// pattern in quotes (grep, glob: "'TODO' in *.go within src"), or prose
// ("Fetching content from: URL", `Searching the web for: "…"`). A path
// that is one word naming a program or builtin ("test", "install") is
// read as the file or directory it names when one is there.

// commandTitleDoubt is why a tool call whose kind runs no command, titled
// as one, asks.
const commandTitleDoubt = "the agent's tool call says it runs no command (its kind), but its title reads as a shell command: what it does cannot be known, and it may run that command"

// titleReadsAsCommand reports whether title reads as a shell command, in
// an environment whose PATH is path: it parses as bash, and some command
// in it runs a bash builtin or keyword, a program found in path (a name
// with no slash), or an absolute path to an executable file given
// arguments; or it holds anything beside plain commands (a redirection,
// a pipeline, a subshell, a loop, an assignment, a function, a command
// or process substitution, two commands). A title that does not parse
// (prose with an apostrophe) reads as none: bash would not run it either.
// A title of one plain word naming a file or directory that is there,
// relative to base (the session's cwd; "" for none) or absolute, reads
// as that path: a read of a directory called test, not the builtin.
func titleReadsAsCommand(title, path, base string) bool {
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(title), "")
	if err != nil || len(f.Stmts) == 0 {
		return false
	}
	if len(f.Stmts) > 1 {
		return true
	}
	st := f.Stmts[0]
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || st.Negated || st.Background || st.Coprocess || len(st.Redirs) > 0 || len(call.Assigns) > 0 || len(call.Args) == 0 {
		return true
	}
	substituted := false
	syntax.Walk(st, func(n syntax.Node) bool {
		switch n.(type) {
		case *syntax.CmdSubst, *syntax.ProcSubst:
			substituted = true
		}
		return !substituted
	})
	if substituted {
		return true
	}
	name := call.Args[0].Lit()
	switch {
	case name == "" || name == "." && len(call.Args) == 1:
		// "." alone is a directory (Gemini CLI's list_directory of the
		// workspace), and bash runs nothing for it.
		return false
	case len(call.Args) == 1 && namesPath(name, base):
		return false
	case strings.Contains(name, "/"):
		return filepath.IsAbs(name) && len(call.Args) > 1 && executable(name)
	case shellWord(name):
		return true
	}
	for _, dir := range filepath.SplitList(path) {
		if dir != "" && filepath.IsAbs(dir) && executable(filepath.Join(dir, name)) {
			return true
		}
	}
	return false
}

// namesPath reports whether name is a file or directory that is there:
// absolute, or relative to base when base is absolute.
func namesPath(name, base string) bool {
	if !filepath.IsAbs(name) {
		if !filepath.IsAbs(base) {
			return false
		}
		name = filepath.Join(base, name)
	}
	_, err := os.Lstat(name)
	return err == nil
}

// executable reports whether path is a regular file someone may run.
func executable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o111 != 0
}

// shellWord reports whether name is a bash builtin or keyword: a command
// whatever PATH holds.
func shellWord(name string) bool {
	switch name {
	case ".", ":", "[", "[[", "alias", "bg", "bind", "break", "builtin", "caller", "case", "cd", "command",
		"compgen", "complete", "compopt", "continue", "coproc", "declare", "dirs", "disown", "echo",
		"enable", "eval", "exec", "exit", "export", "false", "fc", "fg", "for", "function", "getopts",
		"hash", "help", "history", "if", "jobs", "kill", "let", "local", "logout", "mapfile", "popd",
		"printf", "pushd", "pwd", "read", "readarray", "readonly", "return", "select", "set", "shift",
		"shopt", "source", "suspend", "test", "time", "times", "trap", "true", "type", "typeset",
		"ulimit", "umask", "unalias", "unset", "until", "wait", "while":
		return true
	}
	return false
}

// getenv reads name from the agent's environment ([Config.Getenv], else
// the proxy's own).
func (p *proxy) getenv(name string) string {
	if p.cfg.Getenv == nil {
		return os.Getenv(name)
	}
	return p.cfg.Getenv(name)
}
