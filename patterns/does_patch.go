package patterns

// patchWrites: patch writes the file its -o (--output) names, its reject
// file (-r, --reject-file) and the file its first operand names
// (readPatchArgs, class_patchtree.go): `patch -o /etc/hosts < x.diff`
// replaces /etc/hosts as `cp x /etc/hosts` would (fx43d, rt42 #7). `-`
// is standard output for -o and no reject file for -r; --dry-run writes
// nothing, and a word that might be an option leaves the writes unknown
// here ([git-tree-change] judges that part as a might). The files the
// patch itself names (`patch -p1 < fix.patch`) are read where the ask
// is judged, not here.
func patchWrites(p *Part) doings {
	a := readPatchArgs(p)
	if !a.ok || a.dry {
		return doings{}
	}
	return doings{writes: notDash(a.writes)}
}
