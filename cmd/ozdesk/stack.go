package main

// hookStackBytes is about as much stack as a hook's call takes (reading
// its input, asking the broker or the store, writing its answer), and
// more than it takes in protected mode.
const hookStackBytes = 32 << 10

// presizeStack grows the calling goroutine's stack, while it is shallow,
// to hold hookStackBytes more in one step. A goroutine starts with a few
// kilobytes of stack and doubles it each time a call needs more, copying
// every frame it holds then: a hook's goroutine, deep in encoding/json
// when it outgrows each size, copied its stack four times, for some 0.25 M
// instructions of a protected call's 3.5 M (issue 10's cost target).
// Copied here, it holds one frame.
//
//go:noinline
func presizeStack() {
	var pad [hookStackBytes]byte
	keepStack(pad[:])
}

// keepStack uses b, so that presizeStack's frame is not optimised away.
//
//go:noinline
func keepStack(b []byte) { b[0] = 1 }
