package patterns

import "strings"

// gitMove reads `git mv [-f] [-k] [--] SRC… DEST` as the move it is (rt54
// M4): git renames the files on disk before it updates the index, and
// keeps the rename when the index refuses the new path (`.git/hooks/x`:
// "invalid path", exit 0), so the part is judged as `mv SRC… DEST` is,
// by mv's own readers (its destination, DEST/basename(SRC) for a
// directory, the hooks, configuration and runs-later files below it,
// .GIT in any case; its sources as deleted). words start at the "mv"
// subcommand; a dry run (-n) moves nothing and is not read. Paths are
// read from -C's directory, as git reads them.
func (r *reading) gitMove(p *Part, words []Word, sc scope) []*Node {
	argv := []Word{words[0]}
	base := gitWorkTreeWord(p)
	ended := false
	for _, w := range words[1:] {
		lit, tail := litPrefix(w)
		if !ended && !tail && strings.HasPrefix(lit, "-") {
			switch {
			case lit == "--":
				ended = true
				argv = append(argv, w)
				continue
			case lit == "--dry-run" || lit == "-n" || !strings.HasPrefix(lit, "--") && strings.Contains(lit, "n"):
				return nil // git mv -n lists what it would move
			case lit == "--force" || lit == "--verbose" || lit == "-v" || lit == "-f":
				argv = append(argv, w)
				continue
			case lit == "-k" || lit == "--sparse":
				continue // skip errors; sparse paths: mv has neither, and moves alike
			case !strings.HasPrefix(lit, "--") && strings.Trim(lit[1:], "fkv") == "":
				if strings.Contains(lit, "f") {
					f := LitWord("-f")
					f.Span = w.Span
					argv = append(argv, f)
				}
				continue
			}
		}
		if base != nil {
			w = joinWords(*base, w)
		}
		argv = append(argv, w)
	}
	if len(argv) < 3 {
		return nil
	}
	return r.nestedArgv(p, "git mv", argv, sc)
}
