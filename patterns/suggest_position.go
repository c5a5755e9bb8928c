package patterns

import "slices"

// positionLadder keeps on an operand's ladder only the classes the word is
// certainly an instance of where it stands, as the evaluator reads that
// position (rt41k F5). A number or a file mode (chmod 777 x, sleep 100)
// is neither a path nor, outside git, a tag: [tag-name] and
// [inside-workdir] on its ladder let `chmod -R -v -f [tag-name] *` allow
// any mode on any file. A process name is [system-daemon] only to the
// programs that kill by name, and to them it is no path; to docker run,
// nginx is an image. What git push, fetch and pull take after the remote
// are refspecs (feature/x), never paths.
func positionLadder(part *Part, w Word, ladder []Elem) []Elem {
	v, ok := w.Literal()
	if !ok {
		return ladder
	}
	number := modeOrNumber(v)
	return slices.DeleteFunc(ladder, func(e Elem) bool {
		if e.Kind != ElemClass {
			return false
		}
		switch {
		case (number || killsByName(part.Program) || refsOnly(part)) && pathClass(e.Class):
			return true
		case number && e.Class == "tag-name":
			return part.Program != "git"
		case e.Class == "system-daemon":
			return !killsByName(part.Program)
		}
		return false
	})
}

// killsByName reports the programs whose operands name processes.
func killsByName(program string) bool {
	switch program {
	case "pkill", "killall":
		return true
	}
	return false
}

// modeOrNumber reports whether a word is a decimal number (100, 8080) or
// a file mode, octal (0755) or symbolic (u+x, go-w,o+r, a=rX).
func modeOrNumber(v string) bool {
	if v == "" {
		return false
	}
	digits := true
	for _, r := range v {
		if r < '0' || r > '9' {
			digits = false
			break
		}
	}
	if digits {
		return true
	}
	for _, clause := range splitComma(v) {
		if !symbolicMode(clause) {
			return false
		}
	}
	return true
}

func splitComma(v string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(v); i++ {
		if i == len(v) || v[i] == ',' {
			out = append(out, v[start:i])
			start = i + 1
		}
	}
	return out
}

// symbolicMode reports whether one clause is chmod's [ugoa]*[-+=][rwxXst]*.
func symbolicMode(c string) bool {
	i := 0
	for i < len(c) && (c[i] == 'u' || c[i] == 'g' || c[i] == 'o' || c[i] == 'a') {
		i++
	}
	if i == len(c) || (c[i] != '+' && c[i] != '-' && c[i] != '=') {
		return false
	}
	for i++; i < len(c); i++ {
		switch c[i] {
		case 'r', 'w', 'x', 'X', 's', 't', '+', '-', '=':
		default:
			return false
		}
	}
	return true
}

// branchFlag reports git's flags whose value names a branch to make
// (git checkout -b feature/login): a name, not a path, whatever its
// slashes.
func branchFlag(program, flag string) bool {
	if program != "git" {
		return false
	}
	switch flag {
	case "-b", "-B", "--orphan":
		return true
	}
	return false
}

// refsOnly reports a git push, fetch or pull, whose operands name a
// remote and refspecs, not files.
func refsOnly(part *Part) bool {
	if part.Program != "git" {
		return false
	}
	for _, w := range part.Words[1:] {
		v, ok := w.Literal()
		if !ok {
			return false
		}
		if len(v) > 0 && v[0] == '-' {
			continue
		}
		return v == "push" || v == "fetch" || v == "pull"
	}
	return false
}
