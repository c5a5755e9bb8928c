package patterns

import (
	"path"
	"strings"
)

// The recipes `make TARGET` runs (body_eval.go): those of the named
// targets (or of the first target, for plain make) and of their
// prerequisites that are targets of the same file, from the directory's
// GNUmakefile, makefile or Makefile (or -f's file), moved by -C. Read for
// simple Makefiles: literal recipe lines, their @, - and + prefixes
// dropped, each line in its own shell (a subshell of the body). A make
// variable or function in a line stands as an unknown shell variable, so
// the line can only be judged by its certain words. A Makefile with
// conditionals (ifeq, ifdef …), a dry run (-n), a question (-q) or touch
// (-t), a word that is not literal, or a file past scriptFileMax leaves
// the part as it was.

// makeTargetsMax bounds the targets, prerequisites included, whose
// recipes one make part is judged by.
const makeTargetsMax = 32

// makeNames are the files make reads, in its order.
var makeNames = []string{"GNUmakefile", "makefile", "Makefile"}

// makeBodies returns the recipes a make part runs, as one body.
func makeBodies(p *Part, ctx *Context) []runnerBody {
	dir, file, targets, word, ok := readMakeCall(p, ctx.Cwd)
	if !ok {
		return nil
	}
	var text []byte
	var err error
	read := ctx.ProjectFile
	if ctx.ScriptFile != nil {
		read = ctx.ScriptFile // a makefile outside the project runs too (rt50k NEW-7)
	}
	name := file
	if file != "" {
		text, err = read(bodyJoin(dir, file), scriptFileMax)
	} else {
		for _, n := range makeNames {
			if text, err = read(path.Join(dir, n), scriptFileMax); err != ErrNoProjectFile {
				name = n
				break
			}
		}
	}
	if err != nil || strings.IndexByte(string(text), 0) >= 0 {
		return nil
	}
	var out []runnerBody
	if parse, shown := makeParseTime(string(text)); parse != "" {
		out = append(out, runnerBody{key: "make-parse " + bodyJoin(dir, name),
			from: fromIn(ctx.Cwd, dir, name) + "'s $(shell …)", text: parse, shown: shown, dir: dir, word: 0})
	}
	mf, ok := parseMakefile(string(text))
	if !ok {
		return out
	}
	if len(targets) == 0 {
		if mf.first == "" {
			return out
		}
		targets = []string{mf.first}
	}
	body, shown, ok := mf.recipes(targets, makeCmdVars(p, ctx, dir))
	if !ok || body == "" {
		return out
	}
	from := fromIn(ctx.Cwd, dir, name) + "'s target " + strings.Join(targets, " ")
	return append(out, runnerBody{key: "make " + bodyJoin(dir, name) + " " + strings.Join(targets, " "),
		from: from, text: body, shown: shown, dir: dir, word: word})
}

// bodyJoin is file named from dir.
func bodyJoin(dir, file string) string {
	if path.IsAbs(file) {
		return path.Clean(file)
	}
	return path.Join(dir, file)
}

// readMakeCall reads a make part: its directory, its -f file (or ""),
// the targets it names and the word the evidence points at (the first
// target, or the program).
func readMakeCall(p *Part, cwd string) (dir, file string, targets []string, word int, ok bool) {
	dir, word = cwd, 0
	ws := p.Words
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			if makeVarWord(ws[k]) {
				continue // DIR="$HOME": a variable for the run (body_make_vars.go)
			}
			return "", "", nil, 0, false
		}
		value := func(short, long string) (string, bool, bool) {
			if v == short || v == long {
				if k+1 >= len(ws) {
					return "", true, false
				}
				k++
				s, lit := ws[k].Literal()
				return s, true, lit
			}
			if s, cut := strings.CutPrefix(v, long+"="); cut {
				return s, true, true
			}
			if s, cut := strings.CutPrefix(v, short); cut && len(v) > 2 && !strings.HasPrefix(v, "--") {
				return s, true, true
			}
			return "", false, false
		}
		if s, is, good := value("-C", "--directory"); is {
			if !good || s == "" {
				return "", "", nil, 0, false
			}
			if dir = bodyDir(dir, LitWord(s)); dir == "" {
				return "", "", nil, 0, false
			}
			continue
		}
		if s, is, good := value("-f", "--file"); is {
			if !good || s == "" || file != "" {
				return "", "", nil, 0, false
			}
			file = s
			continue
		}
		switch {
		case v == "-j" || v == "--jobs" || v == "-l" || v == "--load-average":
			if k+1 < len(ws) {
				if n, _ := ws[k+1].Literal(); n != "" && strings.Trim(n, "0123456789.") == "" {
					k++
				}
			}
		case strings.HasPrefix(v, "--"):
			switch strings.SplitN(v, "=", 2)[0] {
			case "--dry-run", "--just-print", "--recon", "--question", "--touch", "--makefile",
				"--include-dir", "--what-if", "--new-file", "--assume-new", "--old-file", "--assume-old", "--eval":
				return "", "", nil, 0, false
			}
		case strings.HasPrefix(v, "-"):
			if strings.ContainsAny(v[1:], "nqtIWoOE") {
				return "", "", nil, 0, false
			}
		case strings.Contains(v, "="):
			// a variable for the run: the recipes read it
		default:
			if len(targets) == 0 {
				word = k
			}
			targets = append(targets, v)
		}
	}
	return dir, file, targets, word, true
}

// makefile is what parseMakefile read: each target's prerequisites and
// recipe lines, and the first target.
type makefile struct {
	first   string
	prereqs map[string][]string
	recipe  map[string][]string
}

// parseMakefile reads a simple Makefile: false when it holds what the
// reader does not follow (a conditional).
func parseMakefile(text string) (makefile, bool) {
	mf := makefile{prereqs: map[string][]string{}, recipe: map[string][]string{}}
	var current []string
	inDefine := false
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSuffix(lines[i], "\r")
		for strings.HasSuffix(line, "\\") && i+1 < len(lines) {
			i++
			line += "\n" + strings.TrimSuffix(lines[i], "\r")
		}
		if inDefine {
			inDefine = strings.TrimSpace(line) != "endef"
			continue
		}
		if strings.HasPrefix(line, "\t") {
			for _, t := range current {
				mf.recipe[t] = append(mf.recipe[t], line[1:])
			}
			continue
		}
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || trimmed[0] == '#' {
			continue
		}
		switch strings.Fields(trimmed)[0] {
		case "ifeq", "ifneq", "ifdef", "ifndef", "else", "endif":
			return makefile{}, false
		case "define":
			inDefine, current = true, nil
			continue
		}
		colon := strings.IndexByte(trimmed, ':')
		eq := strings.IndexAny(trimmed, "=")
		if colon < 0 || eq >= 0 && eq < colon || strings.HasPrefix(trimmed[colon:], ":=") ||
			strings.HasPrefix(trimmed[colon:], "::=") {
			current = nil // a variable, a directive
			continue
		}
		heads := strings.Fields(trimmed[:colon])
		rest := strings.TrimLeft(trimmed[colon:], ":")
		if eq := strings.IndexByte(rest, '='); eq >= 0 {
			current = nil // a target-specific variable
			continue
		}
		deps, inline, _ := strings.Cut(rest, ";")
		current = nil
		for _, t := range heads {
			if strings.Contains(t, "%") || strings.Contains(t, "$") {
				continue
			}
			if mf.first == "" && !strings.HasPrefix(t, ".") {
				mf.first = t
			}
			current = append(current, t)
			mf.prereqs[t] = append(mf.prereqs[t], strings.Fields(deps)...)
			if strings.TrimSpace(inline) != "" {
				mf.recipe[t] = append(mf.recipe[t], strings.TrimSpace(inline))
			}
		}
	}
	return mf, true
}

// recipes returns the shell text make runs for targets: each target's
// prerequisites first, each recipe line in a subshell of its own; false
// past makeTargetsMax targets. shown is the lines joined by "; ", for
// the reason.
func (mf makefile) recipes(targets []string, vars map[string]string) (body, shown string, ok bool) {
	var b strings.Builder
	var lines []string
	seen := map[string]bool{}
	var visit func(t string, depth int) bool
	visit = func(t string, depth int) bool {
		if seen[t] {
			return true
		}
		seen[t] = true
		if len(seen) > makeTargetsMax || depth > makeTargetsMax {
			return false
		}
		for _, d := range mf.prereqs[t] {
			if _, isTarget := mf.prereqs[d]; isTarget && !visit(d, depth+1) {
				return false
			}
		}
		for _, line := range mf.recipe[t] {
			line = strings.TrimLeft(strings.TrimLeft(line, " \t"), "@-+ \t")
			if line == "" {
				continue
			}
			lines = append(lines, line)
			b.WriteString("( ")
			b.WriteString(makeShellText(line, vars))
			b.WriteString("\n)\n")
		}
		return true
	}
	for _, t := range targets {
		if !visit(t, 0) {
			return "", "", false
		}
	}
	return b.String(), strings.Join(lines, "; "), true
}

// makeShellText is a recipe line as the shell reads it after make: $$ is
// $, a variable the command line sets ($(DIR) of `make DIR=~`: vars) its
// value, and each other make variable or function ($(X), ${X}, $@) an
// unknown shell variable.
func makeShellText(line string, vars map[string]string) string {
	var b strings.Builder
	for i := 0; i < len(line); i++ {
		c := line[i]
		if c != '$' || i+1 >= len(line) {
			b.WriteByte(c)
			continue
		}
		switch n := line[i+1]; n {
		case '$':
			b.WriteByte('$')
			i++
		case '(', '{':
			closer := byte(')')
			if n == '{' {
				closer = '}'
			}
			depth, j := 0, i+1
			for ; j < len(line); j++ {
				if line[j] == n {
					depth++
				} else if line[j] == closer {
					if depth--; depth == 0 {
						break
					}
				}
			}
			if v, set := vars[line[min(i+2, j):j]]; set {
				b.WriteString(v) // make writes the value in, as it is
			} else {
				b.WriteString("${OZDESK_MAKE_VAR}")
			}
			i = j
		default:
			b.WriteString("${OZDESK_MAKE_VAR}")
			i++
		}
	}
	return b.String()
}
