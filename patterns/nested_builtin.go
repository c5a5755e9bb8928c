package patterns

import "strings"

// Builtins that keep a command string to run later in this shell: trap's
// action, an alias's value, mapfile's callback. What they keep might run,
// as a function's body might, so it is read as nested parts.

// trap reads `trap [-lpP] [ACTION SIGNAL…]`: ACTION runs when a signal
// comes. A lone operand, "-" or "" resets or ignores signals instead.
func (r *reading) trap(p *Part, sc scope) []*Node {
	args := p.Args()
	for len(args) > 0 {
		lit, _ := litPrefix(args[0])
		if lit == "--" {
			args = args[1:]
			break
		}
		if len(lit) < 2 || lit[0] != '-' {
			break
		}
		args = args[1:]
	}
	if len(args) < 2 {
		return nil
	}
	if v, ok := args[0].Literal(); ok && (v == "-" || v == "") {
		return nil
	}
	if _, ok := args[0].Literal(); !ok {
		if str, ok := r.trapExpanded(args[0], sc); ok { // nested_trapexpand.go
			return r.nestedText(p, "trap", str, args[0].Span, p.Feed, sc)
		}
	}
	return r.nestedWord(p, "trap", args[0], p.Feed, sc)
}

// alias reads `alias NAME=VALUE…`: each VALUE is a command that runs where
// NAME is used.
func (r *reading) alias(p *Part, sc scope) []*Node {
	var nodes []*Node
	for _, w := range p.Args() {
		lit, _ := litPrefix(w)
		name, _, ok := strings.Cut(lit, "=")
		if !ok || strings.HasPrefix(lit, "-") {
			continue
		}
		val := trimWordPrefix(w, name+"=", sc.m.whole == nil)
		nodes = append(nodes, r.nestedWord(p, "alias "+name, val, FeedNone, sc)...)
	}
	r.aliasDefined(p) // read_alias.go
	return nodes
}

// mapfileOpts are the options of mapfile (readarray).
var mapfileOpts = optSpec{short: "d:n:O:s:tu:C:c:"}

// mapfile reads `mapfile -C CALLBACK`: the callback is a command string
// run as lines are read.
func (r *reading) mapfile(p *Part, sc scope) []*Node {
	scan := mapfileOpts.scan(p.Words, 1)
	o, ok := scan.find("-C")
	if !ok {
		return nil
	}
	return r.nestedWord(p, p.Program+" -C", valueWord(p.Words, o, sc.m.whole == nil), FeedNone, sc)
}
