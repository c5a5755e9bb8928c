package patterns

// GNU tar applies -C (--directory) cumulatively: a relative directory is
// taken from the one before it, so `tar -C a -C b -xf x.tgz` extracts
// into a/b and `tar -xf x.tgz -C /tmp -C ../etc` into /etc (fx37a). An
// absolute directory (or one from ~) starts anew.

// tarDirectory returns the directory tar's -C options lead to, each
// relative one joined to the one before it, and "." when there is none.
func tarDirectory(dirs []Word) Word {
	if len(dirs) == 0 {
		return LitWord(".")
	}
	dir := dirs[0]
	for _, d := range dirs[1:] {
		dir = joinWords(dir, d)
	}
	return dir
}

// tarDirectories is each -C directory as written and, when there are
// several, where they lead together: a fresh slice, dirs left as it is.
func tarDirectories(dirs []Word) []Word {
	if len(dirs) < 2 {
		return dirs
	}
	return append(append([]Word(nil), dirs...), tarDirectory(dirs))
}
