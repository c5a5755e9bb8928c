package patterns

import (
	"strings"
	"testing"
)

// FuzzFx52bFileReaders reads any text as a program file and a makefile
// without a panic: every command found is a substring-built text of the
// file, and a file that never names ozdesk yields no program command.
func FuzzFx52bFileReaders(f *testing.F) {
	for _, s := range fx52bFiles {
		f.Add(s)
	}
	f.Add("X := $(shell a $(shell b) ${shell c})\nY != d\n\t$(shell")
	f.Add("`\"'ozdesk")
	f.Fuzz(func(t *testing.T, text string) {
		body, _ := ozdeskLines(text)
		if !strings.Contains(text, "ozdesk") && body != "" {
			t.Fatalf("%q: no ozdesk, yet %q", text, body)
		}
		_, _ = makeParseTime(text)
		for _, c := range makeShellCalls(text) {
			if !strings.Contains(text, c) {
				t.Fatalf("%q: $(shell) command %q is not in the text", text, c)
			}
		}
	})
}
