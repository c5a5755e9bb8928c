package patterns

// find's `{}` as the program of -exec or -ok (fx56b, rt54 M8): `find .
// -name p5 -exec {} \;` ran ./p5, which approved an ask, unread, while
// `-exec sh {} \;` is read as a script word naming ROOT/**/p5. The
// program word is read as that script word is, run by its path (as
// `./p5` is): the files ROOT/**/NAME names are listed through
// Context.ScriptGlob, which cannot list a glob in a directory's name, so
// it asks by the floor (body-unread), as `-exec sh {}` does; without a
// bounding -name the program word is not known (`-execdir {}`, `find .
// -exec {} \;` ask already). `-exec chmod +x {}`, `-exec grep -l x {} +`
// and `-delete` run no found file and are left alone.

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
