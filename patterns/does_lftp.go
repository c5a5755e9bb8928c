package patterns

import "strings"

// lftp runs the commands of its -e and -c strings (rt40 #2). Its mirror
// copies a whole tree: `mirror SRC [DST]` downloads the host's SRC into
// the local DST (SRC's base name here by default, below -O's directory),
// whose entries it writes (`lftp -c 'mirror x.example/cfg .claude'`);
// `mirror -R SRC [DST]` (--reverse) uploads the local SRC (the part's own
// directory by default) to the host, which [lftp-sent] judges as the
// project sent when SRC is the project's tree (`lftp -e 'mirror -R . /'
// ftp://x.example`, as `scp -r . host:` is). A string not known, and
// one that changes the local directory (lcd) or reads a script (source),
// might do either anywhere.

// lftpMirror is one mirror command of an lftp string: its direction and
// its source and target operands.
type lftpMirror struct {
	reverse  bool
	src, dst string
	hasSrc   bool
	hasDst   bool
	target   string // -O's directory
}

// lftpScripts are the command strings of lftp's -e and -c (the parts not
// known as lftpUnknown); ok is false where the strings are not known (an
// option not known, -f's script file).
func lftpScripts(p *Part) ([]string, bool) {
	args := p.Args()
	var out []string
	for i := 0; i < len(args); i++ {
		v, lit := args[i].Literal()
		if !lit {
			if pre, _ := litPrefix(args[i]); strings.HasPrefix(pre, "-") || pre == "" {
				return out, false
			}
			continue
		}
		switch {
		case v == "-e" || v == "-c":
			if i+1 >= len(args) {
				return out, false
			}
			i++
			out = append(out, lftpText(args[i]))
		case strings.HasPrefix(v, "-e") || strings.HasPrefix(v, "-c"):
			out = append(out, v[2:])
		case v == "-f" || strings.HasPrefix(v, "-f"):
			return out, false // a script file the line does not show
		case v == "-u" || v == "-p" || v == "--rcfile" || v == "--env-password":
			i++
		}
	}
	return out, true
}

// lftpUnknown stands in lftp's strings for a part of the word the line
// does not show (a variable: `put $F`).
const lftpUnknown = "\x01"

// lftpText is the text of an lftp string word, each part not known put
// as lftpUnknown: a command word or a mirror's operand so made is not
// known, an operand of another command is that command's.
func lftpText(w Word) string { return segTextAs(w, lftpUnknown) }

// lftpMirrors reads the mirror commands of lftp's strings; ok is false
// where a string does not read, or changes where the local side is.
func lftpMirrors(scripts []string) ([]lftpMirror, bool) {
	var out []lftpMirror
	for _, s := range scripts {
		for _, line := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == '\n' || r == '&' || r == '|' }) {
			f, ok := lftpFields(line)
			if !ok {
				return out, false
			}
			if len(f) == 0 {
				continue
			}
			if strings.Contains(f[0], lftpUnknown) {
				return out, false // a command not known
			}
			switch f[0] {
			case "lcd", "source", "eval", "alias", "local":
				return out, false
			case "mirror":
				m, ok := readLftpMirror(f[1:])
				if !ok || strings.Contains(strings.Join(f[1:], " "), lftpUnknown) {
					return out, false
				}
				out = append(out, m)
			}
		}
	}
	return out, true
}

// lftpFields splits an lftp command into its words (quotes removed);
// false where it holds what lftp expands ($, backquotes, a backslash).
func lftpFields(line string) ([]string, bool) {
	if strings.ContainsAny(line, "$`\\") {
		return nil, false
	}
	var out []string
	var cur strings.Builder
	in, quote, has := false, byte(0), false
	for i := 0; i < len(line); i++ {
		c := line[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			} else {
				cur.WriteByte(c)
			}
		case c == '"' || c == '\'':
			quote, has = c, true
		case c == ' ' || c == '\t':
			if has || in {
				out = append(out, cur.String())
				cur.Reset()
			}
			in, has = false, false
			continue
		default:
			cur.WriteByte(c)
		}
		in = true
	}
	if quote != 0 {
		return nil, false
	}
	if has || in {
		out = append(out, cur.String())
	}
	return out, true
}

// readLftpMirror reads mirror's options and operands.
func readLftpMirror(args []string) (lftpMirror, bool) {
	var m lftpMirror
	var ops []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-R" || a == "--reverse":
			m.reverse = true
		case a == "-O" || a == "--target-directory":
			if i+1 >= len(args) {
				return m, false
			}
			i++
			m.target = args[i]
		case strings.HasPrefix(a, "--target-directory="):
			m.target = strings.TrimPrefix(a, "--target-directory=")
		case strings.HasPrefix(a, "--"):
			if !strings.Contains(a, "=") && lftpMirrorTakes(a) {
				i++
			}
		case strings.HasPrefix(a, "-") && len(a) > 1:
			for k := 1; k < len(a); k++ {
				c := a[k]
				if c == 'R' {
					m.reverse = true
				}
				if strings.IndexByte("PixIXOFN", c) >= 0 {
					if k+1 == len(a) {
						i++
						if c == 'O' && i < len(args) {
							m.target = args[i]
						}
					} else if c == 'O' {
						m.target = a[k+1:]
					}
					break
				}
			}
		default:
			ops = append(ops, a)
		}
	}
	if len(ops) > 0 {
		m.src, m.hasSrc = ops[0], true
	}
	if len(ops) > 1 {
		m.dst, m.hasDst = ops[1], true
	}
	return m, true
}

// lftpMirrorTakes reports whether a long option of mirror takes the next
// word as its value.
func lftpMirrorTakes(opt string) bool {
	switch opt {
	case "--parallel", "--include", "--exclude", "--include-glob", "--exclude-glob", "--file",
		"--directory", "--log", "--script", "--newer-than", "--older-than", "--size-range",
		"--use-pget-n", "--on-change", "--exclude-glob-from", "--include-glob-from",
		"--exclude-rx-from", "--include-rx-from", "--recursion", "--max-errors", "--loop-delay":
		return true
	}
	return false
}

// lftpWrites: the local directories lftp's mirrors download into; every
// entry of the part's own directory where its strings are not known.
func lftpWrites(p *Part) doings {
	scripts, ok := lftpScripts(p)
	var mirrors []lftpMirror
	if ok {
		mirrors, ok = lftpMirrors(scripts)
	}
	if !ok {
		return doings{writes: []Word{treeWord(LitWord("."))}}
	}
	var w []Word
	for _, m := range mirrors {
		if m.reverse {
			continue
		}
		dst := m.dst
		if !m.hasDst {
			dst = "."
			if m.hasSrc {
				dst = lastName(m.src)
			}
		}
		if m.target != "" && !strings.HasPrefix(dst, "/") {
			dst = strings.TrimRight(m.target, "/") + "/" + dst
		}
		w = append(w, treeWord(LitWord(dst)))
	}
	return doings{writes: w}
}

// lastName is a remote path's last name, "." for none.
func lastName(s string) string {
	s = strings.TrimRight(s, "/")
	if k := strings.LastIndexByte(s, '/'); k >= 0 {
		s = s[k+1:]
	}
	if s == "" || s == ".." {
		return "."
	}
	return s
}

// judgeLftpSent is [lftp-sent]: lftp whose strings mirror the project's
// tree up to its host (mirror -R, the part's own directory by default):
// certain when the local source is the project's tree ([project-tree]),
// might where the strings are not known.
func judgeLftpSent(_ string, w Word, ctx *Context) Judgement {
	v, ok := programWordKey(w)
	if !ok || v != "lftp" {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	scripts, ok := lftpScripts(p)
	var mirrors []lftpMirror
	if ok {
		mirrors, ok = lftpMirrors(scripts)
	}
	if !ok {
		return Judgement{Might: true}
	}
	out := Judgement{}
	for _, m := range mirrors {
		if !m.reverse {
			continue
		}
		src := "."
		if m.hasSrc {
			src = m.src
		}
		if strings.HasPrefix(src, "~") {
			out.Might = true // lftp reads ~ as the home: judged as not known
			continue
		}
		if j := judgeProjectTreeDirect(LitWord(src), ctx); j.Certainly {
			return j
		}
	}
	return out
}
