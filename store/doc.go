// Package store keeps ozdesk's state in one bbolt file shared by many
// processes: the asks, the operators' rules, the audit trail, the egress
// list and the settings.
//
// # One file, many processes, no one holding it
//
// Every harness call (ozdesk ask, ozdesk hook …) is a short-lived process,
// and the desk is a long-running one; all use the same file. bbolt takes an
// exclusive lock while a file is open for writing, and a process holding it
// open even for reading blocks every writer. So a [Store] holds only a path:
// [Store.Update] and [Store.View] each open the file, run exactly one
// transaction and close it, waiting at most the lock timeout
// ([DefaultLockTimeout], [WithLockTimeout]) for the lock and failing with
// [ErrLocked] after. The store waits for the lock in the kernel, not by
// bbolt's polling every 50 ms, so the lock passes to a waiter the moment it
// is released. Commits are synced before Update returns. The file is
// created (mode 0600, directory 0700) by the first Update, unless the store
// is [WithoutCreate] (a harness process), and its directory with it unless
// the store is [WithoutDirectory] (a store the command line was told to
// use, not the default one); a View of a store not yet made
// fails with [ErrNoStore]. The desk learns of other processes' commits
// through [Watch].
//
// # A file no one else can change
//
// A store is made whole under another name and linked into place, so an
// empty file at its path was emptied: it is [ErrCorrupt], never a store to
// make again. The file is opened without following a symbolic link, and
// refused ([ErrUnsafe], an [*UnsafeError] naming the fix) when it or its
// directory is owned by another user or writable by its group or others.
//
// Writers are serialised, so a check-then-write inside one Update is
// atomic across processes. Deciding an ask is such a compare-and-set:
//
//	err := s.Update(func(tx *store.Tx) error {
//		a, err := tx.GetAsk(id)
//		if err != nil {
//			return err
//		}
//		if !a.Pending() {
//			return lost(a.Decision) // someone else decided first
//		}
//		a.State, a.Decision = store.StateApproved, &store.Decision{By: op, Outcome: store.OutcomeAllow}
//		if err := tx.PutAsk(a); err != nil {
//			return err
//		}
//		_, err = tx.AppendAudit(store.AuditEntry{Kind: store.KindDecide, Actor: op, Data: data})
//		return err
//	})
//
// # Records
//
// Records are JSON, one per key: [Ask] (keyed by a zero-padded sequence
// number, see [FormatAskID]), [Rule] (keyed by ID, ordered by a separate
// list: see [Place]), [AuditEntry] (keyed by its seq, big-endian),
// [EgressHost], [Settings] and [Proposal] (a change four eyes holds, keyed
// by ID). The store knows outcomes, states and patterns only as strings; it
// checks the enumerations it is given (an ask's state, a rule's outcome,
// mode and status, a proposal's kind and status) and leaves meaning to its
// callers. Times are stored in UTC.
//
// A long command (over [CommandRefBytes]) is kept once, under its SHA-256
// ([Tx.PutCommand]): an ask, its verdict and an audit entry's data refer
// to it by hash ("command_ref"), and reading gives it back ([Ask.Command],
// [AuditEntry.Command]). The longest (over [CommandClipBytes]) are kept as
// head and tail, and whole in a spool capped at [SpoolBytes], which drops
// the oldest first (never a pending ask's), saying so where the text was.
//
// # The audit trail
//
// [Tx.AppendAudit] appends to a hash chain in the transaction of the change
// it records. [Verify] and [Store.VerifyAudit] walk the chain and report
// the first problem as an [*AuditError]: an edited entry, missing or
// reordered entries, and, against the head kept in the meta bucket, a cut
// tail. The chain has no key: it shows that entries changed after they
// were written; a writer who recomputes the whole chain is caught only by
// comparing with an [AuditHead] recorded elsewhere.
//
// The trail's oldest entries can be cut once exported ([Tx.StartAuditCut]
// needs the hash the trail holds at the cut's end, an export's head). The
// cut is an entry of its own (audit.cut, naming its ends), the store keeps
// the last entry cut as the trail's base, which the first entry left
// links to, and [Tx.VerifyAudit] walks the chain from the base and checks
// it against the latest cut entry: entries removed around ozdesk show.
// [Tx.CutAudit] removes the entries in steps, each a transaction under a
// budget of keys ([Store.CutBudget]: on etcd within its bound on a
// transaction) that moves the base, so a cut stopped between steps leaves
// a trail that verifies. A rule in force whose attesting entry is cut is
// attested from then on by an audit.carry entry holding the rule as that
// entry wrote it. [VerifyExport] checks an export alone, from the entry
// before its first. The store keeps the hash of entry 1 past the cut
// ([Tx.AuditOrigin]), by which a broker knows its store.
//
// # The fleet: one store on etcd
//
// A fleet's brokers share one store in an etcd cluster ([OpenEtcd], an
// address etcd://HOST:PORT,…/PREFIX): the same buckets, records and audit
// chain, kept under the prefix (the layout is in kv_etcd.go). A
// transaction reads at one revision of the cluster and commits its writes
// in one etcd Txn, guarded by a fence key every write transaction
// rewrites: a transaction that another writer beat is run again on the
// newer state. So a check-then-write is a compare-and-set across the
// fleet, as it is across the processes of one node. A cluster that
// cannot be reached, or has lost quorum, fails each transaction with
// [ErrUnavailable] within the store's timeout, or by the deadline of the
// context it was given ([Store.UpdateContext]: an ask's); the next one
// tries again.
//
// The fleet keeps one audit chain, not one per node plus one for the
// policy. Per-node chains would let nodes write without waiting for one
// another, but a reader could then verify no order between them: whether
// an operator's decision came before or after the rule that would have
// refused the command is a question across chains, and the queue's own
// change feed (the desk's "what changed after entry N") would need a
// vector of heads. One chain costs the fleet its write concurrency: every
// write appends to the chain, so every write conflicts with every other,
// and the fleet commits one write at a time (each a round of the
// cluster's consensus, about 1–3 ms on a local network; see
// docs/fleet.md for the measured ceiling). What it buys: 'ozdesk audit
// verify' on any node walks one chain, and the order of every decision,
// rule change and ask across the fleet is the chain's order.
//
// Each node's broker records its own asks, keyed by node where it reads
// them: an ask records its node ([Ask.Node]), and the node index (bucket
// asks.node, "NODE NUL ID" → "" for every pending ask) gives a broker its
// own node's waiting asks ([Tx.NodePendingHeads]) without reading the
// fleet's: the per-agent cap checked in every evaluation, and the sweep
// of a broker that does not lead it, read only their node's. The ask ID
// itself stays one sequence for the fleet, not one per node: it is the
// name an operator types on any desk ('ozdesk queue approve 42') and the
// desk shows ("ask 42"), unique without a node beside it, and it costs
// nothing, since every write already goes through the one audit chain
// (above), so a shared counter serialises nothing that was not.
//
// An entry that writes or approves a rule (rule.add, rule.change,
// rule.approve, its data naming the rule) is indexed by the rule's ID, so
// [Tx.RuleEntry] finds it: a reader checks that each rule is as the entry
// that wrote it says, and a rule put into the file around ozdesk has no
// such entry. Decisions and settings are tied to the trail too: an ask's
// end records the seq of the entry that wrote it ([Decision.Entry]), the
// settings the seq of their "setting" entry ([Tx.SettingsEntry]), and the
// meta bucket the last "setting" entry ([Tx.LatestSettingsEntry]); a
// reader checks that one entry with [Tx.AuditAt], not the whole trail.
// The egress list likewise: each entry that changes it holds the list
// whole, and the meta bucket keeps the last one's seq ([Tx.EgressEntry];
// a cut carries it in an audit.carry entry). A process keeps the last
// setting and egress entries it believed, and refuses a store that names
// older ones (a broker keeps them in a file beside its anchor, so they
// hold across its restarts: queue.PolicyFloor). The chain has no key, so
// this catches a record written around ozdesk, or put back to an older
// entry's, not a writer who also appends an entry with a correct hash at
// the head.
//
// The rules in force are tied to the trail as a whole too (see
// attest_rules.go): every entry a transaction appends after it changed a
// rule or the order carries the digest of every stored rule, in order
// ([AuditEntry.Rules], covered by the entry's hash), and the meta bucket
// names the last such entry ([Tx.RulesEntry]). A reader compares the
// stored rules with that one entry ([Tx.RulesUnvouched]): a rule
// deleted, retired, reordered or changed in any field around ozdesk
// shows, whatever command is judged. An entry that would vouch for rules
// that were not vouched for before its transaction changed them is
// refused ([ErrRulesUnvouched]). The vouching entry must link to the
// entry before it (one more read): an entry ozdesk wrote in another
// store, copied in as the next, does not. The migration to schema 6
// vouches for an older store's rules as they stand, in a
// [KindRulesState] entry, only when no entry carries a digest and the
// whole trail verifies ([Tx.VerifyAudit]): it does not mint a vouching
// entry over a trail whose rule changes were removed. The digest covers
// the settings' values too (schema 7, attest_settings.go): a settings
// record deleted with its pointer, or edited, shows the same way; the
// migration to schema 7 vouches for rules and settings as they stand
// only where the schema-6 digest holds, no settings record is missing
// where the trail wrote settings, and the trail verifies. A cut over
// rules or settings not vouched for is refused ([Tx.CheckAuditCut]).
//
// A bucket edited in place can hold a branch page over empty leaves,
// which bbolt never writes and on which its Cursor.Last loops for ever;
// the store's bolt cursor asks First before Last (kv_bolt.go).
//
// # A store rolled back
//
// A store put back to an older state under a running process (a file
// restored from a backup, a cluster from an older snapshot) holds a trail
// behind the one the process read. A [Store] keeps the highest audit
// head it has read committed ([Store.AuditFloor]) and refuses to append
// to a trail behind it, or to another entry at its seq ([ErrAuditBroken]):
// an append there would fork the chain, and the fork would verify. The
// broker checks its trail against the floor in 'ozdesk audit verify',
// and anchors a head only when the trail still holds the one it anchored
// before; else it keeps its anchor and refuses every request until an
// operator restarts it. What an operator does then is in docs/fleet.md
// ("After a restore of the cluster"): stop the brokers, keep their
// anchors, find what the restore lost ('audit verify --anchor'), and,
// to serve the restored store on purpose, move the anchors aside.
//
// # Failing closed
//
// Every failure a caller must tell apart wraps a sentinel ([ErrNoStore],
// [ErrLocked], [ErrCorrupt], [ErrUnsafe], [ErrNewerSchema], [ErrNotFound], [ErrExists],
// [ErrInvalid], [ErrAuditBroken]); test with [errors.Is]. A file bbolt
// cannot open, a record that does not decode, and a fault or panic inside
// a transaction (a damaged file) are [ErrCorrupt]. A caller that cannot
// read the store answers Ask or Refuse, never Allow.
//
// # Schema
//
// The meta bucket holds [SchemaVersion] and the time the store was made. A
// store with a newer version is refused ([ErrNewerSchema]); an older one is
// migrated in the first write transaction that opens it.
package store
