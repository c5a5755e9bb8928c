package patterns

import "testing"

// tarPrintCases (rt44 §3): a tar create naming no archive file writes the
// archive to standard output, so a credentials tree archived so is
// printed; the same of the project's files is not.
var tarPrintCases = []evalCase{
	ask("tar -cO ~/.ssh | base64", "cmd.credentials"),
	ask("tar -cO ~/.aws | cat", "cmd.credentials"),
	ask("tar cz ~/.ssh | xxd", "cmd.credentials"),
	ask("tar -c ~/.aws", "cmd.credentials"),
	allow("tar -cO src | wc -c"),
	allow("tar -c dist | gzip > dist.tgz"),
}

func TestTarPrintCases(t *testing.T) { runCases(t, tarPrintCases) }
