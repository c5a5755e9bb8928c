package patterns

import "strings"

// format is hatch command c with its context fields expanded
// (body_hatch.go), as the shell text hatch hands its shell; with
// withArgs, the extra words are appended where c has no {args}. why
// says which field cannot be expanded ("" when all can).
func (h *hatchEnv) format(c string, args []Word, withArgs bool) (string, string) {
	out, placed, why := hatchFields(c, h.fieldValue(args), 0)
	if why != "" {
		return "", why
	}
	if withArgs && !placed {
		out = appendArgs(out, args)
	}
	return out, ""
}

// fieldValue returns the value of a hatch context field (its text
// within the braces), whether it was {args}, and false for a field not
// expanded here.
func (h *hatchEnv) fieldValue(args []Word) func(f string, depth int) (string, bool, string) {
	return func(f string, depth int) (string, bool, string) {
		name, mod, hasMod := strings.Cut(f, ":")
		switch name {
		case "args":
			if len(args) > 0 || !hasMod {
				return strings.TrimPrefix(appendArgs("", args), " "), true, ""
			}
			v, _, why := hatchFields(mod, h.fieldValue(nil), depth+1)
			return v, true, why
		case "env":
			v, def, hasDef := strings.Cut(mod, ":")
			if !hasMod || !shellName(v) {
				return "", false, "has the field {" + f + "} ozdesk cannot expand"
			}
			if !hasDef {
				return "${" + v + "}", false, ""
			}
			// the default as the shell reads it where NAME is unset:
			// the file's text, not the environment's
			d, _, why := hatchFields(def, h.fieldValue(nil), depth+1)
			return d, false, why
		case "root", "home":
			if hasMod && mod != "real" {
				break
			}
			if name == "root" {
				return shellQuote1(h.root), false, ""
			}
			return shellQuote1(h.home), false, ""
		case "/":
			return "/", false, ""
		case ";":
			return ":", false, ""
		case "env_name":
			return shellQuote1(h.env), false, ""
		}
		return "", false, "has the field {" + f + "} ozdesk cannot expand"
	}
}

// hatchFields is s with each `{FIELD}` replaced by value's answer, `{{`
// and `}}` as single braces; whether an {args} was there; why a field
// could not be expanded (an unclosed brace, a field value refuses, too
// deep a nesting).
func hatchFields(s string, value func(string, int) (string, bool, string), depth int) (string, bool, string) {
	if depth > 4 {
		return "", false, "nests fields deeper than ozdesk reads"
	}
	var b strings.Builder
	placed := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '{' && i+1 < len(s) && s[i+1] == '{', c == '}' && i+1 < len(s) && s[i+1] == '}':
			b.WriteByte(c)
			i++
		case c == '{':
			end, ok := closingBrace(s, i)
			if !ok {
				return "", false, "has an unclosed field"
			}
			v, isArgs, why := value(s[i+1:end], depth)
			if why != "" {
				return "", false, why
			}
			b.WriteString(v)
			placed = placed || isArgs
			i = end
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), placed, ""
}

// closingBrace is the index of the brace closing the one at s[open],
// nested braces counted.
func closingBrace(s string, open int) (int, bool) {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '{':
			depth++
		case '}':
			if depth--; depth == 0 {
				return i, true
			}
		}
	}
	return 0, false
}

// shellName reports whether s is a plain variable name.
func shellName(s string) bool {
	if s == "" || s[0] >= '0' && s[0] <= '9' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != '_' && !isASCIILetter(c) && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}
