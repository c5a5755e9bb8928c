package patterns

import "strings"

// sedOpts are GNU sed's options.
var sedOpts = optSpec{short: "Ee:f:i::l:nrsuz", long: []string{"expression=", "file=",
	"in-place?", "line-length=", "quiet", "silent", "regexp-extended", "separate", "unbuffered",
	"null-data", "posix", "sandbox", "debug", "follow-symlinks", "binary", "help", "version"}}

// sed reads GNU sed's scripts (-e, --expression, or the first operand) for
// the commands they run: `e COMMAND` runs COMMAND with the shell, and `e`
// alone or the s///e flag runs the pattern space, which the reader does
// not know. A script that is not literal, or that the reader cannot
// follow, leaves the part unreadable.
func (r *reading) sed(p *Part, sc scope) []*Node {
	scan := sedOpts.scan(p.Words, 1)
	if scan.has("--sandbox") {
		return nil
	}
	var scripts []Word
	for _, o := range scan.opts {
		if (o.name == "-e" || o.name == "--expression") && o.hasVal {
			scripts = append(scripts, valueWord(p.Words, o, sc.m.whole == nil))
		}
	}
	if !scan.has("-e", "--expression", "-f", "--file") && scan.status == optOK && scan.next < len(p.Words) {
		scripts = append(scripts, p.Words[scan.next])
	}
	var nodes []*Node
	for _, w := range scripts {
		v, ok := w.Literal()
		if !ok {
			if lit, _ := litPrefix(w); strings.ContainsRune(lit, 'e') || w.Dynamic() {
				nodes = append(nodes, r.foreign(p, w, "sed"))
			}
			continue
		}
		cmds, known := sedCommands(v)
		if !known {
			nodes = append(nodes, r.foreign(p, w, "sed"))
			continue
		}
		for _, c := range cmds {
			nodes = append(nodes, r.nestedText(p, "sed e", c, w.Span, FeedNone, sc)...)
		}
	}
	return append(nodes, r.sedStdin(p, scan, sc)...)
}

// sedCommands returns the command strings a sed script runs with its e
// command, and false when it runs one the reader does not know (e alone,
// s///e) or the script cannot be followed.
func sedCommands(s string) ([]string, bool) {
	cmds, _, ok := sedScan(s)
	return cmds, ok
}

// sedWriteFiles returns the files a sed script's w and W commands and
// s///w flag write, as far as the script can be followed.
func sedWriteFiles(s string) []string {
	_, writes, _ := sedScan(s)
	return writes
}

// sedScan follows a sed script: the command strings its e command runs,
// the files it writes, and false when it runs one the reader does not
// know or cannot be followed (the writes found up to there stand).
func sedScan(s string) (cmds, writes []string, ok bool) {
	i := 0
	toEOL := func() string {
		j := strings.IndexByte(s[i:], '\n')
		if j < 0 {
			j = len(s) - i
		}
		t := s[i : i+j]
		i += j
		return t
	}
	for i < len(s) {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' || c == ';' || c == '{' || c == '}' || c == '!' {
			i++
			continue
		}
		if !sedSkipAddress(s, &i) {
			return nil, writes, false
		}
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '!') {
			i++
		}
		if i >= len(s) {
			return cmds, writes, true
		}
		c = s[i]
		i++
		switch {
		case c == '{' || c == '}':
		case c == 'w' || c == 'W':
			if f := strings.TrimSpace(toEOL()); f != "" {
				writes = append(writes, f)
			}
		case c == '#' || c == 'a' || c == 'i' || c == 'c' || c == 'r' || c == 'R':
			toEOL()
		case c == ':' || c == 'b' || c == 't' || c == 'T' || c == 'v':
			for i < len(s) && s[i] != ';' && s[i] != '\n' {
				i++
			}
		case c == 'e':
			cmd := strings.TrimSpace(toEOL())
			if cmd == "" {
				return nil, writes, false
			}
			cmds = append(cmds, cmd)
		case c == 's' || c == 'y':
			if i >= len(s) || s[i] == '\n' || s[i] == '\\' {
				return nil, writes, false
			}
			delim := s[i]
			i++
			for part := 0; part < 2; part++ {
				if !sedSkipDelimited(s, &i, delim) {
					return nil, writes, false
				}
			}
			if c == 's' {
				for i < len(s) && strings.IndexByte("gpiImMe0123456789w", s[i]) >= 0 {
					if s[i] == 'e' {
						return nil, writes, false
					}
					if s[i] == 'w' {
						i++
						if f := strings.TrimSpace(toEOL()); f != "" {
							writes = append(writes, f)
						}
						break
					}
					i++
				}
			}
		case strings.IndexByte("=dDgGhHlLnNpPqQxzF", c) >= 0:
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				i++
			}
		default:
			return nil, writes, false
		}
	}
	return cmds, writes, true
}

// sedSkipAddress moves *i past an address or a range of two (1, $, /re/,
// \cREc, 1~2, addr,+N), and reports false for one it cannot follow.
func sedSkipAddress(s string, i *int) bool {
	for n := 0; n < 2; n++ {
		switch {
		case *i < len(s) && s[*i] >= '0' && s[*i] <= '9':
			for *i < len(s) && (s[*i] >= '0' && s[*i] <= '9' || s[*i] == '~') {
				*i++
			}
		case *i < len(s) && s[*i] == '$':
			*i++
		case *i < len(s) && s[*i] == '/':
			*i++
			if !sedSkipDelimited(s, i, '/') {
				return false
			}
		case *i+1 < len(s) && s[*i] == '\\':
			d := s[*i+1]
			*i += 2
			if !sedSkipDelimited(s, i, d) {
				return false
			}
		case n == 1 && *i < len(s) && (s[*i] == '+' || s[*i] == '~'):
			*i++
			for *i < len(s) && s[*i] >= '0' && s[*i] <= '9' {
				*i++
			}
		default:
			return true
		}
		for *i < len(s) && (s[*i] == 'I' || s[*i] == 'M') && n == 0 && *i > 0 && s[*i-1] == '/' {
			*i++
		}
		if n == 0 && (*i >= len(s) || s[*i] != ',') {
			return true
		}
		if n == 0 {
			*i++
		}
	}
	return true
}

// sedSkipDelimited moves *i past text up to an unescaped delim and the
// delim itself, and reports false when there is none.
func sedSkipDelimited(s string, i *int, delim byte) bool {
	for *i < len(s) {
		switch s[*i] {
		case '\\':
			*i += 2
			continue
		case delim:
			*i++
			return true
		}
		*i++
	}
	return false
}
