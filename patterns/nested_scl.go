package patterns

// sclCommand reads `scl enable|run COLLECTION… COMMAND` without "--":
// Software Collections hands its last word to a shell as a command string
// (`scl enable devtoolset-9 'make -j4'`, rt19d). With "--" the words after
// it are the command, which the wrapper table peels.
func (r *reading) sclCommand(p *Part, sc scope) []*Node {
	if len(p.Words) < 4 || !isLit(p.Words[1], "enable") && !isLit(p.Words[1], "run") {
		return nil
	}
	for _, w := range p.Words[2:] {
		if isLit(w, "--") {
			return nil
		}
	}
	return r.nestedWord(p, "scl "+p.Words[1].Raw, p.Words[len(p.Words)-1], p.Feed, sc)
}
