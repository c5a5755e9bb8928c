package queue

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"ozdesk.dev/ozdesk/store"
)

// An export of the audit trail is JSON Lines: each entry as stored, one a
// line, oldest first, byte for byte as its hash covers it (its data is
// not escaped for display: an export goes to a file). It needs nothing
// else to verify: its first entry's seq and prev name the entry before it
// (none for entry 1; the base of a trail cut before), and its last entry
// is its head, which 'ozdesk audit cut --exported' is given. Exports
// chain: each one's first prev is the head of the one before.

// ExportStop says where an export ends: after entry Through (0: no
// bound), and before the first entry at or after Before (zero: no
// bound).
type ExportStop struct {
	Through uint64
	Before  time.Time
}

// ExportResult is what an export wrote.
type ExportResult struct {
	From    store.AuditHead // the entry before the first written
	Head    store.AuditHead // the last written
	Entries int
}

// ErrExportWrite is an export that could not be written where it goes
// (a full disk, a closed pipe), as against a trail that could not be read.
var ErrExportWrite = errors.New("write the export")

// auditReader reads the trail a page at a time (an [API]).
type auditReader interface {
	Audit(afterSeq uint64, limit int) ([]store.AuditEntry, error)
}

// exportPage is how many entries an export reads at once.
const exportPage = 500

// ExportAudit writes the trail, from its first entry to stop, to w as
// JSON Lines. It writes nothing for a trail with nothing to export. A
// trail that does not hold (an entry missing, edited or unlinked) is
// not exported past the break: the export ends with the break's
// [*store.AuditError] (rt18g 8: an export with a gap exited 0 and
// named the cut to run).
func ExportAudit(src auditReader, w io.Writer, stop ExportStop) (ExportResult, error) {
	var res ExportResult
	bw := bufio.NewWriter(w)
	var after uint64
	for {
		entries, err := src.Audit(after, exportPage)
		if err != nil {
			return res, fmt.Errorf("export the audit trail: %w", err)
		}
		for _, e := range entries {
			if (stop.Through > 0 && e.Seq > stop.Through) || (!stop.Before.IsZero() && !e.Time.Before(stop.Before)) {
				return res, flushExport(bw)
			}
			if res.Entries == 0 {
				res.From = store.AuditHead{Seq: e.Seq - 1, Hash: e.Prev}
				res.Head = res.From
			}
			if !store.CommandCovered(e) {
				e.Command, e.Clipped = "", 0 // clipped: not covered by the hash, so not exported
			}
			if _, err := store.VerifyFrom(res.Head, []store.AuditEntry{e}); err != nil {
				return res, fmt.Errorf("export the audit trail: %w", err)
			}
			line, err := exportLine(e)
			if err != nil {
				return res, err
			}
			if _, err := bw.Write(line); err != nil {
				return res, fmt.Errorf("%w: %w", ErrExportWrite, err)
			}
			res.Head = store.AuditHead{Seq: e.Seq, Hash: e.Hash}
			res.Entries++
			after = e.Seq
		}
		if len(entries) < exportPage {
			return res, flushExport(bw)
		}
	}
}

func flushExport(bw *bufio.Writer) error {
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("%w: %w", ErrExportWrite, err)
	}
	return nil
}

// exportLine encodes one entry as a line, its data byte for byte.
func exportLine(e store.AuditEntry) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(e); err != nil {
		return nil, fmt.Errorf("export audit entry %d: %w", e.Seq, err)
	}
	return b.Bytes(), nil
}

// exportEntry reads one line of an export: it must be exactly the line
// [ExportAudit] writes for the entry it decodes to, byte for byte with
// its newline. So a line the hash does not cover all of is refused: an
// unknown field, a key twice or in another case (which other readers
// take where the hash took the other), blanks between tokens, a CR, a
// blank line. Its error completes "line N …".
func exportEntry(line []byte) (store.AuditEntry, error) {
	var e store.AuditEntry
	body, ok := bytes.CutSuffix(line, []byte("\n"))
	switch {
	case !ok:
		return e, errors.New("does not end with a newline: the export was cut short or edited")
	case len(bytes.TrimSpace(body)) == 0:
		return e, errors.New("is blank: an export has no blank lines")
	}
	if err := json.Unmarshal(body, &e); err != nil || e.Hash == "" {
		return e, errors.New("is not an audit entry")
	}
	want, err := exportLine(e)
	if err != nil {
		return e, errors.New("is not an audit entry")
	}
	if !bytes.Equal(want, line) {
		return e, fmt.Errorf("is not entry %d as an export writes it (%s): its bytes say more or other than its hash covers", e.Seq, firstDiff(line, want))
	}
	return e, nil
}

// firstDiff says where line first differs from want, for the refusal.
func firstDiff(line, want []byte) string {
	i := 0
	for i < len(line) && i < len(want) && line[i] == want[i] {
		i++
	}
	return fmt.Sprintf("it differs from byte %d", i+1)
}

// scanWholeLines splits at each newline, keeping it (a CR stays in the
// line too), and returns a last line without one as it is.
func scanWholeLines(data []byte, atEOF bool) (int, []byte, error) {
	if i := bytes.IndexByte(data, '\n'); i >= 0 {
		return i + 1, data[:i+1], nil
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}

// ExportCheck is what [VerifyExport] found: the export holds the entries
// after From through Head, as their hashes say.
type ExportCheck struct {
	From    store.AuditHead
	Head    store.AuditHead
	Entries int
}

// ErrNotExport is an input that is not an export: a line that is not an
// entry, or no entry at all.
var ErrNotExport = errors.New("not an audit export")

// VerifyExport reads an export ([ExportAudit]) and checks its chain alone
// (see store.VerifyExport). A broken chain is a [*store.AuditError]; a
// line that is not an entry, [ErrNotExport]. Each anchor given must be
// one of its entries (or the entry it starts after), with that hash: an
// anchor past its head is an export cut short, one before its start one
// it cannot show, and either is an [*AnchorError], as a wrong hash is, so
// that a check with the recorded head never passes a truncated export.
func VerifyExport(r io.Reader, anchors ...store.AuditHead) (*ExportCheck, error) {
	var entries []store.AuditEntry
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 64<<20)
	sc.Split(scanWholeLines)
	for n := 1; sc.Scan(); n++ {
		e, err := exportEntry(sc.Bytes())
		if err != nil {
			return nil, fmt.Errorf("%w: line %d %s", ErrNotExport, n, err.Error())
		}
		entries = append(entries, e)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read the export: %w", err)
	}
	if len(entries) == 0 {
		return nil, fmt.Errorf("%w: it holds no entry", ErrNotExport)
	}
	from, head, err := store.VerifyExport(entries)
	chk := &ExportCheck{From: from, Head: head, Entries: len(entries)}
	if err != nil {
		return chk, err
	}
	for _, want := range anchors {
		switch {
		case want.Seq > head.Seq:
			return chk, &AnchorError{Want: want, Have: fmt.Sprintf("the export ends at entry %d, so entries %d to %d are missing from it (cut short?)", head.Seq, head.Seq+1, want.Seq)}
		case want.Seq == from.Seq && want.Hash != from.Hash:
			return chk, &AnchorError{Want: want, Have: fmt.Sprintf("the export starts after entry %d with hash %s", from.Seq, orNoHash(from.Hash))}
		case want.Seq == from.Seq:
			continue
		case want.Seq < from.Seq:
			return chk, &AnchorError{Want: want, Have: fmt.Sprintf("the export starts after entry %d, so it cannot show it: check the export that holds it", from.Seq)}
		}
		if got := entries[want.Seq-from.Seq-1]; got.Hash != want.Hash {
			return chk, &AnchorError{Want: want, Have: fmt.Sprintf("its entry %d has hash %s", want.Seq, got.Hash)}
		}
	}
	return chk, nil
}

// orNoHash names an empty hash (an export from the trail's first entry).
func orNoHash(h string) string {
	if h == "" {
		return "none"
	}
	return h
}
