package queue

import "sync"

// nameLooks remembers, for one evaluation, what the file system said of
// each name [writtenPath] looked at: a command of a thousand parts that
// write beside each other (`echo a > x/b1; echo a > x/b2; …`), each path
// judged by several classes, looked at the same directories thousands of
// times (fx39c2: `echo a > x/b; ` × 490, 6.9 KB, cost 0.23 s of CPU
// through the hook, most of it in Lstat). One evaluation sees one answer
// per name, as it would had it looked once.
type nameLooks struct {
	mu   sync.Mutex
	seen map[string]nameLook
}

// look is [lookName], asked once per name.
func (m *nameLooks) look(p string) nameLook {
	m.mu.Lock()
	defer m.mu.Unlock()
	if n, ok := m.seen[p]; ok {
		return n
	}
	if m.seen == nil {
		m.seen = make(map[string]nameLook, 64)
	}
	n := lookName(p)
	m.seen[p] = n
	return n
}

// written is [writtenPath] through m.
func (m *nameLooks) written(p string) string { return writtenPathBy(p, m.look) }
