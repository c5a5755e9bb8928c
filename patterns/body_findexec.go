package patterns

// find's `{}` as the program of -exec or -ok (fx56b, rt54 M8): `find .
// -name p5 -exec {} \;` ran ./p5, which approved an ask, unread, while
// `-exec sh {} \;` is read as a script word naming ROOT/**/p5. The
// program word is read as that script word is, run by its path (as
// `./p5` is): the files ROOT/**/NAME names are listed through
// Context.ScriptGlob, which walks ROOT as find does by default (fx57c:
// not entering a symlinked directory, bounded; past its bounds it asks
// by the floor, body-unread). Where find follows symlinks (-L, -follow)
// the walk would miss what it runs, so the program word is any path and
// asks; without a bounding -name the program word is not known
// (`-execdir {}`, `find . -exec {} \;` ask already). `-exec chmod +x
// {}`, `-exec grep -l x {} +` and `-delete` run no found file and are
// left alone.

// findFollowsProgram reports whether the action at words[act] runs find's
// `{}` as its program while find follows symbolic links (-L, -follow),
// entering the linked directories a walk of ROOT/**/NAME does not.
func findFollowsProgram(words []Word, act int) bool {
	if act+1 >= len(words) {
		return false
	}
	if v, ok := words[act+1].Literal(); !ok || v != "{}" {
		return false
	}
	for _, w := range words[1:act] {
		if v, ok := w.Literal(); ok && (v == "-L" || v == "-follow") {
			return true
		}
	}
	return false
}

// findExecProgram reports whether part p's program word is find's `{}`
// read as ROOT/**/NAME (find_names.go).
func findExecProgram(p *Part) bool {
	if len(p.Words) == 0 || p.Words[0].Raw != "{}" {
		return false
	}
	for _, s := range p.Words[0].Segs {
		if s.Kind == SegGlob {
			return true
		}
	}
	return false
}
