package main

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestNoErrorRepeatsThePrefix: main prints every error after "ozdesk: ",
// so no error's text starts with "ozdesk " again ("ozdesk: ozdesk ask
// needs an agent", rt35k L1). It reads the errors the sources build.
func TestNoErrorRepeatsThePrefix(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	bad := regexp.MustCompile(`(usagef\([^\n]*?, |Errorf\(|errors\.New\()"ozdesk [a-z]`)
	for _, f := range files {
		if filepath.Ext(f) != ".go" || len(f) > 8 && f[len(f)-8:] == "_test.go" {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range bad.FindAll(src, -1) {
			t.Errorf("%s: an error starts with the prefix main adds: %s", f, m)
		}
	}
}
