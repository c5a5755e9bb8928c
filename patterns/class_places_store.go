package patterns

// A store is more than its file (rt22d #20): a database keeps files
// beside it under its own name (sqlite's -wal, -shm and -journal, a
// lock file), and a program that deletes or writes one of them changes
// what the store holds or lets another writer in. So each protected path
// that is not a harness's settings file stands for those names beside it
// too: `rm STORE-wal` is guard-tamper as `rm STORE` is, and no operator's
// cmd.delete-outside carve-out reaches them. (The directory holding the
// store is protected as every directory holding a protected path is.)

// storeCompanionSuffixes are the names a database's files beside it take
// after its own.
var storeCompanionSuffixes = []string{"-wal", "-shm", "-journal", ".lock", "-lock"}

// storeCompanions returns the places of the files beside the protected
// path pr that are its store's too.
func storeCompanions(pr string) [][]string {
	if pr == "/" {
		return nil
	}
	out := make([][]string, 0, len(storeCompanionSuffixes))
	for _, s := range storeCompanionSuffixes {
		out = append(out, []string{pr + s})
	}
	return out
}
