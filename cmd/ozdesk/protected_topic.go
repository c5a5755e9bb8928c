//go:build !ozdesk_adapters

package main

import (
	"github.com/spf13/cobra"

	"ozdesk.dev/ozdesk/queue/broker"
)

// protectedTopic is `ozdesk help protected`.
func protectedTopic() *cobra.Command {
	return &cobra.Command{
		Use:   "protected",
		Short: "Direct mode and protected mode: who can approve what",
		Long: "In direct mode (the default) every ozdesk process opens the store file itself. An\n" +
			"agent running as your user can reach that file: direct mode stops mistakes, not a\n" +
			"hostile agent.\n\n" +
			"In protected mode one broker per node ('ozdesk serve', as its own account) owns the\n" +
			"store, and every client asks it over a Unix socket. The broker authorises each\n" +
			"request by the account that connected: the operators file names operators and\n" +
			"their roles (viewer sees, approver also decides asks, admin also writes policy);\n" +
			"every other account is an agent, which may ask, wait on and withdraw its own asks,\n" +
			"and nothing else. Four eyes is two accounts. A refused request exits 8.\n\n" +
			"Protected mode is on when " + broker.DefaultConfigPath + " (root's, not writable by\n" +
			"others) names the socket:\n\n" +
			"  socket: " + broker.DefaultSocketPath + "\n" +
			"  store: /var/lib/ozdesk/desk.db\n" +
			"  operators: " + broker.DefaultOperatorsPath + "\n\n" +
			"Clients then never open a store file; a broker that cannot be reached means deny.\n" +
			"Make the store once with 'ozdesk serve --init' as the broker's account. The\n" +
			"systemd unit, sysusers and tmpfiles snippets and example files are in contrib/,\n" +
			"the whole set-up in docs/protected-mode.md. 'ozdesk whoami' says who you are.",
	}
}
