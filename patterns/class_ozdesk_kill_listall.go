package patterns

import "strings"

// Whether a search lists every process: a listing no stage narrows whose
// pids reach the kill.

// stagesListAll reports whether a search lists every process (of the
// user) and no later stage narrows the list.
func stagesListAll(stages []*Part) bool {
	if len(stages) == 0 || !listsAll(stages[0]) {
		return false
	}
	procDir := stages[0].Program == "ls"
	for _, p := range stages[1:] {
		if procDir && keepsPids(p) {
			continue // `ls /proc | grep '^[0-9]'`: every pid (fx54e, rt53 N15)
		}
		if narrows(p) {
			return false
		}
	}
	return true
}

// listsAll reports whether a part lists every process, or every process
// of a user: ps -e, -A, a BSD a or x, -u/-U USER; pgrep or pidof with no
// pattern but a user; ls of /proc.
func listsAll(p *Part) bool {
	switch p.Program {
	case "ps":
		for _, a := range p.Args() {
			v, ok := a.Literal()
			if !ok {
				continue
			}
			switch {
			case v == "--user" || v == "--User" || strings.HasPrefix(v, "--user=") || v == "--deselect":
				return true
			case strings.HasPrefix(v, "--"):
			case strings.HasPrefix(v, "-"):
				if strings.ContainsAny(optLetters(v), "eAuUa") {
					return true
				}
			case strings.ContainsAny(v, "ax") && strings.Trim(v, "auxwfjlsvmrSeTcHhno") == "":
				return true
			}
		}
	case "ls":
		// /proc's entries: a directory for each process
		for _, a := range p.Args() {
			if v, ok := a.Literal(); ok && (v == "/proc" || v == "/proc/") {
				return true
			}
		}
	case "pgrep":
		if s, _ := readProcSelect("pgrep", p.Args()); s.inverse {
			return true // every process its pattern does not pick (fx53b)
		}
		pattern, user := false, false
		args := p.Args()
		for i := 0; i < len(args); i++ {
			v, ok := args[i].Literal()
			switch {
			case ok && (v == "-u" || v == "-U" || v == "--euid" || v == "--uid"):
				user = true
				i++
			case ok && strings.HasPrefix(v, "-"):
				if strings.ContainsAny(optLetters(v), "uU") {
					user = true
				}
			default:
				pattern = true
			}
		}
		return user && !pattern
	}
	return false
}

// optLetters returns a short-option word's letters before any attached
// value's (ps -eo pid=: "eo"); it stops at the first letter that takes a
// value (o, p, C, q, t, g, G, s).
func optLetters(v string) string {
	v = strings.TrimPrefix(v, "-")
	if i := strings.IndexAny(v, "opCqtgGs"); i >= 0 {
		return v[:i+1]
	}
	return v
}

// narrows reports whether a filter stage picks some lines of a listing
// out, rather than passing it all on: grep without -v or -o, head, awk or
// sed with a pattern or a condition, and any program not known to pass
// every line.
func narrows(p *Part) bool {
	switch p.Program {
	case "cat", "cut", "tr", "sort", "uniq", "xargs", "tee", "column", "paste", "tail", "kill":
		return false
	case "grep", "egrep", "fgrep", "rg":
		for _, a := range p.Args() {
			if v, ok := a.Literal(); ok && strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && strings.ContainsAny(v, "vo") {
				return false
			}
		}
		return true
	case "awk", "gawk", "mawk", "nawk", "sed":
		for _, a := range p.Args() {
			v, ok := a.Literal()
			if !ok {
				return true
			}
			if strings.HasPrefix(v, "-") {
				if p.Program == "sed" && strings.Contains(v, "n") {
					return true
				}
				continue
			}
			return strings.ContainsAny(v, "/~=<>") && !(p.Program == "sed" && strings.HasPrefix(v, "s"))
		}
		return false
	}
	return true
}

// keepsPids reports whether a grep stage keeps every pid of a listing of
// /proc: its one pattern, literal and not inverted, matches a pid
// (`grep '^[0-9]'`, `grep -E '^[0-9]+$'`).
func keepsPids(p *Part) bool {
	switch p.Program {
	case "grep", "egrep":
	default:
		return false
	}
	var pats []string
	for _, a := range p.Args() {
		v, ok := a.Literal()
		switch {
		case !ok:
			return false
		case strings.HasPrefix(v, "-"):
			if strings.ContainsAny(strings.TrimLeft(v, "-"), "vfe") {
				return false
			}
		default:
			pats = append(pats, v)
		}
	}
	if len(pats) != 1 {
		return false
	}
	re := compileERE(pats[0], false, false)
	return re != nil && re.MatchString("1") && re.MatchString("4242")
}
