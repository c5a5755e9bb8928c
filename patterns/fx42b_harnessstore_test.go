package patterns

import "testing"

// fx42bHarnessStoreCases (fx42b, rt41 allowed 5): a harness hands its
// environment to the hook it runs, so ozdesk's store or configuration set
// for it is the hook's --db or --config (guard-tamper); set earlier in the
// line, or not literal, it is not known what judges (unreadable).
var fx42bHarnessStoreCases = []evalCase{
	ask(`env OZDESK_DB=/tmp/empty.db claude -p 'rm -rf ~'`, "cmd.guard-tamper"),
	ask(`OZDESK_DB=/tmp/empty.db codex exec 'rm -rf ~'`, "cmd.guard-tamper"),
	ask(`OZDESK_CONFIG=/tmp/c.yaml gemini -p hi`, "cmd.guard-tamper"),
	ask(`export OZDESK_DB=x; claude`, "cmd.unreadable"),
	ask(`OZDESK_DB="$X" claude -p hi`, "cmd.unreadable"),
	ask(`OZDESK_BASH=/tmp/sh opencode run hi`, "cmd.unreadable"),
	allow(`claude -p 'fix the tests'`),
	allow(`OZDESK_DB=/tmp/x.db ls`),
}

func TestFx42bHarnessStore(t *testing.T) { runCases(t, fx42bHarnessStoreCases) }
