package patterns

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A program called so that it prints only numbers (rt23d #18) gives a
// substitution arithmetic may read again as plainly as `wc -l`'s: `grep
// -c` of one file or standard input, `git rev-list --count`, `stat -c`
// with numeric directives only, `date +FORMAT` with numeric directives
// only. Called otherwise (`grep -c -r`, two files, `stat -c %n`, `date
// +%A`, `--help`) they print text, and the value is read as before.

// countingCall reports whether a call prints only numbers.
func countingCall(ce *syntax.CallExpr) bool {
	if len(ce.Args) == 0 {
		return false
	}
	args := make([]string, 0, len(ce.Args)-1)
	for _, w := range ce.Args[1:] {
		v, ok := syntaxLit(w)
		if !ok {
			return false
		}
		args = append(args, v)
	}
	switch ce.Args[0].Lit() {
	case "wc", "nproc", "seq":
		return true
	case "grep", "egrep", "fgrep":
		return grepCounts(args)
	case "git":
		return len(args) > 1 && args[0] == "rev-list" && containsStr(args[1:], "--count")
	case "stat":
		return statCounts(args)
	case "date":
		return dateCounts(args)
	}
	return false
}

// grepCounts: -c with options that take no value, and one pattern and
// at most one file (two files print "file:count").
func grepCounts(args []string) bool {
	count, operands := false, 0
	for _, a := range args {
		switch {
		case a == "--count":
			count = true
		case a == "--ignore-case" || a == "--invert-match" || a == "--word-regexp" || a == "--line-regexp" ||
			a == "--fixed-strings" || a == "--extended-regexp" || a == "--basic-regexp" || a == "--no-messages":
		case strings.HasPrefix(a, "-") && len(a) > 1 && !strings.HasPrefix(a, "--"):
			if strings.Trim(a[1:], "civwxFEGs") != "" {
				return false
			}
			count = count || strings.Contains(a, "c")
		default:
			operands++
		}
	}
	return count && operands >= 1 && operands <= 2
}

// statCounts: -c/--format/--printf FORMAT whose directives all print
// decimal numbers (size, blocks, inode, links, ids, times as seconds).
func statCounts(args []string) bool {
	format := false
	for i := 0; i < len(args); i++ {
		a, f := args[i], ""
		switch {
		case a == "-c" || a == "--format" || a == "--printf":
			if i+1 >= len(args) {
				return false
			}
			i++
			f = args[i]
		case strings.HasPrefix(a, "--format=") || strings.HasPrefix(a, "--printf="):
			_, f, _ = strings.Cut(a, "=")
		case a == "-L" || a == "--dereference":
			continue
		case strings.HasPrefix(a, "-"):
			return false
		default:
			continue
		}
		if !numericFormat(f, "sbBihugXYZWo") {
			return false
		}
		format = true
	}
	return format
}

// dateCounts: +FORMAT whose directives all print decimal numbers, with
// no option but the zone and the date shown.
func dateCounts(args []string) bool {
	format := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case strings.HasPrefix(a, "+"):
			if !numericFormat(a[1:], "sYmdHMSjuwNyCGVU") {
				return false
			}
			format = true
		case a == "-u" || a == "--utc" || strings.HasPrefix(a, "--date="):
		case a == "-d" || a == "--date" || a == "-r":
			i++
		default:
			return false
		}
	}
	return format
}

// numericFormat reports whether a printf-like format holds directives
// only from digits (each printing a decimal number), and no other text
// than spaces, digits and "%%".
func numericFormat(f, digits string) bool {
	if f == "" {
		return false
	}
	for i := 0; i < len(f); i++ {
		c := f[i]
		switch {
		case c == '%':
			if i+1 >= len(f) || f[i+1] != '%' && !strings.ContainsRune(digits, rune(f[i+1])) {
				return false
			}
			i++
		case c == ' ' || c == '\n' || c >= '0' && c <= '9':
		default:
			return false
		}
	}
	return true
}

// containsStr reports whether xs holds s.
func containsStr(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}
