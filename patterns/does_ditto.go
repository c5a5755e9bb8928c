package patterns

// ditto (macOS) copies as cp -R does, and merges a source directory's
// contents into its destination (rt22d): `ditto SRC… DST` writes DST and
// anything below it; `ditto -x ARCHIVE… DST` extracts below DST; `ditto
// -c SRC ARCHIVE` writes the archive. So `ditto x ~/.claude/settings.json`
// writes the harness settings as cp would.

// dittoWrites is ditto's doer, as above.
func dittoWrites(p *Part) doings {
	s := scanArgs(p, "--bom", "--arch", "--zlibCompressionLevel", "--password")
	if len(s.ops) < 2 {
		return doings{}
	}
	dest := s.ops[len(s.ops)-1]
	if s.has("-c") {
		return doings{writes: []Word{dest}}
	}
	return doings{writes: []Word{dest, treeWord(dest)}}
}
