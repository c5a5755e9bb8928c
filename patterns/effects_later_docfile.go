package patterns

import (
	"path"
	"strings"
)

// A document written among installed packages runs nothing (fx46c, rt45
// reasons: `cp /dev/null /usr/local/lib/node_modules/notes.md` was named
// runs-later, certain). Node, python and ruby load code and the files a
// package names (package.json, .pth, .py, .js, .rb, .so …), never a
// README: a file whose name ends in a documentation extension (.md,
// .markdown, .txt, .rst, .adoc) is no installed code, and its write is
// judged as any write outside the workdir (cmd.delete-outside's
// [overwrite-outside] when it replaces one). Only the last name counts:
// a file below a directory named so (`x.md/index.js`) is still code.

// docFileExts are the endings of documentation files no runtime loads.
var docFileExts = []string{".md", ".markdown", ".txt", ".rst", ".adoc"}

// installedDocFile reports whether the installed place p names a
// documentation file (above).
func installedDocFile(p string) bool {
	base := strings.ToLower(path.Base(p))
	if strings.ContainsAny(base, "*?[") {
		return false
	}
	for _, ext := range docFileExts {
		if strings.HasSuffix(base, ext) && len(base) > len(ext) {
			return true
		}
	}
	return false
}

// fx46cOutsideDoc is what DEFAULTS.md says of installedDocFile.
const fx46cOutsideDoc = " Decided (fx46c, rt45): a documentation file (`.md`, `.markdown`, `.txt`, `.rst`, `.adoc`) written among installed packages " +
	"(`cp /dev/null /usr/local/lib/node_modules/notes.md`) runs nothing later and is judged here as any file outside, not as code run later; every other file there still names the floor."
