package tui

// The header's layout (the tab bar, the store's label cut to its room,
// the fallback, who decides where) is drawn into every frame, and the
// queue's title line asks it again whether the store fitted there. It is
// worked out in Update (prepare) only when something it shows changed,
// and View reads it: a key that moves the selection costs none of it.

// headerKey is everything the header's layout depends on.
type headerKey struct {
	width, asks, gone int
	rules             int // in force, as the tab bar counts them
	on                view
	fleet, demo       bool
	fresh             bool
	fallback, path    string
	styles            int
}

// headerCache is the header's layout as last worked out, for key.
type headerCache struct {
	key         headerKey
	left, right string
	store       bool
	ok          bool
}

// headerKeyNow is the header's key for the desk as it is.
func (m *Model) headerKeyNow() headerKey {
	on := m.view
	if on == viewHelp {
		on = m.back
	}
	k := headerKey{width: m.c.Width, asks: len(m.list.all), rules: m.rules.inForce(), on: on, fleet: m.fleet, demo: m.demo,
		fresh: m.fresh, fallback: m.settings.Fallback, path: m.storePath, styles: m.styleGen}
	if m.fleet {
		k.gone = m.nodes.gone()
	}
	return k
}

// readyHeader works the header's layout out again when what it shows
// changed (from Update).
func (m *Model) readyHeader() {
	k := m.headerKeyNow()
	if m.hdr.ok && m.hdr.key == k {
		return
	}
	left, right, store := m.headerParts()
	m.hdr = headerCache{key: k, left: left, right: right, store: store, ok: true}
}

// headerLayout is the header's layout: as worked out in Update, or worked
// out now when the desk has changed since (a frame drawn before any
// Update), changing nothing.
func (m *Model) headerLayout() (left, right string, store bool) {
	if m.hdr.ok && m.hdr.key == m.headerKeyNow() {
		return m.hdr.left, m.hdr.right, m.hdr.store
	}
	return m.headerParts()
}
