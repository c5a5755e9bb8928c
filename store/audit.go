package store

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"time"
)

// The kinds of audit entries ozdesk writes. Kind is a free string; these
// constants keep the writers' spelling in one place.
const (
	KindEvaluate       = "evaluate"        // a command was evaluated
	KindAsk            = "ask"             // an ask was queued
	KindDecide         = "decide"          // an operator decided an ask
	KindResolve        = "resolve"         // a rule written later decided an ask
	KindExpire         = "expire"          // an ask passed its deadline
	KindWithdraw       = "withdraw"        // the asker gave up
	KindAbandon        = "abandon"         // the waiting process died
	KindRuleAdd        = "rule.add"        // a rule was written
	KindRuleApprove    = "rule.approve"    // a proposed rule was approved
	KindRuleRetire     = "rule.retire"     // a rule was retired
	KindRuleExpire     = "rule.expire"     // a rule passed its end
	KindRuleMove       = "rule.move"       // a rule changed place
	KindEgressAdd      = "egress.add"      // a host joined the egress list
	KindEgressRm       = "egress.rm"       // a host left the egress list
	KindSetting        = "setting"         // a setting changed
	KindApply          = "apply"           // a policy file was applied
	KindCompact        = "store.compact"   // the store's file was compacted
	KindInit           = "store.init"      // a broker's store was made ('ozdesk serve --init'): its trail's origin
	KindLogin          = "login"           // an operator opened a session (the SSH desk)
	KindLogout         = "logout"          // an operator's session ended
	KindBudget         = "budget"          // the write budget refused an account's command (a fleet's; the first 8 a minute, then a count)
	KindOutage         = "outage"          // a command refused while the fleet's store could not be reached, written once it could (the first 16, then a count)
	KindReceived       = "ask.received"    // the asker of an ask decided for it read the decision, before it answered its harness
	KindUnreached      = "ask.unreached"   // an asker refused as it could not take the store's lock in time, folded from the side file by the next write (the first 64 KiB of them, then a count)
	KindForged         = "decision.forged" // a decision no audit entry wrote was found on an ask and ignored: the ask is refused
	KindEgressForged   = "egress.forged"   // an egress list no audit entry wrote was found and ignored: downloads ask
	KindSettingsForged = "settings.forged" // settings no audit entry wrote (or put back to an older one) were found and ignored: four eyes on, fallback ask
	KindFleetTLS       = "fleet.tls"       // a broker served the store with a client certificate: --etcd-insecure-for-tests is refused on it
	KindProposalForged = "proposal.forged" // an approval of a proposal not as its proposal.add entry wrote it (or no entry wrote) was refused

	KindProposalAdd      = "proposal.add"      // four eyes held a change as a proposal
	KindProposalApprove  = "proposal.approve"  // a second operator approved a proposal
	KindProposalWithdraw = "proposal.withdraw" // a proposal was withdrawn
)

// AuditEntry is one entry of the append-only audit trail, kept as JSON
// under its Seq (8 bytes, big-endian) in the audit bucket.
//
// Entries form a hash chain: Hash is the SHA-256 of the entry's canonical
// encoding, which covers Prev, the previous entry's Hash. The encoding is
// the bytes "ozdesk audit v1\n", Seq as 8 bytes big-endian, then Time (in
// UTC, RFC 3339 with nanoseconds), Kind, Actor, Node, Data (compact JSON)
// and Prev, each as a uvarint length followed by its bytes. The store also
// keeps the chain's head (the last Seq and Hash) in the meta bucket,
// written with every append, so a cut tail shows.
type AuditEntry struct {
	Seq   uint64          `json:"seq"`             // 1, 2, 3, … without gaps
	Time  time.Time       `json:"time"`            // when (UTC)
	Kind  string          `json:"kind"`            // what happened: a Kind… constant
	Actor string          `json:"actor,omitempty"` // who: an operator, an agent, or "ozdesk"
	Node  string          `json:"node,omitempty"`  // the host it happened on
	Data  json.RawMessage `json:"data,omitempty"`  // the kind's payload, JSON
	Prev  string          `json:"prev,omitempty"`  // hex SHA-256 of the previous entry; "" for the first
	Hash  string          `json:"hash"`            // hex SHA-256 of this entry
	// Account is the OS account Actor acted from, for what an operator
	// does, when known (see [Account]); covered by Hash when set.
	Account *Account `json:"account,omitempty"`
	// Command is, when Data refers to a long command by hash (a
	// "command_ref", see [CommandRefBytes]), that command, read back. It
	// is not stored with the entry, nor covered by Hash: the reference
	// is, and it names the command's SHA-256.
	Command string `json:"command,omitempty"`
	// Rules is, on the entry that changed the rules in force (or that
	// vouches for them whole: see [KindRulesState]), the digest of every
	// stored rule, in order, as that entry left them ([Tx.RulesDigest]);
	// covered by Hash when set. The store keeps the seq of the last such
	// entry ([Tx.RulesEntry]).
	Rules string `json:"rules,omitempty"`
	// Clipped, never stored nor covered by Hash, says that a reader was
	// given Command's head and tail only, and how many bytes between
	// them it left out (as [Ask.Clipped] does for an ask).
	Clipped int `json:"clipped,omitempty"`
}

// AuditHead names the last entry of the audit trail. Recording it outside
// the store (in a ticket, a log) lets a later [Store.VerifyAudit] prove
// the trail up to it was not rewritten wholesale.
type AuditHead struct {
	Seq  uint64 `json:"seq"`  // the last entry's Seq; 0 for an empty trail
	Hash string `json:"hash"` // its Hash
}

// hashDomain starts every entry's canonical encoding.
const hashDomain = "ozdesk audit v1\n"

// SumAudit returns the hash an entry must carry: the hex SHA-256 of its
// canonical encoding (see [AuditEntry]). Its own Hash is not part of it.
func SumAudit(e AuditEntry) string {
	h := sha256.New()
	h.Write([]byte(hashDomain))
	h.Write(binary.BigEndian.AppendUint64(nil, e.Seq))
	for _, field := range [][]byte{
		[]byte(e.Time.UTC().Format(time.RFC3339Nano)),
		[]byte(e.Kind), []byte(e.Actor), []byte(e.Node), e.Data, []byte(e.Prev),
	} {
		writeField(h, field)
	}
	if a := e.Account; a != nil {
		// after the fields every entry has, so that an entry with no
		// account hashes as it always did
		claimed := byte(0)
		if a.Claimed {
			claimed = 1
		}
		writeField(h, append(binary.BigEndian.AppendUint64([]byte("account"), uint64(int64(a.UID))), claimed))
	}
	if e.Rules != "" {
		// after the account, likewise: an entry without it hashes as
		// it always did
		writeField(h, []byte("rules"+e.Rules))
	}
	return hex.EncodeToString(h.Sum(nil))
}

func writeField(h hash.Hash, b []byte) {
	h.Write(binary.AppendUvarint(nil, uint64(len(b))))
	h.Write(b)
}

// AppendAudit appends an entry to the audit trail, in the transaction of
// the change it records, so both land or neither. It fills Seq (whatever
// the caller set), Time (the store's clock, if zero), Prev and Hash, stores
// Data in compact form (and Kind, Actor and Node with any invalid UTF-8
// replaced, as JSON must), and returns the entry as stored. Kind is
// required; Data, if any, must be JSON. An entry that writes or approves a
// rule is indexed for [Tx.RuleEntry].
//
// The kinds only a cut writes ([KindAuditCut], [KindAuditCarry]) are
// refused here: a cut's entries come from [Tx.StartAuditCut] and
// [Tx.CutAudit] alone.
func (tx *Tx) AppendAudit(e AuditEntry) (AuditEntry, error) {
	if e.Kind == KindAuditCut || e.Kind == KindAuditCarry || e.Kind == KindRulesState {
		return AuditEntry{}, fmt.Errorf("append audit: %w: %s entries are written by the store alone", ErrInvalid, e.Kind)
	}
	e.Rules = "" // the store stamps it: see [Tx.RulesDigest]
	return tx.appendAudit(e)
}

// AppendAuditOf is [Tx.AppendAudit] of an entry whose Data is v encoded
// here, by json.Marshal; it returns the entry as stored and that
// encoding (before a long command is taken out of it: see
// [CommandRefBytes]). What json.Marshal writes is compact JSON, so it
// is not checked and compacted again as a caller's Data is: for a hook's
// evaluation record of a 64 KiB command's 999 parts, some 300 KB, that
// pass of encoding/json's scanner was 2 ms of CPU (fx46p).
func (tx *Tx) AppendAuditOf(e AuditEntry, v any) (AuditEntry, []byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return AuditEntry{}, nil, fmt.Errorf("append audit %s: encode: %w", e.Kind, err)
	}
	if e.Kind == KindAuditCut || e.Kind == KindAuditCarry || e.Kind == KindRulesState {
		return AuditEntry{}, nil, fmt.Errorf("append audit: %w: %s entries are written by the store alone", ErrInvalid, e.Kind)
	}
	e.Rules, e.Data = "", data // the store stamps the rules: see [Tx.RulesDigest]
	e, err = tx.appendEntry(e, true)
	return e, data, err
}

// appendAudit is [Tx.AppendAudit] for every kind.
func (tx *Tx) appendAudit(e AuditEntry) (AuditEntry, error) {
	return tx.appendEntry(e, false)
}

// appendEntry is [Tx.appendAudit] of an entry whose Data is compact JSON
// (or empty) when compact says so, else checked and compacted first.
func (tx *Tx) appendEntry(e AuditEntry, compact bool) (AuditEntry, error) {
	audit, err := tx.writeBucket(bucketAudit)
	if err != nil {
		return AuditEntry{}, fmt.Errorf("append audit: %w", err)
	}
	index, err := tx.writeBucket(bucketAuditTime)
	if err != nil {
		return AuditEntry{}, fmt.Errorf("append audit: %w", err)
	}
	if e.Kind == "" {
		return AuditEntry{}, fmt.Errorf("append audit: %w: no kind", ErrInvalid)
	}
	if !compact {
		if e.Data, err = compactJSON(e.Data); err != nil {
			return AuditEntry{}, fmt.Errorf("append audit %s: data: %w", e.Kind, err)
		}
	}
	if e.Data, err = tx.refOut(e.Data); err != nil {
		return AuditEntry{}, fmt.Errorf("append audit %s: %w", e.Kind, err)
	}
	e.Command, e.Clipped = "", 0
	head, err := tx.auditHead()
	if err != nil {
		return AuditEntry{}, err
	}
	if err := tx.floor.check(head, tx.path); err != nil {
		return AuditEntry{}, fmt.Errorf("append audit %s: %w", e.Kind, err)
	}
	e.Seq, e.Prev = head.Seq+1, head.Hash
	e.Kind, e.Actor, e.Node = jsonString(e.Kind), jsonString(e.Actor), jsonString(e.Node)
	if e.Time = utc(e.Time); e.Time.IsZero() {
		e.Time = tx.Now()
	}
	if err := tx.stampRules(&e); err != nil {
		return AuditEntry{}, fmt.Errorf("append audit %s: %w", e.Kind, err)
	}
	e.Hash = SumAudit(e)

	// Keys only ever grow here: fill pages instead of splitting them in half.
	audit.appendOnly()
	index.appendOnly()
	stored, err := encodeAuditEntry(e)
	if err == nil {
		err = audit.Put(seqKey(e.Seq), stored)
	}
	if err != nil {
		return AuditEntry{}, fmt.Errorf("put audit entry %s: %w", seqKey(e.Seq), err)
	}
	if err := index.Put(timeKey(e.Time, e.Seq), nil); err != nil {
		return AuditEntry{}, fmt.Errorf("append audit %d: time index: %w", e.Seq, err)
	}
	if err := tx.put(bucketMeta, "meta", []byte(metaAuditHead), AuditHead{Seq: e.Seq, Hash: e.Hash}); err != nil {
		return AuditEntry{}, err
	}
	if err := tx.indexRuleEntry(e); err != nil {
		return AuditEntry{}, err
	}
	if err := tx.indexRulesState(e); err != nil {
		return AuditEntry{}, err
	}
	if err := tx.IndexSettingsEntry(e); err != nil {
		return AuditEntry{}, err
	}
	return e, nil
}

// auditHead reads the chain head from the meta bucket. A read
// transaction's, committed, raises the store's floor (audit_floor.go).
func (tx *Tx) auditHead() (AuditHead, error) {
	var head AuditHead
	_, err := tx.get(bucketMeta, "meta", []byte(metaAuditHead), &head)
	if err == nil && !tx.kv.writable() {
		tx.floor.raise(head)
	}
	return head, err
}

// EachAudit calls fn with every audit entry after seq after, in order. An
// error from fn stops the walk and is returned as it is.
func (tx *Tx) EachAudit(after uint64, fn func(AuditEntry) error) error {
	b := tx.bucket(bucketAudit)
	if b == nil {
		return nil
	}
	c := b.Cursor()
	for k, v := c.Seek(seqKey(after + 1)); k != nil; k, v = c.Next() {
		e, err := tx.decodeAudit(seqOf(k), v)
		if err != nil {
			return err
		}
		if err := fn(e); err != nil {
			return err
		}
	}
	return nil
}

// AuditSince returns up to limit audit entries after seq after, in order
// (limit 0: all). Following the trail is AuditSince(last seen Seq, …).
func (tx *Tx) AuditSince(after uint64, limit int) ([]AuditEntry, error) {
	var entries []AuditEntry
	err := tx.EachAudit(after, func(e AuditEntry) error {
		entries = append(entries, e)
		if limit > 0 && len(entries) == limit {
			return errStop
		}
		return nil
	})
	if err == errStop {
		err = nil
	}
	return entries, err
}

// AuditRange returns the audit entries with from <= Time < to, in time
// order (entries with equal times in Seq order); a zero from or to has no
// bound.
// It seeks a time index, so it reads only the entries it returns.
func (tx *Tx) AuditRange(from, to time.Time) ([]AuditEntry, error) {
	index, audit := tx.bucket(bucketAuditTime), tx.bucket(bucketAudit)
	if index == nil || audit == nil {
		return nil, nil
	}
	var entries []AuditEntry
	c := index.Cursor()
	end := timeKey(to, 0)
	k, _ := c.First()
	if !from.IsZero() {
		k, _ = c.Seek(timeKey(from, 0))
	}
	for ; k != nil; k, _ = c.Next() {
		if !to.IsZero() && string(k) >= string(end) {
			break
		}
		seq := seqOf(k[8:])
		v := audit.Get(k[8:])
		if v == nil {
			return nil, fmt.Errorf("store %s: %w: time index names audit entry %d, which does not exist", tx.path, ErrCorrupt, seq)
		}
		e, err := tx.decodeAudit(seq, v)
		if err != nil {
			return nil, err
		}
		entries = append(entries, e)
	}
	return entries, nil
}

// decodeAudit decodes a stored entry; one that does not decode is
// [ErrCorrupt].
func (tx *Tx) decodeAudit(seq uint64, v []byte) (AuditEntry, error) {
	var e AuditEntry
	if err := json.Unmarshal(v, &e); err != nil {
		return AuditEntry{}, fmt.Errorf("store %s: %w: audit entry %d does not decode: %w", tx.path, ErrCorrupt, seq, err)
	}
	cmd, err := tx.refIn(e.Data)
	if err != nil {
		return AuditEntry{}, fmt.Errorf("audit entry %d: %w", seq, err)
	}
	e.Command = cmd
	return e, nil
}

// errStop ends a walk early.
var errStop = errors.New("stop")

// seqKey is the audit bucket's key for a seq: 8 bytes big-endian, so keys
// sort as numbers.
func seqKey(seq uint64) []byte { return binary.BigEndian.AppendUint64(nil, seq) }

func seqOf(k []byte) uint64 {
	if len(k) != 8 {
		return 0
	}
	return binary.BigEndian.Uint64(k)
}

// timeKey is the time index's key: the time in Unix nanoseconds with the
// sign bit flipped (so times before 1970 sort first), then the seq, both
// big-endian. It covers the years 1678 to 2262.
func timeKey(t time.Time, seq uint64) []byte {
	k := binary.BigEndian.AppendUint64(nil, uint64(t.UnixNano())^1<<63)
	return binary.BigEndian.AppendUint64(k, seq)
}
