package hookcall

import (
	"regexp"
	"strings"
	"testing"
)

// TestGeminiRuns: the text Gemini CLI runs for a run_shell_command
// command, as its stripShellWrapper makes it (rt18h #3).
func TestGeminiRuns(t *testing.T) {
	tests := []struct {
		in, want string
		unsure   bool
	}{
		{in: "ls -la", want: "ls -la"},
		{in: "  ls\n", want: "ls"},
		{in: "\u00a0touch x", want: "touch x"},
		{in: "\ufeffrm -rf ~\u2028", want: "rm -rf ~"},
		{in: "\u3000rm -rf ~", want: "rm -rf ~"},
		{in: "bash -c 'echo x' '; id > f #'", want: "echo x' '; id > f #"},
		{in: "bash -c 'rm -rf ~'", want: "rm -rf ~"},
		{in: "BASH -c 'rm -rf ~'", want: "rm -rf ~"},
		{in: "Bash -C 'rm -rf ~'", want: "rm -rf ~"},
		{in: "/usr/bin/bash -c 'ls'", want: "ls"},
		{in: "sh -c ls", want: "ls"},
		{in: "zsh -c  \"ls -la\"", want: "ls -la"},
		{in: "\u00a0sh\u00a0-c\u00a0'rm -rf ~'", want: "rm -rf ~"},
		{in: "cmd.exe /c 'id > f'", want: "id > f"},
		{in: "CMD.EXE /C rm -rf ~", want: "rm -rf ~"},
		{in: "powershell -Command 'rm -rf ~'", want: "rm -rf ~"},
		{in: "pwsh.exe -NoProfile -Command 'rm -rf ~'", want: "rm -rf ~"},
		{in: "PowerShell.exe -noprofile -command \"rm -rf ~\"", want: "rm -rf ~"},
		{in: "pwsh -Command \"a $b\"", want: "a $b"},
		{in: "bash -c \"echo $HOME\"", unsure: true},
		{in: "sh -c \"a\" \"b\"", unsure: true},
		{in: "dash -c 'ls'", want: "dash -c 'ls'"},
		{in: "ba\u017fh -c 'ls'", want: "ba\u017fh -c 'ls'"},
		{in: "bash -lc 'ls'", want: "bash -lc 'ls'"},
		{in: "bash -c", want: "bash -c"},
		{in: "bash -c '", want: "'"},
		{in: "x bash -c 'ls'", want: "x bash -c 'ls'"},
	}
	for _, tt := range tests {
		got, err := GeminiRuns(tt.in)
		if (err != nil) != tt.unsure || err == nil && got != tt.want {
			t.Errorf("GeminiRuns(%q) = %q, %v; want %q (unsure %v)", tt.in, got, err, tt.want, tt.unsure)
		}
	}
}

// geminiWrapperExpr is stripShellWrapper's pattern as a regular
// expression, its /i flag spelt out as ASCII classes (JavaScript's /i
// without u folds no other letter into them; Go's (?i) would fold ſ into
// s and K into k): what geminiWrapper, written without regexp, must match.
func geminiWrapperExpr() *regexp.Regexp {
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
	return regexp.MustCompile("^" + ws + "*(?:(?:(?:" + nonWS + "+/)?(?:" + ci("sh") + "|" + ci("bash") + "|" + ci("zsh") + "))" + ws + "+" + ci("-c") +
		"|" + ci("cmd.exe") + ws + "+" + ci("/c") +
		"|" + ci("powershell") + "(?:" + ci(".exe") + ")?" + ws + "+(?:" + ci("-NoProfile") + ws + "+)?" + ci("-Command") +
		"|" + ci("pwsh") + "(?:" + ci(".exe") + ")?" + ws + "+(?:" + ci("-NoProfile") + ws + "+)?" + ci("-Command") + ")" + ws + "+")
}

// geminiWrapperSeeds are wrappers and near misses.
var geminiWrapperSeeds = []string{"git status && ls -la src | head -n 20", "ls -la", "  rm -rf ~", "x bash -c 'ls'", "bash", "ba\u017fh -c x",
	"bash -c 'rm -rf ~'", "Bash -C x", "/usr/bin/bash -c 'ls'", "\u00a0sh\u00a0-c\u00a0'x'", "cmd.exe /c x", "CMD.EXE /C x",
	"powershell -Command x", "pwsh.exe -NoProfile -Command x", "PowerShell.exe -noprofile -command x", "pwsh -Command x",
	"/sh -c x", "//sh -c x", "a/b/ZSH -c x", "\u3000sh\u2028-c\tx", "bash -c", "bash -c ", "bash  -c\t\t x", "bash -cx y",
	"powershell -NoProfile x", "powershell -NoProfile", "pwsh.exe\u2029-Command\ufeffx", "cmd.exe/c x", "cmdxexe /c x",
	"\xffsh -c x", "a/\xff/bash -c x", "bash\xa0-c x", "s\u212a -c x", "echo sh", "sh -c -c x", "zsh\v-C\fy"}

// TestGeminiWrapperAsTheExpression: geminiWrapper matches what
// stripShellWrapper's expression matches, the same text.
func TestGeminiWrapperAsTheExpression(t *testing.T) {
	re := geminiWrapperExpr()
	for _, in := range geminiWrapperSeeds {
		if got, want := geminiWrapper(in), re.FindString(in); got != want {
			t.Errorf("geminiWrapper(%q) = %q, the expression %q", in, got, want)
		}
	}
}

// FuzzGeminiWrapper: geminiWrapper matches what the expression matches.
func FuzzGeminiWrapper(f *testing.F) {
	for _, s := range geminiWrapperSeeds {
		f.Add(s)
	}
	re := geminiWrapperExpr()
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := geminiWrapper(s), re.FindString(s); got != want {
			t.Errorf("geminiWrapper(%q) = %q, the expression %q", s, got, want)
		}
	})
}
