package patterns

import (
	"path"
	"strings"
)

// A file run by its path whose #! line names another language's
// interpreter (rt54 M20): `./t11` whose first line is
// `#!/usr/bin/python3` and whose second runs `ozdesk queue approve 11`
// was allowed while `python3 t11` asked. Such a file is read as the
// program-file reader reads that interpreter's file (body_programfile.go):
// python, node, perl, ruby, php, lua, tclsh, expect … named directly or
// through env (`env -S python3 -u`), and awk, gawk and sed given -f. A #!
// line naming another program leaves the file as it was (a compiled
// program, a tool of its own).

// shebangRunner returns the program a #! line runs a file with: its
// base name, env's target where it is env; "" for none.
func shebangRunner(text string) (string, []string) {
	first, _, _ := strings.Cut(text, "\n")
	interp, ok := strings.CutPrefix(first, "#!")
	if !ok {
		return "", nil
	}
	f := strings.Fields(interp)
	if len(f) == 0 {
		return "", nil
	}
	prog, rest := path.Base(f[0]), f[1:]
	if prog == "env" {
		for len(rest) > 0 && strings.HasPrefix(rest[0], "-") {
			if rest[0] == "-S" || strings.HasPrefix(rest[0], "-S") && len(rest[0]) > 2 {
				if len(rest[0]) > 2 {
					rest = append([]string{rest[0][2:]}, rest[1:]...)
					break
				}
			}
			rest = rest[1:]
		}
		if len(rest) == 0 {
			return "", nil
		}
		prog, rest = path.Base(rest[0]), rest[1:]
	}
	return prog, rest
}

// shebangReadable reports whether a file whose #! line names prog (with
// args) is a program file the program-file reader reads.
func shebangReadable(prog string, args []string) bool {
	if isProgramInterpreter(prog) {
		return true
	}
	if programFileOptions(prog) != nil && (strings.HasSuffix(prog, "awk") || strings.HasSuffix(prog, "sed")) {
		return len(args) > 0 && strings.HasSuffix(args[len(args)-1], "f")
	}
	return false
}

// shebangBody returns the body of file v (text, at path file) run
// directly by a #! line the program-file reader reads; false for none.
func shebangBody(text, v, file string, word int, dir string) (runnerBody, bool) {
	prog, args := shebangRunner(text)
	if prog == "" || !shebangReadable(prog, args) {
		return runnerBody{}, false
	}
	body, shown := ozdeskLines(text)
	if body == "" {
		return runnerBody{}, false
	}
	return runnerBody{key: "program " + file, from: "the program file " + v + " (run by its #! line's " + prog + ")",
		text: body, shown: shown, dir: dir, word: word, guessed: true}, true
}
