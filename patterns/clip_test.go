package patterns

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
	"testing"
)

// TestClipCommand: a command longer than the reader reads is carried as
// its head and tail around a line naming its length and hash; that text
// is small, and the reader reads it as the whole command's size limit,
// whatever the head and tail spell (here an allowed ls, and a quote the
// tail closes); a command within the limit is carried as it is.
func TestClipCommand(t *testing.T) {
	long := "ls " + strings.Repeat("a", DefaultMaxBytes) // allowed, were it read
	quoted := "echo '" + strings.Repeat("x", DefaultMaxBytes) + "; rm -rf ~; " + strings.Repeat("y", DefaultMaxBytes) + "'"
	wide := strings.Repeat("é", DefaultMaxBytes) // two bytes a rune: the cuts fall between runes
	for _, c := range []struct {
		name    string
		cmd     string
		clipped bool
	}{
		{"short", "ls -la", false},
		{"at the limit", strings.Repeat("a", DefaultMaxBytes), false},
		{"over the limit", long, true},
		{"quoted over the limit", quoted, true},
		{"runes of two bytes", wide, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			text := ClipCommand(c.cmd)
			if !c.clipped {
				if text != c.cmd {
					t.Fatalf("a command within the limit changed: %q", text)
				}
				if _, clipped := ClippedBytes(text); clipped {
					t.Fatal("a command within the limit reads as clipped")
				}
				return
			}
			if len(text) > 2*ClipKeepBytes+200 {
				t.Errorf("the clipped text is %d bytes, over its ends and a line", len(text))
			}
			sum := sha256.Sum256([]byte(c.cmd))
			if !strings.Contains(text, hex.EncodeToString(sum[:])) {
				t.Errorf("the clipped text does not name the command's SHA-256: %q", text[ClipKeepBytes-10:ClipKeepBytes+150])
			}
			if !strings.HasPrefix(c.cmd, text[:ClipKeepBytes-1]) || !strings.HasSuffix(c.cmd, text[len(text)-ClipKeepBytes+1:]) {
				t.Error("the clipped text does not keep the command's head and tail")
			}
			if n, clipped := ClippedBytes(text); !clipped || n != len(c.cmd) {
				t.Errorf("ClippedBytes = %d, %v; want %d, true", n, clipped, len(c.cmd))
			}
			cmd := Read(text)
			if len(cmd.Parts) != 0 || len(cmd.Unreadable) != 1 || cmd.Unreadable[0].Code != UnreadableSize {
				t.Fatalf("the clipped text reads as %d parts, %+v; want no part and the size limit", len(cmd.Parts), cmd.Unreadable)
			}
			if want := strconv.Itoa(len(c.cmd)) + " bytes long"; !strings.Contains(cmd.Unreadable[0].Detail, want) {
				t.Errorf("the detail %q does not say %q", cmd.Unreadable[0].Detail, want)
			}
		})
	}
}

// TestClippedLineAlone: the line alone, or a line whose length is not a
// number, still makes a text unreadable (it can only make a command asked
// about), and says no length it cannot read.
func TestClippedLineAlone(t *testing.T) {
	for _, src := range []string{
		"ls" + clipMark + "12 bytes, sha256 00; x]\nls",
		"ls" + clipMark + "lots bytes, sha256 00]\nls",
		"ls" + clipMark,
		"ls" + clipMark + "99999999999999999999 bytes, sha256 00]",
	} {
		cmd := Read(src)
		if len(cmd.Parts) != 0 || len(cmd.Unreadable) != 1 || cmd.Unreadable[0].Code != UnreadableSize {
			t.Errorf("%q reads as %d parts, %+v; want the size limit", src, len(cmd.Parts), cmd.Unreadable)
		}
	}
}

// FuzzClipCommand: every command over the limit clips to a small text the
// reader finds unreadable by size, naming its length (unless it holds
// the line itself); ClippedBytes never panics on any text.
func FuzzClipCommand(f *testing.F) {
	f.Add("ls", 1)
	f.Add("echo 'é", 3)
	f.Add("a"+clipMark+"5 bytes", 1)
	f.Fuzz(func(t *testing.T, s string, reps int) {
		_, _ = ClippedBytes(s)
		if s == "" || reps <= 0 {
			return
		}
		long := strings.Repeat(s, DefaultMaxBytes/len(s)+1+reps%3)
		text := ClipCommand(long)
		if len(text) > 2*ClipKeepBytes+200 {
			t.Fatalf("clipped to %d bytes", len(text))
		}
		// A command holding the line itself may name another length:
		// it is unreadable all the same.
		if n, clipped := ClippedBytes(text); !clipped || n != len(long) && !strings.Contains(long, clipMark) {
			t.Fatalf("ClippedBytes = %d, %v; want %d", n, clipped, len(long))
		}
		if cmd := Read(text); len(cmd.Parts) != 0 || len(cmd.Unreadable) != 1 || cmd.Unreadable[0].Code != UnreadableSize {
			t.Fatalf("read as %+v", cmd.Unreadable)
		}
	})
}
