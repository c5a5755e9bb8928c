package patterns

import "fmt"

// moreutils' mispipe runs two command strings, the first piped into the
// second (mispipe "curl -s URL" "sh"); pee feeds its standard input to
// each of its operands, each a command string (stringRunners). run-parts
// runs every executable file in a directory: files the line does not
// show (rt31 F1b).

// mispipe reads `mispipe CMD1 CMD2` as the command string `(CMD1) |
// CMD2`, so a download piped into a shell is seen as such. Other shapes
// are read operand by operand.
func (r *reading) mispipe(p *Part, sc scope) []*Node {
	if len(p.Words) == 3 {
		a, okA := p.Words[1].Literal()
		b, okB := p.Words[2].Literal()
		if okA && okB {
			span := Span{p.Words[1].Span.Start, p.Words[2].Span.End}
			return r.nestedText(p, "mispipe", "(\n"+a+"\n) | "+b, span, p.Feed, sc)
		}
	}
	var nodes []*Node
	for _, w := range p.Words[1:] {
		nodes = append(nodes, r.nestedWord(p, "mispipe", w, p.Feed, sc)...)
	}
	return nodes
}

// runPartsOpts are run-parts' options (Debian's debianutils).
var runPartsOpts = optSpec{short: "u:a:vdh", long: []string{"test", "list", "report", "reverse",
	"verbose", "debug", "lsbsysinit", "regex=", "umask=", "arg=", "new-session", "exit-on-error",
	"stdin", "help", "version"}}

// runParts makes `run-parts DIR` unreadable: it runs every executable
// file in DIR, code the line does not show. --test and --list only name
// them.
func (r *reading) runParts(p *Part) []*Node {
	scan := runPartsOpts.scan(p.Words, 1)
	if scan.status == optOK && scan.has("--test", "--list", "--help", "--version", "-h") {
		return nil
	}
	return []*Node{r.unreadable(p, UnreadableForeignCode, p.Span, fmt.Sprintf(
		"%s runs every executable file in a directory: code the command does not show.", p.Program))}
}
