package patterns

import (
	"fmt"
	"strings"
)

// Runners that take a command string besides the command of their words:
// npx -c STRING, mise exec -c STRING, nix-shell --run STRING, strace -o
// '|CMD', gdb -ex 'shell CMD'. They are read whether the runner was peeled
// (a wrapper of the part) or stands as the part itself.

// runnerStrings reads the command strings given to part p's wrappers and
// to p itself through their options.
func (r *reading) runnerStrings(p *Part, sc scope) []*Node {
	var nodes []*Node
	for _, w := range p.Wrappers {
		nodes = append(nodes, r.runnerOptions(p, w.Name, w.Words, sc)...)
	}
	if p.Unreadable == nil && len(p.Words) > 0 {
		nodes = append(nodes, r.runnerOptions(p, p.Program, p.Words, sc)...)
	}
	return nodes
}

// runnerOptions reads the command strings that runner name takes in words.
func (r *reading) runnerOptions(p *Part, name string, words []Word, sc scope) []*Node {
	exact := sc.m.whole == nil
	var nodes []*Node
	switch name {
	case "npx", "npm", "mise":
		spec := wrapperSpecs.get()[name]
		if name == "npm" {
			if at, _ := spec.subAt(words); at < 0 {
				return nil
			}
		}
		for _, o := range spec.wrapperScan(words) {
			if (o.name == "-c" || o.name == "--call" || o.name == "--command") && o.hasVal {
				nodes = append(nodes, r.nestedWord(p, name+" "+o.name, valueWord(words, o, exact), p.Feed, sc)...)
			}
		}
	case "strace":
		for _, o := range wrapperSpecs.get()[name].opts.scan(words, 1).opts {
			if (o.name == "-o" || o.name == "--output") && o.hasVal {
				w := valueWord(words, o, exact)
				if lit, _ := litPrefix(w); strings.HasPrefix(lit, "|") || strings.HasPrefix(lit, "!") {
					nodes = append(nodes, r.nestedWord(p, "strace -o "+lit[:1], trimWordPrefix(w, lit[:1], exact), FeedPipe, sc)...)
				}
			}
		}
	case "nix-shell":
		for i := 1; i+1 < len(words); i++ {
			if isLit(words[i], "--run") || isLit(words[i], "--command") {
				nodes = append(nodes, r.nestedWord(p, "nix-shell "+words[i].Raw, words[i+1], p.Feed, sc)...)
				i++
			}
		}
	case "composer":
		nodes = r.composerExecString(p, words, sc) // nested_composerexec.go
	case "gdb":
		nodes = r.gdbCommands(p, words, sc)
	case "lldb":
		nodes = r.lldbCommands(p, words, sc) // nested_lldb.go
	}
	return nodes
}

// gdbEvalOptions are gdb's options whose value is a gdb command.
var gdbEvalOptions = []string{"-ex", "--ex", "-eval-command", "--eval-command", "-iex", "--iex",
	"-init-eval-command", "--init-eval-command"}

// gdbCommands reads the gdb commands given with -ex (up to --args): shell
// CMD and !CMD run CMD with the shell; python, guile, compile, pipe, make
// and run with arguments (which gdb hands to a shell) run code the reader
// does not read.
func (r *reading) gdbCommands(p *Part, words []Word, sc scope) []*Node {
	exact := sc.m.whole == nil
	var nodes []*Node
	for i := 1; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		if lit == "--args" || lit == "-args" {
			break
		}
		val, next, found := commandOption(words, i, gdbEvalOptions, true, exact)
		i = next
		if found {
			nodes = append(nodes, r.gdbCommand(p, val, sc)...)
		}
	}
	return nodes
}

// gdbCommand reads one gdb command (gdbLine).
func (r *reading) gdbCommand(p *Part, w Word, sc scope) []*Node {
	v, ok := w.Literal()
	if !ok {
		return r.nestedWord(p, "gdb -ex", w, FeedNone, sc)
	}
	g := gdbLine(v)
	switch {
	case g.shell != "":
		return r.nestedText(p, "gdb -ex "+g.how, g.shell, w.Span, FeedNone, sc)
	case g.foreign != "":
		return []*Node{r.foreign(p, w, "gdb -ex "+g.foreign)}
	}
	return nil // a file it sources is read with the bodies (body_langfile.go)
}

// foreign marks part p unreadable for code in word w that who runs in a
// language the reader does not read.
func (r *reading) foreign(p *Part, w Word, who string) *Node {
	return r.unreadable(p, UnreadableForeignCode, w.Span, fmt.Sprintf(
		"%s runs the code %s, in a language the reader does not read, so what it does is not known.",
		who, quoteRaw(w.Raw)))
}
