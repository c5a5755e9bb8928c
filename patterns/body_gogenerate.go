package patterns

import (
	"path"
	"regexp"
	"strconv"
	"strings"
)

// The directives `go generate` runs (issue 7, rt56 R3/R9–R11): the
// `//go:generate` lines of the .go files of the packages named (none is
// `.`; `./...` and `DIR/...` each directory below, but testdata, vendor
// and those starting with `.` or `_`; a directory; .go files), moved by
// -C, kept by -run and dropped by -skip as go matches the directive's
// text. Each directive is a command go runs with no shell in its
// package's directory: its words split at blanks, a double-quoted Go
// string one word, `$GOFILE`, `$GOLINE`, `$GOPACKAGE` (the directory's
// name) and `$DOLLAR` written as go writes them, another `$NAME` left to
// the shell as the environment's value, and a `-command NAME WORDS`
// alias standing for its words in the directives after it in its file.
// `-n` (a dry run) runs none. A package named by import path, a glob, a
// walk past 64 directories or 256 files, a directory that cannot be
// listed, a file that cannot be read, a directive that cannot be split,
// or a -run pattern Go cannot compile asks as unreadable; where ozdesk
// cannot list directories (a replay) the part is left as it was.

const (
	// goGenDirsMax and goGenFilesMax bound the walk.
	goGenDirsMax  = 64
	goGenFilesMax = 256
	// goGenLinesMax bounds the directives read.
	goGenLinesMax = 256
)

// goGenCall is a go generate part read.
type goGenCall struct {
	dir       string
	run, skip string
	hasRun    bool
	hasSkip   bool
	pkgs      []string
	word      int
}

// goBuildValueFlags are go's build flags that take a value.
var goBuildValueFlags = []string{"-tags", "-mod", "-modfile", "-overlay", "-pgo", "-p", "-gcflags", "-ldflags",
	"-asmflags", "-gccgoflags", "-compiler", "-installsuffix", "-pkgdir", "-toolexec", "-buildmode", "-covermode",
	"-coverpkg", "-reldir"}

// readGoGenCall reads `go generate ARGS` in cwd; false for another go
// command, a dry run, or words the reader cannot take.
func readGoGenCall(p *Part, cwd string) (goGenCall, bool) {
	ws, at := p.Words, goGenerateAt(p)
	if at < 0 {
		return goGenCall{}, false
	}
	c := goGenCall{dir: cwd, word: at}
	if at == 3 { // go -C DIR generate
		if c.dir = bodyDir(cwd, ws[2]); c.dir == "" {
			return goGenCall{}, false
		}
	}
	for k := at + 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			return goGenCall{}, false
		}
		if !strings.HasPrefix(v, "-") || v == "-" {
			c.pkgs = append(c.pkgs, v)
			continue
		}
		opt, val, eq := strings.Cut(strings.Replace(v, "--", "-", 1), "=")
		switch opt {
		case "-n", "-h", "-help":
			return goGenCall{}, false
		case "-run", "-skip", "-C":
		default:
			if !contains(goBuildValueFlags, opt) {
				continue
			}
		}
		if !eq {
			if k+1 >= len(ws) {
				return goGenCall{}, false
			}
			k++
			if val, lit = ws[k].Literal(); !lit {
				return goGenCall{}, false
			}
		}
		switch opt {
		case "-run":
			c.run, c.hasRun = val, true
		case "-skip":
			c.skip, c.hasSkip = val, true
		case "-C":
			if c.dir = bodyDir(cwd, LitWord(val)); c.dir == "" {
				return goGenCall{}, false
			}
		}
	}
	if len(c.pkgs) == 0 {
		c.pkgs = []string{"."}
	}
	return c, true
}

// goGenerateAt is the index of the word generate in `go generate` or
// `go -C DIR generate`; -1 for another part.
func goGenerateAt(p *Part) int {
	switch {
	case p.Program != "go":
		return -1
	case len(p.Words) > 1 && isLit(p.Words[1], "generate"):
		return 1
	case len(p.Words) > 3 && isLit(p.Words[1], "-C") && isLit(p.Words[3], "generate"):
		return 3
	}
	return -1
}

// goGenBodies returns the directives a go generate part runs, as one
// body: each in a subshell that moves to its package's directory.
func goGenBodies(p *Part, ctx *Context) []runnerBody {
	c, ok := readGoGenCall(p, ctx.Cwd)
	if !ok || ctx.ScriptGlob == nil || ctx.ProjectDir == nil {
		return nil
	}
	b := runnerBody{key: "go generate " + c.dir + " " + strings.Join(c.pkgs, " "),
		from: "go generate's directives", dir: ctx.Cwd, word: c.word}
	g := goGen{ctx: ctx}
	if why := g.read(c); why != "" {
		b.unread = "go generate " + why
		return []runnerBody{b}
	}
	if len(g.lines) == 0 {
		return nil
	}
	b.text, _ = linesInSubshells(g.lines)
	b.shown = strings.Join(g.shown, "; ")
	return []runnerBody{b}
}

// goGen gathers the directives of one go generate part.
type goGen struct {
	ctx           *Context
	dirs, files   int
	lines, shown  []string
	runRe, skipRe *regexp.Regexp
}

// read gathers the directives of c's packages; why says what cannot be
// read.
func (g *goGen) read(c goGenCall) string {
	var err error
	if c.hasRun {
		if g.runRe, err = regexp.Compile(c.run); err != nil {
			return "has a -run pattern Go does not compile"
		}
	}
	if c.hasSkip {
		if g.skipRe, err = regexp.Compile(c.skip); err != nil {
			return "has a -skip pattern Go does not compile"
		}
	}
	for _, pkg := range c.pkgs {
		var why string
		switch {
		case strings.HasSuffix(pkg, ".go"):
			why = g.file(bodyJoin(c.dir, pkg))
		case pkg == "..." || strings.HasSuffix(pkg, "/..."):
			why = g.walk(bodyJoin(c.dir, strings.TrimSuffix(strings.TrimSuffix(pkg, "..."), "/")), 0)
		case pkg == "." || pkg == ".." || strings.HasPrefix(pkg, "./") || strings.HasPrefix(pkg, "../") || path.IsAbs(pkg):
			why = g.dir(bodyJoin(c.dir, pkg))
		default:
			why = "names the package " + pkg + " by its import path, which ozdesk does not resolve"
		}
		if why != "" {
			return why
		}
	}
	return ""
}

// walk reads dir and the directories below it as `./...` names them.
func (g *goGen) walk(dir string, depth int) string {
	if strings.ContainsAny(dir, "*?[") {
		return "names packages by a glob"
	}
	if why := g.dir(dir); why != "" {
		return why
	}
	if depth > 16 {
		return "walks deeper than ozdesk reads"
	}
	subs, err := g.ctx.ProjectDir(dir, goGenDirsMax)
	if err == ErrNoProjectFile {
		return ""
	}
	if err != nil {
		return "walks " + dir + ", which ozdesk cannot list"
	}
	for _, s := range subs {
		if s == "testdata" || s == "vendor" || strings.HasPrefix(s, ".") || strings.HasPrefix(s, "_") {
			continue
		}
		if why := g.walk(path.Join(dir, s), depth+1); why != "" {
			return why
		}
	}
	return ""
}

// dir reads the .go files of dir.
func (g *goGen) dir(dir string) string {
	if g.dirs++; g.dirs > goGenDirsMax {
		return "walks more than " + strconv.Itoa(goGenDirsMax) + " directories"
	}
	files, err := g.ctx.ScriptGlob(path.Join(dir, "*.go"), goGenFilesMax)
	if err != nil {
		return "reads " + dir + ", which ozdesk cannot list"
	}
	for _, f := range files {
		if why := g.file(f); why != "" {
			return why
		}
	}
	return ""
}

// file reads the directives of one .go file.
func (g *goGen) file(f string) string {
	if g.files++; g.files > goGenFilesMax {
		return "reads more than " + strconv.Itoa(goGenFilesMax) + " files"
	}
	b, err := g.ctx.ProjectFile(f, taskFileMax)
	if err == ErrNoProjectFile {
		return ""
	}
	if err != nil {
		return "reads " + f + ", which ozdesk cannot read"
	}
	dir := dirOf(f)
	aliases := map[string][]string{}
	for n, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if !strings.HasPrefix(line, "//go:generate ") && !strings.HasPrefix(line, "//go:generate\t") {
			continue
		}
		if g.runRe != nil && !g.runRe.MatchString(line[2:]) || g.skipRe != nil && g.skipRe.MatchString(line[2:]) {
			continue
		}
		words, ok := goGenSplit(line[len("//go:generate "):], path.Base(f), path.Base(dir), n+1)
		if !ok {
			return "cannot split the directive " + strconv.Quote(line) + " of " + f
		}
		if len(words) == 0 {
			continue
		}
		if words[0] == "-command" {
			if len(words) >= 3 {
				aliases[words[1]] = words[2:]
			}
			continue
		}
		if a, ok := aliases[words[0]]; ok {
			words = append(append([]string{}, a...), words[1:]...)
		}
		g.shown = append(g.shown, argvLine(words))
		if g.lines = append(g.lines, "cd "+shellQuote1(dir)+" && "+argvLine(words)); len(g.lines) > goGenLinesMax {
			return "reads more than " + strconv.Itoa(goGenLinesMax) + " directives"
		}
	}
	return ""
}

// goGenSplit splits a directive as go generate does: its variables
// expanded first ($GOFILE, $GOLINE, $GOPACKAGE, $DOLLAR; another $NAME
// kept for the shell), then words at blanks, a double-quoted Go string
// one word; false for a string that does not unquote.
func goGenSplit(s, file, pkg string, line int) ([]string, bool) {
	s = goGenExpand(s, file, pkg, line)
	var words []string
	for {
		s = strings.TrimLeft(s, " \t")
		if s == "" {
			return words, true
		}
		if s[0] == '"' {
			end := 1
			for end < len(s) && s[end] != '"' {
				if s[end] == '\\' {
					end++
				}
				end++
			}
			if end >= len(s) {
				return nil, false
			}
			w, err := strconv.Unquote(s[:end+1])
			if err != nil {
				return nil, false
			}
			words, s = append(words, w), s[end+1:]
			continue
		}
		i := strings.IndexAny(s, " \t")
		if i < 0 {
			i = len(s)
		}
		words, s = append(words, s[:i]), s[i:]
	}
}

// goGenExpand writes go generate's own variables in s.
func goGenExpand(s, file, pkg string, line int) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '$' {
			b.WriteByte(s[i])
			continue
		}
		name, j := "", i+1
		if j < len(s) && s[j] == '{' {
			if k := strings.IndexByte(s[j:], '}'); k > 0 {
				name, j = s[j+1:j+k], j+k+1
			}
		} else {
			for j < len(s) && (s[j] == '_' || isASCIILetter(s[j]) || s[j] >= '0' && s[j] <= '9') {
				j++
			}
			name = s[i+1 : j]
		}
		switch name {
		case "GOFILE":
			b.WriteString(file)
		case "GOLINE":
			b.WriteString(strconv.Itoa(line))
		case "GOPACKAGE":
			b.WriteString(pkg)
		case "DOLLAR":
			b.WriteString("$")
		default:
			b.WriteString(s[i:j])
		}
		i = j - 1
	}
	return b.String()
}
