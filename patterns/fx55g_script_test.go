package patterns

import (
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// fx55g (rt54 M12, M19, M25): where a runner's script is found, and a
// script that does not parse.

// fx55gFiles are the files, by path under the test's root: the home is
// ROOT/home, the project ROOT/home/proj, ROOT/tmp a directory outside it.
var fx55gFiles = map[string]string{
	"home/proj/x.sh": "ozdesk queue approve 6\n",
	"home/proj/h.sh": "echo hello\n",
	"home/proj/--":   "echo a file named --\n",
	// M19: a syntax error after the commands bash runs first
	"home/proj/f12":   "ozdesk queue approve 12\n(\n",
	"home/proj/ffi":   "echo start\nozdesk queue approve 12\nfi\n",
	"home/proj/fif":   "ozdesk queue approve 12\nif true; then\n  echo x\n",
	"home/proj/fpy":   "#!/bin/sh\nozdesk queue approve 12\nsystem(\"x\")\n",
	"home/proj/fhd":   "cat <<EOF\nok\nEOF\nozdesk queue approve 12\n}\n",
	"home/proj/flate": "(\nozdesk queue approve 12\n",
	"home/proj/hbad":  "echo hello\n(\n",
	"home/proj/hfi":   "echo hello\nif true; then\n  echo x\n",
	"tmp/t.sh":        "ozdesk queue approve 6\n",
}

// fx55gCases: the command (run in ROOT/home/proj; ROOT written as
// @ROOT@), the rule that must ask ("" for allowed) and a piece of its
// reason.
var fx55gCases = []struct{ cmd, rule, reason string }{
	// M12: `--` ends source's options; the script is the word after it
	{"source -- x.sh", guardTamperRule, "x.sh runs"},
	{". -- x.sh", guardTamperRule, "x.sh runs"},
	{"source -- ./x.sh", guardTamperRule, "x.sh runs"},
	{". -- x.sh a b", guardTamperRule, "x.sh runs"},
	{"builtin source -- x.sh", guardTamperRule, "x.sh runs"},
	{"command . -- x.sh", guardTamperRule, "x.sh runs"},
	{"source -- h.sh", "", ""},
	{". -- h.sh", "", ""},
	{". --", "", ""}, // bash sources the file named -- (here harmless)
	{"source h.sh --", "", ""},
	// M19: bash runs every command before a syntax error
	{"bash f12", guardTamperRule, "f12 runs"},
	{"source f12", guardTamperRule, "f12 runs"},
	{"sh f12", guardTamperRule, "f12 runs"},
	{"bash < f12", guardTamperRule, "f12"},
	{"bash ffi", guardTamperRule, "ffi runs"},
	{"bash fif", guardTamperRule, "fif runs"},
	{"./fpy", guardTamperRule, "fpy runs"},
	{"bash fhd", guardTamperRule, "fhd runs"},
	{"bash flate", "", ""}, // the error on line 1: bash runs nothing
	{"bash hbad", "", ""},
	{"bash hfi", "", ""},
	{"source hbad", "", ""},
	// M25: a script run by its absolute path is read as ./F is
	{"@ROOT@/home/proj/x.sh", guardTamperRule, "x.sh runs"},
	{"@ROOT@/tmp/t.sh a b", guardTamperRule, "t.sh runs"},
	{"cd /; @ROOT@/home/proj/x.sh", guardTamperRule, "x.sh runs"},
	{"@ROOT@/home/proj/h.sh", "", ""},
	{"@ROOT@/home/proj/missing.sh", "", ""},
}

// TestRunsByPath: which program words name a file whose body is read
// (rt54 M25): relative paths with a slash, and absolute ones outside the
// system's own directories of programs.
func TestRunsByPath(t *testing.T) {
	for _, c := range []struct {
		word string
		want bool
	}{
		{"./x.sh", true},
		{"bin/x", true},
		{"/tmp/x", true},
		{"/home/op/proj/x.sh", true},
		{"/opt/tool/run.sh", true},
		{"x.sh", false},
		{"/usr/bin/env", false},
		{"/usr/local/bin/foo", false},
		{"/bin/ls", false},
		{"/sbin/reboot", false},
		{"/lib64/ld-linux-x86-64.so.2", false},
		{"/etc/init.d/ssh", false},
		{"/nix/store/abc-bash/bin/bash", false},
	} {
		if got := runsByPath(c.word); got != c.want {
			t.Errorf("runsByPath(%q) = %v, want %v", c.word, got, c.want)
		}
	}
}

// TestScriptFoundAndRead checks fx55gCases over real files, and that
// without them each ask goes.
func TestScriptFoundAndRead(t *testing.T) { checkDiskScripts(t, fx55gFiles, fx55gCases) }

// TestParsedPrefix checks the part of a script bash runs before a syntax
// error.
func TestParsedPrefix(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"echo a\n", "echo a\n"},
		{"echo a\n(\n", "echo a\n"},
		{"echo a\necho b\nfi\necho c\n", "echo a\necho b\n"},
		{"echo a\nif true; then\n echo b\n", "echo a\n"},
		{"(\necho a\n", ""},
		{"echo a; )\n", ""},
		{"cat <<EOF\nx\nEOF\n}\n", "cat <<EOF\nx\nEOF\n"},
		{"echo 'a\nb' )\n", ""},
		{"", ""},
	} {
		if got := parsedPrefix(c.text); got != c.want {
			t.Errorf("parsedPrefix(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// FuzzParsedPrefix checks that what parsedPrefix keeps is a prefix of
// the script that parses.
func FuzzParsedPrefix(f *testing.F) {
	for _, s := range []string{"echo a\n(\n", "a\nif x; then\n", "cat <<E\nx\nE\n}\n", "x\n\"\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		got := parsedPrefix(text)
		if !strings.HasPrefix(text, got) {
			t.Fatalf("parsedPrefix(%q) = %q, not a prefix", text, got)
		}
		if got != "" {
			if _, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(got), ""); err != nil {
				t.Fatalf("parsedPrefix(%q) = %q, which does not parse: %v", text, got, err)
			}
		}
	})
}
