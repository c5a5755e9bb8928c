package broker

import (
	"crypto/rand"
	"encoding/hex"
	"sync"

	"ozdesk.dev/ozdesk/queue"
)

// maxCorpora is how many loaded corpora the broker keeps for previews: a
// few desks editing rules at once. The oldest is dropped first; a preview
// against a dropped one is told to load again.
const maxCorpora = 8

// corpora keeps the corpora desks load, by handle, for previews: a
// corpus is read once per pattern editor, and each keystroke previews
// against it here, where the recorded commands are.
type corpora struct {
	mu    sync.Mutex
	order []string
	byID  map[string]*queue.Corpus
}

// put keeps c and returns its handle.
func (cs *corpora) put(c *queue.Corpus) string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	h := hex.EncodeToString(b[:])
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if cs.byID == nil {
		cs.byID = map[string]*queue.Corpus{}
	}
	cs.byID[h] = c
	cs.order = append(cs.order, h)
	for len(cs.order) > maxCorpora {
		delete(cs.byID, cs.order[0])
		cs.order = cs.order[1:]
	}
	return h
}

// get returns the corpus of a handle, or nil.
func (cs *corpora) get(h string) *queue.Corpus {
	cs.mu.Lock()
	defer cs.mu.Unlock()
	return cs.byID[h]
}
