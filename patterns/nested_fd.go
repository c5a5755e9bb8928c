package patterns

import "strings"

// fd (fd-find) runs a command for each path it finds (-x, --exec) or once
// with all of them (-X, --exec-batch): every word after the option, up to
// a lone ";" or the end, is the command's, with the path or a part of it
// in place of its placeholders (rt19d finding 1). A placeholder standing
// as the program runs whatever fd found, which the reader cannot know.

// fdPlaceholders are the strings fd replaces with the path it found: the
// path, its base name, its directory, and both without the extension.
var fdPlaceholders = []string{"{}", "{/}", "{//}", "{.}", "{/.}"}

// fdFlagLetters are fd's short options that take no value, which may
// stand before -x or -X in one word (-Hx).
const fdFlagLetters = "HIusigFaLpl0q1"

// fdExecOption reports whether lit is fd's -x or -X (alone, in a cluster
// of options that take no value, or long).
func fdExecOption(lit string) bool {
	switch lit {
	case "--exec", "--exec-batch":
		return true
	}
	if len(lit) < 2 || lit[0] != '-' || lit[1] == '-' {
		return false
	}
	last := lit[len(lit)-1]
	if last != 'x' && last != 'X' {
		return false
	}
	for _, c := range lit[1 : len(lit)-1] {
		if !strings.ContainsRune(fdFlagLetters, c) {
			return false
		}
	}
	return true
}

// fd reads the commands fd's -x and -X run, one level deeper, with each
// placeholder a word the reader does not know. fd's own words stay the
// part's (fdDeletes reads them).
func (r *reading) fd(p *Part, sc scope) []*Node {
	var nodes []*Node
	words := p.Words
	for i := 1; i < len(words); i++ {
		lit, _ := words[i].Literal()
		if fdValued.get()[lit] {
			i++
			continue
		}
		if !fdExecOption(lit) {
			continue
		}
		end := i + 1
		for end < len(words) && !isLit(words[end], ";") {
			end++
		}
		if end > i+1 {
			argv := words[i+1 : end]
			for _, ph := range fdPlaceholders {
				argv = withPlaceholder(argv, ph)
			}
			nodes = append(nodes, r.nestedArgv(p, "fd "+lit, argv, sc)...)
		}
		i = end
	}
	return nodes
}
