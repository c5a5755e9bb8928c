package patterns

import (
	"regexp"
	"strings"
)

// A pid also passes through a filter or a variable on its way to a kill
// (fx55e, rt54 M6, rt54b B4): `kill -9 $(sed -n 1p F)`, `$(rev F)` of
// the pid written backwards, `$(echo 61202 | rev)`, `$(echo 20 216 | tr
// -d " ")`, `$(cat /tmp/p?)`, `xargs -a F kill`, `read p < F; kill $p`,
// `p=202; kill ${p}16`, `p=$(ps -o pid= --ppid HOST); kill $p` and
// `read p < /proc/HOST/task/HOST/children` each killed the desk, its pid
// in no word of the line. Where the filter only picks lines or fields
// of a file named by a literal path (cat, head, tail, sort, uniq, tac,
// grep, `sed -n Np`, awk's `{print $N}`, read), the file is read as a
// pid file is (class_ozdesk_pidfile.go): the desk's or its host's pid
// in it asks, any other is left alone (`read p < app.pid; kill $p`).
// Where the filter makes a new text (rev, tr, cut, sed's or awk's other
// programs, grep -o), or the file's path is not known (a glob, a
// variable), the pid is not known: while a desk or a broker runs it
// asks as a might, as a calculator's number does; with none running, or
// where the caller cannot look, it is left alone. A process's children
// listed by /proc/N/children or `ps --ppid N` of the desk or its host
// hold the desk (or its host's next): a kill of them asks.

// stagesFilterOzdeskPid reports whether a kill's search is a filter of a
// file, of echo's or printf's text, or a read, whose pids may be the
// desk's as above.
func stagesFilterOzdeskPid(stages []*Part, ctx *Context) bool {
	if ctx == nil || ctx.OzdeskPid == nil || len(stages) == 0 {
		return false
	}
	for _, p := range stages {
		if psChildrenOzdesk(p, ctx) {
			return true
		}
	}
	fed := false // the search starts from a text the line gives or a file
	var files []Word
	newText := false
	for i, p := range stages {
		switch {
		case i == 0 && (p.Program == "echo" || p.Program == "printf"):
			fed = true
			continue
		case !pidFilter(p.Program):
			return false // a process search, a calculator: the other readings'
		}
		if _, ok := hereText(p); ok {
			fed = true
		}
		fs := filterFiles(p)
		if in, ok := inputWord(p); ok {
			fs = append(fs, in)
		}
		if len(fs) > 0 {
			fed = true
		}
		files = append(files, fs...)
		if !pidPicker(p) {
			newText = true
		}
	}
	if !fed {
		return false
	}
	for _, f := range files {
		v, known, glob := filterPath(f, ctx)
		switch {
		case glob:
			return ozdeskRunning(ctx) // `cat /tmp/p?`
		case !known:
			continue // `cat "$PIDFILE"`: left alone, as fx54e decided
		}
		if procChildrenOzdesk(v, ctx) || !newText && pidFileOzdesk(v, ctx) {
			return true
		}
	}
	return newText && ozdeskRunning(ctx)
}

// filterPath returns the path a filter's file word names, where the line
// says it (literally, or by a variable the line sets: `f=/tmp/p; cat
// $f`), or reports a glob the line writes (`/tmp/p?`), whose file is not
// known here.
func filterPath(w Word, ctx *Context) (string, bool, bool) {
	if v, ok := w.Literal(); ok {
		return v, true, false
	}
	r := resolvePath(&w, ctx)
	if v, ok := r.shape.certain(); ok && !r.any && !r.home {
		return v, true, false
	}
	glob := false
	for _, s := range w.Segs {
		switch s.Kind {
		case SegGlob:
			glob = true
		case SegLit:
		default:
			return "", false, false
		}
	}
	return "", false, glob
}

// pidFilter reports whether a program passes on (some of) the text it is
// given or reads from its files, changed or not.
func pidFilter(prog string) bool {
	switch prog {
	case "cat", "tac", "head", "tail", "sort", "uniq", "grep", "egrep", "fgrep",
		"sed", "awk", "gawk", "mawk", "nawk", "tr", "cut", "rev", "paste", "fold", "read", "mapfile", "readarray":
		return true
	}
	return false
}

// pickerScript matches the sed and awk programs that only pick lines or
// fields: `1p`, `$p`, `1q`, `1,2p`; `{print}`, `{print $1}`, `NR==1`.
var pickerScript = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*(?:[0-9$]+(?:,[0-9$]+)?[pq]|(?:NR\s*==\s*[0-9]+\s*)?(?:\{\s*print(?:\s+\$[0-9]+)?\s*;?\s*\})?)\s*$`)
}}

// pidPicker reports whether filter p only picks lines or fields of its
// text, so that its output's pids are among its input's.
func pidPicker(p *Part) bool {
	switch p.Program {
	case "cat", "tac", "head", "tail", "sort", "uniq", "read", "mapfile", "readarray":
		return true
	case "grep", "egrep", "fgrep":
		for _, a := range p.Args() {
			if v, ok := a.Literal(); ok && strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && strings.Contains(v, "o") {
				return false // -o prints parts of lines
			}
		}
		return true
	case "sed", "awk", "gawk", "mawk", "nawk":
		for _, a := range p.Args() {
			v, ok := a.Literal()
			if !ok {
				return false
			}
			if strings.HasPrefix(v, "-") {
				continue
			}
			return v != "" && pickerScript.get().MatchString(v)
		}
		return true
	}
	return false
}

// filterFiles returns the file operands of filter p (not its options,
// not the program of sed or awk, not grep's pattern).
func filterFiles(p *Part) []Word {
	if p.Program == "read" || p.Program == "mapfile" || p.Program == "readarray" || p.Program == "tr" {
		return nil // their operands are names or sets; their input is a redirection
	}
	var out []Word
	script := false
	switch p.Program {
	case "sed", "awk", "gawk", "mawk", "nawk", "grep", "egrep", "fgrep":
		script = true // the first operand is the program or the pattern
	}
	args := p.Args()
	for i := 0; i < len(args); i++ {
		v, ok := args[i].Literal()
		if ok && strings.HasPrefix(v, "-") && v != "-" {
			if (p.Program == "head" || p.Program == "tail" || p.Program == "cut" || p.Program == "fold") && len(v) == 2 && strings.ContainsAny(v[1:], "ncbdfw") {
				i++ // its value
			}
			continue
		}
		if script {
			script = false
			continue
		}
		out = append(out, args[i])
	}
	return out
}

// inputWord returns the word part p's standard input is redirected from
// (`< F`), the last such.
func inputWord(p *Part) (Word, bool) {
	for i := len(p.Redirs) - 1; i >= 0; i-- {
		rd := p.Redirs[i]
		if (rd.Fd == "" || rd.Fd == "0") && (rd.Op == "<" || rd.Op == "<>") {
			return rd.Target, true
		}
	}
	return Word{}, false
}

// procChildren matches /proc/N/children and /proc/N/task/T/children.
var procChildren = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`^/proc/([0-9]+)/(?:task/[0-9]+/)?children$`)
}}

// procChildrenOzdesk reports whether path v lists the children of a
// running desk or of its host (the desk among them).
func procChildrenOzdesk(v string, ctx *Context) bool {
	m := procChildren.get().FindStringSubmatch(v)
	return m != nil && killsOzdesk(m[1], ctx)
}

// psChildrenOzdesk reports whether p is a ps listing the children of a
// running desk or of its host (--ppid N, --ppid=N, a list split by
// commas).
func psChildrenOzdesk(p *Part, ctx *Context) bool {
	if p.Program != "ps" {
		return false
	}
	args := p.Args()
	for i, a := range args {
		v, ok := a.Literal()
		if !ok {
			continue
		}
		val := ""
		switch {
		case v == "--ppid" && i+1 < len(args):
			val, ok = args[i+1].Literal()
		case strings.HasPrefix(v, "--ppid="):
			val = strings.TrimPrefix(v, "--ppid=")
		default:
			continue
		}
		if !ok {
			continue
		}
		for _, item := range strings.FieldsFunc(val, func(r rune) bool { return r == ',' || r == ' ' }) {
			if killsOzdesk(item, ctx) {
				return true
			}
		}
	}
	return false
}

// xargsFileOzdesk reports whether kill part k is run by xargs reading
// its items from a file (-a F, --arg-file=F) that holds the desk's or
// its host's pid, or whose path the line does not know while a desk
// runs.
func xargsFileOzdesk(k *Part, ctx *Context) bool {
	if ctx == nil || ctx.OzdeskPid == nil {
		return false
	}
	for _, wr := range k.Wrappers {
		if wr.Name != "xargs" {
			continue
		}
		for i, a := range wr.Words {
			v, ok := a.Literal()
			if !ok {
				continue
			}
			var f Word
			switch {
			case (v == "-a" || v == "--arg-file") && i+1 < len(wr.Words):
				f = wr.Words[i+1]
			case strings.HasPrefix(v, "--arg-file="):
				f = Word{Raw: strings.TrimPrefix(v, "--arg-file="), Segs: []Seg{{Kind: SegLit, Text: strings.TrimPrefix(v, "--arg-file=")}}}
			case strings.HasPrefix(v, "-a") && len(v) > 2:
				f = Word{Raw: v[2:], Segs: []Seg{{Kind: SegLit, Text: v[2:]}}}
			default:
				continue
			}
			path, ok := f.Literal()
			if !ok {
				return ozdeskRunning(ctx)
			}
			if procChildrenOzdesk(path, ctx) || pidFileOzdesk(path, ctx) {
				return true
			}
		}
	}
	return false
}

// concatPidOzdesk reports whether an operand of kill part k joins a
// variable to digits (`${p}16`, `1$p`): a number the line builds, not
// known here, asks while a desk runs, unless each variable it joins is
// set once on the line to a literal and the number built is not the
// desk's.
func concatPidOzdesk(k *Part, ctx *Context) bool {
	if ctx == nil || ctx.OzdeskPid == nil {
		return false
	}
	cmd := ctx.evalCommand()
	for _, a := range k.Args() {
		params, digits := 0, false
		for _, s := range a.Segs {
			switch s.Kind {
			case SegParam:
				params++
			case SegLit:
				if s.Text != "" && strings.Trim(s.Text, "0123456789") == "" {
					digits = true
				} else if strings.Trim(s.Text, "-") != "" {
					params = -1000 // other text: not a number built
				}
			default:
				params = -1000
			}
		}
		if params <= 0 || !digits {
			continue
		}
		v, known := concatValue(a, cmd)
		if !known {
			if ozdeskRunning(ctx) {
				return true
			}
			continue
		}
		if killsOzdesk(v, ctx) {
			return true
		}
	}
	return false
}

// concatValue returns word w's value where each variable in it is set
// once on the line, to a literal number (`p=202`).
func concatValue(w Word, cmd *Command) (string, bool) {
	if cmd == nil || len(cmd.Source) > maxPidVarLine {
		return "", false
	}
	var b strings.Builder
	for _, s := range w.Segs {
		if s.Kind != SegParam {
			b.WriteString(s.Text)
			continue
		}
		if s.Text == "" || !isNameStart(s.Text[0]) {
			return "", false
		}
		re, err := regexp.Compile(`(?:^|[;&|(\s])` + regexp.QuoteMeta(s.Text) + `(\+?=)([^\s;&|)]*)`)
		if err != nil {
			return "", false
		}
		m := re.FindAllStringSubmatch(cmd.Source, -1)
		if len(m) != 1 || m[0][1] != "=" || m[0][2] == "" || strings.Trim(m[0][2], "0123456789") != "" ||
			strings.Count(cmd.Source, s.Text) != 2 {
			return "", false // set more than once, computed, or named elsewhere (read p, for p in …)
		}
		b.WriteString(m[0][2])
	}
	return b.String(), true
}

// filteredOzdeskPid reports whether the kill whose program word is w
// takes a pid passed through a filter, a read or a variable as above:
// the searches of its operands' substitutions and of the stages piped
// into it, the line's reads when an operand is a variable, xargs' file,
// and a number an operand joins to a variable.
func filteredOzdeskPid(w Word, ctx *Context) bool {
	if v, ok := w.Literal(); !ok || !isKillName(v) || ctx == nil || ctx.OzdeskPid == nil {
		return false
	}
	cmd, k := ctx.evalCommand(), ctx.programPart(w)
	if cmd == nil || k == nil || len(cmd.Parts) > maxKillSearch {
		return false
	}
	if xargsFileOzdesk(k, ctx) || concatPidOzdesk(k, ctx) {
		return true
	}
	for _, src := range killSources(w, ctx, false) {
		if stagesFilterOzdeskPid(src, ctx) {
			return true
		}
	}
	variable := false
	for _, a := range k.Args() {
		for _, s := range a.Segs {
			variable = variable || s.Kind == SegParam
		}
	}
	if !variable {
		return false
	}
	for _, p := range cmd.Parts {
		switch {
		case p == nil || p == k:
		case p.Program == "read" || p.Program == "mapfile" || p.Program == "readarray":
			if stagesFilterOzdeskPid([]*Part{p}, ctx) {
				return true // read p < F; kill $p
			}
		}
	}
	return false
}
