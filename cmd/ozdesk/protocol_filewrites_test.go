package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestProtocolsSayFileWritesAndHardLinks: the README and every harness's
// PROTOCOL.md say that a file-tool write outside the project waits for
// the desk and that a hard-linked file asks, naming the tests that pin
// both (TestFileToolsRunLaterAndHome, TestHardLinkedWrites).
func TestProtocolsSayFileWritesAndHardLinks(t *testing.T) {
	files := []string{filepath.Join("..", "..", "README.md")}
	for _, h := range []string{"claude", "gemini", "opencode", "codex", "crush", "acp"} {
		files = append(files, filepath.Join("testdata", h, "PROTOCOL.md"))
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Join(strings.Fields(string(b)), " ")
		for _, want := range []string{"outside the project", "waits for the desk", "hard link", "TestHardLinkedWrites", "TestFileToolsRunLaterAndHome"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s does not say %q", f, want)
			}
		}
	}
}
