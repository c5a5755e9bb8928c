package patterns

import "strings"

// GNU coreutils' multicall binary takes the applet to run from its first
// argument when it is `--coreutils-prog=NAME`: `coreutils
// --coreutils-prog=rm -rf ~` is `rm -rf ~` (rt42 R). The form with the
// name as a word of its own (`--coreutils-prog NAME`) is peeled the same
// way: were coreutils to refuse it nothing would run, and reading it as
// NAME's command asks no less.

// coreutilsProgOpt is the option that names the applet.
const coreutilsProgOpt = "--coreutils-prog"

// coreutilsProg returns, for words starting with coreutils and its
// applet option, how many words are the wrapper's and the command it
// runs, its first word the applet's name; ok is false otherwise.
func coreutilsProg(words []Word) (own int, cmd []Word, ok bool) {
	if len(words) < 2 || programName(words[0]) != "coreutils" {
		return 0, nil, false
	}
	lit, whole := words[1].Literal()
	if !whole {
		lit, _ = litPrefix(words[1])
	}
	switch {
	case strings.HasPrefix(lit, coreutilsProgOpt+"="):
		prog := trimWordPrefix(words[1], coreutilsProgOpt+"=", false)
		if len(prog.Segs) == 0 {
			return 0, nil, false
		}
		return 1, append([]Word{prog}, words[2:]...), true
	case whole && lit == coreutilsProgOpt && len(words) > 2:
		return 2, words[2:], true
	}
	return 0, nil, false
}
