package patterns

import "strings"

// lldbLineOptions are lldb's options whose value is an lldb command, run
// before or after the target is loaded, or when it crashes.
var lldbLineOptions = []string{"-o", "--one-line", "-O", "--one-line-before-file",
	"-k", "--one-line-on-crash"}

// lldbCommands reads the lldb commands given with -o and its kin (up to
// --, after which come the target's arguments), as gdbCommands reads
// gdb's -ex: platform shell CMD (and its alias shell CMD) runs CMD with
// the shell; script and command script run Python the reader does not
// read.
func (r *reading) lldbCommands(p *Part, words []Word, sc scope) []*Node {
	exact := sc.m.whole == nil
	var nodes []*Node
	for i := 1; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		if lit == "--" {
			break
		}
		val, next, found := commandOption(words, i, lldbLineOptions, false, exact)
		i = next
		if found {
			nodes = append(nodes, r.lldbCommand(p, val, sc)...)
		}
	}
	return nodes
}

// lldbCommand reads one lldb command. lldb takes a command's and a
// subcommand's unique abbreviation (`plat sh`, `scr`), so those count.
func (r *reading) lldbCommand(p *Part, w Word, sc scope) []*Node {
	v, ok := w.Literal()
	if !ok {
		return r.nestedWord(p, "lldb -o", w, FeedNone, sc)
	}
	g := lldbLine(v) // body_langfile_lldb.go
	switch {
	case g.shell != "":
		return r.nestedText(p, "lldb -o "+g.how, g.shell, w.Span, FeedNone, sc)
	case g.foreign != "":
		return []*Node{r.foreign(p, w, "lldb -o "+g.foreign)}
	}
	return nil // command source F: read with the bodies (body_langfile.go)
}

// abbreviates reports whether word is name or a prefix of it at least
// least bytes long.
func abbreviates(word, name string, least int) bool {
	return len(word) >= least && strings.HasPrefix(name, word)
}

// afterFields is s after its first n whitespace-separated fields.
func afterFields(s string, n int) string {
	s = strings.TrimLeft(s, " \t")
	for ; n > 0; n-- {
		i := strings.IndexAny(s, " \t")
		if i < 0 {
			return ""
		}
		s = strings.TrimLeft(s[i:], " \t")
	}
	return s
}
