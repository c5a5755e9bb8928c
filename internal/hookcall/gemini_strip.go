package hookcall

import (
	"errors"
	"regexp"
	"strings"
	"sync"
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

// geminiWrapperExpr is stripShellWrapper's pattern, its /i flag spelt out as
// ASCII classes (JavaScript's /i without u folds no other letter into
// them; Go's (?i) would fold ſ into s and K into k).
func geminiWrapperExpr() string {
	ws := "[" + jsSpace + "]"
	nonWS := "[^" + jsSpace + "]"
	ci := func(s string) string {
		var b strings.Builder
		for _, r := range s {
			if lo, up := strings.ToLower(string(r)), strings.ToUpper(string(r)); lo != up {
				b.WriteString("[" + lo + up + "]")
			} else {
				b.WriteString(regexp.QuoteMeta(string(r)))
			}
		}
		return b.String()
	}
	return "^" + ws + "*(?:(?:(?:" + nonWS + "+/)?(?:" + ci("sh") + "|" + ci("bash") + "|" + ci("zsh") + "))" + ws + "+" + ci("-c") +
		"|" + ci("cmd.exe") + ws + "+" + ci("/c") +
		"|" + ci("powershell") + "(?:" + ci(".exe") + ")?" + ws + "+(?:" + ci("-NoProfile") + ws + "+)?" + ci("-Command") +
		"|" + ci("pwsh") + "(?:" + ci(".exe") + ")?" + ws + "+(?:" + ci("-NoProfile") + ws + "+)?" + ci("-Command") + ")" + ws + "+"
}

// lazyRegexp is a regular expression compiled when it is first used: a
// literal of it is static data, so the hook's start compiles nothing.
type lazyRegexp struct {
	once sync.Once
	expr func() string
	re   *regexp.Regexp
}

// get returns the compiled expression.
func (l *lazyRegexp) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.expr()) })
	return l.re
}

// geminiWrapper is geminiWrapperExpr, compiled on first use.
var geminiWrapper = lazyRegexp{expr: geminiWrapperExpr}

// GeminiRuns returns the text Gemini CLI runs for a run_shell_command
// command (see above), or an error when ozdesk cannot be sure of it: a
// `-c` wrapper's double-quoted rest that holds `"`, `\`, `$` or a
// backquote, which shell-quote's parse may read otherwise than by
// dropping the quotes.
func GeminiRuns(command string) (string, error) {
	var m string
	if geminiWrapperMayMatch(command) {
		m = geminiWrapper.get().FindString(command)
	}
	if m == "" {
		return strings.Trim(command, jsSpace), nil
	}
	rest := strings.Trim(command[len(m):], jsSpace)
	if len(rest) < 2 || !(rest[0] == '"' && rest[len(rest)-1] == '"' || rest[0] == '\'' && rest[len(rest)-1] == '\'') {
		return rest, nil
	}
	inner := rest[1 : len(rest)-1]
	if strings.HasSuffix(strings.Trim(m, jsSpace), "-c") && rest[0] == '"' && strings.ContainsAny(inner, "\"\\$`") {
		return "", errors.New("Gemini CLI reads a double-quoted " + strings.Trim(m, jsSpace) + " command with the shell-quote package before it runs it, and ozdesk cannot be sure how")
	}
	return inner, nil
}

// geminiWrapperMayMatch reports whether geminiWrapper may match command:
// every wrapper it matches is the first word (after JavaScript white
// space, up to the next) and ends, in ASCII letters of either case, in
// sh (sh, bash, zsh by any path, pwsh), .exe (cmd.exe, powershell.exe,
// pwsh.exe) or powershell. A command whose first word does not is
// answered without compiling the expression, which is most of what
// judging an ordinary command cost a Gemini CLI hook in protected mode
// (FuzzGeminiWrapperMayMatch holds that it never says no to a match).
func geminiWrapperMayMatch(command string) bool {
	word := strings.TrimLeft(command, jsSpace)
	if i := strings.IndexAny(word, jsSpace); i >= 0 {
		word = word[:i]
	}
	for _, end := range []string{"sh", ".exe", "powershell"} {
		if len(word) >= len(end) && strings.EqualFold(word[len(word)-len(end):], end) {
			return true
		}
	}
	return false
}
