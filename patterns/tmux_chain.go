package patterns

import "strings"

// tmux runs a list of commands given on one line, separated by a `;`
// word (`tmux ls \; set-hook -g alert-bell 'run-shell …'`) or ended by a
// word that ends in `;` (`tmux ls\; …`); `\;` as the word is an argument
// `;`, not a separator. Each command of the list does what it does alone,
// so each is judged as if it stood alone and the part takes the worst
// (rt56b D19: the second command's set-hook, setenv -g BASH_ENV and
// set -g default-command were allowed after any first command).

// tmuxChain splits the words after `tmux` into its commands: the first
// with tmux's own options before it, the separators left out.
func tmuxChain(args []Word) [][]Word {
	var out [][]Word
	start := 0
	for i, w := range args {
		v, ok := w.Literal()
		if !ok {
			continue
		}
		switch {
		case v == ";":
			out = append(out, args[start:i])
			start = i + 1
		case strings.HasSuffix(v, ";") && !strings.HasSuffix(v, `\;`):
			out = append(out, args[start:i+1])
			start = i + 1
		}
	}
	return append(out, args[start:])
}
