package harness

import (
	"bufio"
	"errors"
	"os"
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns"
)

// TestCodexReadIfAsRead: the Codex hook's checks of a command read only
// as far as they need (patterns.ReadIf with codexReadsWhole) answer as
// they do on the command read whole: the typed and stream programs
// refused, and the text judged for an apply_patch, error and all. Over
// the corpus's commands and lines that run apply_patch, hide it or
// make links.
func TestCodexReadIfAsRead(t *testing.T) {
	lines := []string{
		"git status && ls -la src | head -n 20",
		"apply_patch <<'EOF'\n*** Begin Patch\n*** Add File: a.txt\n+x\n*** End Patch\nEOF",
		"cd src && apply_patch <<< '*** Begin Patch\n*** Delete File: /srv/other/x\n*** End Patch'",
		"apply_patch '*** Begin Patch\n*** Add File: b\n+x\n*** End Patch'",
		"cat p.diff | apply_patch", `apply_patch "$P"`, "bash -c 'apply_patch x'",
		"exec -a apply_patch ls", `exec -a "$N" ls`, "exec -a ls apply_patch",
		"codex --codex-run-as-apply-patch '*** Begin Patch\n*** Add File: c\n+x\n*** End Patch'",
		"env --codex-run-as-apply-patch x", "ln -s /dev/tty t && bash <> t", "ssh host", "scp -t ~",
	}
	f, err := os.Open("../../patterns/testdata/corpus.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<16), 1<<20)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) == 6 && !strings.HasPrefix(cols[0], "#") && cols[0] != "family" && !strings.Contains(cols[4], `\`) {
			lines = append(lines, cols[4])
		}
	}
	if len(lines) < 1000 {
		t.Fatalf("only %d lines read from the corpus", len(lines))
	}
	errText := func(err error) string {
		if err == nil {
			return ""
		}
		return err.Error() + map[bool]string{true: " (run name)"}[errors.Is(err, errRunName)]
	}
	whole := 0
	for _, src := range lines {
		full := patterns.Read(src)
		read := patterns.ReadIf(src, codexReadsWhole)
		if read != nil {
			whole++
		}
		typed, stream := stdinProgramsOf(read)
		wantTyped, wantStream := stdinProgramsOf(full)
		judged, err := codexPatchJudged(src, read)
		wantJudged, wantErr := codexPatchJudged(src, full)
		if typed != wantTyped || stream != wantStream || judged != wantJudged || errText(err) != errText(wantErr) {
			t.Errorf("%q: read as needed %q %q %q %v; read whole %q %q %q %v", src, typed, stream, judged, err, wantTyped, wantStream, wantJudged, wantErr)
		}
	}
	if whole == 0 || whole == len(lines) {
		t.Errorf("%d of %d lines read whole: the shorter reading is never, or always, enough", whole, len(lines))
	}
}
