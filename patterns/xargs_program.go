package patterns

import "strings"

// xargs appends its input items to the words of what it runs (without
// -I). When what it runs is a runner whose own words end before the
// command it runs (`xargs sudo`, `xargs env`, `xargs timeout 60`, `xargs
// nohup`, `xargs -L1 nice -n5`, `xargs npx`), the items are that command:
// `printf 'rm\n-rf\n/home\n' | xargs sudo` runs `sudo rm -rf /home`, and
// the program is not known until xargs reads its input (rt36 #1). So is a
// shell or an interpreter given neither a script nor a code string
// (`xargs sh`, `xargs python3`): an item is its script, or `-c` and the
// code that follows.

// itemSentinel stands for the items xargs appends, when a wrapper's words
// are tried with them: a literal word that is no option.
const itemSentinel = "item"

// itemsNameProgram returns the program that takes the items xargs
// appends to part p's words as the command it runs (or as its script or
// code), or "" when the items do not name the program.
func itemsNameProgram(p *Part) string {
	if !appendsItems(p) || len(p.Words) == 0 || p.Program == "" {
		return ""
	}
	name := p.Program
	if spec, ok := wrapperSpecs.get()[name]; ok && spec.awaitsCommand(p.Words) {
		return name
	}
	if isInterpreter(name) && name != "busybox" && !shellWantsC(p) && readsProgramFromStdin(p) {
		return name
	}
	if _, ok := wrapperSpecs.get()[name]; !ok && (itemRunners.get()[name] || name == "sg") && !givesOperand(p.Args()) {
		return name
	}
	return ""
}

// awaitsCommand reports whether the wrapper whose words are words runs no
// command only because its words end before it: with words appended (the
// items xargs adds), the command would begin at one of them. The appended
// words may also give a subcommand the wrapper needs (npx's none, npm's
// exec), the marker after which its command stands (retry --) or the
// option it needs (watch -x: without it watch hands them to a shell).
func (ws *wrapperSpec) awaitsCommand(words []Word) bool {
	tails := [][]string{nil}
	for _, sub := range ws.subs {
		tails = append(tails, strings.Fields(sub))
	}
	for _, m := range ws.after {
		tails = append(tails, []string{m})
	}
	for _, n := range ws.needs {
		tails = append(tails, []string{n}) // watch without -x joins them
	}
	for _, tail := range tails {
		tried := append(append([]Word{}, words...), sentinelWords(tail)...)
		if at, _, _ := ws.command(tried); at >= len(words) {
			return true
		}
	}
	return false
}

// sentinelWords returns the literal words lead followed by three items.
func sentinelWords(lead []string) []Word {
	var out []Word
	for _, s := range append(append([]string{}, lead...), itemSentinel, itemSentinel, itemSentinel) {
		out = append(out, Word{Raw: s, Segs: []Seg{{Kind: SegLit, Text: s}}})
	}
	return out
}

// givesOperand reports whether args hold a word that is no option: a
// literal word not starting with "-", or a word that is not literal.
func givesOperand(args []Word) bool {
	for _, w := range args {
		lit, _ := litPrefix(w)
		if !strings.HasPrefix(lit, "-") {
			return true
		}
	}
	return false
}

// shellWantsC reports whether shell part p is given -c with its command
// string left to the items (`xargs -0 sh -c`), which the shell reader
// already finds not literal.
func shellWantsC(p *Part) bool {
	return isShell(p.Program) && readShellCall(p.Words, 1, p.Program == "fish").wantC
}
