package patterns

import (
	"fmt"
	"strings"
)

// GNU parallel runs a command for each of its arguments: the words before
// its argument separators (::: ARGS, :::: FILES) are a command string,
// into which each argument goes, shell-quoted, in place of a replacement
// string ({}, {.}, {1} …) or at the end. Without a command, each argument
// is a command of its own; without arguments it reads them, one a line,
// from standard input.

// parallelOpts are GNU parallel's options (20240122).
var parallelOpts = optSpec{short: "0a:C:d:e::E:I:i::j:kl::L:mn:N:P:pqrs:S:tuvX", long: []string{
	"null", "arg-file=", "colsep=", "delimiter=", "eof?", "replace?", "max-lines?", "max-args=",
	"max-replace-args=", "jobs=", "keep-order", "interactive", "quote", "no-run-if-empty",
	"max-chars=", "sshlogin=", "sshloginfile=", "verbose", "ungroup", "xargs", "group", "line-buffer",
	"lb", "tag", "tagstring=", "ctag", "ctagstring=", "dry-run", "dryrun", "eta", "bar", "progress",
	"will-cite", "shuf", "pipe", "spreadstdin", "pipepart", "block=", "block-size=", "round-robin",
	"round", "nonall", "onall", "plus", "files", "results=", "res=", "joblog=", "resume",
	"resume-failed", "retry-failed", "retries=", "timeout=", "halt=", "halt-on-error=", "delay=",
	"load=", "memfree=", "noswap", "nice=", "tmpdir=", "workdir=", "wd=", "env=", "basefile=",
	"bf=", "transfer", "transferfile=", "tf=", "return=", "cleanup", "trc=", "header=", "csv",
	"no-notice", "use-cpus-instead-of-cores", "use-cores-instead-of-cpus", "compress", "fg", "bg",
	"tty", "silent", "group-by=", "rpl=", "sem", "semaphore", "id=", "fifo", "cat", "keep-order",
	"link", "shebang", "shebang-wrap", "record-env", "limit=", "termseq=", "memsuspend=",
	"controlmaster", "ssh=", "sshdelay=", "max-procs=", "version", "help"}}

// parallelMostArgs is how many arguments are read one by one into the
// command; past it the argument is read as a word whose value is not known.
const parallelMostArgs = 64

// isParallelSep reports whether a word is one of parallel's argument
// separators; files reports that the arguments come from files.
func isParallelSep(w Word) (sep, files bool) {
	v, ok := w.Literal()
	switch {
	case !ok:
		return false, false
	case v == ":::" || v == ":::+":
		return true, false
	case v == "::::" || v == "::::+":
		return true, true
	}
	return false, false
}

// parallel reads a GNU parallel part: its command with each argument, or
// each argument as a command.
func (r *reading) parallel(p *Part, sc scope) []*Node {
	scan := parallelOpts.scan(p.Words, 1)
	if scan.status == optUnknown || scan.status == optDynamic {
		w := p.Words[scan.next]
		return []*Node{r.unreadable(p, UnreadableWrapperOption, w.Span, fmt.Sprintf(
			"parallel is given the option %s, which the reader does not know, so where the command it runs begins is not known.", quoteRaw(w.Raw)))}
	}
	if scan.has("--version", "--help", "--sem", "--semaphore") && scan.next >= len(p.Words) {
		return nil
	}
	words := p.Words[scan.next:]
	tmpl := words
	var groups [][]Word
	fromFiles := false
	for i, w := range words {
		sep, files := isParallelSep(w)
		if !sep {
			if groups != nil {
				groups[len(groups)-1] = append(groups[len(groups)-1], w)
			}
			continue
		}
		if groups == nil {
			tmpl = words[:i]
		}
		fromFiles = fromFiles || files
		groups = append(groups, nil)
	}
	if len(tmpl) == 0 {
		return r.parallelCommands(p, groups, fromFiles, sc)
	}
	if parallelPipes(scan) {
		if nodes := r.parallelPipe(p, tmpl, parallelPipeFeed(p, scan, groups, fromFiles, sc), sc); nodes != nil {
			return nodes
		}
	}
	var args []Word
	if len(groups) == 1 && !fromFiles && !scan.has("-a", "--arg-file") && len(groups[0]) <= parallelMostArgs {
		args = groups[0]
	}
	return r.parallelTemplate(p, tmpl, args, scan, sc)
}

// parallelCommands reads parallel given no command: each argument after
// ::: is a command string; from files or standard input they are not known.
func (r *reading) parallelCommands(p *Part, groups [][]Word, fromFiles bool, sc scope) []*Node {
	if groups == nil {
		return r.stdinScript(p, "parallel without a command")
	}
	if fromFiles || len(groups) > 1 {
		return []*Node{r.unreadable(p, UnreadableNestedDynamic, p.Span,
			"parallel without a command runs its arguments as commands, made here from several sources or read from files, so what it runs is not known.")}
	}
	var nodes []*Node
	for _, w := range groups[0] {
		nodes = append(nodes, r.nestedWord(p, "parallel :::", w, FeedNone, sc)...)
	}
	return nodes
}

// parallelTemplate reads parallel's command tmpl run with each of args (or,
// when args is nil, with arguments whose values are not known). The
// command is a shell string: it is read when it is plain words and
// replacement strings, and is unreadable otherwise, since the arguments go
// into the string.
func (r *reading) parallelTemplate(p *Part, tmpl, args []Word, scan optScan, sc scope) []*Node {
	span := Span{tmpl[0].Span.Start, tmpl[len(tmpl)-1].Span.End}
	vals := make([]string, len(tmpl))
	for i, w := range tmpl {
		v, ok := w.Literal()
		if !ok {
			return r.nestedWords(p, "parallel", tmpl, FeedNone, sc)
		}
		vals[i] = v
	}
	repl := "{}"
	if o, ok := scan.find("-I"); ok && o.hasVal {
		repl = o.value
	}
	fields := strings.Fields(strings.Join(vals, " "))
	if len(fields) == 0 || !plainTemplate(fields, repl) {
		return []*Node{r.unreadable(p, UnreadableNestedDynamic, span, fmt.Sprintf(
			"parallel puts its arguments into the command string %s, which is not plain words, so what it runs is not known.",
			quoteRaw(strings.Join(vals, " "))))}
	}
	unknown := Word{Raw: repl, Span: span, Segs: []Seg{{Kind: SegSubst, Text: repl, Quoted: true}}}
	if args == nil {
		args = []Word{unknown}
	}
	var nodes []*Node
	for _, a := range args {
		nodes = append(nodes, r.nestedArgv(p, "parallel", parallelArgv(fields, repl, a, unknown, span), sc)...)
	}
	return nodes
}

// parallelArgv returns the words parallel runs for argument a: fields with
// repl (or {}) standing alone replaced by a, other replacement strings by a
// word whose value is not known, and a appended when there is none.
func parallelArgv(fields []string, repl string, a, unknown Word, span Span) []Word {
	argv := make([]Word, 0, len(fields)+1)
	placed := false
	for _, f := range fields {
		switch {
		case f == repl:
			argv = append(argv, a)
			placed = true
		case strings.Contains(f, "{") || strings.Contains(f, repl):
			argv = append(argv, templateWord(f, repl, span))
			placed = true
		default:
			w := LitWord(f)
			w.Span = span
			argv = append(argv, w)
		}
	}
	if !placed {
		argv = append(argv, a)
	}
	return argv
}

// templateWord returns a template field holding replacement strings as
// a word: each replacement string a piece whose value is not known, the
// text around it literal, so `{.}.png` still ends in `.png` (a name no
// disk has, fileExtTail).
func templateWord(f, repl string, span Span) Word {
	w := Word{Raw: f, Span: span}
	lit := func(t string) {
		if t != "" {
			w.Segs = append(w.Segs, Seg{Kind: SegLit, Text: t, Quoted: true})
		}
	}
	for f != "" {
		i := strings.IndexByte(f, '{')
		j := strings.Index(f, repl)
		switch {
		case j >= 0 && (i < 0 || j <= i):
			lit(f[:j])
			w.Segs = append(w.Segs, Seg{Kind: SegSubst, Text: repl, Quoted: true})
			f = f[j+len(repl):]
		case i >= 0:
			k := strings.IndexByte(f[i:], '}')
			if k < 0 {
				lit(f)
				f = ""
				continue
			}
			lit(f[:i])
			w.Segs = append(w.Segs, Seg{Kind: SegSubst, Text: f[i : i+k+1], Quoted: true})
			f = f[i+k+1:]
		default:
			lit(f)
			f = ""
		}
	}
	return w
}

// plainTemplate reports whether a command string's fields are plain words
// and replacement strings: nothing a shell would read otherwise.
func plainTemplate(fields []string, repl string) bool {
	for _, f := range fields {
		f = strings.ReplaceAll(f, repl, "")
		depth := 0
		for _, c := range f {
			switch {
			case c == '{':
				depth++
			case c == '}':
				depth--
			case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9',
				strings.ContainsRune("_./:@%+,=-", c):
			case depth > 0 && strings.ContainsRune("#/.", c):
			default:
				return false
			}
			if depth < 0 || depth > 1 {
				return false
			}
		}
		if depth != 0 {
			return false
		}
	}
	return true
}
