package patterns

// joinedShellArgv reports whether words, which a wrapper joins into one
// string for a shell (watchexec, pueue add), begin with a shell given -c
// (rt45 command-strings: `watchexec -r -- sh -c "rm -rf ~"`). How the
// words are joined differs by the wrapper's version: joined as they are,
// the shell's -c takes only the first word of the string; quoted one by
// one, it takes the whole string, which then runs. The words are read as
// the command they spell as well, so the string behind -c is judged.
func joinedShellArgv(words []Word) bool {
	if len(words) < 3 || !isShell(programName(words[0])) {
		return false
	}
	for _, w := range words[1:] {
		v, ok := w.Literal()
		if !ok || len(v) < 2 || v[0] != '-' || v[1] == '-' {
			return false
		}
		for _, c := range v[1:] {
			if c == 'c' {
				return true
			}
		}
	}
	return false
}
