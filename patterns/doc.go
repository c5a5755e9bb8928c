// Package patterns reads shell commands and decides them by command rules.
//
// It is the engine of ozdesk and imports nothing else of ozdesk. It has four
// pieces, each in files of its own:
//
//   - Reading. [Read] parses a command line with mvdan.cc/sh/v3/syntax (bash
//     dialect) into a [Command]: every simple command it would run, wherever
//     it stands, as a [Part], with wrappers such as sudo and env peeled, nested
//     command strings (bash -c '…', ssh host '…', find -exec …) read as parts
//     of their own, and redirections recorded. What cannot be read with
//     certainty is listed as [Unreadable] with a code. Parts are read in
//     order: a part that runs a file an earlier part made, whose program
//     an earlier part rebound (an alias, a function named like a program,
//     git config alias.*), or where bash reads a value as code a second
//     time (arithmetic, ${!x}) is unreadable too.
//   - The pattern language. [ParsePattern] reads a rule pattern such as
//     `git push --force * [default-branch]`; a [Pattern] matches a part by
//     program, flags, operands, classes, pipelines and redirection targets.
//     A pattern that could never match is refused with a [*PatternError].
//     Patterns judge effects: `> TARGET` matches every write of TARGET (a
//     redirection, or a program's output option or destination), and in
//     a tightening rule a stage whose program is rm matches every delete
//     (unlink, find -delete, rsync --delete, git clean …), through the
//     effects table.
//   - Evaluation. A [Policy] is an ordered list of [Rule]s above the
//     built-in defaults ([Defaults]); [Policy.Evaluate] decides a command for
//     an agent and explains the decision as a [Verdict].
//   - Authoring. [Suggest] gives the narrowest pattern that matches a part,
//     with the widenings of each word; [CheckAllow] applies the guard rails to
//     an allow rule before it is written.
//
// # Might and certainly
//
// A word the reader cannot resolve ($DIR, *.o, $(pwd)) might be anything.
// Tightening rules (ask, refuse) match what might match; allow rules match
// only what certainly matches. The same principle settles unnamed flags,
// flags of unknown arity and every other doubt: a doubt never loosens.
package patterns
