package patterns

import "strings"

// firejailDir returns the directory firejail runs its command in, the
// shell standing in cur (rt31 F2): `--private-cwd=DIR` puts it in DIR,
// and `--private-cwd` alone in the home; otherwise firejail keeps the
// directory it was started in. Its options never take a value as a word
// of their own, so every word before the command is one of them.
func (d *dirWalk) firejailDir(w Wrapper, cur string) string {
	dir := cur
	for _, word := range w.Words[1:] {
		lit, _ := litPrefix(word)
		switch {
		case lit == "--private-cwd":
			if _, ok := word.Literal(); !ok {
				return unknownDir
			}
			dir = d.home
		case strings.HasPrefix(lit, "--private-cwd="):
			dir = d.dirOf(subWord(word, len("--private-cwd=")), cur)
		}
	}
	return dir
}
