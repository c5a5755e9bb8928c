package patterns

import (
	"path"
	"strings"
)

// An interpreter's one-liner that only reads a project file and prints
// what it read (rt20d #15, fx21a): `python3 -c "print(open('go.mod').read())"`,
// `python -c 'import json;print(json.load(open("package.json"))["version"])'`,
// `node -e "const fs=require('fs');console.log(fs.readFileSync('README.md','utf8').length)"`,
// `ruby -e 'puts File.read("Gemfile")'`. Decided: a closed set of calls
// that open a file for reading is a plain value, as a string is, when its
// arguments are string literals: python's open(FILE) and open(FILE, MODE)
// with MODE r, rb or rt; node's fs.readFileSync(FILE[, ENCODING]), through
// require('fs') in place or a leading `const fs=require('fs');` (let and
// var too); ruby's File.read(FILE) and File.readlines(FILE), after a
// leading `require 'json';` if it likes. The rest of the code must be
// plain as before (read_interp_code.go): anything that writes, deletes,
// spawns, imports os or child_process, evals, or is not understood is
// still foreign code.
//
// FILE must be a project file named plainly: a relative path of letters,
// digits and _ - . / + @, with no component that begins with a dot
// (dotfiles: .env, .npmrc, .git/config, .aws), no "..", and no name the
// secret tables hold (id_rsa, credentials, config, credentials.json,
// *.key, .tfstate, a secrets directory …), wherever the part runs: a
// one-liner run in the home or in ~/.aws reads the same names. Reading
// such a file still asks, as code not understood does; perl's reads all
// go through variables and are not plain.

// readsFSPrefix returns node code without its leading declaration of the
// fs module (`const fs=require('fs');`, let or var, either quote), and
// whether it had one.
func readsFSPrefix(code string) (string, bool) {
	c := strings.TrimLeft(code, " \t")
	kw := ""
	for _, k := range []string{"const", "let", "var"} {
		if strings.HasPrefix(c, k+" ") {
			kw = k
		}
	}
	if kw == "" {
		return code, false
	}
	c = strings.TrimLeft(c[len(kw):], " ")
	c, ok := strings.CutPrefix(c, "fs")
	if !ok {
		return code, false
	}
	c = strings.TrimLeft(c, " ")
	if c, ok = strings.CutPrefix(c, "="); !ok {
		return code, false
	}
	c = strings.TrimLeft(c, " ")
	for _, q := range []string{`require('fs')`, `require("fs")`, `require('node:fs')`, `require("node:fs")`} {
		if rest, ok := strings.CutPrefix(c, q); ok {
			rest = strings.TrimLeft(rest, " ")
			if rest, ok = strings.CutPrefix(rest, ";"); ok {
				return rest, true
			}
		}
	}
	return code, false
}

// readCall is one call that reads a file: its name as written, and the
// values its arguments after the file may take.
type readCall struct {
	name  string
	extra []string // the second argument's values; none: only the file
}

// readCalls returns the language's calls that read a file; fs tells
// whether node's code declared fs.
func readCalls(lang string, fs bool) []readCall {
	switch lang {
	case "python":
		return []readCall{{"open", []string{"r", "rb", "rt"}}}
	case "node":
		enc := []string{"utf8", "utf-8"}
		out := []readCall{{`require('fs').readFileSync`, enc}, {`require("fs").readFileSync`, enc}}
		if fs {
			out = append(out, readCall{"fs.readFileSync", enc})
		}
		return out
	case "ruby":
		return []readCall{{"File.read", nil}, {"File.readlines", nil}}
	}
	return nil
}

// plainReads returns code with each call that only reads a plain project
// file (above) made an empty string literal, for plainCode to judge the
// rest; calls that do not qualify are left as written, and plainCode
// finds them not plain.
func plainReads(lang, code string) string {
	fs := false
	switch lang {
	case "node":
		code, fs = readsFSPrefix(code)
	case "ruby":
		for _, q := range []string{`require 'json';`, `require "json";`, `require 'json'; `, `require "json"; `} {
			if rest, ok := strings.CutPrefix(strings.TrimLeft(code, " "), q); ok {
				code = rest
				break
			}
		}
	}
	calls := readCalls(lang, fs)
	if calls == nil {
		return code
	}
	var b strings.Builder
	for i := 0; i < len(code); {
		c := code[i]
		if c == '"' || c == '\'' {
			j := strings.IndexByte(code[i+1:], c)
			if j < 0 {
				b.WriteString(code[i:])
				break
			}
			b.WriteString(code[i : i+j+2])
			i += j + 2
			continue
		}
		if i == 0 || !isIdentByte(code[i-1]) && code[i-1] != '.' {
			if n := readCallAt(code[i:], calls); n > 0 {
				b.WriteString(`""`)
				i += n
				continue
			}
		}
		b.WriteByte(c)
		i++
	}
	return b.String()
}

// readCallAt returns the length of the read call s begins with, or 0.
func readCallAt(s string, calls []readCall) int {
	for _, rc := range calls {
		rest, ok := strings.CutPrefix(s, rc.name+"(")
		if !ok {
			continue
		}
		args, n, ok := literalArgs(rest)
		if !ok || len(args) == 0 || len(args) > 1+min(len(rc.extra), 1) || !plainReadPath(args[0]) {
			continue
		}
		if len(args) == 2 && !hasString(rc.extra, args[1]) {
			continue
		}
		return len(rc.name) + 1 + n
	}
	return 0
}

// literalArgs reads string literals separated by commas up to the closing
// parenthesis: their values, the length read (the parenthesis included).
func literalArgs(s string) ([]string, int, bool) {
	var out []string
	i := 0
	for {
		for i < len(s) && s[i] == ' ' {
			i++
		}
		if i >= len(s) || s[i] != '"' && s[i] != '\'' {
			return nil, 0, false
		}
		j := strings.IndexByte(s[i+1:], s[i])
		if j < 0 {
			return nil, 0, false
		}
		out = append(out, s[i+1:i+1+j])
		i += j + 2
		for i < len(s) && s[i] == ' ' {
			i++
		}
		switch {
		case i < len(s) && s[i] == ')':
			return out, i + 1, true
		case i < len(s) && s[i] == ',':
			i++
		default:
			return nil, 0, false
		}
	}
}

// plainReadPath reports whether p names a project file plainly (above).
func plainReadPath(p string) bool {
	if p == "" || len(p) > 200 || p[0] == '/' || p[0] == '-' {
		return false
	}
	for i := 0; i < len(p); i++ {
		if c := p[i]; !isIdentByte(c) && strings.IndexByte("-./+@", c) < 0 {
			return false
		}
	}
	clean := path.Clean(p)
	for _, part := range strings.Split(clean, "/") {
		if part == ".." || strings.HasPrefix(part, ".") {
			return false
		}
	}
	base := strings.ToLower(path.Base(clean))
	if keyFileName(base) || secretByName("/p/"+strings.ToLower(clean), "") || secretBaseName(base) {
		return false
	}
	return true
}

// secretBaseName reports whether base is the last name of a place the
// secret tables hold below the home or the system (credentials, config,
// hosts.yml, shadow …): read where the part runs, it may be that place.
func secretBaseName(base string) bool {
	for _, f := range homeCredentials {
		if strings.ToLower(path.Base(f)) == base {
			return true
		}
	}
	for i := range secretTable {
		k := &secretTable[i]
		for _, list := range [][]string{k.home, k.system} {
			for _, f := range list {
				if strings.ToLower(path.Base(f)) == base {
					return true
				}
			}
		}
	}
	switch base {
	case "shadow", "gshadow", "sudoers", "master.passwd", "environ":
		return true
	}
	return false
}

// hasString reports whether list holds s.
func hasString(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
