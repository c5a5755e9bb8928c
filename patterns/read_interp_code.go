package patterns

import "strings"

// An interpreter's literal code (python -c, node -e, perl -e, ruby -e,
// php -r …) is in a language the reader does not read: anything the shell
// can do, it can do (os.system, child_process, backticks). It is unreadable
// (foreign-code), unless it is a plain expression: short, and made only of
// names on the language's list below (printing, JSON, version queries,
// string methods), strings and numbers. No variables, no attribute the
// list lacks, no f-string, interpolation or backtick: what such code can do
// is print.

// codeOptions are the interpreters' options whose value is code.
var codeOptions = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"-c": true, "-e": true, "-E": true, "--eval": true,
		"--print": true, "-p": true, "-r": true, "-R": true, "-B": true}
}}

// plainCodeNames are, per interpreter, the names a plain expression may use.
// A name after ")", "]" or a string (a method of a value) is written with
// its leading dot.
var plainCodeNames = lazy[map[string]nameSet]{build: func() map[string]nameSet {
	return map[string]nameSet{
		"python": setOf("print len str int float bool sorted sum min max abs round range list dict set",
			"tuple repr import json sys math platform json.load json.loads json.dumps sys.stdin",
			"sys.stdin.read sys.version sys.version_info sys.platform sys.executable sys.argv",
			"sys.maxsize platform.system platform.machine platform.python_version platform.platform",
			"platform.release math.pi math.sqrt math.floor math.ceil for in if else not and or is",
			"True False None indent sort_keys .keys .values .items .strip .split .join .lower .upper",
			".replace .get .read .readlines .splitlines .format"),
		"node": setOf("console.log console.error JSON.parse JSON.stringify Math.max Math.min",
			"Math.floor Math.round process.version process.versions process.platform process.arch",
			"process.argv true false null typeof .length .toString .keys .map .join .trim"),
		"perl": setOf("print say if unless and or not chomp next last"),
		"ruby": setOf("puts print p RUBY_VERSION RUBY_PLATFORM JSON.parse .length .size .lines .strip"),
		"php":  setOf("echo print phpversion PHP_VERSION PHP_OS json_encode"),
		// R (R -e, Rscript -e) and julia (-e, -E): printing, version
		// queries, arithmetic and string functions. Not Sys.getenv (the
		// environment), system, eval or a function passed to another.
		"R": setOf("print cat paste paste0 sum mean median max min length nchar toupper tolower sqrt round abs",
			"seq rep c summary str head tail nrow ncol format sessionInfo R.version R.version.string version",
			"Sys.time Sys.Date packageVersion capabilities TRUE FALSE NULL NA"),
		// lua (fx64f): printing and version queries; os.execute and
		// io.popen are read as their commands (read_jscode_effects.go).
		"lua": setOf("print string.format os.date _VERSION true false nil"),
		// erl -s/-run MOD FUN: the module init (init stop) only.
		"erl": setOf("init"),
		// swipl -g/-t GOAL: the script's own main, halt.
		"swipl": setOf("main halt true"),
		"julia": setOf("println print show display VERSION versioninfo Sys.CPU_THREADS Sys.KERNEL Sys.ARCH",
			"Sys.MACHINE length sum maximum minimum sqrt round abs string uppercase lowercase true false nothing",
			"typeof sizeof"),
	}
}}

// nameSet is a set of names, each between single spaces: built with a
// few string operations where a map would cost every process that links
// the package a map per language at start, for code most never read.
type nameSet string

// setOf returns the set of the space-separated names in lists.
func setOf(lists ...string) nameSet {
	return nameSet(" " + strings.Join(strings.Fields(strings.Join(lists, " ")), " ") + " ")
}

// has reports whether name, which holds no space, is in the set.
func (s nameSet) has(name string) bool {
	return name != "" && strings.Contains(string(s), " "+name+" ")
}

// codeLanguage returns the language of an interpreter's name.
func codeLanguage(program string) string {
	switch {
	case strings.HasPrefix(program, "python") || strings.HasPrefix(program, "pypy"):
		return "python"
	case program == "node" || program == "nodejs":
		return "node"
	case program == "Rscript":
		return "R"
	}
	return program
}

// plainCode reports whether code, given to program, is a plain expression.
func plainCode(program, code string) bool {
	if codeLanguage(program) == "perl" && perlSubstitutions(code) || plainPackageJSON(program, code) ||
		codeLanguage(program) == "python" && plainPyCode(code) { // read_pycode.go
		return true
	}
	names := plainCodeNames.get()[codeLanguage(program)]
	code = blankLayoutEscapes(code)
	if names == "" || len(code) > 240 || strings.ContainsAny(code, "`\\") || strings.Contains(code, "(?") ||
		strings.Contains(code, "__") || strings.Contains(code, "${") ||
		strings.Contains(code, "#{") || strings.Contains(code, "@{") || strings.Contains(code, "{$") ||
		codeLanguage(program) == "julia" && strings.Contains(code, "$") {
		return false // julia interpolates $x and $(…) inside its strings
	}
	// a project file read is a value (read_interp_reads.go)
	code = plainReads(codeLanguage(program), code)
	method := false // the next name follows a value: ")", "]" or a string
	perl := codeLanguage(program) == "perl"
	for i := 0; i < len(code); {
		c := code[i]
		switch {
		case perl && c == '/':
			i++ // a regular expression: print if /foo/
			if !sedSkipDelimited(code, &i, '/') {
				return false
			}
			for i < len(code) && strings.IndexByte("imsx", code[i]) >= 0 {
				i++
			}
		case c == '(' && afterValue(code[:i]):
			return false // calling what a call, an index or a string gave: ""["constructor"]["constructor"]("…")()
		case c == '[' && afterValue(code[:i]) && !plainIndex(code[i:]):
			return false // an index that is not one plain key: ["constructor"], ["con"+"structor"]
		case c == '"' || c == '\'':
			j := strings.IndexByte(code[i+1:], c)
			if j < 0 {
				return false
			}
			i += j + 2
			method = true
		case c == '$' || c == '@' || c == '%' && i+1 < len(code) && isIdentByte(code[i+1]):
			return false // a variable, or Ruby's %x(…)
		case isIdentByte(c) || c == '.' && method && i+1 < len(code) && isIdentByte(code[i+1]):
			j := i + 1
			for j < len(code) && (isIdentByte(code[j]) || code[j] == '.' && j+1 < len(code) && isIdentByte(code[j+1])) {
				j++
			}
			name := code[i:j]
			if j < len(code) && (code[j] == '"' || code[j] == '\'') {
				return false // a string's prefix: f"…", r"…"
			}
			if !names.has(name) && !isDigits(strings.ReplaceAll(name, ".", "")) {
				return false
			}
			i, method = j, false
		default:
			method = c == ')' || c == ']'
			i++
		}
	}
	return true
}

// afterValue reports whether what stands before, spaces aside, ends a
// value that is not a name: a call's or an index's ")" or "]", or a
// string. Calling such a value is never plain: node reaches Function by
// indexing a string, `""["constructor"]["constructor"]("code")()` (fx21a).
func afterValue(before string) bool {
	before = strings.TrimRight(before, " \t")
	if before == "" {
		return false
	}
	switch before[len(before)-1] {
	case ')', ']', '"', '\'':
		return true
	}
	return false
}

// plainIndex reports whether s, which begins with "[", indexes a value
// plainly: by a number, or by one string literal that names no property
// through which a language reaches its functions (constructor,
// prototype, call, apply, bind …).
func plainIndex(s string) bool {
	s = strings.TrimLeft(s[1:], " ")
	if s == "" {
		return false
	}
	if q := s[0]; q == '"' || q == '\'' {
		j := strings.IndexByte(s[1:], q)
		if j < 0 || !strings.HasPrefix(strings.TrimLeft(s[j+2:], " "), "]") {
			return false
		}
		switch s[1 : j+1] {
		case "constructor", "prototype", "call", "apply", "bind", "caller", "callee", "eval", "toString", "valueOf":
			return false
		}
		return true
	}
	j := 0
	for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '-' || s[j] == ':') {
		j++
	}
	return strings.HasPrefix(strings.TrimLeft(s[j:], " "), "]")
}

// perlSubstitutions reports whether perl code is only substitutions and
// transliterations (s/a/b/g; tr/a-z/A-Z/), without the e flag, which runs
// the replacement as code, and without code blocks in the pattern.
func perlSubstitutions(code string) bool {
	if strings.Contains(code, "(?{") || strings.Contains(code, "(??{") ||
		strings.Contains(code, "@{") || strings.Contains(code, "${") || len(code) > 240 {
		return false
	}
	i := 0
	for i < len(code) {
		for i < len(code) && strings.IndexByte(" \t\n;", code[i]) >= 0 {
			i++
		}
		if i >= len(code) {
			break
		}
		switch {
		case strings.HasPrefix(code[i:], "tr"):
			i += 2
		case code[i] == 's' || code[i] == 'y':
			i++
		default:
			return false
		}
		if i >= len(code) || isIdentByte(code[i]) || strings.IndexByte(" \t\n({[<", code[i]) >= 0 {
			return false
		}
		delim := code[i]
		i++
		for range 2 { // the pattern, then the replacement
			if !sedSkipDelimited(code, &i, delim) {
				return false
			}
		}
		for i < len(code) && isIdentByte(code[i]) {
			if strings.IndexByte("gimsxrncdu", code[i]) < 0 {
				return false // e, ee: the replacement is code
			}
			i++
		}
	}
	return true
}

// blankLayoutEscapes turns the layout escapes \n, \t and \r into two
// spaces (rt21d #13: perl -e 'print "hi\n"'): in a string they are a
// character of text, and outside one no language here runs them. Any other
// backslash stays, and the code with it is not plain.
func blankLayoutEscapes(code string) string {
	if !strings.Contains(code, "\\") {
		return code
	}
	b := []byte(code)
	for i := 0; i+1 < len(b); i++ {
		if b[i] != '\\' {
			continue
		}
		if strings.IndexByte("ntr", b[i+1]) >= 0 {
			b[i], b[i+1] = ' ', ' '
		}
		i++ // an escaped backslash (\\n) stays whole
	}
	return string(b)
}
