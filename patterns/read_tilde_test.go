package patterns

import (
	"os/exec"
	"strings"
	"testing"
)

// TestReadTildeEndsAtColon: bash ends a word's tilde-prefix at the first
// / or :, so `-v ~:/h` mounts the home (`~:/h` is HOME:/h) and `~:` is
// HOME: (eff7c). Real bash says what each word expands to.
func TestReadTildeEndsAtColon(t *testing.T) {
	const home = "/home/op"
	tests := []struct{ word, want string }{
		{"~:/h", home + ":/h"},
		{"~:", home + ":"},
		{"~:~", home + ":~"},
		{"~/x:/y", home + "/x:/y"},
		{"~", home},
		{"a:~/x", "a:~/x"},
		{`"~":/x`, "~:/x"},
		{`\~:/x`, "~:/x"},
	}
	bash, _ := exec.LookPath("bash")
	for _, tt := range tests {
		w := Read("x " + tt.word).Parts[0].Words[1]
		var b strings.Builder
		for _, s := range w.Segs {
			switch {
			case s.Kind == SegTilde && s.Text == "":
				b.WriteString(home)
			case s.Kind == SegLit:
				b.WriteString(s.Text)
			default:
				b.WriteString("?")
			}
		}
		if b.String() != tt.want {
			t.Errorf("%s: read as %q, want %q", tt.word, b.String(), tt.want)
		}
		if bash == "" {
			continue
		}
		cmd := exec.Command(bash, "--norc", "--noprofile", "-c", "printf %s "+tt.word)
		cmd.Env = []string{"HOME=" + home, "PATH=/nonexistent"}
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("bash: %v", err)
		}
		if string(out) != tt.want {
			t.Errorf("%s: bash expands it to %q, the table says %q", tt.word, out, tt.want)
		}
	}
}
