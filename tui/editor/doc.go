// Package editor is the desk's pattern editor: the dialog behind "approve
// and always allow…" (A) and "deny and always refuse…" (D).
//
// It opens on the suggested narrowest pattern of the ask's deciding part
// (patterns.Suggest) and lets the operator move between its words and
// widen or narrow each along its ladder, one rung at a time (literal →
// glob → class → * → **, that word alone: ← and → pick the word, ↑ and ↓ move it;
// ctrl+t puts ** from a word on), while it shows, live, the pattern's text, the guard rails an
// allow would break (which rail, and why), how many recorded commands the
// pattern would match with a few examples, and how many pending asks it
// would resolve. The operator gives a reason (required), a scope (this
// agent, an agent glob, all agents; and the workdir: an allow starts
// under the ask's own workdir, or its cwd without one, the narrowest that
// decides it, and "any directory" is the operator's choice, refused while
// the pattern holds a relative path, which would then name a different
// file in every directory; a refuse starts in any directory), an end (1h,
// 1d, 7d, 30d, a date; never only for a refuse) and the shadow switch.
// enter asks the desk to review the rule ([ActReview]): the desk opens its
// own confirmation over the editor, Cancel focused, drawn from
// [Model.ConfirmLines] (the rule, whom and where it covers, what it
// decides, and how many pending asks it resolves, counted anew as asks
// arrive or leave while it is open: [Model.QueueChanged]), and on yes takes the rule to write from
// [Model.Confirmed] as an [Action].
//
// No printable key changes the pattern or a choice: outside the text
// fields a letter (any printable key but space) starts the reason and
// moves the focus there, so a reason typed the moment the editor opens
// ("known branch…", "temp files…") is the reason, whole, and never
// widens a word (rt14k #6).
//
// "this agent" is the asking agent alone: its name is shown whole, or cut
// in the middle and said to be cut; a name holding a * (which a scope
// reads as any characters, and which the agent chose itself) cannot be
// scoped alone, and the editor says so rather than write a rule for
// every agent; an ask naming no agent has no "this agent" either. An
// agent is an account on its node, so "this agent" is scoped to the ask's
// node too: in a fleet the same name on another node is another agent
// (rt15f #1), and the confirmation names the node.
package editor
