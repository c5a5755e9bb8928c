package patterns

import "sync"

// lazy is a package-level table built when it is first used. A lazy
// literal whose build is a function literal with no captured variables is
// static data, so no initialiser runs for it: a process that never
// evaluates (a hook that asks the broker, `--version`) never builds the
// table, and one that evaluates builds only the tables its command reaches.
//
// A build that panics leaves the table unbuilt for good: every later get
// panics too, rather than answer from an empty table (sync.Once would
// not call build again, and an empty table could allow what a built one
// refuses).
type lazy[T any] struct {
	once  sync.Once
	build func() T
	v     T
	built bool
}

// get returns the table, building it on the first call.
func (l *lazy[T]) get() T {
	l.once.Do(l.fill)
	if !l.built {
		panic("patterns: a table could not be built: an earlier build of it failed")
	}
	return l.v
}

func (l *lazy[T]) fill() {
	l.v = l.build()
	l.built = true
}
