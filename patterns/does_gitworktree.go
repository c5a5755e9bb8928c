package patterns

// gitWorkTreeWord is the directory the work tree of git part p is read
// from, or nil for the cwd: the directories of its -C options, each
// within the one before as git moves into them in turn, and within them
// --work-tree's value. --git-dir names where the repository's own store
// is, not the work tree: with it alone the work tree is the cwd (rt39
// D493: `git --work-tree=$HOME --git-dir=.git clean -fdx` was read as
// deleting .git, a force push's rule, while it deletes every untracked
// file of the home).
func gitWorkTreeWord(p *Part) *Word {
	var base, tree *Word
	rds := ReadArgs(p)
	if len(rds) == 0 {
		return nil
	}
	rd := rds[0] // git's own options read alike in every reading
	for _, f := range rd.Flags {
		if len(rd.subs) > 0 && f.Word > rd.subs[0] {
			break // the subcommand's own (git apply -C3)
		}
		if f.Value == nil {
			continue
		}
		switch f.Name {
		case "-C":
			w := *f.Value
			if base != nil {
				w = joinWords(*base, w)
			}
			base = &w
		case "--work-tree":
			w := *f.Value
			tree = &w
		}
	}
	if tree == nil {
		return base
	}
	if base != nil {
		w := joinWords(*base, *tree)
		return &w
	}
	return tree
}
