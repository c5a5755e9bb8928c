package screenshots

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// byteCount is the jargon a cut no longer shows ("… +37 B", "… +1.0 MB").
var byteCount = regexp.MustCompile(`\+[0-9][0-9,.]* [kMGTPE]?B\b`)

// TestRailHintsWrap: at 80x24 the editor's guard-rail words are prose and
// wrap onto the next lines instead of being cut: the hint's and the
// message's last words are on the screen, and nothing counts hidden bytes.
func TestRailHintsWrap(t *testing.T) {
	var sc scene
	for _, s := range scenes {
		if s.name == "editor_rail_refusing" {
			sc = s
		}
	}
	d := openScene(t, sc, 80, 24)
	scr := d.Screen()
	defer scr.Close()
	text := scr.Text()
	flat := strings.Join(strings.Fields(text), " ")
	for _, want := range []string{
		"ozdesk policy egress add HOST",
		"cannot be read",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("the rail's words end %q, not on the screen:\n%s", want, text)
		}
	}
	if m := byteCount.FindString(text); m != "" {
		t.Errorf("the screen counts hidden bytes (%q):\n%s", m, text)
	}
}

// TestGoldensCountNoBytes: no screen the tests draw (the desk's, the
// screenshots' and the cards' goldens) says "+N B" where it cuts text.
func TestGoldensCountNoBytes(t *testing.T) {
	for _, root := range []string{"testdata", "../tui/testdata", "../cards/testdata"} {
		err := filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() || !strings.HasSuffix(path, ".golden") {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, l := range strings.Split(string(b), "\n") {
				if byteCount.MatchString(l) {
					t.Errorf("%s: cut with a byte count: %q", path, strings.TrimSpace(l))
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
