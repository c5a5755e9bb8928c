package patterns

import "strings"

// emacsEvalOptions are the options whose value emacs (or emacsclient)
// evaluates as Lisp.
var emacsEvalOptions = lazy[map[string]map[string]bool]{build: func() map[string]map[string]bool {
	return map[string]map[string]bool{
		"emacs":       {"--eval": true, "-eval": true, "--execute": true, "-execute": true},
		"emacsclient": {"-e": true, "--eval": true},
	}
}}

// emacs reads emacs's Lisp given on the line (--eval, --execute, and
// emacsclient's -e): Lisp can do anything the shell can, and the reader
// does not read it, so it is foreign code, or dynamic when not literal.
// A file loaded with -l or a function called with -f is on disk, as a
// script operand is, and is not read.
func (r *reading) emacs(p *Part) []*Node {
	opts := emacsEvalOptions.get()[p.Program]
	if p.Program == "emacs-nox" {
		opts = emacsEvalOptions.get()["emacs"]
	}
	words := p.Words
	for i := 1; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		if lit == "--" {
			break
		}
		name, _, joined := strings.Cut(lit, "=")
		if !opts[name] {
			continue
		}
		code := words[i]
		if !joined {
			if i+1 >= len(words) {
				return nil
			}
			code = words[i+1]
		}
		if code.Dynamic() {
			return r.dynamicCode(p, name, code)
		}
		return []*Node{r.foreign(p, code, p.Program+" "+name)}
	}
	return nil
}
