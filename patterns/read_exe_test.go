package patterns

import "testing"

// exeCases: a program word ending in ".exe" is the program without it. CI
// run 36 found `…/bin/claude.exe plugin marketplace add ./m` allowed (the
// real Claude Code's npm package ships its binary as claude.exe) while
// `claude plugin marketplace add ./m` asks as guard-tamper.
var exeCases = []evalCase{
	ask("/opt/cc/node_modules/@anthropic-ai/claude-code/bin/claude.exe plugin marketplace add ./m", "cmd.guard-tamper"),
	ask("rm.exe -rf ~", "cmd.delete-home"),
	ask("git.EXE push --force origin main", "cmd.force-push"),
	ask("bash.exe -c 'rm -rf ~'", "cmd.delete-home"),
	allow("./build/app.exe --port 8080"),
	allow("go build -o app.exe ./cmd/app"),
}

func TestExeCases(t *testing.T) { runCases(t, exeCases) }
