package queue

import "sync"

// hardLinkedOnce returns look answering for each path only once: what
// it said the first time it was asked. It is for the context of one
// evaluation (the hook's call), where every write of a long command may
// ask after the same path: 64 KiB of 'ln -s ~/d… x; echo a > x/b; '
// looked 480 times through the links of x/b with Lstat and Stat, about
// 20 ms a call (fx39c). A context kept longer (a corpus, a replay) looks
// again each time, as the file system may have changed.
func hardLinkedOnce(look func(string) bool) func(string) bool {
	if look == nil {
		return nil
	}
	var mu sync.Mutex
	seen := map[string]bool{}
	return func(p string) bool {
		mu.Lock()
		defer mu.Unlock()
		linked, ok := seen[p]
		if !ok {
			linked = look(p)
			seen[p] = linked
		}
		return linked
	}
}
