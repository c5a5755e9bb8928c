package patterns

import "strings"

// node's everyday question of a project, `node -p
// 'require("./package.json").version'`, reads the project's own
// package.json as data: require of a .json file parses JSON, which holds
// no code, and a property of the result is data. Decided (issue 7,
// rt16d #13): that one shape is a plain expression, with any chain of
// properties (.version, ["name"]) and inside console.log(…). Another
// file is not (require of "./x.json" falls back to x.json.js when
// x.json is missing, which may be code), and nothing may stand beside
// it.
func plainPackageJSON(program, code string) bool {
	if codeLanguage(program) != "node" || len(code) > 240 {
		return false
	}
	c := strings.TrimSuffix(strings.TrimSpace(code), ";")
	if strings.HasPrefix(c, "console.log(") && strings.HasSuffix(c, ")") {
		c = c[len("console.log(") : len(c)-1]
	}
	for _, q := range []string{`require("./package.json")`, `require('./package.json')`} {
		if rest, ok := strings.CutPrefix(c, q); ok {
			return propertyChain(rest)
		}
	}
	return false
}

// propertyChain reports whether s is only property accesses: .name or
// ["name"] (or ['name']), names of letters, digits and _ $ (in brackets
// also @ / . : -).
func propertyChain(s string) bool {
	for s != "" {
		switch s[0] {
		case '.':
			n := 1
			for n < len(s) && isPropByte(s[n], false) {
				n++
			}
			if n == 1 {
				return false
			}
			s = s[n:]
		case '[':
			if len(s) < 4 || s[1] != '"' && s[1] != '\'' {
				return false
			}
			n := 2
			for n < len(s) && isPropByte(s[n], true) {
				n++
			}
			if n == 2 || n+1 >= len(s) || s[n] != s[1] || s[n+1] != ']' {
				return false
			}
			s = s[n+2:]
		default:
			return false
		}
	}
	return true
}

// isPropByte reports whether b may stand in a property's name (inBracket:
// a quoted one, as package.json's keys are).
func isPropByte(b byte, inBracket bool) bool {
	switch {
	case b >= 'a' && b <= 'z', b >= 'A' && b <= 'Z', b >= '0' && b <= '9', b == '_', b == '$':
		return true
	}
	return inBracket && strings.IndexByte("@/.:-", b) >= 0
}
