package patterns

import "mvdan.cc/sh/v3/syntax"

// maxValueReads bounds the variables one expansion's Reads names.
const maxValueReads = 8

// valueReads appends to out the variables whose values the expansion p may
// yield (rt20d #5): an operator that cuts, changes the case of, quotes,
// replaces in or defaults the value still yields it, or a part of it
// (${T:-}, ${T:0:40}, ${T%%=*}, ${T/x/y}, ${T^^}, ${T@Q}, ${T:?}); a
// default or a replacement yields the variables it names (${X:-$T},
// ${X/a/$T}). ${#T} (a length), ${!T} (the variable T names, not known
// here), ${!T*} (names) and ${T:+x} (x, not T's value) yield none of T.
func valueReads(p *syntax.ParamExp, out []string) []string {
	if p == nil || p.Param == nil || len(out) >= maxValueReads {
		return out
	}
	if p.Length || p.Width || p.Excl || p.Names != 0 || p.IsSet {
		return out
	}
	alternate := p.Exp != nil && (p.Exp.Op == syntax.AlternateUnset || p.Exp.Op == syntax.AlternateUnsetOrNull)
	if name := p.Param.Value; (validName(name) || positional(name)) && !alternate {
		out = append(out, name)
	}
	if p.Exp != nil && p.Exp.Word != nil {
		out = wordValueReads(p.Exp.Word.Parts, out)
	}
	if p.Repl != nil && p.Repl.With != nil {
		out = wordValueReads(p.Repl.With.Parts, out)
	}
	return out
}

// wordValueReads appends the variables the expansions of a word's parts
// may yield (see valueReads).
func wordValueReads(parts []syntax.WordPart, out []string) []string {
	for _, wp := range parts {
		if len(out) >= maxValueReads {
			return out
		}
		switch wp := wp.(type) {
		case *syntax.DblQuoted:
			out = wordValueReads(wp.Parts, out)
		case *syntax.ParamExp:
			if name := paramName(wp); name != "" {
				out = append(out, name)
			} else {
				out = valueReads(wp, out)
			}
		}
	}
	return out
}
