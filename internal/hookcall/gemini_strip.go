package hookcall

import (
	"errors"
	"strings"
	"unicode/utf8"
)

// Gemini CLI does not run run_shell_command's command as it is: its
// ShellToolInvocation.execute runs stripShellWrapper(params.command)
// (bundle chunk-5FZXKDXH.js of @google/gemini-cli 0.61.0; rt18h #3).
// That function cuts a leading `sh -c`, `bash -c`, `zsh -c` (by any
// path), `cmd.exe /c`, `powershell[.exe] [-NoProfile] -Command` or
// `pwsh[.exe] [-NoProfile] -Command`, in any case, after JavaScript white
// space; then, when the rest (trimmed) starts and ends with the same quote,
// it drops the first and last characters (no unquoting), except that a
// `-c` wrapper's double-quoted rest goes through the shell-quote package's
// parse first; without a wrapper it trims the command (JavaScript's
// trim: NBSP, U+FEFF, U+2028 and the other Unicode spaces too).

// jsSpace is JavaScript's white space and line terminators: what \s
// matches and String.prototype.trim removes.
const jsSpace = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"

// geminiWrapper returns the wrapper stripShellWrapper's pattern matches
// at the start of command ("" for none): JavaScript white space, then
// `[P/](sh|bash|zsh) -c`, `cmd.exe /c`, `powershell[.exe] [-NoProfile]
// -Command` or `pwsh[.exe] [-NoProfile] -Command`, each word in ASCII
// letters of either case (the pattern's /i flag: JavaScript's /i without
// u folds no other letter into them, where Go's strings.EqualFold would
// fold ſ into s and K into k), separated and followed by white space,
// all of which it takes. P is one or more characters that are not white
// space, so `/sh -c` is no wrapper, as it is not to Gemini CLI. It is
// written without regexp, whose package initialisers are most of what a
// hook that links it pays before it reads its call
// (TestGeminiWrapperAsTheExpression holds it to the expression).
func geminiWrapper(command string) string {
	first, at := jsWord(command, jsSkip(command, 0))
	var after []string
	switch {
	case geminiShell(first):
		after = []string{"-c"}
	case asciiFold(first, "cmd.exe"):
		after = []string{"/c"}
	case asciiFold(first, "powershell"), asciiFold(first, "powershell.exe"), asciiFold(first, "pwsh"), asciiFold(first, "pwsh.exe"):
		after = []string{"-Command"}
		if next, _ := jsWord(command, jsSkip(command, at)); asciiFold(next, "-NoProfile") {
			after = []string{"-NoProfile", "-Command"}
		}
	default:
		return ""
	}
	for _, want := range after {
		from := jsSkip(command, at)
		if from == at {
			return ""
		}
		var w string
		if w, at = jsWord(command, from); !asciiFold(w, want) {
			return ""
		}
	}
	end := jsSkip(command, at)
	if end == at {
		return ""
	}
	return command[:end]
}

// geminiShell reports whether word is sh, bash or zsh (in ASCII letters
// of either case), alone or after a path of at least one character and a
// slash.
func geminiShell(word string) bool {
	name := word
	if i := strings.LastIndexByte(word, '/'); i >= 0 {
		if i == 0 {
			return false
		}
		name = word[i+1:]
	}
	return asciiFold(name, "sh") || asciiFold(name, "bash") || asciiFold(name, "zsh")
}

// asciiFold reports whether s is want with its ASCII letters in either
// case, and no other difference.
func asciiFold(s, want string) bool {
	if len(s) != len(want) {
		return false
	}
	for i := 0; i < len(s); i++ {
		a, b := s[i], want[i]
		if 'A' <= a && a <= 'Z' {
			a += 'a' - 'A'
		}
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		if a != b {
			return false
		}
	}
	return true
}

// jsSkip returns the index of the first character of s at or after i that
// is not JavaScript white space.
func jsSkip(s string, i int) int {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !strings.ContainsRune(jsSpace, r) {
			break
		}
		i += n
	}
	return i
}

// jsWord returns the run of characters of s from i that are not
// JavaScript white space, and the index after it.
func jsWord(s string, i int) (string, int) {
	j := i
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if strings.ContainsRune(jsSpace, r) {
			break
		}
		j += n
	}
	return s[i:j], j
}

// GeminiRuns returns the text Gemini CLI runs for a run_shell_command
// command (see above), or an error when ozdesk cannot be sure of it: a
// `-c` wrapper's double-quoted rest that holds `"`, `\`, `$` or a
// backquote, which shell-quote's parse may read otherwise than by
// dropping the quotes.
func GeminiRuns(command string) (string, error) {
	m := geminiWrapper(command)
	if m == "" {
		return strings.Trim(command, jsSpace), nil
	}
	rest := strings.Trim(command[len(m):], jsSpace)
	if len(rest) < 2 || !(rest[0] == '"' && rest[len(rest)-1] == '"' || rest[0] == '\'' && rest[len(rest)-1] == '\'') {
		return rest, nil
	}
	inner := rest[1 : len(rest)-1]
	if w := strings.Trim(m, jsSpace); asciiFold(w[len(w)-2:], "-c") && rest[0] == '"' && strings.ContainsAny(inner, "\"\\$`") {
		return "", errors.New("Gemini CLI reads a double-quoted " + strings.Trim(m, jsSpace) + " command with the shell-quote package before it runs it, and ozdesk cannot be sure how")
	}
	return inner, nil
}
