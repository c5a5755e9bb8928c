package patterns

import (
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A pid may be printed by a substitution or made by a brace sequence
// (fx52c, rt50k NEW-1): `kill -STOP "$(echo 16780)"`, backticks,
// `$(printf %d 16780)`, `$(echo $((16780)))` and `1678{0..0}` are kill
// operands of 16780 as surely as the number written out. A substitution
// whose one command is an echo or a printf of words the line computes
// from literals (read_fedliteral.go reads a pipe's the same way) is read
// by what it prints; a sequence of numbers by the numbers it makes. Any
// other command in a substitution (`$(pgrep x)`, `$(cat f)`) prints what
// the line does not show, and the word stays unknown.

// substValues returns the values a command substitution's output gives
// a word: the fields it splits into where unquoted, the whole output
// (its trailing newlines cut) where quoted.
func substValues(cs *syntax.CmdSubst, quoted bool) ([]string, bool) {
	out, ok := literalPrinterOutput(cs)
	if !ok {
		return nil, false
	}
	out = strings.TrimRight(out, "\n")
	if quoted {
		return []string{out}, true
	}
	f := strings.Fields(out)
	if len(f) == 0 {
		return []string{""}, true
	}
	return f, true
}

// literalPrinterOutput returns what a substitution prints when it is one
// plain echo or printf whose words the line computes from literals, each
// to one value.
func literalPrinterOutput(cs *syntax.CmdSubst) (string, bool) {
	if len(cs.Stmts) != 1 {
		return "", false
	}
	st := cs.Stmts[0]
	call, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || st.Negated || st.Background || st.Coprocess || len(st.Redirs) > 0 || len(call.Assigns) > 0 || len(call.Args) == 0 {
		return "", false
	}
	var words []string
	for _, a := range call.Args {
		v, _, ok := partsValues(a.Parts)
		if !ok || len(v) != 1 {
			return "", false
		}
		words = append(words, v[0])
	}
	switch words[0] {
	case "echo":
		return echoOutput(words[1:])
	case "printf":
		return printfOutput(words[1:])
	}
	return "", false
}

// echoOutput is echo's output of args holding no option but -n and no
// backslash (which -e or xpg_echo may turn into anything).
func echoOutput(args []string) (string, bool) {
	if len(args) > 0 && args[0] == "-n" {
		args = args[1:]
	}
	text := strings.Join(args, " ")
	if len(args) > 0 && strings.HasPrefix(args[0], "-") || strings.Contains(text, `\`) {
		return "", false
	}
	return text + "\n", true
}

// printfOutput is printf's output of a format that is plain text, or
// one %d, %i, %u or %s (a \n after it allowed) with one argument;
// anything else (-v, other conversions, escapes) is not read.
func printfOutput(args []string) (string, bool) {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return "", false
	}
	format, nl := strings.CutSuffix(args[0], `\n`)
	end := ""
	if nl {
		end = "\n"
	}
	if strings.Contains(format, `\`) {
		return "", false
	}
	if !strings.Contains(format, "%") {
		return format + end, len(args) == 1
	}
	if len(args) != 2 {
		return "", false
	}
	switch format {
	case "%s":
		return args[1] + end, true
	case "%d", "%i", "%u":
		n, ok := printfNumber(args[1])
		if !ok {
			return "", false
		}
		return strconv.FormatInt(n, 10) + end, true
	}
	return "", false
}

// printfNumber reads a numeric argument as printf's %d does: blanks
// before it, a sign, decimal, 0x hex or leading-zero octal.
func printfNumber(s string) (int64, bool) {
	s = strings.TrimLeft(s, " \t\n")
	neg := false
	switch {
	case strings.HasPrefix(s, "-"):
		neg, s = true, s[1:]
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	}
	if strings.Contains(s, "#") {
		return 0, false
	}
	n, ok := arithNumber(s)
	if neg {
		n = -n
	}
	return n, ok
}

// braceSeqValues returns the numbers a brace sequence of numbers makes
// ({16780..16780}, {1..9..2}, {09..11}: its zero padding kept), or false
// for a sequence of letters, one not bounded, or more than most values.
func braceSeqValues(text string, most int) ([]string, bool) {
	if !braceSequence(text) {
		return nil, false
	}
	ends := strings.Split(strings.TrimSuffix(strings.TrimPrefix(text, "{"), "}"), "..")
	var nums [3]int64
	for i, e := range ends {
		n, err := strconv.ParseInt(e, 10, 64)
		if err != nil || n > 1<<40 || n < -(1<<40) {
			return nil, false // a letter, or too far to count
		}
		nums[i] = n
	}
	from, to, step := nums[0], nums[1], int64(1)
	if len(ends) == 3 && nums[2] != 0 {
		step = max(nums[2], -nums[2])
	}
	if from > to {
		step = -step
	}
	if (to-from)/step+1 > int64(most) {
		return nil, false
	}
	width := 0
	for _, e := range ends[:2] {
		if d := strings.TrimPrefix(e, "-"); len(d) > 1 && d[0] == '0' {
			width = max(width, len(e))
		}
	}
	var out []string
	for n := from; step > 0 && n <= to || step < 0 && n >= to; n += step {
		out = append(out, padNumber(n, width))
	}
	return out, true
}

// padNumber writes n with zeros to width, as bash pads a sequence.
func padNumber(n int64, width int) string {
	s := strconv.FormatInt(max(n, -n), 10)
	pad := width - len(s)
	if n < 0 {
		pad--
	}
	if pad > 0 {
		s = strings.Repeat("0", pad) + s
	}
	if n < 0 {
		s = "-" + s
	}
	return s
}
