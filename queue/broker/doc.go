// Package broker serves a [queue.Service] over a Unix socket, so that one
// daemon owns the store and every other process (harness adapters,
// `ozdesk ask`, the desk, the command line) only asks it.
//
// This is ozdesk's protected mode. The broker runs as a dedicated user
// whose store file (0600 in a 0700 directory) no agent can reach. Each
// request is authorised by the credentials the kernel gives for the peer
// of the socket (SO_PEERCRED), never by anything the client says:
//
//   - an account named in the operators file ([Operators]) acts as the
//     operator of that name, with its role: a viewer reads the queue and
//     the policy, an approver also decides asks, an admin also writes
//     policy and approves proposals;
//   - any other account is an agent: it may evaluate commands, wait on,
//     read and withdraw its own asks (the ones its account made), and
//     nothing else.
//
// Names a client sends for the audit trail (an operator given with
// --operator) must be the authenticated name or empty; four eyes is then
// two different accounts.
//
// The broker's own store maintenance goes through it too: an admin's
// "compact" rewrites the store's file, and the broker then guards the
// new file as its store (see [Server]); an admin's "audit_cut" cuts the
// audit trail's exported entries, recorded with the admin's account (an
// agent, which must not hide what it did, cannot).
//
// # Wire
//
// One request per connection: the client writes one JSON object
// ([Request]) and a newline, the broker answers one ([Response]) and
// closes. A wait is a request like any other that is answered when the ask
// ends; a client that stops waiting closes the connection, and the broker
// withdraws the ask. Requests are capped in size ([MaxAgentRequestBytes]
// from an agent, read no further than that and never decoded past it;
// [MaxRequestBytes] from an operator) and must arrive within
// [RequestTimeout]. A command longer than the reader reads is sent, and
// kept, as its head, tail, length and hash ([patterns.ClipCommand]). The
// broker reads and evaluates at most [DefaultWorkPerAccount] of one
// account's requests at once, so that one account's flood delays its own
// requests, not another's. Each account has at most
// [DefaultMaxConnsPerAccount] connections open, agents together
// [DefaultMaxConns] (operators are not counted among them, so agents
// cannot keep them out), and an agent account at most the max-pending
// setting's asks waiting (the queue refuses more, without queueing them). A client believes no socket served by its own account: the
// broker runs as an account of its own. Nor does it believe a socket in a
// directory another account than root and the directory's owner could
// change, or one served by an account other than root and that owner.
//
// # Failing closed
//
// A client that cannot reach the broker gets an error, which every
// adapter answers as a deny. A broker whose store has gone missing, been
// emptied or been replaced since it started refuses every request (see
// [Server]), until it is restarted, even when the store is put back: it
// never starts afresh with the defaults.
//
// # The store held open
//
// While it serves, the broker holds its store's file open and locked
// ([queue.Service.HoldStore]): a request costs no open or close of the
// file, only its transactions, and no other process (root's included)
// opens the store meanwhile. The file held is the one the broker
// started with; the store itself refuses to read or write it once its
// path names another file, so that nothing is written to a file that is
// no longer the store, nor read from one put in its place.
package broker
