package patterns

import "strings"

// The line filters between `ls` and `xargs rm` (`ls | grep old | xargs rm
// -f`, `ls -t | tail -n +6 | xargs rm -f`; fx62d, issue 7: the delete
// asked as the home's, "might", because the stage before xargs was grep,
// not ls). grep reading only its standard input, with no option but
// those that choose lines (-i, -v, -E, -F, -G, -w, -x, -e PAT), and head
// or tail with only a line count (-n N, -N), print some of the lines they
// read, whole and unchanged: what reaches xargs is some of what ls
// printed, so the items are ls's, as lsListed reads them. A filter that
// reads a file (`grep -r old ~`, `grep old notes.txt`), prints other
// text (-o, -n, -H, -c, -l, context lines) or another word's value is not
// one, and the items stay unknown.

// lsBeneathFilters returns the ls whose output reaches xargs-run part p
// through line filters only, and the literal text a grep among them
// requires in every line ("" when none is known); nil when the stage
// before p is no such chain ending in ls.
func lsBeneathFilters(p *Part, ctx *Context) (*Part, string) {
	need := ""
	q := xargsFeeder(p, ctx)
	for range 8 {
		if q == nil || q.Depth != p.Depth || len(q.Wrappers) > 0 || len(q.Assigns) > 0 ||
			q.Unreadable != nil || len(q.Redirs) > 0 {
			return nil, ""
		}
		if q.Program == "ls" {
			return q, need
		}
		lit, ok := lineFilter(q)
		if !ok {
			return nil, ""
		}
		if need == "" {
			need = lit
		}
		q = xargsFeeder(q, ctx)
	}
	return nil, ""
}

// lineFilter reports whether part q prints some of the lines it reads
// on its standard input, whole, and nothing else; for a grep whose one
// pattern is a plain word that every line it prints holds as written
// (no -v, -i, and no regular-expression character), that word.
func lineFilter(q *Part) (string, bool) {
	words := make([]string, 0, len(q.Words))
	for _, w := range q.Words[1:] {
		v, ok := w.Literal()
		if !ok {
			return "", false
		}
		words = append(words, v)
	}
	switch q.Program {
	case "grep", "egrep", "fgrep":
		return grepFilter(words)
	case "head", "tail":
		return "", countOnly(words)
	}
	return "", false
}

// grepFilter reads grep's words (after the program): options that only
// choose lines, and one pattern, as an operand or -e's value; no file.
// It returns the pattern when every line grep prints certainly holds it.
func grepFilter(words []string) (string, bool) {
	var pats []string
	invert, fold, ended := false, false, false
	for i := 0; i < len(words); i++ {
		v := words[i]
		switch {
		case ended || !strings.HasPrefix(v, "-") || v == "-":
			pats = append(pats, v)
		case v == "--":
			ended = true
		case v == "-e" || v == "--regexp":
			if i+1 >= len(words) {
				return "", false
			}
			i++
			pats = append(pats, words[i])
		case strings.HasPrefix(v, "--regexp="):
			pats = append(pats, strings.TrimPrefix(v, "--regexp="))
		case strings.HasPrefix(v, "--"):
			switch v {
			case "--invert-match":
				invert = true
			case "--ignore-case":
				fold = true
			case "--extended-regexp", "--fixed-strings", "--basic-regexp", "--word-regexp", "--line-regexp":
			default:
				return "", false
			}
		default:
			for _, c := range v[1:] {
				if !strings.ContainsRune("ivEFGwx", c) {
					return "", false
				}
			}
			invert = invert || strings.Contains(v, "v")
			fold = fold || strings.Contains(v, "i")
		}
	}
	if len(pats) != 1 || pats[0] == "-" && !ended {
		// A second operand is a file grep reads instead of its input.
		return "", false
	}
	if invert || fold || !plainWord(pats[0]) {
		return "", true
	}
	return pats[0], true
}

// plainWord reports whether s is a non-empty word of letters, digits, _
// and -, which every regular expression and fixed string matches as
// written, and a glob names as written.
func plainWord(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// countOnly reports whether head's or tail's words (after the program)
// are a line count alone (-n N, -nN, --lines=N, -N; tail's +N), with no
// file: they print some of the lines they read.
func countOnly(words []string) bool {
	switch {
	case len(words) == 0:
		return true
	case len(words) == 1 && strings.HasPrefix(words[0], "--lines="):
		return lineCount(strings.TrimPrefix(words[0], "--lines="))
	case len(words) == 1 && strings.HasPrefix(words[0], "-n"):
		return lineCount(words[0][2:])
	case len(words) == 1 && strings.HasPrefix(words[0], "-"):
		return lineCount(words[0][1:])
	case len(words) == 2 && (words[0] == "-n" || words[0] == "--lines"):
		return lineCount(words[1])
	}
	return false
}

// lineCount reports whether s is a count of lines: digits, after an
// optional + or -.
func lineCount(s string) bool {
	s = strings.TrimLeft(s, "+-")
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
