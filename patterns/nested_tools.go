package patterns

import (
	"fmt"
	"strings"
)

// Tools that run a command string or a command of their words besides
// their own work: env -S, flock -c, watch, script -c, entr -s, at, find
// -exec.

// envSplit reads `env -S STRING [ARG…]`: env splits STRING into the
// command and its first arguments, and runs them with the ARGs after
// them (`env -S 'sh -c' 'rm -rf ~'` runs sh -c 'rm -rf ~'). STRING is
// read as a command string, its escapes as env reads them
// ([envSplitText]), with the ARGs appended, each one word.
func (r *reading) envSplit(p *Part, sc scope) []*Node {
	scan := wrapperSpecs.get()["env"].opts.scan(p.Words, 1)
	o, ok := scan.find("-S", "--split-string")
	if !ok {
		return nil
	}
	w := valueWord(p.Words, o, sc.m.whole == nil)
	rest := p.Words[o.valWord+1:]
	str, lit := w.Literal()
	text, plain := envSplitText(str)
	if len(rest) == 0 && (!lit || plain) {
		return r.nestedWord(p, "env -S", w, p.Feed, sc)
	}
	span := Span{w.Span.Start, p.Words[len(p.Words)-1].Span.End}
	if !lit || text == "" && !plain {
		return []*Node{r.unreadable(p, UnreadableNestedDynamic, span, fmt.Sprintf(
			"env -S splits %s with escapes, or from text that is not literal, that ozdesk does not read, so what it runs is not known until it runs.",
			quoteRaw(w.Raw)))}
	}
	for _, a := range rest {
		v, ok := a.Literal()
		if !ok {
			return []*Node{r.unreadable(p, UnreadableNestedDynamic, span, fmt.Sprintf(
				"env -S runs %s with the words after it as arguments, and %s is not literal, so what it runs is not known until it runs.",
				quoteRaw(w.Raw), quoteRaw(a.Raw)))}
		}
		text += " " + shellQuote1(v)
	}
	return r.nestedText(p, "env -S", text, span, p.Feed, sc)
}

// envSplitText returns s, the string of env -S, as shell text that splits
// as env splits s, and whether s has no escape (then the text is s). Its
// escape \_ separates words (a space within double quotes); \\, \", \',
// \$ and \# stand for their character outside single quotes, as the
// shell reads them there. Any other escape (\t, \n, \c…) or one within
// single quotes is not read: "", false.
func envSplitText(s string) (string, bool) {
	if !strings.Contains(s, `\`) {
		return s, true
	}
	var b strings.Builder
	quote := byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\'' && quote != '"':
			quote ^= '\''
		case c == '"' && quote != '\'':
			quote ^= '"'
		case c == '\\' && quote == '\'':
			return "", false
		case c == '\\' && i+1 < len(s) && s[i+1] == '_':
			b.WriteByte(' ')
			i++
			continue
		case c == '\\' && i+1 < len(s) && quote == '"' && (s[i+1] == '\'' || s[i+1] == '#'):
			b.WriteByte(s[i+1]) // the shell would keep the backslash here
			i++
			continue
		case c == '\\' && i+1 < len(s) && strings.IndexByte(`\"'$#`, s[i+1]) >= 0:
			b.WriteString(s[i : i+2])
			i++
			continue
		case c == '\\':
			return "", false
		}
		b.WriteByte(c)
	}
	return b.String(), false
}

// flockCommand reads `flock [options] FILE -c STRING`: sh -c runs STRING
// while the lock is held.
func (r *reading) flockCommand(p *Part, sc scope) []*Node {
	scan := wrapperSpecs.get()["flock"].opts.scan(p.Words, 1)
	at := scan.next + 1 // after FILE
	if scan.status != optOK || at+1 >= len(p.Words) {
		return nil
	}
	if !isLit(p.Words[at], "-c") && !isLit(p.Words[at], "--command") {
		return nil
	}
	return r.nestedWord(p, "flock -c", p.Words[at+1], p.Feed, sc)
}

// watch reads `watch [options] COMMAND…` without -x: watch joins the words
// with spaces and runs them with sh -c, again and again.
func (r *reading) watch(p *Part, sc scope) []*Node {
	scan := wrapperSpecs.get()["watch"].opts.scan(p.Words, 1)
	if scan.status != optOK || scan.next >= len(p.Words) || scan.has("-x", "--exec") {
		return nil
	}
	return r.nestedWords(p, "watch", p.Words[scan.next:], FeedNone, sc)
}

// scriptOpts are the options of script (util-linux).
var scriptOpts = optSpec{short: "aB:c:eE:fI:m:O:o:qT:t::", long: []string{"append",
	"log-io=", "command=", "echo=", "return", "flush", "force", "log-in=", "logging-format=",
	"log-out=", "output-limit=", "quiet", "log-timing=", "timing?"}}

// script reads `script -c STRING`: the shell runs STRING with its output
// recorded. Without -c it runs an interactive shell on standard input.
func (r *reading) script(p *Part, sc scope) []*Node {
	// GNU script, as getopt, takes its options after its operand too
	// (`script -q /dev/null -c CMD`, fx20d1, rt20d #8): the scan resumes
	// past each operand.
	for start := 1; start < len(p.Words); {
		scan := scriptOpts.scan(p.Words, start)
		if o, ok := scan.find("-c", "--command"); ok {
			return r.nestedWord(p, "script -c", valueWord(p.Words, o, sc.m.whole == nil), p.Feed, sc)
		}
		if scan.status != optOK {
			return nil
		}
		if scan.next > start && isLit(p.Words[scan.next-1], "--") {
			break // after "--" every word is an operand
		}
		start = scan.next + 1
	}
	return r.fedShell(p, "script without -c", false)
}

// entr reads `entr -s UTILITY`: with -s the utility is a string that the
// shell runs. (Without -s entr is a wrapper and is peeled.)
func (r *reading) entr(p *Part, sc scope) []*Node {
	scan := wrapperSpecs.get()["entr"].opts.scan(p.Words, 1)
	if !scan.has("-s") || scan.status != optOK || scan.next >= len(p.Words) {
		return nil
	}
	return r.nestedWords(p, "entr -s", p.Words[scan.next:], FeedNone, sc)
}

// atOpts are the options of at and batch.
var atOpts = optSpec{short: "bcdf:lmMq:rt:uvV"}

// atJob reads at and batch: without -f FILE they read the job, a script
// for sh, from standard input.
func (r *reading) atJob(p *Part) []*Node {
	scan := atOpts.scan(p.Words, 1)
	if scan.status != optOK || scan.has("-f", "-l", "-d", "-r", "-c", "-V") {
		return nil
	}
	return r.stdinScript(p, p.Program)
}

// find reads find's actions -exec, -execdir, -ok and -okdir: each runs the
// words up to ";" or "+" as a command. Those words leave find's own, which
// keep the action's name.
func (r *reading) find(p *Part, sc scope) []*Node {
	var nodes []*Node
	words := p.Words
	kept := words[:0:0]
	for i := 0; i < len(words); i++ {
		action, _ := words[i].Literal()
		kept = append(kept, words[i])
		if i == 0 || !(action == "-exec" || action == "-execdir" || action == "-ok" || action == "-okdir") {
			continue
		}
		end := i + 1
		for end < len(words) && !isLit(words[end], ";") && !isLit(words[end], "+") {
			end++
		}
		if end > i+1 {
			argv := withPlaceholder(words[i+1:end], "{}")
			if below := findBelow(words, i); below != nil && (action == "-exec" || action == "-ok" || findInDevices(words)) && !findFollowsProgram(words, i) {
				argv = withPlaceholderSegs(words[i+1:end], "{}", below)
			}
			nodes = append(nodes, r.nestedArgv(p, "find "+action, argv, sc)...)
		}
		i = end
	}
	p.Words = kept
	return nodes
}

// findBelow returns the segments that stand for the file name find's
// action at words[act] puts in place of "{}" when find has one starting
// point, a clean literal path (or none: "."): ROOT/**/NAME when one -name
// bounds what the action reaches (find_names.go), else ROOT/**, the point
// and all below it (~/** is the home directory and its files). It
// returns nil when there are several starting points or one that is not
// literal: "{}" is then any path.
func findBelow(words []Word, act int) []Seg {
	start, i := findExprStart(words), findOptsEnd(words)
	root := LitWord(".")
	switch start - i {
	case 0:
	case 1:
		root = words[i]
	default:
		return nil // several starting points
	}
	for k, s := range root.Segs {
		switch {
		case s.Kind == SegLit:
		case s.Kind == SegTilde && k == 0:
		case s.Kind == SegParam && s.Text == "HOME" && k == 0:
		default:
			return nil // an expansion that might be several points, or any
		}
	}
	if len(root.Segs) == 0 {
		return nil
	}
	if pat, ok := findOneName(words, act); ok {
		if w := findActedOn([]Word{root}, pat)[0]; w.Raw != root.Raw {
			return w.Segs
		}
	}
	// Never literal: "{}" is a file name find makes at run time.
	return deepBelow(root).Segs
}

// findInDevices reports whether find's one starting point is a literal
// path at or below /dev or /proc, where -execdir's and -okdir's "{}"
// (./NAME, in the found file's directory) is a device or a process's
// descriptor: read as the path it names below the point, as -exec's is
// (rt53 N14: `find /dev/pts -name 0 -execdir dd of={} \;` writes the
// desk's terminal). Elsewhere -execdir's "{}" stays any path.
func findInDevices(words []Word) bool {
	start, i := findExprStart(words), findOptsEnd(words)
	if start-i != 1 {
		return false
	}
	v, ok := words[i].Literal()
	if !ok || !strings.HasPrefix(v, "/") {
		return false
	}
	v = cleanAbs(v)
	return v == "/dev" || v == "/proc" || strings.HasPrefix(v, "/dev/") || strings.HasPrefix(v, "/proc/")
}

// isFindExpr reports whether a literal word starts find's expression: a
// test, an action or an operator ("-name", "(", "!", ",").
func isFindExpr(w Word) bool {
	lit, _ := w.Literal()
	return lit != "" && (lit[0] == '-' || lit == "(" || lit == ")" || lit == "!" || lit == ",")
}
