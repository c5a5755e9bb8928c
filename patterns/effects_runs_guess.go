package patterns

// A program is rebound by what the line made earlier in a directory that
// may be on PATH (effects_runs.go). Where the maker names the program's
// file (`cp ./rm ~/.local/bin/rm && rm -rf build`), the line holds the
// new binding. Where it made a tree whose names the line does not hold
// (`cp -r /tmp/empty/. ~ && rm -rf ~/*`: the copy's sources are not
// known), that the program is among them is a guess: the part stays
// unreadable, but its evidence is a might, and a default that certainly
// matches the part names the ask instead (fx41f, rt41: the line was named
// cmd.unreadable, "rm rebound, certain", over the certain delete of the
// home's entries).

// byName reports whether the place r was found by one of names (a file
// of that name), not only as a tree that may hold any name.
func (x *pathMade) byName(r madeRef, names ...string) bool {
	for _, name := range names {
		for _, n := range x.named[name] {
			if n == r {
				return true
			}
		}
	}
	return false
}
