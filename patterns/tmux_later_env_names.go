package patterns

import "strings"

// A variable tmux's global environment holds (`tmux setenv -g NAME V`)
// is in every shell and program a later pane of that server starts: the
// operator's windows too. It is judged by the policy's own lists of
// variables that make a program load or run code when set before it
// (isCodeEnvVar, the options variables and what loadsCode reads of their
// value, the module and library search paths, the variables whose value
// is a command), so the two never differ, and by the variables an
// interactive shell reads as it starts (PROMPT_COMMAND, PS1 with $(…),
// HOME and its start-up files, exported functions) (rt56b D4:
// `setenv -g PROMPT_COMMAND '. job'`, NODE_OPTIONS, PERL5OPT,
// LD_LIBRARY_PATH and HOME were allowed after B22's fix).

// tmuxStartupEnv reports whether setting name to the value words rest in
// tmux's global environment makes a later pane's shell or program load
// or run code; a name that is not a plain variable name may too
// (`BASH_ENV\=`: bash sees BASH_ENV with the value after the `=`).
func tmuxStartupEnv(name string, rest []Word) bool {
	if !envNameWord(name) || name == "PATH" || isCodeEnvVar(name) {
		return true
	}
	if libraryPathVars.get()[name] || modulePathVars.get()[name] || envRunsValue(name) || shellStartupVar(name) {
		return true
	}
	value, lit := "", true
	if len(rest) > 0 {
		value, lit = rest[0].Literal()
	}
	return loadsCode(name, value, lit)
}

// envNameWord reports whether name is a plain variable name: a letter or
// underscore, then letters, digits and underscores.
func envNameWord(name string) bool {
	for i, c := range name {
		switch {
		case c == '_', c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
		case c >= '0' && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return name != ""
}

// shellStartupVar reports whether an interactive shell started with the
// variable set runs code it names: its prompts (whose $(…) runs at each
// prompt), its options (xtrace with PS4), readline's and its start-up
// files found from HOME or XDG_CONFIG_HOME, and functions exported by
// name (BASH_FUNC_name%%).
func shellStartupVar(name string) bool {
	switch name {
	case "PROMPT_COMMAND", "PS0", "PS1", "PS2", "PS3", "PS4", "SHELLOPTS", "BASHOPTS", "INPUTRC",
		"HOME", "XDG_CONFIG_HOME", "ZDOTDIR", "ENV", "BASH_ENV", "FPATH", "HISTFILE":
		return true
	}
	return strings.HasPrefix(name, "BASH_FUNC_")
}
