package patterns

import "strings"

// expect's script files (Tcl), read for the commands that run a program:
// `spawn CMD ARGS`, `exec CMD ARGS` (Tcl's, a pipeline with its own
// redirections), `system CMD` (joined and run with /bin/sh) and `open
// "|CMD"`, each where a command starts (a line's start, after ";", "["
// or "{"). Their words must be literal (bare, "…" or {…} holding no $, [
// or \); any other, eval, uplevel, interp, load, and text sent (send) to
// a shell the script spawned leave what runs not known. source F reads
// another script.

// expectFileCommands reads an expect script.
func expectFileCommands(text string) (cmds, sources []string, unknown string) {
	spawnedShell, sends := false, false
	for _, line := range strings.Split(text, "\n") {
		for _, c := range tclCommands(line) {
			if len(c) == 0 {
				continue
			}
			if strings.ContainsAny(c[0], "$\\") {
				return nil, nil, "runs a command whose name is made at run time (" + shownBody(strings.Join(c, " ")) + ")"
			}
			words, ok := tclLiteralWords(c[1:])
			switch c[0] {
			case "spawn", "exec", "system", "open", "source":
			case "eval", "uplevel", "interp", "load", "namespace", "trap":
				return nil, nil, "runs code made at run time (" + shownBody(strings.Join(c, " ")) + ")"
			case "send", "send_user", "send_spawn", "exp_send":
				sends = sends || c[0] != "send_user"
				continue
			default:
				continue
			}
			if !ok {
				return nil, nil, "runs a command that is not literal (" + shownBody(strings.Join(c, " ")) + ")"
			}
			switch c[0] {
			case "spawn":
				for len(words) > 0 && strings.HasPrefix(words[0], "-") {
					if words[0] == "-open" || words[0] == "-leaveopen" {
						return nil, nil, "spawns from a channel (" + shownBody(strings.Join(c, " ")) + ")"
					}
					if words[0] == "-ignore" && len(words) > 1 {
						words = words[1:]
					}
					words = words[1:]
				}
				if len(words) > 0 {
					cmd := tclShellCommand(words, false)
					spawnedShell = spawnedShell || fedInterpreter(strings.Join(words, " ")) || path0(words[0]) == "ssh"
					cmds = append(cmds, cmd)
				}
			case "exec":
				for len(words) > 0 && strings.HasPrefix(words[0], "-") {
					stop := words[0] == "--"
					words = words[1:]
					if stop {
						break
					}
				}
				if len(words) > 0 {
					cmds = append(cmds, tclShellCommand(words, true))
				}
			case "system":
				cmds = append(cmds, strings.Join(words, " "))
			case "open":
				if len(words) > 0 && strings.HasPrefix(words[0], "|") {
					cmds = append(cmds, strings.TrimPrefix(words[0], "|"))
				}
			case "source":
				if len(words) > 0 {
					sources = append(sources, words[len(words)-1])
				}
			}
		}
	}
	if spawnedShell && sends {
		return nil, nil, "sends text to a shell it spawned, which runs it"
	}
	return cmds, sources, ""
}

// path0 is the last element of a program's name.
func path0(name string) string {
	return name[strings.LastIndexByte(name, '/')+1:]
}

// tclCommands returns the commands of one line of Tcl, split at ";" and
// each "[" "]" "{" "}" outside quotes, as words: a braced word a command
// of tclTakesWords takes, and a quoted word, keep their braces and quotes
// for tclLiteralWords; the commands in a quoted word's [ ] are read too;
// a comment line holds none.
func tclCommands(line string) [][]string {
	t := strings.TrimSpace(strings.TrimSuffix(line, "\r"))
	if strings.HasPrefix(t, "#") {
		return nil
	}
	var out [][]string
	var cur []string
	var word strings.Builder
	flushWord := func() {
		if word.Len() > 0 {
			cur = append(cur, word.String())
			word.Reset()
		}
	}
	flushCmd := func() {
		flushWord()
		if len(cur) > 0 {
			out = append(out, cur)
		}
		cur = nil
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case c == '"' && word.Len() == 0:
			j := i + 1
			for j < len(t) && t[j] != '"' {
				if t[j] == '\\' {
					j++
				}
				j++
			}
			q := t[i:min(j+1, len(t))]
			word.WriteString(q)
			if strings.Contains(q, "[") {
				out = append(out, tclCommands(strings.Trim(q, "\""))...) // "…[CMD]…" runs CMD
			}
			i = j
		case c == '{' && word.Len() == 0 && len(cur) > 0:
			depth, j := 0, i
			for ; j < len(t); j++ {
				if t[j] == '{' {
					depth++
				} else if t[j] == '}' {
					depth--
					if depth == 0 {
						break
					}
				}
			}
			body := t[i:min(j+1, len(t))]
			if !tclTakesWords(cur[0]) {
				flushCmd()
				out = append(out, tclCommands(strings.Trim(body, "{}"))...)
			} else {
				word.WriteString(body)
			}
			i = j
		case c == ';' || c == '[' || c == ']' || c == '{' || c == '}':
			flushCmd()
		case c == ' ' || c == '\t':
			flushWord()
		default:
			word.WriteByte(c)
		}
	}
	flushCmd()
	return out
}

// tclTakesWords reports whether the braced words a Tcl command takes are
// literal words (spawn's, exec's …), not a script: any other command's
// braced word is read as a script (proc's body, if's, expect's pattern
// bodies), which reads too much, never too little.
func tclTakesWords(name string) bool {
	switch name {
	case "spawn", "exec", "system", "open", "source":
		return true
	}
	return false
}

// tclLiteralWords returns the values of Tcl words, and false when one is
// not literal ($, [ or \ in a bare or quoted word, {*} expansion).
func tclLiteralWords(ws []string) ([]string, bool) {
	var out []string
	for _, w := range ws {
		switch {
		case strings.HasPrefix(w, "{*}"):
			return nil, false
		case strings.HasPrefix(w, "{") && strings.HasSuffix(w, "}"):
			out = append(out, w[1:len(w)-1])
		case strings.ContainsAny(w, "$[]\\"):
			return nil, false
		case strings.HasPrefix(w, "\"") && strings.HasSuffix(w, "\"") && len(w) > 1:
			out = append(out, w[1:len(w)-1])
		case strings.Contains(w, "\""):
			return nil, false
		default:
			out = append(out, w)
		}
	}
	return out, true
}

// tclShellCommand is the shell text of a program and its arguments: each
// word quoted, but for exec's own pipes and redirections (|, >, 2>, <,
// >>, &) when exec reads them.
func tclShellCommand(words []string, redirects bool) string {
	var b strings.Builder
	for i, w := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		if redirects {
			if op, file, ok := tclRedirect(w); ok {
				b.WriteString(op)
				if file != "" {
					b.WriteString(shellQuote1(file))
				}
				continue
			}
		}
		b.WriteString(shellQuote1(w))
	}
	return b.String()
}

// tclRedirect splits an exec word that is a pipe or a redirection into its
// operator and the file it names (attached, as in >out).
func tclRedirect(w string) (op, file string, ok bool) {
	for _, o := range []string{"2>>", "2>&1", "2>", ">>&", ">&", ">>", "|&", "<<", "<@", ">@", "|", ">", "<", "&"} {
		if rest, cut := strings.CutPrefix(w, o); cut {
			switch o {
			case "<<":
				return "<<<", rest, true
			case ">>&":
				return ">>", rest, true
			case "<@", ">@":
				return "", "", false
			}
			return o, rest, true
		}
	}
	return "", "", false
}
