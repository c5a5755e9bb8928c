package patterns

import "strings"

// Shell integration (rt23d #10, fx28e3): every setup README tells the
// user to run a tool's own shell code in the shell, `eval "$(ssh-agent
// -s)"`, `eval "$(direnv hook bash)"`, `eval "$(pyenv init -)"`, `source
// <(kubectl completion bash)`. eval and source of a substitution are
// unreadable (the text is made when the line runs), but for the
// generators below the text is the tool's own integration, printed by the
// tool from its own data: variables (SSH_AUTH_SOCK, PATH for shims),
// prompt hooks and completion functions. A substitution that is exactly
// one of them, with nothing but the listed words, is not unreadable; the
// generator itself is still read as a part (and judged as any part is:
// rebound earlier in the line, shadowed on PATH). Anything else, a tool
// the table lacks, another argument, a quote, a variable, a pipe, a path
// to the program, stays unreadable.

// shellInitTable maps a generator's program to the argument lists it
// accepts; "SHELL" stands for a shell's name.
var shellInitTable = lazy[map[string][][]string]{build: buildShellInitTable}

// buildShellInitTable builds [shellInitTable].
func buildShellInitTable() map[string][][]string {
	initDash := [][]string{{"init", "-"}, {"init", "-", "SHELL"}, {"init", "--path"}}
	completion := [][]string{{"completion", "SHELL"}, {"completion"}}
	return map[string][][]string{
		"ssh-agent": {{}, {"-s"}},
		"direnv":    {{"hook", "SHELL"}},
		"pyenv":     {{"init", "-"}, {"init", "-", "SHELL"}, {"init", "--path"}, {"virtualenv-init", "-"}},
		"rbenv":     initDash, "nodenv": initDash, "goenv": initDash, "jenv": initDash, "plenv": initDash,
		"starship":   {{"init", "SHELL"}, {"init", "SHELL", "--print-full-init"}},
		"zoxide":     {{"init", "SHELL"}},
		"atuin":      {{"init", "SHELL"}},
		"mcfly":      {{"init", "SHELL"}},
		"mise":       {{"activate", "SHELL"}, {"activate"}},
		"rtx":        {{"activate", "SHELL"}},
		"fnm":        {{"env"}, {"env", "--use-on-cd"}, {"env", "--shell", "SHELL"}, {"env", "--use-on-cd", "--shell", "SHELL"}},
		"brew":       {{"shellenv"}, {"shellenv", "SHELL"}},
		"opam":       {{"env"}},
		"luarocks":   {{"path"}},
		"conda":      {{"shell.bash", "hook"}, {"shell.zsh", "hook"}},
		"micromamba": {{"shell", "hook", "--shell", "SHELL"}, {"shell", "hook", "-s", "SHELL"}},
		"dircolors":  {{}, {"-b"}},
		"thefuck":    {{"--alias"}},
		"fzf":        {{"--bash"}, {"--zsh"}, {"--fish"}},
		"kubectl":    completion, "helm": completion, "npm": completion, "pnpm": completion,
		"docker": completion, "minikube": completion, "kind": completion, "k3d": completion,
		"gh":      {{"completion", "-s", "SHELL"}, {"completion", "--shell", "SHELL"}},
		"rustup":  {{"completions", "SHELL"}},
		"poetry":  {{"completions", "SHELL"}},
		"pip":     {{"completion", "--bash"}, {"completion", "--zsh"}},
		"uv":      {{"generate-shell-completion", "SHELL"}},
		"deno":    {{"completions", "SHELL"}},
		"bun":     {{"completions"}},
		"kubeadm": completion, "eksctl": completion, "stern": completion,
	}
}

// shellInitShell reports whether word names a shell a generator is asked
// for (a switch, not a map: the package's initialisers build nothing).
func shellInitShell(word string) bool {
	switch word {
	case "bash", "zsh", "sh", "fish", "posix":
		return true
	}
	return false
}

// shellIntegration reports whether w is exactly one substitution, `$(…)`,
// backquotes or `<(…)`, whose command is a generator of the table with
// plain words only.
func shellIntegration(w Word) bool {
	if len(w.Segs) != 1 || w.Segs[0].Kind != SegSubst {
		return false
	}
	src := w.Segs[0].Text
	var inner string
	switch {
	case strings.HasPrefix(src, "$(") && !strings.HasPrefix(src, "$((") && strings.HasSuffix(src, ")"):
		inner = src[2 : len(src)-1]
	case strings.HasPrefix(src, "<(") && strings.HasSuffix(src, ")"):
		inner = src[2 : len(src)-1]
	case len(src) > 1 && strings.HasPrefix(src, "`") && strings.HasSuffix(src, "`"):
		inner = src[1 : len(src)-1]
	default:
		return false
	}
	fields := strings.Fields(inner)
	if len(fields) == 0 {
		return false
	}
	for _, f := range fields {
		if !plainInitWord(f) {
			return false
		}
	}
	forms, ok := shellInitTable.get()[fields[0]]
	if !ok {
		return false
	}
	for _, form := range forms {
		if initFormMatches(form, fields[1:]) {
			return true
		}
	}
	return false
}

// initFormMatches reports whether args are the form's words.
func initFormMatches(form, args []string) bool {
	if len(form) != len(args) {
		return false
	}
	for i, f := range form {
		switch {
		case f == "SHELL":
			if !shellInitShell(args[i]) {
				return false
			}
		case f != args[i]:
			return false
		}
	}
	return true
}

// plainInitWord reports whether s is a word the shell leaves as it is:
// letters, digits and - . _ only (no path, quote, expansion or operator).
func plainInitWord(s string) bool {
	for _, c := range s {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '-', c == '.', c == '_':
		default:
			return false
		}
	}
	return true
}
