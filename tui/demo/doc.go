// Package demo is the scratch desk `ozdesk demo` opens: a store in a
// temporary directory, a few standing rules, and six simulated agents that
// submit a realistic mix of commands through the real queue
// (the one ask flow of package queue/harness, as `ozdesk ask` and the
// hooks use it: evaluate, then wait in a goroutine): some the policy allows, some it asks about, one a rule refuses,
// one that cannot be read, one hostile text full of escape sequences and
// a bidi override. Nothing submitted is ever run.
//
// The script's timing is fixed (a first batch at once, then one command
// every few seconds), so the desk it feeds can be screenshot; tests run it
// on a fixed clock without waiting. The script is submitted once: after
// its last step the agents only wait for their answers, so the demo
// settles and a newcomer can clear the queue.
package demo
