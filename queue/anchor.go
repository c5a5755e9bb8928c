package queue

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// The audit chain has no key: a writer of the file can rewrite it whole,
// or delete the store and start a new one. A head recorded outside the
// store (an anchor) catches both: the chain must still hold that entry,
// with that hash.

// FormatAnchor writes a head as an anchor: "SEQ:HASH".
func FormatAnchor(h store.AuditHead) string { return fmt.Sprintf("%d:%s", h.Seq, h.Hash) }

// ParseAnchor reads an anchor, "SEQ:HASH", as [FormatAnchor] writes it
// (or the first word of a line [Service.AnchorHead] wrote).
func ParseAnchor(text string) (store.AuditHead, error) {
	word, _, _ := strings.Cut(strings.TrimSpace(text), " ")
	seq, hash, ok := strings.Cut(word, ":")
	n, err := strconv.ParseUint(seq, 10, 64)
	if !ok || err != nil || n == 0 || len(hash) != 64 || strings.Trim(hash, "0123456789abcdef") != "" {
		return store.AuditHead{}, fmt.Errorf("anchor %q is not SEQ:HASH (a positive entry number, a colon, 64 hex digits)", word)
	}
	return store.AuditHead{Seq: n, Hash: hash}, nil
}

// ReadAnchor reads the anchor in a file [Service.AnchorHead] wrote.
func ReadAnchor(path string) (store.AuditHead, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return store.AuditHead{}, fmt.Errorf("read anchor: %w", err)
	}
	h, err := ParseAnchor(string(b))
	if err != nil {
		return store.AuditHead{}, fmt.Errorf("read anchor %s: %w", path, err)
	}
	return h, nil
}

// AnchorError reports an audit chain that does not hold an anchored
// entry: the trail was rewritten, cut, or the store replaced.
type AnchorError struct {
	Want store.AuditHead // the anchor
	Have string          // what the chain holds at Want.Seq, in words
}

// Error names the anchor and what the chain holds instead.
func (e *AnchorError) Error() string {
	return fmt.Sprintf("the audit trail does not hold the anchored entry %s: %s; the trail was rewritten or cut, or the store replaced",
		FormatAnchor(e.Want), e.Have)
}

// Is reports whether target is store.ErrAuditBroken.
func (e *AnchorError) Is(target error) bool { return target == store.ErrAuditBroken }

// checkAnchors checks that the trail in tx holds every anchor. An anchor
// at the trail's base (the last entry cut, see store.Tx.CutAudit) must
// have its hash, and one on entry 1 the hash of the trail's origin, which
// the store keeps; any other before the base was cut with the entries the export
// holds: it is returned among the cut ones, for the caller to say so (an
// export's verifier checks it: 'ozdesk audit verify --file').
func checkAnchors(tx *store.Tx, anchors []store.AuditHead) (cut []store.AuditHead, err error) {
	base, err := tx.AuditBase()
	if err != nil {
		return nil, err
	}
	for _, want := range anchors {
		switch {
		case want.Seq == 1 && base.Seq > 1:
			// The store keeps entry 1's hash (the trail's origin) past a
			// cut: an anchor on it is checked, not waved through.
			origin, err := tx.AuditOrigin()
			switch {
			case err != nil:
				return cut, err
			case origin == "":
				cut = append(cut, want)
			case origin != want.Hash:
				return cut, &AnchorError{Want: want, Have: fmt.Sprintf("its entry 1 (the trail's origin, which the store keeps past the cut through entry %d) has hash %s", base.Seq, origin)}
			}
			continue
		case want.Seq < base.Seq:
			cut = append(cut, want)
			continue
		case want.Seq == base.Seq:
			if want.Hash != base.Hash {
				return cut, &AnchorError{Want: want, Have: fmt.Sprintf("the trail was cut through entry %d, whose hash was %s", base.Seq, base.Hash)}
			}
			continue
		}
		got, err := tx.AuditSince(want.Seq-1, 1)
		switch {
		case err != nil:
			return cut, err
		case len(got) == 0 || got[0].Seq != want.Seq:
			return cut, &AnchorError{Want: want, Have: fmt.Sprintf("it has no entry %d", want.Seq)}
		case got[0].Hash != want.Hash:
			return cut, &AnchorError{Want: want, Have: fmt.Sprintf("its entry %d has hash %s", want.Seq, got[0].Hash)}
		}
	}
	return cut, nil
}

// AnchorHead writes the audit trail's head, with the time, to the file at
// path, as one line "SEQ:HASH TIME" (mode 0644, replaced atomically), for
// a later [Service.VerifyAudit] to check against. The broker calls it
// from time to time, into a file agents cannot write.
//
// The head it anchors must extend the one the file holds: a trail that
// no longer holds that entry (rolled back, by a store restored from an
// older copy or snapshot, and perhaps written again since: a fork) is an
// [*AnchorError], and the file is left as it is, for 'ozdesk audit
// verify --anchor' and the next start to catch (rt18f #2). A file that
// cannot be read as an anchor is written afresh.
func (s *Service) AnchorHead(path string) (store.AuditHead, error) {
	prev, prevErr := ReadAnchor(path)
	var head store.AuditHead
	err := s.st.View(func(tx *store.Tx) error {
		if prevErr == nil {
			if _, err := checkAnchors(tx, []store.AuditHead{prev}); err != nil {
				return err
			}
		}
		info, err := tx.Info()
		head = info.Audit
		return err
	})
	if err != nil {
		return head, fmt.Errorf("anchor the audit trail: %w", err)
	}
	if head.Seq == 0 {
		return head, errors.New("anchor the audit trail: it is empty")
	}
	line := FormatAnchor(head) + " " + s.now().UTC().Format(time.RFC3339) + "\n"
	if err := writeAtomic(path, []byte(line), 0o644); err != nil {
		return head, fmt.Errorf("anchor the audit trail: %w", err)
	}
	return head, nil
}

// writeAtomic writes data to path through a temporary file in the same
// directory, synced and renamed into place, the directory synced after.
func writeAtomic(path string, data []byte, mode os.FileMode) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".new-*")
	if err != nil {
		return err
	}
	name := f.Name()
	defer func() { _ = os.Remove(name) }()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(name, mode)
	}
	if err != nil {
		return err
	}
	if err := os.Rename(name, path); err != nil {
		return err
	}
	// The rename itself is made durable with its directory.
	dir, err := os.Open(filepath.Dir(path))
	if err != nil {
		return err
	}
	err = dir.Sync()
	if cerr := dir.Close(); err == nil {
		err = cerr
	}
	return err
}

// AuditFloor is the highest audit head the service's store has read
// (see [store.Store.AuditFloor]): the trail must still hold it.
func (s *Service) AuditFloor() store.AuditHead { return s.st.AuditFloor() }

// CheckAnchor checks, in one read, that the store's audit trail holds the
// anchored entry h, as [Service.VerifyAudit] does for its anchors (one
// the trail was cut through, by 'ozdesk audit cut', passes: a broker's
// last anchor may be older than an operator's cut): a
// store replaced, or its trail rewritten or cut, is an [*AnchorError]
// (which is [store.ErrAuditBroken]). A broker checks the head it last
// anchored before it serves a store again.
func (s *Service) CheckAnchor(h store.AuditHead) error {
	return s.st.View(func(tx *store.Tx) error {
		_, err := checkAnchors(tx, []store.AuditHead{h})
		return err
	})
}
