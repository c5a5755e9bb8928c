package hookcall

import "testing"

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

// TestGeminiWrapperMayMatch: an ordinary command is answered without
// the wrapper's expression; every wrapper TestGeminiRuns strips is let
// through to it.
func TestGeminiWrapperMayMatch(t *testing.T) {
	for _, in := range []string{"git status && ls -la src | head -n 20", "ls -la", "  rm -rf ~", "x bash -c 'ls'", "bash", "ba\u017fh-c"} {
		if geminiWrapper.get().MatchString(in) && !geminiWrapperMayMatch(in) {
			t.Errorf("geminiWrapperMayMatch(%q) says no to a match", in)
		}
	}
	for _, in := range []string{"git status && ls -la src | head -n 20", "ls -la", "\u00a0touch x", "x bash -c 'ls'", "echo sh"} {
		if geminiWrapperMayMatch(in) {
			t.Errorf("geminiWrapperMayMatch(%q) = true, want false: its first word names no wrapper", in)
		}
	}
	for _, in := range []string{"bash -c 'rm -rf ~'", "Bash -C x", "/usr/bin/bash -c 'ls'", "\u00a0sh\u00a0-c\u00a0'x'", "cmd.exe /c x",
		"CMD.EXE /C x", "powershell -Command x", "pwsh.exe -NoProfile -Command x", "PowerShell.exe -noprofile -command x", "pwsh -Command x"} {
		if !geminiWrapperMayMatch(in) || !geminiWrapper.get().MatchString(in) {
			t.Errorf("geminiWrapperMayMatch(%q) = %v, the expression %v: both must match", in, geminiWrapperMayMatch(in), geminiWrapper.get().MatchString(in))
		}
	}
}

// FuzzGeminiWrapperMayMatch: the pre-check never says no where the
// wrapper's expression matches.
func FuzzGeminiWrapperMayMatch(f *testing.F) {
	for _, s := range []string{"bash -c 'ls'", "CMD.EXE /C x", "pwsh.exe -NoProfile -Command x", "\u3000sh\u2028-c\tx", "a/b/ZSH -c x", "ls", "powershell -Command x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if geminiWrapper.get().MatchString(s) && !geminiWrapperMayMatch(s) {
			t.Errorf("geminiWrapperMayMatch(%q) = false, yet the expression matches", s)
		}
	})
}
