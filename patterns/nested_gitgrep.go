package patterns

import "strings"

// gitGrepPagerFlags are git grep's short options that take no value, which
// may stand before O in one word (`-iO./p`).
const gitGrepPagerFlags = "aiIvwlLhHcnzEGFPpWoqr"

// gitGrepPager reads the program of git grep's -O<cmd> (rt54 M7): git
// runs it with the matching files as its arguments, as core.pager is run,
// so the value is read as a command string as -c core.pager's is. A bare
// -O runs the configured pager; --open-files-in-pager is asked about as
// code from elsewhere (loadOptions). rest are the words after "grep".
func (r *reading) gitGrepPager(p *Part, rest []Word, sc scope) []*Node {
	exact := sc.m.whole == nil
	for _, w := range rest {
		lit, tail := litPrefix(w)
		if lit == "--" {
			return nil
		}
		if !strings.HasPrefix(lit, "-") || strings.HasPrefix(lit, "--") {
			continue
		}
		at := strings.IndexByte(lit, 'O')
		if at < 1 || strings.Trim(lit[1:at], gitGrepPagerFlags) != "" || at+1 == len(lit) && !tail {
			continue // not -O, or -O alone: the configured pager
		}
		val := trimWordPrefix(w, lit[:at+1], exact)
		if v, literal := val.Literal(); literal && foreignProgramPath(v) {
			return []*Node{r.foreignProgram(p, "git grep -O", val)}
		}
		return r.nestedWord(p, "git grep -O", val, p.Feed, sc)
	}
	return nil
}
