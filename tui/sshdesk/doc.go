//go:build !ozdesk_adapters

// Package sshdesk serves the desk over SSH ('ozdesk serve --ssh'), beside
// the broker's socket, so that an operator needs a key and no shell
// account, and every decision is bound to that key.
//
// Identity is the key: the broker's operators file maps public keys to an
// operator's name and role ([broker.Operators.IdentifyKey]). A key it does
// not name is refused during authentication, before anything is shown;
// there is no password or keyboard-interactive authentication, and the
// failed authentications of a remote address are rate-limited.
//
// Each session gets a queue that acts as its operator and nothing else
// ([broker.Server.LocalClient]): every call goes through the broker's
// own method table, its role checks and its name binding, so a viewer's
// desk can show a decision key no more than the service would take it.
// Each session's login and logout are audit entries, with the operator's
// name, the key's fingerprint and the remote address. A command's login is
// written before it runs; a desk's once the desk draws (its
// tui.Config.Open), before its first read, so that a store another
// process holds locked shows the desk waiting for the lock.
//
// A session with a terminal and no command opens the desk: one
// tea.Program per session (built by [tui.NewProgram], run by wish's
// bubbletea middleware), at the terminal's size and colour profile,
// following resizes, over one change feed shared by every session. A
// session with a command runs that command line of the ozdesk CLI
// ('queue ls --json', 'queue approve ID --reason R', 'audit --since 1h')
// under the key's identity, with the CLI's output and exit status (see
// [Script]). No shell is ever offered: a session with neither a terminal
// nor a command is refused with a message.
package sshdesk
