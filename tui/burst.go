package tui

import "time"

// burstGap is the pause that ends a run of keys: keys closer together
// than this are one burst, as a key held down (its repeat delay is 250 to
// 660 ms in common terminals' defaults, its repeats some 30 ms apart) or
// a key struck again and again. A card the desk put under the cursor
// during a burst ignores the decision keys of that burst, however long it
// lasts: the operator pressed them before the card was there to read. The
// first key after a pause of burstGap starts a new burst, and decides.
const burstGap = time.Second

// keyRun is the burst of keys going on: when its first key and its last
// key were pressed.
type keyRun struct{ start, last time.Time }

// press counts a key pressed at now: it goes on the burst, or starts one
// after a pause.
func (r *keyRun) press(now time.Time) {
	if r.last.IsZero() || now.Sub(r.last) >= burstGap {
		r.start = now
	}
	r.last = now
}

// since reports whether a burst of keys still goes on at now (its last
// key is less than burstGap ago) that began at or before t.
func (r keyRun) since(t, now time.Time) bool {
	return !r.last.IsZero() && now.Sub(r.last) < burstGap && !r.start.After(t)
}
