package patterns

import "strings"

// A script holding a NUL byte (rt54 M21): bash refuses a file it runs as
// binary only when it is an ELF file or a NUL stands on its first line
// (its first two after a #! line) within the 80 bytes it samples; past
// them it drops each NUL and runs the rest, and dash and bash's source
// drop them anywhere (`ozdesk queue approve 1` on line 1, `echo a<NUL>b`
// on line 2: bash ran line 1). A script a shell is handed is read with
// its NULs dropped; one run directly (./F, a package's .bin file) is
// left unread where bash would refuse it, a compiled program as often as
// a script.

// binarySampleMax is how many bytes bash samples for a NUL.
const binarySampleMax = 80

// scriptText is the text a shell runs of file bytes b: b with its NUL
// bytes dropped, or errScriptNUL where b is a compiled program (ELF),
// or, when direct (the file runs by its path), where bash refuses it as
// binary.
func scriptText(b []byte, direct bool) (string, error) {
	s := string(b)
	if strings.IndexByte(s, 0) < 0 {
		return s, nil
	}
	if strings.HasPrefix(s, "\x7fELF") || direct && binarySample(s) {
		return "", errScriptNUL
	}
	return strings.ReplaceAll(s, "\x00", ""), nil
}

// binarySample reports whether bash's check_binary_file takes s as
// binary: a NUL within its first binarySampleMax bytes before the end of
// the first line (the second when s starts with #!).
func binarySample(s string) bool {
	lines := 1
	if strings.HasPrefix(s, "#!") {
		lines = 2
	}
	for i := 0; i < len(s) && i < binarySampleMax; i++ {
		switch s[i] {
		case '\n':
			if lines--; lines == 0 {
				return false
			}
		case 0:
			return true
		}
	}
	return false
}
