//go:build ozdesk_adapters

package main

import "github.com/spf13/cobra"

// The adapter-only build of ozdesk:
//
//	go build -tags ozdesk_adapters,netgo,osusergo -o ozdesk-hook ./cmd/ozdesk
//
// holds the commands harnesses call once per command an agent runs
// (hook, ask, shell) and nothing else: no desk, no broker, no policy
// commands, and no etcd backend in its store. Every Go process runs the
// initialisers of every package linked into it before main, whatever
// the command: those of the desk's and the fleet's dependencies (etcd's
// client, grpc, protobuf's registries, the terminal UI) cost more than a
// hook's own work. This build answers exactly as the full binary does
// (TestAdapterBuild), in both modes, and is what the README's harness
// snippets can name for the cheapest calls. netgo and osusergo keep it
// static when cgo is on: the dynamic loader and libc's start cost every
// call more than they give a hook (the hook reads no account but its own,
// from /etc/passwd, else $USER).

// rootCommand builds the command tree of the adapter-only build.
func (a *app) rootCommand() *cobra.Command {
	root := withVersion(a.rootOnly())
	root.AddCommand(a.askCommand(), a.hookCommand(), a.shellCommand(), exitCodesTopic())
	groupsRefuseUnknown(root)
	return root
}

// deskRoot makes the root command say that this build has no desk, nor
// any command but the adapters.
func (a *app) deskRoot(root *cobra.Command) {
	root.Args = func(c *cobra.Command, args []string) error {
		if len(args) > 0 {
			return usagef("run the full ozdesk for every other command",
				"this build of ozdesk answers harnesses only (ask, hook, shell): it has no %q command", args[0])
		}
		return nil
	}
	root.RunE = func(c *cobra.Command, _ []string) error {
		return usagef("run the full ozdesk for the desk and every other command",
			"this build of ozdesk answers harnesses only (ask, hook, shell): it has no desk")
	}
}
