package patterns

import "strings"

// The mongo shells' --eval code (mongosh, and the legacy mongo) is
// JavaScript with the shell's host functions: besides the database (db,
// rs, sh) it can run programs and touch files (mongosh's require of
// child_process and fs, process, load; the legacy shell's run,
// runProgram, removeFile …). What the code does to the database is judged
// by the data classes ([data-delete], [data-grant]), as SQL is; code that
// reaches anything but the database is foreign code, as node's is. Code
// is plain when every name it starts an expression with is the
// database's, a value constructor, printing, or a name it declares
// itself (var, let, const, function, an arrow function's parameters);
// a name after "." or before ":" (a property, a key) is the value's.

// mongoShells are the programs whose --eval this reads.
var mongoShells = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"mongosh": true, "mongo": true}
}}

// mongoNames are the names plain mongo code may start an expression with.
var mongoNames = lazy[nameSet]{build: func() nameSet {
	return setOf("db rs sh print printjson tojson JSON Math Date ISODate ObjectId UUID NumberLong",
		"NumberInt NumberDecimal Timestamp BinData MinKey MaxKey DBRef Long Int32 Double Decimal128",
		"EJSON Object Array String Number Boolean RegExp true false null undefined new typeof",
		"instanceof in of var let const function return if else for while do break continue",
		"use show it version quit exit sleep isNaN parseInt parseFloat")
}}

// mongoEval reads the --eval code of a mongo shell: code that is literal
// and not plain is foreign code (what is not literal is left to the data
// classes, which read an unknown word as what it might be).
func (r *reading) mongoEval(p *Part) []*Node {
	spec := &runtimeSpec{code: []string{"--eval"}}
	for _, c := range readRuntimeCall(spec, p.Words).code {
		w := p.Words[c.word]
		if c.at > 0 {
			w = subWord(w, c.at)
		}
		if v, ok := w.Literal(); ok && !plainMongo(v) {
			return []*Node{r.foreign(p, w, p.Program+" "+c.opt)}
		}
	}
	return nil
}

// mongoStdin reads a mongo shell given no code of its own (no --eval,
// no script file) and fed from a pipe or a process substitution: it runs
// the JavaScript it reads there (rt19d: `curl … | mongosh`), so text the
// line does not hold is unreadable, as a fed psql is; literal text that
// is plain mongo code is judged by the fed-text patterns.
func (r *reading) mongoStdin(p *Part) []*Node {
	if p.Feed != FeedPipe && p.Feed != FeedProcSubst {
		return nil
	}
	for _, w := range p.Args() {
		lit, _ := litPrefix(w)
		if lit == "--eval" || strings.HasPrefix(lit, "--eval=") || lit == "-f" || lit == "--file" ||
			strings.HasSuffix(lit, ".js") || strings.HasSuffix(lit, ".mongodb") {
			return nil
		}
	}
	if text, ok := r.fedLiteralText(p); ok && plainMongo(text) {
		return nil
	}
	return r.stdinScript(p, p.Program)
}

// plainMongo reports whether mongo shell code uses only the database,
// values and printing (see above).
func plainMongo(code string) bool {
	if len(code) > 4096 || strings.ContainsAny(code, "`\\") || strings.Contains(code, "constructor") ||
		strings.Contains(code, "__proto__") || strings.Contains(code, "prototype") {
		return false // template strings, escapes, and the ways to Function
	}
	declared := mongoDeclared(code)
	for _, name := range strings.Fields(string(declared)) {
		if mongoHost.get().has(name) {
			return false
		}
	}
	value := false // the previous token ends a value: a name, ")", "]" or a string
	dot := false   // the previous token is "."
	for i := 0; i < len(code); {
		c := code[i]
		switch {
		case c == '"' || c == '\'':
			j := strings.IndexByte(code[i+1:], c)
			if j < 0 {
				return false
			}
			i += j + 2
			value, dot = true, false
		case isMongoIdent(c) && !(c >= '0' && c <= '9'):
			j := i + 1
			for j < len(code) && isMongoIdent(code[j]) {
				j++
			}
			name := code[i:j]
			k := j
			for k < len(code) && code[k] == ' ' {
				k++
			}
			key := k < len(code) && code[k] == ':' && !(k+1 < len(code) && code[k+1] == ':')
			if !dot && !key && !mongoNames.get().has(name) && !declared.has(name) {
				return false
			}
			i, value, dot = j, true, false
		case c == '[' && value:
			// A computed member: only an index or one string.
			j := i + 1
			if j < len(code) && (code[j] == '"' || code[j] == '\'') {
				if k := strings.IndexByte(code[j+1:], code[j]); k >= 0 {
					j += k + 2
				}
			} else {
				for j < len(code) && code[j] >= '0' && code[j] <= '9' {
					j++
				}
			}
			if j == i+1 || j >= len(code) || code[j] != ']' {
				return false
			}
			i, value, dot = j+1, true, false
		case c == '.':
			i++
			dot = !(i < len(code) && code[i] >= '0' && code[i] <= '9') // not a number's point
			value = false
		default:
			value, dot = c == ')' || c == ']' || c >= '0' && c <= '9', false
			i++
		}
	}
	return true
}

// mongoHost are the shells' host globals (processes, files, modules, code
// from strings): a declaration may not take one of their names, since
// the reading does not follow scopes, and a name declared anywhere
// counts everywhere (`((require) => 1)(require)` would pass).
var mongoHost = lazy[nameSet]{build: func() nameSet {
	return setOf("require process load run runProgram runMongoProgram startMongoProgram _runMongoProgram",
		"_startMongoProgram removeFile mkdir cd ls cat listFiles pwd hostname copyDbpath resetDbpath",
		"rawMongoProgramOutput waitProgram checkProgram stopMongoProgram md5sumFile fuzzFile writeFile",
		"globalThis global window eval Function module exports import Buffer setTimeout setInterval",
		"fs os child_process this arguments Reflect Proxy WebAssembly")
}}

// mongoDeclared returns the names code declares: after var, let, const
// and function, a function's parameters, and an arrow function's.
func mongoDeclared(code string) nameSet {
	var names []string
	idents := func(s string) {
		for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r > 127 || !isMongoIdent(byte(r)) }) {
			if !(f[0] >= '0' && f[0] <= '9') {
				names = append(names, f)
			}
		}
	}
	for _, kw := range []string{"var", "let", "const", "function"} {
		for rest := code; ; {
			i := strings.Index(rest, kw)
			if i < 0 {
				break
			}
			at := len(code) - len(rest) + i
			rest = rest[i+len(kw):]
			if at > 0 && isMongoIdent(code[at-1]) || rest != "" && isMongoIdent(rest[0]) {
				continue // part of a longer name
			}
			end := strings.IndexAny(rest, "=;{")
			if kw == "function" {
				end = strings.IndexByte(rest, ')')
			}
			if end < 0 {
				end = len(rest)
			}
			idents(rest[:end])
		}
	}
	for rest := code; ; {
		i := strings.Index(rest, "=>")
		if i < 0 {
			break
		}
		head := strings.TrimRight(rest[:i], " ")
		if strings.HasSuffix(head, ")") {
			if open := strings.LastIndexByte(head, '('); open >= 0 {
				idents(head[open:])
			}
		} else {
			j := len(head)
			for j > 0 && isMongoIdent(head[j-1]) {
				j--
			}
			idents(head[j:])
		}
		rest = rest[i+2:]
	}
	return setOf(names...)
}

// isMongoIdent reports whether c may be in a JavaScript name ($ included:
// the query operators, $gt, are keys).
func isMongoIdent(c byte) bool {
	return c == '$' || isIdentByte(c)
}
