package cards

import (
	"strings"

	"ozdesk.dev/ozdesk/patterns"
)

// configFileWords says what a part that reads a configuration file the
// command does not show is: KUBECONFIG=/tmp/k kubectl, ssh -F /tmp/cfg,
// cargo --config /tmp/c.toml. The reader marks such a part foreign-code
// (what runs is in a file, not in the words), but it runs no code in
// another language, and "python -c, node -e" misleads the person
// deciding.
const configFileWords = "a program reads a configuration file that can run programs"

// unreadableSaid is UnreadableWords for one thing that cannot be read,
// told apart by its detail: a foreign-code part whose detail says it
// reads a configuration (the reader's sentences for a configuration file
// or directory given by an option or the environment: effects_optconfig.go,
// effects_envcode_config.go) is said as configFileWords.
func unreadableSaid(code patterns.UnreadableCode, detail string) string {
	if code == patterns.UnreadableForeignCode && readsConfig(detail) {
		return configFileWords
	}
	return UnreadableWords(code)
}

// readsConfig reports whether a foreign-code detail says the part reads a
// configuration ("… read a configuration file …", "… reads an ssh
// configuration …", "… read its configuration …").
func readsConfig(detail string) bool {
	for _, s := range []string{"read a configuration", "reads a configuration", "reads an ssh configuration", "read its configuration"} {
		if strings.Contains(detail, s) {
			return true
		}
	}
	return false
}
