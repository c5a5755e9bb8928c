package queue

import "time"

// RemoteCorpus stands for a corpus loaded and kept elsewhere (by the
// broker, which previews rules against it): its handle, how many
// evaluations and distinct commands it holds, and when it was read. Only
// the service that holds the corpus can preview against it; the broker's
// client passes the handle back.
func RemoteCorpus(handle string, total, distinct int, loaded time.Time) *Corpus {
	return &Corpus{handle: handle, total: total, distinct: distinct, loaded: loaded}
}

// Handle returns the handle of a corpus kept elsewhere ("" for one held
// here).
func (c *Corpus) Handle() string { return c.handle }
