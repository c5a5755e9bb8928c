package store

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// An agent's command can be megabytes long, and each ask used to copy it
// into its record, its verdict and every audit entry about it. So a long
// command is kept once, in the commands bucket under its SHA-256, and
// records refer to it by that hash:
//
//   - a command over [CommandRefBytes] is taken out of an ask (its Command
//     and its Verdict's "command") and out of an audit entry's data (its
//     "command"), each of which keeps a "command_ref" ([CommandRef]) in
//     its place; reading gives it back ([Ask.Command], [AuditEntry.Command]);
//   - a command over [CommandClipBytes] is kept in the commands bucket as
//     its head and tail ([CommandKeepBytes] each), and whole in the spool,
//     whose total is capped ([SpoolBytes]): past it, the oldest texts are
//     dropped (never one a pending ask refers to), and reading such a
//     command gives its head and tail with a line saying what was dropped.
//
// An audit entry's hash covers the reference, and the reference names the
// text's SHA-256, so the chain still proves what each command was; a text
// that does not match its hash reads as [ErrCorrupt].
const (
	// CommandRefBytes is the length past which a command is kept once
	// and referred to by hash.
	CommandRefBytes = 4 << 10
	// CommandClipBytes is the length past which a command is kept as its
	// head and tail, and whole only in the spool.
	CommandClipBytes = 64 << 10
	// CommandKeepBytes is how much of the head, and of the tail, of a
	// clipped command is kept.
	CommandKeepBytes = 8 << 10
	// SpoolBytes caps the whole texts of clipped commands kept (unless
	// [WithSpoolBytes] says otherwise).
	SpoolBytes = 64 << 20
)

// The buckets schema version 4 adds.
const (
	bucketCommands   = "commands"       // SHA-256 hex → storedCommand
	bucketSpool      = "commands.spool" // SHA-256 hex → the whole text of a clipped command
	bucketSpoolOrder = "commands.order" // big-endian seq → SHA-256 hex, oldest first
)

// metaSpoolBytes is the meta key of the spool's total, in bytes.
const metaSpoolBytes = "spool.bytes"

// bucketsV4 lists the buckets the migration to schema version 4 adds.
func bucketsV4() []string { return []string{bucketCommands, bucketSpool, bucketSpoolOrder} }

// CommandRef names a command kept once in the store: its SHA-256 (hex)
// and its length in bytes.
type CommandRef struct {
	SHA256 string `json:"sha256"`
	Bytes  int    `json:"bytes"`
}

// storedCommand is a command in the commands bucket: whole, or its head
// and tail. The texts are bytes (base64 in JSON): a command need not be
// valid UTF-8, and must come back byte for byte.
type storedCommand struct {
	Bytes int    `json:"bytes"`
	Text  []byte `json:"text,omitempty"`
	Head  []byte `json:"head,omitempty"`
	Tail  []byte `json:"tail,omitempty"`
}

// RefCommand returns the reference a command is kept under.
func RefCommand(text string) CommandRef {
	sum := sha256.Sum256([]byte(text))
	return CommandRef{SHA256: hex.EncodeToString(sum[:]), Bytes: len(text)}
}

// PutCommand keeps a command once (a second put of the same text changes
// nothing) and returns its reference (see [CommandRefBytes]).
func (tx *Tx) PutCommand(text string) (CommandRef, error) {
	ref := RefCommand(text)
	b, err := tx.writeBucket(bucketCommands)
	if err != nil {
		return CommandRef{}, fmt.Errorf("put command: %w", err)
	}
	if b.Get([]byte(ref.SHA256)) != nil {
		return ref, nil
	}
	sc := storedCommand{Bytes: len(text), Text: []byte(text)}
	if len(text) > CommandClipBytes {
		sc = storedCommand{Bytes: len(text), Head: []byte(clipHead(text)), Tail: []byte(clipTail(text))}
		if err := tx.spool(ref.SHA256, text); err != nil {
			return CommandRef{}, err
		}
	}
	if err := tx.put(bucketCommands, "command", []byte(ref.SHA256), sc); err != nil {
		return CommandRef{}, err
	}
	return ref, nil
}

// Command reads a command kept by [Tx.PutCommand]: the whole text, or,
// when the spool dropped it, its head and tail around a line saying so
// (whole is then false). A command not kept is [ErrNotFound]; one whose
// text does not match its hash is [ErrCorrupt].
func (tx *Tx) Command(ref CommandRef) (text string, whole bool, err error) {
	var sc storedCommand
	ok, err := tx.get(bucketCommands, "command", []byte(ref.SHA256), &sc)
	if err != nil {
		return "", false, err
	}
	if !ok {
		return "", false, fmt.Errorf("command %s: %w", ref.SHA256, ErrNotFound)
	}
	text, whole = string(sc.Text), sc.Head == nil && sc.Tail == nil
	if !whole {
		if raw := tx.bucket(bucketSpool).Get([]byte(ref.SHA256)); raw != nil {
			text, whole = string(raw), true
		} else {
			text = string(sc.Head) + fmt.Sprintf("\n[ozdesk: %d bytes of this command's middle were not kept: the spool of long commands was full]\n", sc.Bytes-len(sc.Head)-len(sc.Tail)) + string(sc.Tail)
		}
	}
	if whole && RefCommand(text) != ref {
		return "", false, fmt.Errorf("store %s: %w: command %s does not match its hash", tx.path, ErrCorrupt, ref.SHA256)
	}
	return text, whole, nil
}

// spool keeps the whole text of a clipped command, dropping the oldest
// texts (not those of pending asks) while the spool is over [SpoolBytes].
func (tx *Tx) spool(hash, text string) error {
	spool, err := tx.writeBucket(bucketSpool)
	if err != nil {
		return fmt.Errorf("spool command: %w", err)
	}
	order, err := tx.writeBucket(bucketSpoolOrder)
	if err != nil {
		return fmt.Errorf("spool command: %w", err)
	}
	total, err := tx.spoolTotal()
	if err != nil {
		return err
	}
	if int64(len(text)) <= tx.spoolCap() {
		seq, err := order.NextSequence()
		if err != nil {
			return fmt.Errorf("spool command: %w", err)
		}
		if err := spool.Put([]byte(hash), []byte(text)); err != nil {
			return fmt.Errorf("spool command: %w", err)
		}
		if err := order.Put(seqKey(seq), []byte(hash)); err != nil {
			return fmt.Errorf("spool command: %w", err)
		}
		total += int64(len(text))
	}
	if total > tx.spoolCap() {
		if total, err = tx.dropSpooled(total); err != nil {
			return err
		}
	}
	return tx.putMeta(metaSpoolBytes, []byte(strconv.FormatInt(total, 10)))
}

// dropSpooled drops the oldest spooled texts until the spool is within
// [SpoolBytes], keeping those pending asks refer to, and returns the new
// total.
func (tx *Tx) dropSpooled(total int64) (int64, error) {
	keep := map[string]bool{}
	pending, err := tx.PendingHeads()
	if err != nil {
		return 0, err
	}
	for _, a := range pending {
		if a.CommandRef != nil {
			keep[a.CommandRef.SHA256] = true
		}
	}
	spool, order := tx.bucket(bucketSpool), tx.bucket(bucketSpoolOrder)
	c := order.Cursor()
	var drop [][]byte
	for k, v := c.First(); k != nil && total > tx.spoolCap(); k, v = c.Next() {
		if keep[string(v)] {
			continue
		}
		total -= int64(len(spool.Get(v)))
		drop = append(drop, bytes.Clone(k), bytes.Clone(v))
	}
	for i := 0; i < len(drop); i += 2 {
		if err := order.Delete(drop[i]); err != nil {
			return 0, fmt.Errorf("spool: drop: %w", err)
		}
		if err := spool.Delete(drop[i+1]); err != nil {
			return 0, fmt.Errorf("spool: drop: %w", err)
		}
	}
	return total, nil
}

// spoolCap is the spool's cap in this transaction's store.
func (tx *Tx) spoolCap() int64 {
	if tx.spoolBytes > 0 {
		return tx.spoolBytes
	}
	return SpoolBytes
}

// spoolTotal reads the spool's total from the meta bucket.
func (tx *Tx) spoolTotal() (int64, error) {
	raw := tx.bucket(bucketMeta).Get([]byte(metaSpoolBytes))
	if raw == nil {
		return 0, nil
	}
	n, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("store %s: %w: meta %s %q is not a size", tx.path, ErrCorrupt, metaSpoolBytes, raw)
	}
	return n, nil
}

// putMeta writes a key of the meta bucket.
func (tx *Tx) putMeta(key string, v []byte) error {
	meta, err := tx.writeBucket(bucketMeta)
	if err != nil {
		return err
	}
	return meta.Put([]byte(key), v)
}

// clipHead is the head of a long text kept, cut at a rune's start.
func clipHead(s string) string {
	n := CommandKeepBytes
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// clipTail is the tail of a long text kept, cut at a rune's start.
func clipTail(s string) string {
	n := len(s) - CommandKeepBytes
	for n < len(s) && !utf8.RuneStart(s[n]) {
		n++
	}
	return s[n:]
}

// commandJSON is the top-level command of a JSON object: a record's own
// text, or its reference.
type commandJSON struct {
	Command    *string     `json:"command"`
	CommandRef *CommandRef `json:"command_ref"`
}

// refOut takes a long top-level "command" out of a JSON object: the text
// is kept once ([Tx.PutCommand]) and the object gets a "command_ref" in
// its place. Short data, and data without such a command, are returned
// as they are. data is compact JSON, as [compactJSON] leaves it (what
// its callers store). An object whose keys are all plain is split into
// its members without decoding them, and only the command is unquoted
// ([Tx.refOutPlain]); any other is decoded once, its fields left encoded
// ([Tx.refOutDecoded]).
func (tx *Tx) refOut(data json.RawMessage) (json.RawMessage, error) {
	if len(data) <= CommandRefBytes || data[0] != '{' {
		return data, nil
	}
	if members, ok := plainMembers(data); ok {
		return tx.refOutPlain(data, members)
	}
	return tx.refOutDecoded(data)
}

// refOutDecoded is [Tx.refOut] by decoding the object into its fields,
// left encoded: only the command is unquoted (decoding it whole a first
// time to find the command cost a hook call 1.5 ms of CPU for a 64 KiB
// command; fx39c).
func (tx *Tx) refOutDecoded(data json.RawMessage) (json.RawMessage, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return data, nil // not an object: kept as it is
	}
	var c commandJSON
	for k, v := range fields {
		var err error
		switch {
		case k == "command":
			err = json.Unmarshal(v, &c.Command)
		case k == "command_ref":
			err = json.Unmarshal(v, &c.CommandRef)
		case strings.EqualFold(k, "command") || strings.EqualFold(k, "command_ref"):
			return tx.refOutStruct(data) // a key decoding into a struct would fold onto
		}
		if err != nil {
			return data, nil // as decoding into commandJSON would fail
		}
	}
	if c.Command == nil || len(*c.Command) <= CommandRefBytes {
		return data, nil // not an object with a long command: kept as it is
	}
	return tx.refFields(fields, *c.Command)
}

// refOutStruct is [Tx.refOut] of an object whose keys differ from
// "command" or "command_ref" by case only: decoded as a struct, as
// refOut always did, for the same outcome.
func (tx *Tx) refOutStruct(data json.RawMessage) (json.RawMessage, error) {
	var c commandJSON
	if err := json.Unmarshal(data, &c); err != nil || c.Command == nil || len(*c.Command) <= CommandRefBytes {
		return data, nil // not an object with a long command: kept as it is
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return nil, fmt.Errorf("refer to the command: %w", err)
	}
	return tx.refFields(fields, *c.Command)
}

// refFields keeps command once and returns the object of fields with a
// "command_ref" to it in place of its "command".
func (tx *Tx) refFields(fields map[string]json.RawMessage, command string) (json.RawMessage, error) {
	ref, err := tx.PutCommand(command)
	if err != nil {
		return nil, err
	}
	delete(fields, "command")
	if fields["command_ref"], err = json.Marshal(ref); err != nil {
		return nil, fmt.Errorf("refer to the command: %w", err)
	}
	out, err := json.Marshal(fields)
	if err != nil {
		return nil, fmt.Errorf("refer to the command: %w", err)
	}
	return out, nil
}

// refIn reads the command a JSON object refers to with a top-level
// "command_ref" ("" when it has none).
func (tx *Tx) refIn(data json.RawMessage) (string, error) {
	if !bytes.Contains(data, []byte(`"command_ref"`)) {
		return "", nil
	}
	var c commandJSON
	if err := json.Unmarshal(data, &c); err != nil || c.CommandRef == nil {
		return "", nil // no reference at the top level
	}
	text, _, err := tx.Command(*c.CommandRef)
	if errors.Is(err, ErrNotFound) {
		return "", fmt.Errorf("store %s: %w: command %s is referred to but not kept", tx.path, ErrCorrupt, c.CommandRef.SHA256)
	}
	return text, err
}
