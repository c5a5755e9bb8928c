package patterns

import (
	"strings"
	"testing"
)

// FuzzGitHookCall: any command line's git parts are read for the hooks
// they run without a panic; each hook named is one githooks(5) names, a
// -c core.hooksPath read is text of the line, and --no-verify keeps
// commit's pre-commit unread.
func FuzzGitHookCall(f *testing.F) {
	f.Add("git commit -m x")
	f.Add("git -c core.hooksPath=.husky/_ commit -n -m x")
	f.Add("GIT_DIR=evil/.git git -C d --git-dir=x push --no-verify")
	f.Add("git --no-optional-locks status")
	f.Add("GIT_CONFIG_COUNT=1 git -c \"$X\" worktree add ../w")
	f.Add("git --config-env=core.hooksPath=H am --no-verify p.patch")
	f.Fuzz(func(t *testing.T, line string) {
		if len(line) > 4096 {
			return
		}
		for _, p := range Read(line).Parts {
			if p.Program != "git" {
				continue
			}
			call, ok := readGitHookCall(p, "/w")
			if !ok {
				continue
			}
			for _, h := range call.hooks {
				if !strings.Contains(gitHookNames, " "+h+" ") {
					t.Fatalf("%q: hook %q is none of git's", line, h)
				}
			}
			if call.hooksSet && !strings.Contains(strings.ToLower(line), "hookspath") {
				t.Fatalf("%q: core.hooksPath %q read from a line that does not name it", line, call.hooksPath)
			}
			if call.sub == "commit" && strings.Contains(line, " --no-verify") && len(p.Words) == 3 && contains(call.hooks, "pre-commit") {
				t.Fatalf("%q: --no-verify still reads pre-commit", line)
			}
		}
	})
}

// gitHookNames are the hooks githooks(5) names, blank-separated.
const gitHookNames = " applypatch-msg pre-applypatch post-applypatch pre-commit pre-merge-commit prepare-commit-msg commit-msg post-commit pre-rebase post-checkout post-merge pre-push reference-transaction pre-auto-gc post-rewrite sendemail-validate post-index-change "

// FuzzGitConfigKey: any configuration text is read for core.hooksPath
// without a panic; a value found comes from a text that names the key.
func FuzzGitConfigKey(f *testing.F) {
	f.Add("[core]\n\thooksPath = .husky/_\n")
	f.Add("[core \"x\"]\n\thooksPath = /nowhere\n[includeIf \"gitdir:/x/\"]\n\tpath = a.cfg\n")
	f.Add("[core] hooksPath = \"a b\" # c\n")
	f.Add("[core\nhooksPath=x")
	f.Fuzz(func(t *testing.T, text string) {
		steps, _ := gitConfigKeySteps(text, "core", "hooksPath", false)
		for _, st := range steps {
			if !st.include && st.val != "" && !strings.Contains(strings.ToLower(text), "hookspath") {
				t.Fatalf("core.hooksPath %q read from a text that does not name it", st.val)
			}
			if st.include && !strings.Contains(strings.ToLower(text), "path") {
				t.Fatalf("an include read from a text that names no path")
			}
		}
	})
}
