package patterns

import "strings"

// One line of gdb's command language, as gdb -ex gives it and as a gdb
// script (-x F, source F, .gdbinit) holds it (nested_runner.go,
// body_langfile.go): `shell CMD` and `!CMD` run CMD with the shell, `set
// exec-wrapper CMD` runs the program under CMD through the shell, `make
// ARGS` runs make; `source F` reads another script (a .py or .scm one in
// Python or Guile); python, guile, compile, pipe, eval and run with
// arguments (which gdb hands to a shell) run code the reader does not
// read.

// gdbRead is what one gdb command line runs: a command string the shell
// runs (shell, and how gdb ran it), the command that runs code the reader
// does not read (foreign), or a script it sources.
type gdbRead struct {
	shell, how, foreign, source string
}

// gdbLine reads one gdb command line.
func gdbLine(line string) gdbRead {
	cmd := strings.TrimSpace(line)
	if rest, ok := strings.CutPrefix(cmd, "!"); ok {
		return gdbRead{shell: rest, how: "!"}
	}
	head, rest, _ := strings.Cut(cmd, " ")
	rest = strings.TrimSpace(rest)
	switch head {
	case "shell", "she":
		return gdbRead{shell: rest, how: "shell"}
	case "source", "so":
		for strings.HasPrefix(rest, "-") { // source -v -s F
			_, rest, _ = strings.Cut(rest, " ")
			rest = strings.TrimSpace(rest)
		}
		if rest != "" {
			return gdbRead{source: rest}
		}
	case "set":
		if w, v, _ := strings.Cut(rest, " "); w == "exec-wrapper" && strings.TrimSpace(v) != "" {
			return gdbRead{shell: strings.TrimSpace(v), how: "set exec-wrapper"}
		}
	case "python", "py", "pi", "python-interactive", "guile", "gu", "compile", "expression",
		"pipe", "|", "make", "eval":
		return gdbRead{foreign: head}
	case "run", "r", "start", "starti":
		if rest != "" {
			return gdbRead{foreign: head}
		}
	}
	if strings.HasPrefix(head, "|") {
		return gdbRead{foreign: "|"}
	}
	return gdbRead{}
}
