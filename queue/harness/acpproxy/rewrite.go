package acpproxy

import (
	"strings"

	"ozdesk.dev/ozdesk/queue/harness"
)

// Rewrites returns how the agent that argv starts rewrites a shell
// command before it runs it, for [Config.Rewrite]: Gemini CLI runs
// [harness.GeminiRuns] of its command (it strips a leading `bash -c`,
// `cmd.exe /c` … and Unicode spaces), while the title of its permission
// request shows the command as the model sent it (rt18h #3). That reading
// is also taken for an agent no word of argv names (a launcher script may
// start Gemini CLI): judging both texts only adds to what is judged.
// Only an agent argv names as Codex gets nil.
func Rewrites(argv []string) func(string) (string, error) {
	known := ""
	for i, a := range argv {
		words := []string{a}
		if i > 0 && shellScript(argv[0], argv[i-1]) {
			words = strings.Fields(a)
		}
		for _, w := range words {
			switch agentProgram(w) {
			case "gemini":
				return harness.GeminiRuns
			case "codex":
				known = "codex"
			}
		}
	}
	if known != "" {
		return nil
	}
	return harness.GeminiRuns
}
