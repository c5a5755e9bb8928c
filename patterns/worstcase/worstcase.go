// Package worstcase makes the costliest command lines the reader accepts:
// shapes that once cost time or memory growing faster than their length
// (nesting, many parts, long words), each grown to a size in bytes. The
// benchmarks and fuzz targets of patterns and queue use them to show that
// evaluating and explaining any command under the size cap stays cheap.
package worstcase

import (
	"strconv"
	"strings"
)

// Input is one costly command line.
type Input struct {
	// Name names the shape ("subst-nested", "semicolons" …).
	Name string
	// Src is the command line, at most the size asked for.
	Src string
}

// shape grows one kind of command line to at most n bytes.
type shape struct {
	name string
	grow func(n int) string
}

// shapes lists every shape, in a stable order.
var shapes = []shape{
	{"subst-nested", nest("echo $(", "x", ")")},
	{"backtick-nested", backticks},
	{"bash-c-nested", bashC},
	{"bash-c-wide", repeat(`bash -c 'bash -c "bash -c \"bash -c \\\"bash -c rm\\\"\""'; `, "")},
	{"semicolons", repeat(`rm -rf "$D"/a; `, "")},
	{"and-list", repeat(`cd a && `, "rm -rf b")},
	{"pipeline", repeat("cat x | ", "sh")},
	{"pipe-bare", repeat("a|", "a")},
	{"pipe-stderr", repeat("a|&", "a")},
	{"or-bare", repeat("a||", "a")},
	{"and-bare", repeat("a&&", "a")},
	{"pipe-block", wrapped("{ ", "a; }", repeat("a|", ""))},
	{"pipe-subst", wrapped("echo $(", "a)", repeat("a|", ""))},
	{"pipe-under-cap", stages("|", underCapStages)},
	{"and-under-cap", stages(" && ", underCapStages)},
	{"heredocs", repeat("cat <<E\n$(id)\nE\n", "")},
	{"word-huge", repeat("a", "")},
	{"word-pieces", repeat(`'a'"b"`, "")},
	{"word-globs", prefixed("rm -rf ", repeat("*a", ""))},
	{"word-params", prefixed("rm -rf ", repeat("$a", ""))},
	{"words-dynamic", prefixed("rm -rf ", repeat("$a ", ""))},
	{"words-subst", prefixed("echo ", repeat("$(a) ", ""))},
	{"ansi-c-pieces", prefixed("rm -rf ", repeat(`$'\x41'`, ""))},
	{"words-many", prefixed("rm -rf ", repeat("a ", ""))},
	{"flags-many", prefixed("rm ", repeat("-rf ", "/"))},
	{"subshell-nested", nest("( ", "rm -rf a", " )")},
	{"block-nested", nest("{ ", "rm -rf a", "; }")},
	{"if-nested", nest("if a; then ", "rm -rf a", "; fi")},
	{"loops-cd", nest("while true; do cd x; ", "rm -rf y", "; done")},
	{"assign-nested", nest("x=$(", "id", ")")},
	{"assign-many", repeat("a=$(b) ", "c")},
	{"arith-nested", wrapped("echo $((", "))", nest("1+(", "1", ")"))},
	{"arith-parens", wrapped("echo $((", "))", nest("(", "1", ")"))},
	{"arith-nested-open", wrapped("echo $((", "))", repeat("1+(", ""))},
	{"brackets-open", prefixed("echo ", repeat("${a[", ""))},
	{"links-many", repeat("ln -s ~/"+strings.Repeat("d", 110)+" x; echo a > x/b; ", "")},
	{"arith-deep-many", repeat("echo $(("+Nest("1+(", "1", ")", 240)+")); ", "")},
	{"param-nested", nest("echo ${a:-", "x", "}")},
	{"procsubst-nested", nest("cat <(", "x", ")")},
	{"braces", prefixed("echo ", repeat("{a,b}", ""))},
	{"braces-forty", repeat("rm -rf "+strings.Repeat("{a,b}", 40)+"/x; ", "")},
	{"braces-sixteen", repeat("rm -rf {a,b}{a,b}{a,b}{a,b}/x; ", "")},
	{"braces-ranges", repeat("rm -rf {1..9}{a..z}/x; ", "")},
	{"braces-wide", wrapped("rm -rf {", "b}/x", repeat("a,", ""))},
	{"braces-nested", nest("rm -rf {a,", "b", "}/x")},
	{"braces-huge-range", repeat("rm -rf {1..99999999}/x; ", "")},
	{"redirs-many", prefixed("echo ", repeat("> a ", ""))},
	{"wrappers", repeat("sudo ", "rm -rf /")},
	{"env-wrappers", repeat("env A=1 ", "rm -rf /")},
	{"xargs-wrappers", repeat("xargs ", "rm -rf")},
	{"functions", repeat("f() { rm -rf a; }; ", "f")},
	{"case-arms", wrapped("case x in ", "esac", repeat("a) rm -rf a;; ", ""))},
	{"find-exec", nest("find . -exec ", "rm {}", " \\;")},
	{"test-nested", wrapped("[[ ", " ]]", nest("( ", "a", " )"))},
	{"test-and", wrapped("[[ ", "a ]]", repeat("a && ", ""))},
	{"ssh-wide", repeat("ssh h 'ssh h \"ssh h rm\"'; ", "")},
	{"case-nested", nest("case x in x) ", "rm -rf ~", ";; esac")},
	{"case-nested-open", repeat("case x in x) ", "rm -rf ~;;")},
	{"if-true-nested", nest("if true; then ", "rm -rf ~", "; fi")},
	{"vars-chain", varsChain},
	{"words-paths", wordsPaths},
	{"bash-c-single-nested", bashCSingle},
}

// All returns every shape grown to at most n bytes.
func All(n int) []Input {
	out := make([]Input, 0, len(shapes))
	for _, s := range shapes {
		out = append(out, Input{Name: s.name, Src: s.grow(n)})
	}
	return out
}

// Names returns the names of the shapes, in the order All returns them.
func Names() []string {
	out := make([]string, 0, len(shapes))
	for _, s := range shapes {
		out = append(out, s.name)
	}
	return out
}

// underCapStages is one stage fewer than the reader's cap on parts
// (patterns.DefaultMaxParts, which this package cannot import): a list or
// pipeline of that many stages is read in full.
const underCapStages = 999

// stages grows a pipeline or list of k stages joined by sep, each stage a
// program's name padded so the whole is as near n bytes as it can be: the
// longest list the reader reads in full.
func stages(sep string, k int) func(int) string {
	return func(n int) string {
		width := max((n-(k-1)*len(sep))/k, 1)
		name := strings.Repeat("a", width)
		return strings.Repeat(name+sep, k-1) + name
	}
}

// repeat grows unit repeated, followed by tail (see [Repeat]).
func repeat(unit, tail string) func(int) string {
	return func(n int) string { return Repeat(unit, tail, n) }
}

// Repeat returns unit repeated as often as fits in n bytes with tail
// after it.
func Repeat(unit, tail string, n int) string {
	if unit == "" {
		return tail
	}
	k := max((n-len(tail))/len(unit), 0)
	return strings.Repeat(unit, k) + tail
}

// prefixed puts head before what grow makes of the rest of n.
func prefixed(head string, grow func(int) string) func(int) string {
	return wrapped(head, "", grow)
}

// wrapped puts head before and tail after what grow makes of the rest of n.
func wrapped(head, tail string, grow func(int) string) func(int) string {
	return func(n int) string { return head + grow(max(n-len(head)-len(tail), 0)) + tail }
}

// nest grows open … core … close (see [Nest]).
func nest(open, core, close string) func(int) string {
	return func(n int) string { return Nest(open, core, close, n) }
}

// Nest returns core wrapped in open and close as many times as fits in
// n bytes: open open core close close.
func Nest(open, core, close string, n int) string {
	if open == "" && close == "" {
		return core
	}
	k := max((n-len(core))/(len(open)+len(close)), 0)
	return strings.Repeat(open, k) + core + strings.Repeat(close, k)
}

// backticks nests `…` as deep as n allows: each level escapes the
// backslashes and backquotes of the one inside it, so the depth grows
// with the logarithm of n.
func backticks(n int) string {
	return quoteNest(n, func(in string) string {
		in = strings.ReplaceAll(in, `\`, `\\`)
		return "echo `" + strings.ReplaceAll(in, "`", "\\`") + "`"
	})
}

// bashC nests bash -c "…" as deep as n allows, each level escaping the
// one inside it for double quotes.
func bashC(n int) string {
	return quoteNest(n, func(in string) string {
		r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "$", `\$`, "`", "\\`")
		return `bash -c "` + r.Replace(in) + `"`
	})
}

// bashCSingle nests bash -c '…' as deep as n allows, each level closing
// the single quotes around every quote inside it ('"'"'), so the text
// grows fivefold a level and every nested part repeats what it holds.
func bashCSingle(n int) string {
	return quoteNest(n, func(in string) string {
		return "bash -c '" + strings.ReplaceAll(in, "'", `'"'"'`) + "'"
	})
}

// varsChain sets variables in a chain, each from the one before it
// (v1=$v0/x;v2=$v1/x;…), as many as fit in n bytes, then removes the
// first: thousands of parts whose words are traced through assignments.
func varsChain(n int) string {
	const tail = "rm -rf $v1"
	var b strings.Builder
	for i := 1; ; i++ {
		unit := "v" + strconv.Itoa(i) + "=$v" + strconv.Itoa(i-1) + "/x;"
		if b.Len()+len(unit)+len(tail) > n {
			break
		}
		b.WriteString(unit)
	}
	return b.String() + tail
}

// wordsPaths removes as many distinct absolute paths as fit in n bytes
// (rm -rf /srv/x0 /srv/x1 …): one part with thousands of words, each a
// path judged against the guarded places.
func wordsPaths(n int) string {
	var b strings.Builder
	b.WriteString("rm -rf")
	for i := 0; ; i++ {
		word := " /srv/x" + strconv.Itoa(i)
		if b.Len()+len(word) > n {
			break
		}
		b.WriteString(word)
	}
	return b.String()
}

// quoteNest wraps a command in wrap until one more level would pass n bytes.
func quoteNest(n int, wrap func(string) string) string {
	s := "rm -rf /"
	for {
		next := wrap(s)
		if len(next) > n || len(next) <= len(s) {
			return s
		}
		s = next
	}
}
